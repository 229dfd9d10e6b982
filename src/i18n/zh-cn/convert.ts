import type { Catalogue } from '../catalogue.ts'
import type en from '../en/convert.ts'

export default {
  UNIT_UNKNOWN: '{param}“{value}”不是 {category} 单位；请使用以下单位之一：{units}（GET /api/v1/convert/categories 列出了它们的符号和别名）',
  UNIT_OTHER_CATEGORY: '{param}“{value}”是 {other} 单位，而不是 {category} 单位；请使用 /api/v1/convert/{other} 转换，或使用以下单位之一：{units}',
  UNIT_AMBIGUOUS: '{param}“{value}”可能表示多个单位：{options}；请改为发送其中一个 slug',
  TEMPERATURE_BELOW_ABSOLUTE_ZERO: '{param} {value} {unit} 低于绝对零度（{zero} {unit}）；请发送不低于 {zero} {unit} 的温度',
  CURRENCY_UNKNOWN: '{param}“{value}”不是 ISO 4217 货币代码；请发送三个字母的代码，例如 USD、EUR、GBP 或 JPY（https://www.iso.org/iso-4217-currency-codes.html 上的 ISO 4217 列表列出了所有代码）',
  CURRENCY_NO_RATE: '{param} {code}（{name}）是有效货币，但汇率源（{source}）中没有它的汇率；该汇率源提供以下货币的汇率：{codes}',
  RATES_UNAVAILABLE: '汇率不可用：无法读取汇率源，且没有已存储的早期汇率；请在 {retryAfter} s 后重试（在此期间，将货币转换为其自身仍可正常进行）',
} satisfies Catalogue<typeof en>
