import type { Catalogue } from '../catalogue.ts'
import type en from '../en/datetime.ts'

export default {
  DATE_UNREADABLE: '无法将 {param}“{value}”读取为日期；请发送 ISO 8601（2024-03-10 或 2024-03-10T14:30:00Z）、RFC 2822（Sun, 10 Mar 2024 14:30:00 +0000）或 "tomorrow"、"next friday 10am"、"+1 week" 之类的短语',
  DATE_PARTLY_READ: '{param}“{value}”中只有“{read}”能读取为日期；请删除其余部分，或按 ISO 8601 书写日期，例如 2024-03-10T14:30:00Z',
  DATE_IS_RANGE: '{param}“{value}”表示一个日期范围；请发送单个日期',
  DATE_BAD_MONTH: '{param}“{value}”中的月份为 {month}；月份范围为 01 到 12',
  DATE_BAD_DAY: '{param}“{value}”中的日为 {day}，但 {year} 年 {month} 月只有 {days} 天；请检查日期',
  DATE_BAD_TIME: '{param}“{value}”中的时间 {time} 不存在；小时范围为 00 到 23，分钟和秒范围为 00 到 59',
  DATE_BAD_OFFSET: '{param}“{value}”中的 UTC 偏移量为 {offset}；请写 -18:00 到 +18:00 之间的偏移量，例如 +02:00，或用 Z 表示 UTC',
  DATE_YEAR_RANGE: '{param}“{value}”位于 {year} 年；请发送 1 到 9999 年之间的日期',
  RESULT_YEAR_RANGE: '结果将位于 {year} 年，超出了 1 到 9999 年的范围；请使用更小的 {param} 或其他开始日期',
  TIMEZONE_INVALID: '{param}“{value}”不是时区；请发送 IANA 名称（例如 Europe/Madrid、America/New_York 或 Asia/Kolkata）、UTC，或固定偏移量（例如 UTC+05:30）',
  INTERVAL_INVALID: '{param}“{value}”不是时间间隔；请写带单位的数量，例如 "+1 day"、"-2 weeks"、"3 months 2 hours" 或 "1 year, 2 months"，或 ISO 8601 时长，例如 P1M2D 或 PT36H',
  INTERVAL_UNIT: '{param}“{value}”中的“{unit}”不是单位；请使用 years、months、weeks、days、hours、minutes、seconds 或 milliseconds（或 y、mo、w、d、h、min、s、ms）',
  INTERVAL_FRACTION: '{param}“{value}”中有 {amount} {unit}，但 {unit} 只能按整数添加；请使用整数或更小的单位（例如用 36 hours 代替 1.5 days）',
  INTERVAL_TOO_LARGE: '{param}“{value}”中有 {amount} {unit}，超过了时间间隔可跨越的 10,000 年；请使用更小的数量',
  TIMESTAMP_RANGE: '按 {unit} 读取的时间戳 {value} 超出了 1 到 9999 年的范围（-62135596800 到 253402300799 秒）；请检查该数字，如果是数字大小误导了自动检测，请发送 unit=seconds 或 unit=milliseconds',
  NOTE_GAP: '{wall} 在 {zone} 中不存在：夏令时开始时时钟会跳过这段时间，因此它被向后推移 {minutes} 分钟，变为 {shifted}',
  NOTE_OVERLAP: '{wall} 在 {zone} 中出现两次，因为夏令时结束时时钟会回拨；prefer={prefer} 选择了偏移量为 {offset} 的那一次，另一次的偏移量为 {other}',
  LEAP_RULE: '在公历中，能被 4 整除的年份为闰年，但能被 100 整除的年份只有同时能被 400 整除时才是闰年',
} satisfies Catalogue<typeof en>
