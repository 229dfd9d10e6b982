/** How a time zone parameter is written, for the date and time operations. */
const ZONE_FORMS = 'Un nombre IANA como Europe/Madrid o America/New_York, UTC, o un desfase fijo como UTC+05:30 (escriba + como %2B en una URL)'

export default { ZONE_FORMS }
