/** Phrases the web operations share (the Spanish in ../../es/phrases/web.ts has the same names). */

/** The address parameter of the operations that fetch a public web page. */
const PAGE_URL = 'Address of a public web page: an absolute http:// or https:// URL (a value without a scheme gets https://); private, loopback and link-local addresses are refused'

export default { PAGE_URL }
