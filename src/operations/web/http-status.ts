import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS, LOOKUP_MS, REDIRECT_CHAIN } from '../kits/web-results.ts'
import { chainOf, urlParam, withScheme } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'web',
  name: 'http-status',
  input: 'query',
  summary: 'Final HTTP status of a URL and its redirect chain',
  description: 'Requests url with GET (the body is not read) and follows redirects (301, 302, 303, 307, 308) by hand, at most 10 by default, '
    + 'checking every hop: only http and https on the allowed ports (80 and 443 by default), and only public addresses. '
    + 'status is the final status code, url the final address, redirects the number of redirects followed; chain lists every response in order '
    + 'with its url, status, location (the Location header as sent, or null) and time_ms; total_ms covers the whole lookup. '
    + 'A redirect to a non-http(s) or non-public target is refused (422), a loop gives 422 TOO_MANY_REDIRECTS, a site that does not answer within '
    + 'the time budget (10 s by default) 504, an unreachable one 502.',
  params: z.object({ url: urlParam.describe(en.web.PAGE_URL) }),
  result: z.object({
    ...FINAL_RESPONSE_FIELDS,
    ok: z.boolean().apply(described, { en: 'Whether the final status is a success (200 to 299)', es: 'Si el estado final es de éxito (200 a 299)' }),
    redirects: z.number().int().nonnegative().apply(described, { en: 'Number of redirects followed', es: 'Número de redirecciones seguidas' }),
    chain: REDIRECT_CHAIN,
    total_ms: LOOKUP_MS,
  }),
  examples: [{ title: 'a public page', params: { url: 'https://example.com' }, network: true }],
  async run({ url }, ctx) {
    const r = await ctx.web.fetch(withScheme(url), { body: false })
    return { url: r.url, status: r.status, ok: r.status >= 200 && r.status < 300, redirects: r.chain.length - 1, chain: chainOf(r), total_ms: r.totalMs }
  },
  es: {
    summary: 'Estado HTTP final de una URL y su cadena de redirecciones',
    description: 'Pide url con GET (no se lee el cuerpo) y sigue las redirecciones (301, 302, 303, 307, 308) una a una, como máximo 10 por defecto, comprobando cada salto: solo http y https en los puertos permitidos (80 y 443 por defecto), y solo direcciones públicas. status es el código de estado final, url la dirección final y redirects el número de redirecciones seguidas; chain lista cada respuesta en orden con su url, status, location (la cabecera Location tal como se envió, o null) y time_ms; total_ms abarca toda la consulta. Una redirección a un destino que no es http(s) o no es público se rechaza (422), un bucle da 422 TOO_MANY_REDIRECTS, un sitio que no responde dentro del tiempo disponible (10 s por defecto) da 504 y uno inaccesible, 502.',
    params: {
      url: es.web.PAGE_URL,
    },
  },
})
