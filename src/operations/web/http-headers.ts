import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS, LOOKUP_MS, REDIRECT_CHAIN } from '../kits/web-results.ts'
import { chainOf, urlParam, withScheme } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'web',
  name: 'http-headers',
  input: 'query',
  summary: 'Response headers of a URL, after redirects',
  description: 'Requests url with GET (the body is not read), follows redirects with the same checks as web/http-status, and returns the final '
    + 'response\'s headers: names in lower case, a header sent several times (Set-Cookie) as an array of its values, others as one string. '
    + 'chain lists every hop (url, status, location, time_ms). Response headers over 16 KiB in total are refused (502 UPSTREAM_HEADERS_TOO_LARGE).',
  params: z.object({ url: urlParam.describe(en.web.PAGE_URL) }),
  result: z.object({
    ...FINAL_RESPONSE_FIELDS,
    headers: z.record(z.string(), z.union([z.string(), z.array(z.string())]))
      .apply(described, { en: 'Headers of the final response by name in lower case: one string, or an array of the values of a header sent several times (Set-Cookie)', es: 'Cabeceras de la respuesta final por nombre en minúsculas: una cadena, o un array con los valores de una cabecera enviada varias veces (Set-Cookie)' }),
    chain: REDIRECT_CHAIN,
    total_ms: LOOKUP_MS,
  }),
  chain: { gives: 'result.headers' },
  examples: [{ title: 'a public page', params: { url: 'https://example.com' }, network: true }],
  async run({ url }, ctx) {
    const r = await ctx.web.fetch(withScheme(url), { body: false })
    return { url: r.url, status: r.status, headers: r.headers, chain: chainOf(r), total_ms: r.totalMs }
  },
  es: {
    summary: 'Cabeceras de respuesta de una URL, tras las redirecciones',
    description: 'Pide url con GET (no se lee el cuerpo), sigue las redirecciones con las mismas comprobaciones que web/http-status y devuelve las cabeceras de la respuesta final: los nombres en minúsculas, una cabecera enviada varias veces (Set-Cookie) como un array de sus valores y las demás como una cadena. chain lista cada salto (url, status, location, time_ms). Se rechazan las cabeceras de respuesta que suman más de 16 KiB (502 UPSTREAM_HEADERS_TOO_LARGE).',
    params: {
      url: es.web.PAGE_URL,
    },
  },
})
