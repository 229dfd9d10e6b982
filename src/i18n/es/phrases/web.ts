import type en from '../../en/phrases/web.ts'

/** The address parameter of the operations that fetch a public web page. */
const PAGE_URL = 'Dirección de una página web pública: una URL absoluta http:// o https:// (a un valor sin esquema se le antepone https://); se rechazan las direcciones privadas, de loopback y de enlace local'

export default { PAGE_URL } satisfies typeof en
