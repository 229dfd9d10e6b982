import type en from '../../en/phrases/web.ts'

/** The address parameter of the operations that fetch a public web page. */
const PAGE_URL = 'Adresse einer öffentlichen Webseite: eine absolute http://- oder https://-URL (einem Wert ohne Schema wird https:// vorangestellt); private, Loopback- und Link-Local-Adressen werden abgelehnt'

export default { PAGE_URL } satisfies typeof en
