/** Phrases the dates operations share (the Spanish in ../../es/phrases/dates.ts has the same names). */

/** How a time zone is written. */
const ZONE_FORMS = 'An IANA name such as Europe/Madrid or America/New_York, UTC, or a fixed offset such as UTC+05:30 (write + as %2B in a URL)'

/** A required time zone parameter: what it is for, then how it is written. */
function zone(what: string): string {
  return `${what}: ${ZONE_FORMS.charAt(0).toLowerCase()}${ZONE_FORMS.slice(1)}`
}

/** The optional `timezone` parameter (UTC when left out): what it is for, then how it is written. */
function timezone(what: string): string {
  return `${what}. ${ZONE_FORMS}; default UTC`
}

export default { ZONE_FORMS, zone, timezone }
