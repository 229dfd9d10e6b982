import type en from '../../en/phrases/web.ts'

/** The address parameter of the operations that fetch a public web page. */
const PAGE_URL = 'Adresse d\'une page web publique\u00a0: une URL http:// ou https:// absolue (une valeur sans schéma reçoit https://)\u00a0; les adresses privées, de bouclage et de lien local sont refusées'

export default { PAGE_URL } satisfies typeof en
