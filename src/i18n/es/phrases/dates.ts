import type en from '../../en/phrases/dates.ts'

/** How a time zone parameter is written, for the date and time operations. */
const ZONE_FORMS = 'Un nombre IANA como Europe/Madrid o America/New_York, UTC, o un desfase fijo como UTC+05:30 (escriba + como %2B en una URL)'

function zone(what: string): string {
  return `${what}: ${ZONE_FORMS.charAt(0).toLowerCase()}${ZONE_FORMS.slice(1)}`
}

function timezone(what: string): string {
  return `${what}. ${ZONE_FORMS}; por defecto UTC`
}

export default { ZONE_FORMS, zone, timezone } satisfies typeof en
