import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { recordOf } from '../kits/dev-results.ts'
import { MAX_JWKS_LENGTH, MAX_TOKEN_LENGTH, verifyJwt } from '../../lib/crypto/jws.ts'

const REASONS = ['bad_signature', 'expired', 'not_yet_valid', 'algorithm_not_allowed', 'malformed'] as const
/** Latest time accepted: the end of year 9999, in Unix seconds. */
const MAX_TIME = 253_402_300_799
const MAX_LEEWAY = 86_400

const claims = recordOf(z.unknown()).nullable()

export default defineOperation({
  category: 'dev',
  name: 'jwt-verify',
  input: 'json',
  summary: 'Check the signature and dates of a JSON Web Token',
  description: 'Checks a JWT (compact form; a leading "Bearer " is ignored) with a shared secret (HS256, HS384, HS512) or a public key: '
    + 'PEM (SPKI BEGIN PUBLIC KEY, BEGIN RSA PUBLIC KEY, or a certificate), or a JWK or JWKS as JSON text (with a JWKS, the token\'s kid '
    + 'picks the key). The key decides the algorithms: a secret allows HS*, an RSA key RS* and PS*, an EC key the ES* of its curve, an '
    + 'Ed25519 key EdDSA; algorithms narrows that list. alg "none" is never valid, and neither is an HMAC token checked against a public '
    + 'key. After the signature, exp and nbf are checked at time (default now) with leeway seconds of tolerance. A token that fails '
    + 'answers 200 with valid false and a reason: bad_signature, expired, not_yet_valid, algorithm_not_allowed or malformed (header and '
    + 'payload are null when they cannot be read). A key that cannot be read, or an algorithms list that cannot use it, is a 422.',
  params: z.object({
    token: z.string().max(MAX_TOKEN_LENGTH).describe('The token, header.payload.signature'),
    secret: z.string().max(4096).optional().describe('For HS256/HS384/HS512 tokens: the shared secret, used as its UTF-8 bytes'),
    public_key: z.string().max(MAX_JWKS_LENGTH).optional().describe('For the other algorithms: a PEM public key or certificate, or a JWK or JWKS as JSON text'),
    algorithms: z.string().max(200).optional().describe('Algorithms accepted, a comma list such as RS256,PS256; default every one the key allows'),
    leeway: z.number().int().min(0).max(MAX_LEEWAY).default(0).describe(`Seconds of tolerance for exp and nbf, 0 to ${MAX_LEEWAY}; default 0`),
    time: z.number().int().min(0).max(MAX_TIME).optional().describe('The moment to check exp and nbf at, in Unix seconds; default now'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, {
      en: 'Whether the signature is right and the token is within its dates',
      es: 'Si la firma es correcta y el token está dentro de sus fechas',
      de: 'Ob die Signatur stimmt und das Token innerhalb seines Gültigkeitszeitraums liegt',
      fr: 'Si la signature est correcte et si le jeton est dans sa période de validité',
      'pt-br': 'Se a assinatura está correta e o token está dentro de suas datas',
      'zh-cn': '签名是否正确，且令牌是否在其有效期内',
    }),
    reason: z.enum(REASONS).optional().apply(described, {
      en: 'When not valid: bad_signature, expired, not_yet_valid, algorithm_not_allowed or malformed',
      es: 'Cuando no es válido: bad_signature, expired, not_yet_valid, algorithm_not_allowed o malformed',
      de: 'Wenn ungültig: bad_signature, expired, not_yet_valid, algorithm_not_allowed oder malformed',
      fr: "Quand il n'est pas valide\u00a0: bad_signature, expired, not_yet_valid, algorithm_not_allowed ou malformed",
      'pt-br': 'Quando não é válido: bad_signature, expired, not_yet_valid, algorithm_not_allowed ou malformed',
      'zh-cn': '无效时：bad_signature、expired、not_yet_valid、algorithm_not_allowed 或 malformed',
    }),
    header: claims.apply(described, {
      en: 'The token\'s header; null when it cannot be read',
      es: 'La cabecera del token; null si no se puede leer',
      de: 'Der Header des Tokens; null, wenn er nicht lesbar ist',
      fr: "L'en-tête du jeton\u00a0; null s'il ne peut pas être lu",
      'pt-br': 'O cabeçalho do token; null se não puder ser lido',
      'zh-cn': '令牌的标头；无法读取时为 null',
    }),
    payload: claims.apply(described, {
      en: 'The token\'s payload; null when it cannot be read',
      es: 'La carga útil del token; null si no se puede leer',
      de: 'Die Nutzlast des Tokens; null, wenn sie nicht lesbar ist',
      fr: "La charge utile du jeton\u00a0; null si elle ne peut pas être lue",
      'pt-br': 'O payload do token; null se não puder ser lido',
      'zh-cn': '令牌的有效负载；无法读取时为 null',
    }),
  }),
  examples: [
    {
      title: 'HS256, the example token of jwt.io',
      params: {
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        secret: 'your-256-bit-secret',
      },
      result: { valid: true, header: { alg: 'HS256', typ: 'JWT' }, payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 } },
    },
    {
      title: 'a wrong secret',
      params: {
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        secret: 'another secret',
      },
      result: { valid: false, reason: 'bad_signature' },
    },
  ],
  run: ({ token, secret, public_key: publicKey, algorithms, leeway, time }) =>
    verifyJwt({ token, secret, publicKey, algorithms, leeway, now: time ?? Math.floor(Date.now() / 1000) }),
  es: {
    summary: 'Comprueba la firma y las fechas de un JSON Web Token',
    description: 'Comprueba un JWT (forma compacta; se ignora un "Bearer " inicial) con un secreto compartido (HS256, HS384, HS512) o una clave pública: PEM (SPKI BEGIN PUBLIC KEY, BEGIN RSA PUBLIC KEY o un certificado), o un JWK o JWKS como texto JSON (con un JWKS, el kid del token elige la clave). La clave decide los algoritmos: un secreto admite HS*, una clave RSA RS* y PS*, una clave EC el ES* de su curva y una clave Ed25519 EdDSA; algorithms reduce esa lista. alg "none" nunca es válido, ni tampoco un token HMAC comprobado con una clave pública. Tras la firma, se comprueban exp y nbf en el momento time (por defecto, ahora) con leeway segundos de tolerancia. Un token que no pasa la comprobación responde 200 con valid false y un motivo: bad_signature, expired, not_yet_valid, algorithm_not_allowed o malformed (header y payload son null si no se pueden leer). Una clave que no se puede leer, o una lista de algorithms que no puede usarla, es un 422.',
    params: {
      token: 'El token, header.payload.signature',
      secret: 'Para tokens HS256/HS384/HS512: el secreto compartido, usado como sus bytes UTF-8',
      public_key: 'Para los demás algoritmos: una clave pública o un certificado en PEM, o un JWK o JWKS como texto JSON',
      algorithms: 'Algoritmos aceptados, una lista separada por comas como RS256,PS256; por defecto, todos los que admite la clave',
      leeway: `Segundos de tolerancia para exp y nbf, de 0 a ${MAX_LEEWAY}; por defecto 0`,
      time: 'El momento en que se comprueban exp y nbf, en segundos Unix; por defecto, ahora',
    },
  },
  de: {
    summary: 'Prüft die Signatur und die Datumsangaben eines JSON Web Token',
    description: 'Prüft ein JWT (kompakte Form; ein vorangestelltes "Bearer " wird ignoriert) mit einem gemeinsamen geheimen Schlüssel (HS256, HS384, HS512) oder einem öffentlichen Schlüssel: PEM (SPKI BEGIN PUBLIC KEY, BEGIN RSA PUBLIC KEY oder ein Zertifikat) oder ein JWK oder JWKS als JSON-Text (bei einem JWKS wählt die kid des Tokens den Schlüssel aus). Der Schlüssel bestimmt die Algorithmen: Ein geheimer Schlüssel erlaubt HS*, ein RSA-Schlüssel RS* und PS*, ein EC-Schlüssel das ES* seiner Kurve, ein Ed25519-Schlüssel EdDSA; algorithms schränkt diese Liste ein. alg "none" ist nie gültig, ebenso wenig ein HMAC-Token, das gegen einen öffentlichen Schlüssel geprüft wird. Nach der Signatur werden exp und nbf zum Zeitpunkt time (Standard: jetzt) mit leeway Sekunden Toleranz geprüft. Ein Token, das die Prüfung nicht besteht, ergibt 200 mit valid false und einem Grund: bad_signature, expired, not_yet_valid, algorithm_not_allowed oder malformed (header und payload sind null, wenn sie nicht lesbar sind). Ein Schlüssel, der nicht lesbar ist, oder eine algorithms-Liste, die ihn nicht verwenden kann, ergibt 422.',
    params: {
      token: 'Das Token, header.payload.signature',
      secret: 'Für HS256/HS384/HS512-Token: der gemeinsame geheime Schlüssel, als seine UTF-8-Bytes verwendet',
      public_key: 'Für die anderen Algorithmen: ein öffentlicher PEM-Schlüssel oder ein Zertifikat, oder ein JWK oder JWKS als JSON-Text',
      algorithms: 'Akzeptierte Algorithmen, eine durch Kommas getrennte Liste wie RS256,PS256; Standard: alle, die der Schlüssel erlaubt',
      leeway: `Sekunden Toleranz für exp und nbf, 0 bis ${MAX_LEEWAY}; Standard: 0`,
      time: 'Der Zeitpunkt, zu dem exp und nbf geprüft werden, in Unix-Sekunden; Standard: jetzt',
    },
  },
  fr: {
    summary: "Vérifie la signature et les dates d'un JSON Web Token",
    description: "Vérifie un JWT (forme compacte\u00a0; un \"Bearer \" initial est ignoré) avec un secret partagé (HS256, HS384, HS512) ou une clé publique\u00a0: PEM (SPKI BEGIN PUBLIC KEY, BEGIN RSA PUBLIC KEY ou un certificat), ou un JWK ou un JWKS sous forme de texte JSON (avec un JWKS, le kid du jeton choisit la clé). La clé détermine les algorithmes\u00a0: un secret autorise HS*, une clé RSA RS* et PS*, une clé EC le ES* de sa courbe, une clé Ed25519 EdDSA\u00a0; algorithms restreint cette liste. alg \"none\" n'est jamais valide, pas plus qu'un jeton HMAC vérifié avec une clé publique. Après la signature, exp et nbf sont vérifiés à l'instant time (maintenant par défaut) avec leeway secondes de tolérance. Un jeton qui échoue renvoie 200 avec valid false et un motif\u00a0: bad_signature, expired, not_yet_valid, algorithm_not_allowed ou malformed (header et payload valent null s'ils ne peuvent pas être lus). Une clé illisible, ou une liste algorithms qui ne peut pas l'utiliser, renvoie 422.",
    params: {
      token: 'Le jeton, header.payload.signature',
      secret: 'Pour les jetons HS256/HS384/HS512\u00a0: le secret partagé, utilisé sous forme de ses octets UTF-8',
      public_key: 'Pour les autres algorithmes\u00a0: une clé publique ou un certificat PEM, ou un JWK ou un JWKS sous forme de texte JSON',
      algorithms: 'Algorithmes acceptés, une liste séparée par des virgules comme RS256,PS256\u00a0; par défaut, tous ceux que la clé autorise',
      leeway: `Secondes de tolérance pour exp et nbf, de 0 à ${MAX_LEEWAY}\u00a0; 0 par défaut`,
      time: "L'instant auquel vérifier exp et nbf, en secondes Unix\u00a0; maintenant par défaut",
    },
  },
  'pt-br': {
    summary: 'Verifica a assinatura e as datas de um JSON Web Token',
    description: 'Verifica um JWT (forma compacta; um "Bearer " inicial é ignorado) com um segredo compartilhado (HS256, HS384, HS512) ou uma chave pública: PEM (SPKI BEGIN PUBLIC KEY, BEGIN RSA PUBLIC KEY ou um certificado), ou um JWK ou JWKS como texto JSON (com um JWKS, o kid do token escolhe a chave). A chave decide os algoritmos: um segredo permite HS*, uma chave RSA RS* e PS*, uma chave EC o ES* da sua curva e uma chave Ed25519 EdDSA; algorithms restringe essa lista. alg "none" nunca é válido, nem um token HMAC verificado com uma chave pública. Depois da assinatura, exp e nbf são verificados no momento time (por padrão, agora) com leeway segundos de tolerância. Um token que não passa na verificação responde 200 com valid false e um motivo: bad_signature, expired, not_yet_valid, algorithm_not_allowed ou malformed (header e payload são null se não puderem ser lidos). Uma chave que não pode ser lida, ou uma lista algorithms que não pode usá-la, é um 422.',
    params: {
      token: 'O token, header.payload.signature',
      secret: 'Para tokens HS256/HS384/HS512: o segredo compartilhado, usado como seus bytes UTF-8',
      public_key: 'Para os demais algoritmos: uma chave pública ou um certificado em PEM, ou um JWK ou JWKS como texto JSON',
      algorithms: 'Algoritmos aceitos, uma lista separada por vírgulas como RS256,PS256; por padrão, todos os que a chave permite',
      leeway: `Segundos de tolerância para exp e nbf, de 0 a ${MAX_LEEWAY}; padrão 0`,
      time: 'O momento em que exp e nbf são verificados, em segundos Unix; por padrão, agora',
    },
  },
  'zh-cn': {
    summary: '检查 JSON Web Token 的签名和日期',
    description: '使用共享机密（HS256、HS384、HS512）或公钥检查 JWT（紧凑形式；忽略开头的 "Bearer "）：公钥可以是 PEM（SPKI BEGIN PUBLIC KEY、BEGIN RSA PUBLIC KEY 或证书），也可以是 JSON 文本形式的 JWK 或 JWKS（使用 JWKS 时，由令牌的 kid 选择密钥）。密钥决定可用的算法：机密允许 HS*，RSA 密钥允许 RS* 和 PS*，EC 密钥允许其曲线对应的 ES*，Ed25519 密钥允许 EdDSA；algorithms 可缩小此列表。alg "none" 永远无效，用公钥检查的 HMAC 令牌也无效。检查签名后，在 time 时刻（默认为当前时间）检查 exp 和 nbf，容差为 leeway 秒。未通过检查的令牌返回 200，valid 为 false，并给出原因：bad_signature、expired、not_yet_valid、algorithm_not_allowed 或 malformed（无法读取时 header 和 payload 为 null）。无法读取的密钥，或无法使用该密钥的 algorithms 列表，返回 422。',
    params: {
      token: '令牌，header.payload.signature',
      secret: '用于 HS256/HS384/HS512 令牌：共享机密，按其 UTF-8 字节使用',
      public_key: '用于其他算法：PEM 公钥或证书，或 JSON 文本形式的 JWK 或 JWKS',
      algorithms: '接受的算法，以逗号分隔的列表，如 RS256,PS256；默认为该密钥允许的所有算法',
      leeway: `exp 和 nbf 的容差秒数，0 到 ${MAX_LEEWAY}；默认为 0`,
      time: '检查 exp 和 nbf 的时刻，以 Unix 秒为单位；默认为当前时间',
    },
  },
})
