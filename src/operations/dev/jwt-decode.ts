import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { decodeJwt } from '../../lib/crypto/jwt.ts'
import { recordOf } from '../kits/dev-results.ts'

// RFC 7519 section 3.1: the example JWT, signed with HMAC SHA-256.
const RFC_7519_EXAMPLE = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9'
  + '.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ'
  + '.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'

const claimDate = (claim: string) => z.string().nullable()
  .apply(described, {
    en: `${claim} as an ISO 8601 date and time in UTC, or null when ${claim} is absent or not a number (seconds since 1970)`,
    es: `${claim} como fecha y hora ISO 8601 en UTC, o null cuando ${claim} falta o no es un número (segundos desde 1970)`,
    de: `${claim} als ISO-8601-Datum und -Uhrzeit in UTC oder null, wenn ${claim} fehlt oder keine Zahl ist (Sekunden seit 1970)`,
    fr: `${claim} sous forme de date et heure ISO 8601 en UTC, ou null quand ${claim} est absent ou n'est pas un nombre (secondes depuis 1970)`,
    'pt-br': `${claim} como data e hora ISO 8601 em UTC, ou null quando ${claim} está ausente ou não é um número (segundos desde 1970)`,
    'zh-cn': `${claim}，以 UTC 的 ISO 8601 日期时间表示；${claim} 不存在或不是数字（自 1970 年起的秒数）时为 null`,
  })

export default defineOperation({
  category: 'dev',
  name: 'jwt-decode',
  input: 'json',
  summary: 'Decode the header and payload of a JWT, without checking its signature',
  description: 'Takes a JWT in compact form, header.payload.signature (a leading "Bearer " is ignored), and decodes the base64url header and payload, which must be JSON objects. '
    + 'The signature is NOT verified: signature_verified is always false, so never trust the claims on the strength of this call. '
    + 'iat, exp and nbf, when they are numbers (seconds since 1970), are also given as ISO 8601 dates in issued_at, expires_at and not_before (null otherwise); '
    + 'expired is true when exp is a number and the current time is at or past it. '
    + 'A malformed token is refused with 422 naming the part at fault (header, payload or signature) and what is wrong with it; an encrypted JWT (JWE, five parts) cannot be decoded.',
  params: z.object({
    token: z.string().min(1).max(100_000).describe('The JWT, three base64url parts separated by dots; at most 100,000 characters'),
  }),
  result: z.object({
    header: recordOf(z.unknown()).apply(described, {
      en: 'The decoded header (JOSE header), a JSON object such as { "alg": "HS256", "typ": "JWT" }',
      es: 'La cabecera decodificada (cabecera JOSE), un objeto JSON como { "alg": "HS256", "typ": "JWT" }',
      de: 'Der decodierte Header (JOSE-Header), ein JSON-Objekt wie { "alg": "HS256", "typ": "JWT" }',
      fr: "L'en-tête décodé (en-tête JOSE), un objet JSON comme { \"alg\": \"HS256\", \"typ\": \"JWT\" }",
      'pt-br': 'O cabeçalho decodificado (cabeçalho JOSE), um objeto JSON como { "alg": "HS256", "typ": "JWT" }',
      'zh-cn': '解码后的标头（JOSE 标头），一个 JSON 对象，如 { "alg": "HS256", "typ": "JWT" }',
    }),
    payload: recordOf(z.unknown()).apply(described, {
      en: 'The decoded payload: the claims, a JSON object, unverified',
      es: 'El payload decodificado: los claims, un objeto JSON, sin verificar',
      de: 'Die decodierte Nutzlast: die Claims, ein JSON-Objekt, nicht überprüft',
      fr: 'La charge utile décodée\u00a0: les revendications, un objet JSON, non vérifiées',
      'pt-br': 'O payload decodificado: as declarações, um objeto JSON, não verificado',
      'zh-cn': '解码后的有效负载：声明，一个 JSON 对象，未经验证',
    }),
    signature_present: z.boolean().apply(described, {
      en: 'True when the token has a non-empty signature part (its base64url is checked, the signature is not)',
      es: 'true cuando el token tiene una parte de firma no vacía (se comprueba su base64url, no la firma)',
      de: 'true, wenn das Token einen nicht leeren Signaturteil hat (geprüft wird sein base64url, nicht die Signatur)',
      fr: "true quand le jeton a une partie signature non vide (son base64url est vérifié, pas la signature)",
      'pt-br': 'true quando o token tem uma parte de assinatura não vazia (o base64url dela é verificado, a assinatura não)',
      'zh-cn': '令牌具有非空的签名部分时为 true（检查其 base64url，但不验证签名）',
    }),
    signature_verified: z.literal(false).apply(described, {
      en: 'Always false: the signature is never verified',
      es: 'Siempre false: la firma nunca se verifica',
      de: 'Immer false: Die Signatur wird nie überprüft',
      fr: "Toujours false\u00a0: la signature n'est jamais vérifiée",
      'pt-br': 'Sempre false: a assinatura nunca é verificada',
      'zh-cn': '始终为 false：从不验证签名',
    }),
    note: z.literal('signature not checked').apply(described, {
      en: 'Always "signature not checked", a reminder not to trust the claims',
      es: 'Siempre "signature not checked", un recordatorio de no confiar en los claims',
      de: 'Immer "signature not checked", eine Erinnerung, den Claims nicht zu vertrauen',
      fr: 'Toujours "signature not checked", un rappel de ne pas se fier aux revendications',
      'pt-br': 'Sempre "signature not checked", um lembrete para não confiar nas declarações',
      'zh-cn': '始终为 "signature not checked"，提醒不要信任其中的声明',
    }),
    issued_at: claimDate('iat'),
    expires_at: claimDate('exp'),
    not_before: claimDate('nbf'),
    expired: z.boolean().apply(described, {
      en: 'True when exp is a number and the current time is at or past it',
      es: 'true cuando exp es un número y el momento actual es igual o posterior',
      de: 'true, wenn exp eine Zahl ist und der aktuelle Zeitpunkt gleich oder später ist',
      fr: "true quand exp est un nombre et que l'instant présent lui est égal ou postérieur",
      'pt-br': 'true quando exp é um número e o momento atual é igual ou posterior',
      'zh-cn': 'exp 为数字且当前时间等于或晚于它时为 true',
    }),
  }),
  chain: { takes: 'token', gives: 'result.payload' },
  examples: [
    {
      title: 'RFC 7519 section 3.1',
      params: { token: RFC_7519_EXAMPLE },
      result: {
        header: { typ: 'JWT', alg: 'HS256' },
        payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true },
        signature_present: true,
        signature_verified: false,
        note: 'signature not checked',
        issued_at: null,
        expires_at: '2011-03-22T18:43:00.000Z',
        not_before: null,
        expired: true,
      },
    },
  ],
  run: ({ token }) => decodeJwt(token),
  es: {
    summary: 'Decodifica la cabecera y el payload de un JWT, sin comprobar su firma',
    description: 'Recibe un JWT en forma compacta, header.payload.signature (se ignora un "Bearer " inicial), y decodifica la cabecera y el payload en base64url, que deben ser objetos JSON. La firma NO se verifica: signature_verified es siempre false, así que nunca confíe en los claims basándose en esta llamada. iat, exp y nbf, cuando son números (segundos desde 1970), se dan también como fechas ISO 8601 en issued_at, expires_at y not_before (null en otro caso); expired es true cuando exp es un número y el momento actual es igual o posterior. Un token mal formado se rechaza con 422 indicando la parte defectuosa (header, payload o signature) y qué le ocurre; un JWT cifrado (JWE, cinco partes) no se puede decodificar.',
    params: {
      token: 'El JWT, tres partes base64url separadas por puntos; como máximo 100 000 caracteres',
    },
  },
  de: {
    summary: 'Decodiert Header und Nutzlast eines JWT, ohne seine Signatur zu prüfen',
    description: 'Nimmt ein JWT in kompakter Form entgegen, header.payload.signature (ein vorangestelltes "Bearer " wird ignoriert), und decodiert den base64url-codierten Header und die Nutzlast, die JSON-Objekte sein müssen. Die Signatur wird NICHT überprüft: signature_verified ist immer false, vertrauen Sie den Claims also niemals aufgrund dieses Aufrufs. iat, exp und nbf werden, wenn sie Zahlen sind (Sekunden seit 1970), zusätzlich als ISO-8601-Datumsangaben in issued_at, expires_at und not_before angegeben (sonst null); expired ist true, wenn exp eine Zahl ist und der aktuelle Zeitpunkt gleich oder später ist. Ein fehlerhaftes Token wird mit 422 abgelehnt, mit Angabe des fehlerhaften Teils (header, payload oder signature) und des Problems; ein verschlüsseltes JWT (JWE, fünf Teile) kann nicht decodiert werden.',
    params: {
      token: 'Das JWT, drei durch Punkte getrennte base64url-Teile; höchstens 100.000 Zeichen',
    },
  },
  fr: {
    summary: "Décode l'en-tête et la charge utile d'un JWT, sans vérifier sa signature",
    description: "Prend un JWT sous forme compacte, header.payload.signature (un \"Bearer \" initial est ignoré), et décode l'en-tête et la charge utile en base64url, qui doivent être des objets JSON. La signature n'est PAS vérifiée\u00a0: signature_verified vaut toujours false, ne vous fiez donc jamais aux revendications sur la foi de cet appel. iat, exp et nbf, quand ce sont des nombres (secondes depuis 1970), sont aussi donnés sous forme de dates ISO 8601 dans issued_at, expires_at et not_before (null sinon)\u00a0; expired vaut true quand exp est un nombre et que l'instant présent lui est égal ou postérieur. Un jeton mal formé est refusé avec 422 en indiquant la partie en cause (header, payload ou signature) et ce qui ne va pas\u00a0; un JWT chiffré (JWE, cinq parties) ne peut pas être décodé.",
    params: {
      token: 'Le JWT, trois parties base64url séparées par des points\u00a0; 100 000 caractères au maximum',
    },
  },
  'pt-br': {
    summary: 'Decodifica o cabeçalho e o payload de um JWT, sem verificar sua assinatura',
    description: 'Recebe um JWT na forma compacta, header.payload.signature (um "Bearer " inicial é ignorado), e decodifica o cabeçalho e o payload em base64url, que devem ser objetos JSON. A assinatura NÃO é verificada: signature_verified é sempre false, então nunca confie nas declarações com base nesta chamada. iat, exp e nbf, quando são números (segundos desde 1970), também são dados como datas ISO 8601 em issued_at, expires_at e not_before (null caso contrário); expired é true quando exp é um número e o momento atual é igual ou posterior. Um token malformado é recusado com 422 indicando a parte com defeito (header, payload ou signature) e o que há de errado nela; um JWT criptografado (JWE, cinco partes) não pode ser decodificado.',
    params: {
      token: 'O JWT, três partes base64url separadas por pontos; no máximo 100.000 caracteres',
    },
  },
  'zh-cn': {
    summary: '解码 JWT 的标头和有效负载，不检查其签名',
    description: '接收紧凑形式的 JWT，即 header.payload.signature（忽略开头的 "Bearer "），并解码 base64url 编码的标头和有效负载，二者都必须是 JSON 对象。不会验证签名：signature_verified 始终为 false，因此切勿凭此调用的结果信任其中的声明。iat、exp 和 nbf 为数字（自 1970 年起的秒数）时，还会以 ISO 8601 日期的形式分别在 issued_at、expires_at 和 not_before 中给出（否则为 null）；exp 为数字且当前时间等于或晚于它时，expired 为 true。格式错误的令牌会以 422 拒绝，并指出出错的部分（header、payload 或 signature）及问题所在；加密的 JWT（JWE，五个部分）无法解码。',
    params: {
      token: 'JWT，以点号分隔的三个 base64url 部分；最多 100,000 个字符',
    },
  },
})
