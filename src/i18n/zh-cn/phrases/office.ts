import type en from '../../en/phrases/office.ts'

/** Parameters the spreadsheet operations share. */
const SHEET = '要读取的工作表：其名称（完全一致，或不区分大小写）或从 1 开始计数的位置；默认为第一个工作表。未知的工作表返回 422，并列出工作表名称'

const ALL_SHEETS = '1：按工作簿顺序读取所有工作表（此时忽略 sheet）；默认为 0'

const SHEET_NAME_RULE = '1 到 31 个字符，不含 * ? : \\ / [ ] 中的任何字符'

export default { SHEET, ALL_SHEETS, SHEET_NAME_RULE } satisfies typeof en
