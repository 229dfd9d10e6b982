import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-markup.ts'

export default {
  REGEX_DELIMITER: 'pattern 必须以分隔符开头，例如 /\\d+/i 中的 / 或 #a.b#s 中的 #；“{char}”不能作为分隔符（不允许使用字母、数字、反斜杠和空白）',
  REGEX_NO_END_DELIMITER: 'pattern 中没有与开头的 {open} 对应的结束 {close}；请以 {close} 加上任意标志结束模式，例如 {open}\\d+{close}i，属于模式本身的 {close} 请写作 \\{close}',
  REGEX_UNKNOWN_FLAGS: '结束分隔符后有未知标志：{flags}；请使用 i（忽略大小写）、m（^ 和 $ 匹配换行处）、s（. 匹配换行符）、u（Unicode）、x（忽略空白和 # 注释）、A 或 y（锚定）、D、S、g、d（分组位置）或 v（Unicode 集合）',
  REGEX_FLAG_UNGREEDY: '标志 U（非贪婪）在 JavaScript 中没有对应项；请删除它，并改为使用惰性量词，例如 .*? +? ?? {2,5}?',
  INVALID_REGEX: 'pattern 不是有效的 JavaScript 正则表达式：{detail}；请检查括号或方括号是否不配对、量词前是否没有可重复的内容，或是否使用了仅 PCRE 支持的功能，例如占有量词（a++）、原子组（?>…）或递归（?R）',
  REGEX_TIMEOUT: '该模式在此文本上耗时过长（超过 {ms} ms）：发生了灾难性回溯，通常由嵌套或重叠的量词引起，例如 (a+)+、(a|aa)+ 或 (.*a){20}；请使重复部分无法匹配相同的字符、为模式添加锚点，或缩短文本',
  REGEX_OUTPUT_TOO_LARGE: '第一个匹配及其捕获组合计超过 {max} 个字符；请减少捕获，例如使用非捕获组 (?:…)，或使用更短的文本',
  MARKDOWN_TIMEOUT: '该 Markdown 渲染耗时过长（超过 {ms} ms）；它可能包含病态结构，例如成千上万个未闭合的 * 或 [，或深层嵌套的 > 引用；请简化这些部分，或将文档拆成较小的片段发送',
  MARKDOWN_TOO_MANY_ELEMENTS: '该 Markdown 的块和表格单元格过多，无法渲染（超过 {max} 个）；请发送更小的文档，例如减少表格的列或行（较短的行按完整行计算：会补充空单元格以与标题行一致）',
  MARKDOWN_OUTPUT_TOO_LARGE: '此 Markdown 生成的 HTML 将超过 {max} 个字符；请发送更小的文档，例如减少表格的列或行',
  COLOR_INVALID_HEX: '{param}“{value}”不是 HEX 颜色；请写 6 位十六进制数字或 3 位简写，前面可加 #，例如 #4f7cff 或 #fff（在 URL 查询字符串中，# 请写作 %23）',
  COLOR_INVALID_RGB: '{param}“{value}”不是 RGB 颜色；请写三个 0 到 255 的整数并用逗号分隔，例如 79,124,255 或 rgb(79, 124, 255)',
} satisfies Catalogue<typeof en>
