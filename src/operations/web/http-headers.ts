import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS, LOOKUP_MS, REDIRECT_CHAIN } from '../kits/web-results.ts'
import { chainOf, urlParam, withScheme } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

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
      .apply(described, {
        en: 'Headers of the final response by name in lower case: one string, or an array of the values of a header sent several times (Set-Cookie)',
        es: 'Cabeceras de la respuesta final por nombre en minúsculas: una cadena, o un array con los valores de una cabecera enviada varias veces (Set-Cookie)',
        de: 'Header der endgültigen Antwort nach Namen in Kleinbuchstaben: ein String oder ein Array mit den Werten eines mehrfach gesendeten Headers (Set-Cookie)',
        fr: `En-têtes de la réponse finale par nom en minuscules\u00a0: une chaîne, ou un tableau des valeurs d'un en-tête envoyé plusieurs fois (Set-Cookie)`,
        'pt-br': 'Cabeçalhos da resposta final por nome em minúsculas: uma string ou um array com os valores de um cabeçalho enviado várias vezes (Set-Cookie)',
        'zh-cn': '最终响应的标头，按小写名称列出：单个字符串，或多次发送的标头（Set-Cookie）的各个值组成的数组',
      }),
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
  de: {
    summary: 'Antwortheader einer URL nach Weiterleitungen',
    description: 'Ruft url mit GET ab (der Body wird nicht gelesen), folgt Weiterleitungen mit denselben Prüfungen wie web/http-status und gibt die Header der endgültigen Antwort zurück: Namen in Kleinbuchstaben, einen mehrfach gesendeten Header (Set-Cookie) als Array seiner Werte, alle anderen als einzelnen String. chain listet jeden Schritt auf (url, status, location, time_ms). Antwortheader mit insgesamt mehr als 16 KiB werden abgelehnt (502 UPSTREAM_HEADERS_TOO_LARGE).',
    params: {
      url: de.web.PAGE_URL,
    },
  },
  fr: {
    summary: `En-têtes de réponse d'une URL, après les redirections`,
    description: `Demande url avec GET (le corps n'est pas lu), suit les redirections avec les mêmes vérifications que web/http-status et renvoie les en-têtes de la réponse finale\u00a0: noms en minuscules, un en-tête envoyé plusieurs fois (Set-Cookie) sous forme de tableau de ses valeurs, les autres sous forme d'une seule chaîne. chain liste chaque saut (url, status, location, time_ms). Les en-têtes de réponse dépassant 16 KiB au total sont refusés (502 UPSTREAM_HEADERS_TOO_LARGE).`,
    params: {
      url: fr.web.PAGE_URL,
    },
  },
  'pt-br': {
    summary: 'Cabeçalhos de resposta de uma URL, após os redirecionamentos',
    description: 'Solicita url com GET (o corpo não é lido), segue os redirecionamentos com as mesmas verificações de web/http-status e retorna os cabeçalhos da resposta final: nomes em minúsculas, um cabeçalho enviado várias vezes (Set-Cookie) como um array dos seus valores e os demais como uma única string. chain lista cada salto (url, status, location, time_ms). Cabeçalhos de resposta que somam mais de 16 KiB são recusados (502 UPSTREAM_HEADERS_TOO_LARGE).',
    params: {
      url: ptBr.web.PAGE_URL,
    },
  },
  'zh-cn': {
    summary: '重定向之后 URL 的响应标头',
    description: '使用 GET 请求 url（不读取正文），按与 web/http-status 相同的检查跟随重定向，并返回最终响应的标头：名称为小写，多次发送的标头（Set-Cookie）以其各个值组成的数组表示，其他标头为单个字符串。chain 列出每一跳（url、status、location、time_ms）。响应标头总计超过 16 KiB 时将被拒绝（502 UPSTREAM_HEADERS_TOO_LARGE）。',
    params: {
      url: zhCn.web.PAGE_URL,
    },
  },
})
