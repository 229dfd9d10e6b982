import type en from '../../en/phrases/dates.ts'

/** How a time zone parameter is written, for the date and time operations. */
const ZONE_FORMS = 'Um nome IANA como Europe/Madrid ou America/New_York, UTC ou um deslocamento fixo como UTC+05:30 (escreva + como %2B em uma URL)'

function zone(what: string): string {
  return `${what}: ${ZONE_FORMS.charAt(0).toLowerCase()}${ZONE_FORMS.slice(1)}`
}

function timezone(what: string): string {
  return `${what}. ${ZONE_FORMS}; padrão UTC`
}

export default { ZONE_FORMS, zone, timezone } satisfies typeof en
