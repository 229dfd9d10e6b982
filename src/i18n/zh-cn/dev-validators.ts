import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-validators.ts'

export default {
  VALIDATE_VALUE_EMPTY: '{param} 为空；请发送要检查的值',
  PHONE_COUNTRY_NEEDED: 'value 没有国家/地区呼叫代码，也未提供 country，因此无法读取；请用 + 和呼叫代码书写号码（+34 612 34 56 78），或以两个字母发送 country（ES、US、GB…）',
  PHONE_COUNTRY_UNKNOWN: 'country“{country}”不是有电话号码编排方案的国家/地区；请发送 ISO 3166 两字母代码，例如 US、GB、ES 或 DE，号码以 + 开头时可省略',
} satisfies Catalogue<typeof en>
