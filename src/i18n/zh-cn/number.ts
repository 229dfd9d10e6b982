import type { Catalogue } from '../catalogue.ts'
import type en from '../en/number.ts'

export default {
  INVALID_ROMAN: '“{value}”不是有效的罗马数字；请使用标准形式，例如 MCMXCIV（I、V、X、L、C、D、M）',
  ROMAN_RANGE: 'value 必须是 1 到 3999 之间的整数，才能写成罗马数字',
  NUMBER_INVALID: '{param} 必须是用数字 0-9 书写的整数，例如 42 或 -7；“{value}”不是',
  NUMBER_FRACTION: '{param} 必须是整数；请删除“{value}”中的小数点和小数部分',
  NUMBER_EXPONENT: '{param} 必须以普通数字完整写出；不接受“{value}”这样的科学记数法',
  NUMBER_TOO_LONG: '{param} 最多可以有 {max} 位数字，但它有 {digits} 位；请发送更小的数字',
  NUMBER_UNDERSCORE: '{param} 第 {position} 个位置的下划线位置不正确；下划线只能用于分隔两个数字，例如 1_000_000',
  BASE_INVALID_DIGIT: '{param} 第 {position} 个位置的“{digit}”不是 {base} 进制的数字；{base} 进制使用数字 {digits}',
  BASE_NO_DIGITS: '{param} 不包含任何数字；请至少写一个 {base} 进制的数字（{digits}）',
  WORDS_INVALID: '{param} 必须是用数字 0-9、可选符号和可选小数点书写的数字，例如 -12.5；“{value}”不是',
  WORDS_TOO_LONG: '{lang} 的数字转文字最多支持小数点前 {max} 位和小数点后 {max} 位，但 {param} 有 {integer} 位和 {fraction} 位；请发送更小的数字或更少的小数位',
  WORDS_LANGUAGE: '“{lang}”不是可用于数字转文字的语言；请使用以下语言之一：{languages}',
} satisfies Catalogue<typeof en>
