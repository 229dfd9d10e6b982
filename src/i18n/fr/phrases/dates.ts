import type en from '../../en/phrases/dates.ts'

/** How a time zone parameter is written, for the date and time operations. */
const ZONE_FORMS = 'Un nom IANA tel que Europe/Madrid ou America/New_York, UTC, ou un décalage fixe tel que UTC+05:30 (écrivez + sous la forme %2B dans une URL)'

function zone(what: string): string {
  return `${what}\u00a0: ${ZONE_FORMS.charAt(0).toLowerCase()}${ZONE_FORMS.slice(1)}`
}

function timezone(what: string): string {
  return `${what}. ${ZONE_FORMS}\u00a0; UTC par défaut`
}

export default { ZONE_FORMS, zone, timezone } satisfies typeof en
