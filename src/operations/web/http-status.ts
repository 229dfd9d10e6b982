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
    ok: z.boolean().apply(described, {
      en: 'Whether the final status is a success (200 to 299)',
      es: 'Si el estado final es de éxito (200 a 299)',
      de: 'Ob der endgültige Status ein Erfolg ist (200 bis 299)',
      fr: 'Indique si le statut final est un succès (200 à 299)',
      'pt-br': 'Se o status final é de sucesso (200 a 299)',
      'zh-cn': '最终状态是否表示成功（200 到 299）',
    }),
    redirects: z.number().int().nonnegative().apply(described, {
      en: 'Number of redirects followed',
      es: 'Número de redirecciones seguidas',
      de: 'Anzahl der verfolgten Weiterleitungen',
      fr: 'Nombre de redirections suivies',
      'pt-br': 'Número de redirecionamentos seguidos',
      'zh-cn': '跟随的重定向次数',
    }),
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
  de: {
    summary: 'Endgültiger HTTP-Status einer URL und ihre Weiterleitungskette',
    description: 'Ruft url mit GET ab (der Body wird nicht gelesen) und verfolgt Weiterleitungen (301, 302, 303, 307, 308) einzeln, standardmäßig höchstens 10, wobei jeder Schritt geprüft wird: nur http und https auf den erlaubten Ports (standardmäßig 80 und 443) und nur öffentliche Adressen. status ist der endgültige Statuscode, url die endgültige Adresse, redirects die Anzahl der verfolgten Weiterleitungen; chain listet jede Antwort der Reihe nach mit url, status, location (der Location-Header wie gesendet oder null) und time_ms auf; total_ms umfasst die gesamte Abfrage. Eine Weiterleitung zu einem Ziel, das nicht http(s) oder nicht öffentlich ist, wird abgelehnt (422), eine Schleife ergibt 422 TOO_MANY_REDIRECTS, eine Website, die nicht innerhalb des Zeitbudgets antwortet (standardmäßig 10 s), 504, eine nicht erreichbare 502.',
    params: {
      url: de.web.PAGE_URL,
    },
  },
  fr: {
    summary: `Statut HTTP final d'une URL et sa chaîne de redirections`,
    description: `Demande url avec GET (le corps n'est pas lu) et suit les redirections (301, 302, 303, 307, 308) une par une, 10 au plus par défaut, en vérifiant chaque saut\u00a0: uniquement http et https sur les ports autorisés (80 et 443 par défaut), et uniquement des adresses publiques. status est le code d'état final, url l'adresse finale, redirects le nombre de redirections suivies\u00a0; chain liste chaque réponse dans l'ordre avec son url, son status, sa location (l'en-tête Location tel qu'il a été envoyé, ou null) et son time_ms\u00a0; total_ms couvre l'ensemble de la requête. Une redirection vers une cible qui n'est pas en http(s) ou pas publique est refusée (422), une boucle donne 422 TOO_MANY_REDIRECTS, un site qui ne répond pas dans le délai imparti (10 s par défaut) 504, et un site injoignable 502.`,
    params: {
      url: fr.web.PAGE_URL,
    },
  },
  'pt-br': {
    summary: 'Status HTTP final de uma URL e sua cadeia de redirecionamentos',
    description: 'Solicita url com GET (o corpo não é lido) e segue os redirecionamentos (301, 302, 303, 307, 308) um a um, no máximo 10 por padrão, verificando cada salto: somente http e https nas portas permitidas (80 e 443 por padrão) e somente endereços públicos. status é o código de status final, url o endereço final e redirects o número de redirecionamentos seguidos; chain lista cada resposta em ordem com sua url, status, location (o cabeçalho Location como foi enviado, ou null) e time_ms; total_ms abrange a consulta inteira. Um redirecionamento para um destino que não é http(s) ou não é público é recusado (422), um loop gera 422 TOO_MANY_REDIRECTS, um site que não responde dentro do tempo disponível (10 s por padrão) gera 504, e um site inacessível, 502.',
    params: {
      url: ptBr.web.PAGE_URL,
    },
  },
  'zh-cn': {
    summary: 'URL 的最终 HTTP 状态及其重定向链',
    description: '使用 GET 请求 url（不读取正文），并逐一手动跟随重定向（301、302、303、307、308），默认最多 10 次，每一跳都会检查：只允许在允许的端口（默认 80 和 443）上使用 http 和 https，且只允许公共地址。status 为最终状态码，url 为最终地址，redirects 为跟随的重定向次数；chain 按顺序列出每个响应及其 url、status、location（按原样发送的 Location 标头，或 null）和 time_ms；total_ms 涵盖整个查询。重定向到非 http(s) 或非公共目标时被拒绝（422），重定向循环返回 422 TOO_MANY_REDIRECTS，站点未在时间预算（默认 10 s）内应答时返回 504，无法访问时返回 502。',
    params: {
      url: zhCn.web.PAGE_URL,
    },
  },
})
