import type en from '../../en/phrases/dates.ts'

/** How a time zone parameter is written, for the date and time operations. */
const ZONE_FORMS = 'Ein IANA-Name wie Europe/Madrid oder America/New_York, UTC oder eine feste Abweichung wie UTC+05:30 (schreiben Sie + in einer URL als %2B)'

function zone(what: string): string {
  return `${what}: ${ZONE_FORMS.charAt(0).toLowerCase()}${ZONE_FORMS.slice(1)}`
}

function timezone(what: string): string {
  return `${what}. ${ZONE_FORMS}; Standard UTC`
}

export default { ZONE_FORMS, zone, timezone } satisfies typeof en
