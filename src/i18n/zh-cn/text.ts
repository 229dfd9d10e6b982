import type { Catalogue } from '../catalogue.ts'
import type en from '../en/text.ts'

export default {
  FIND_EMPTY: '{param} 为空；请至少发送一个要查找的字符',
  FIND_REGEX_TOO_LONG: 'find 的长度为 {length} 个字符，但正则表达式最多只能有 {max} 个字符；请缩短它，或发送 regex: false 按字面查找该文本',
  FIND_INVALID_REGEX: 'find 不是有效的 JavaScript 正则表达式：{detail}；请检查括号或方括号是否不配对、量词前是否没有可重复的内容，或是否有单独的 {、} 或 ]（请写作 \\{、\\} 或 \\]），或发送 regex: false 按字面查找该文本',
  DIFF_INPUT_TOO_LARGE: '{param} 为 {size} 字节；text/diff 比较的每个文本最多 {max} 字节（UTF-8）；请比较较小的片段',
  DIFF_TOO_COMPLEX: 'a 和 b 之间的插入和删除超过 {max} 处（按 {unit} 计），或者比较耗时超过 {ms} ms；请比较较小的片段，或按行比较',
  DISTANCE_TOO_LONG: '{param} 有 {length} 个字符；编辑距离只对每个不超过 {max} 个字符的文本计算；请发送更短的文本',
  DISTANCE_TOO_MANY_CELLS: 'a 有 {length_a} 个字符，b 有 {length_b} 个字符；两者的乘积最多为 {max}；请发送更短的文本',
  ESCAPE_BAD_SEQUENCE: '第 {position} 个位置的 {sequence} 不是有效的 {format} 转义序列；反斜杠本身请写作 \\\\，或先对文本进行转义',
  ESCAPE_STRAY_QUOTE: '第 {position} 个位置的单独 {quote} 在 {format} 中无效：在值内部请将其重复书写（{quote}{quote}）',
  ESCAPE_UNCLOSED_QUOTE: '第 {position} 个位置打开的引号始终没有闭合；请闭合它，或先对文本进行转义（{format}）',
  ESCAPE_SEVERAL_WORDS: '该文本包含多个 shell 单词（第 {position} 个位置有未加引号的空白）；请发送一个单词，并对其中的空格加引号或转义',
} satisfies Catalogue<typeof en>
