import type en from '../../en/phrases/web.ts'

/** The address parameter of the operations that fetch a public web page. */
const PAGE_URL = 'Endereço de uma página web pública: uma URL http:// ou https:// absoluta (um valor sem esquema recebe https://); endereços privados, de loopback e link-local são recusados'

export default { PAGE_URL } satisfies typeof en
