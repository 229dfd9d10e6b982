import type en from '../../en/phrases/dates.ts'

/** How a time zone parameter is written, for the date and time operations. */
const ZONE_FORMS = 'IANA 名称（例如 Europe/Madrid 或 America/New_York）、UTC，或固定偏移量（例如 UTC+05:30；在 URL 中 + 请写作 %2B）'

/** Chinese has no letter case to lower: the forms follow the colon as they are (IANA stays IANA). */
function zone(what: string): string {
  return `${what}：${ZONE_FORMS}`
}

function timezone(what: string): string {
  return `${what}。${ZONE_FORMS}；默认为 UTC`
}

export default { ZONE_FORMS, zone, timezone } satisfies typeof en
