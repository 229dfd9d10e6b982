import type en from '../../en/phrases/text.ts'

/** Sentences the text operations share. */

/** A figure as the texts write it: 10,000,000. */
function figure(value: number): string {
  return value.toLocaleString('zh-CN')
}

const TEXT_PARAM = '要处理的文本；其 UTF-8 大小不得超过配置的文本限制（默认为 1 MiB）'

const TEXT_LIMIT_NOTE = '超过配置大小限制（默认为 1 MiB 的 UTF-8）的文本会被拒绝，并返回 413 TEXT_TOO_LARGE。'

const LINES_NOTE = '行以 \\n 或 \\r\\n 结尾；文本末尾的换行符表示最后一行结束，而不是开始一个空行，并会被保留。输出中各行以 \\n 分隔。'

const BREAKS_NOTE = '文本中的换行符 \\r\\n 在输出中变为 \\n。'

function outputLimitNote(max: number): string {
  return `超过 ${figure(max)} 个字符（UTF-16 代码单元）的结果会在生成之前被拒绝，并返回 413 OUTPUT_TOO_LARGE。`
}

const CASE_FOLDING_NOTE = '忽略大小写时，比较采用 Unicode 简单大小写折叠，与 JavaScript /iu 正则表达式相同：开尔文符号与 k 匹配，ς 与 σ 匹配，但 ß 不与 SS 匹配，土耳其语的 İ 和 ı 是独立的字母。'

function flag(description: string): string {
  return `${description}；1/true 或 0/false，默认为 false`
}

function separator(description: string, max: number): string {
  return `${description}；最多 ${max} 个字符`
}

export default { figure, TEXT_PARAM, TEXT_LIMIT_NOTE, LINES_NOTE, BREAKS_NOTE, outputLimitNote, CASE_FOLDING_NOTE, flag, separator } satisfies typeof en
