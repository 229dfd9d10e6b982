import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { recordOf } from '../kits/dev-results.ts'
import { jsonObjectParam, MAX_KEY_LENGTH, MAX_TOKEN_LENGTH, RSA_BITS, SIGN_ALGORITHMS, signJwt } from '../../lib/crypto/jws.ts'

/** Longest expires_in: ten years, in seconds. */
const MAX_EXPIRES_IN = 315_360_000

export default defineOperation({
  category: 'dev',
  name: 'jwt-sign',
  input: 'json',
  summary: 'Sign a JSON Web Token (HMAC, RSA, ECDSA or EdDSA)',
  description: 'Signs the payload (a JSON object) as a JWT in compact form, header.payload.signature, each part base64url. '
    + 'HS256, HS384 and HS512 sign with a shared secret (its UTF-8 bytes; RFC 7518 asks for at least as many bytes as the hash, '
    + '32 for HS256); RS256, RS384, RS512 and PS256 with an RSA private key of '
    + `${RSA_BITS.min} to ${RSA_BITS.max} bits; ES256 with a P-256 key, ES384 with a P-384 key, and EdDSA with an Ed25519 key. `
    + 'Private keys are PEM text (PKCS#8 BEGIN PRIVATE KEY, or BEGIN RSA PRIVATE KEY / BEGIN EC PRIVATE KEY), not encrypted. '
    + 'The header is alg and typ JWT, plus the fields of header (such as kid); expires_in sets exp to now plus that many seconds. '
    + 'The payload is kept as sent (key order included); no other claim is added. Signatures of HS*, RS* and EdDSA are '
    + 'deterministic; PS256 and ES* signatures differ on every call. Check a token with dev/jwt-verify, read one with dev/jwt-decode.',
  params: z.object({
    payload: z.string().min(1).max(MAX_TOKEN_LENGTH).describe('The claims, a JSON object text such as {"sub": "1234567890", "admin": true}'),
    algo: z.enum(SIGN_ALGORITHMS).default('HS256').describe(`Signature algorithm: ${SIGN_ALGORITHMS.join(', ')}; default HS256`),
    secret: z.string().max(4096).optional().describe('HS256/HS384/HS512: the shared secret, used as its UTF-8 bytes'),
    private_key: z.string().max(MAX_KEY_LENGTH).optional().describe('RS*, PS256, ES*, EdDSA: the private key as PEM text, not encrypted'),
    expires_in: z.number().int().min(1).max(MAX_EXPIRES_IN).optional().describe(`Seconds until the token expires (sets exp), 1 to ${MAX_EXPIRES_IN} (ten years)`),
    header: z.string().max(10_000).optional().describe('Extra header fields, a JSON object text such as {"kid": "key-1"}; alg comes from algo'),
  }),
  result: z.object({
    output: z.string().apply(described, {
      en: 'The signed token, header.payload.signature',
      es: 'El token firmado, header.payload.signature',
      de: 'Das signierte Token, header.payload.signature',
      fr: 'Le jeton signé, header.payload.signature',
      'pt-br': 'O token assinado, header.payload.signature',
      'zh-cn': '签名后的令牌，header.payload.signature',
    }),
    header: recordOf(z.unknown()).apply(described, {
      en: 'The header that was signed',
      es: 'La cabecera que se firmó',
      de: 'Der signierte Header',
      fr: "L'en-tête qui a été signé",
      'pt-br': 'O cabeçalho que foi assinado',
      'zh-cn': '已签名的标头',
    }),
    payload: recordOf(z.unknown()).apply(described, {
      en: 'The payload that was signed, exp included when expires_in was given',
      es: 'La carga útil que se firmó, con exp si se indicó expires_in',
      de: 'Die signierte Nutzlast, mit exp, wenn expires_in angegeben wurde',
      fr: 'La charge utile qui a été signée, avec exp si expires_in a été indiqué',
      'pt-br': 'O payload que foi assinado, com exp se expires_in foi informado',
      'zh-cn': '已签名的有效负载；如果指定了 expires_in，则包含 exp',
    }),
  }),
  chain: { takes: 'payload' },
  examples: [
    {
      title: 'HS256, the example token of jwt.io',
      params: { payload: '{"sub":"1234567890","name":"John Doe","iat":1516239022}', secret: 'your-256-bit-secret' },
      result: {
        output: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        header: { alg: 'HS256', typ: 'JWT' },
      },
    },
    { title: 'expiring in an hour, with a key id', params: { payload: '{"sub":"alice"}', secret: 'a-secret-of-at-least-32-bytes-long!!', expires_in: 3600, header: '{"kid":"2024-01"}' } },
  ],
  run: async ({ payload: payloadText, algo, secret, private_key: privateKey, expires_in: expiresIn, header: headerText }) => {
    const payload = jsonObjectParam('payload', payloadText)
    const header = headerText === undefined || headerText.trim() === '' ? {} : jsonObjectParam('header', headerText)
    if (expiresIn !== undefined) payload.exp = Math.floor(Date.now() / 1000) + expiresIn
    const signed = await signJwt({ payload, algo, secret, privateKey, header })
    return { output: signed.token, header: signed.header, payload }
  },
  es: {
    summary: 'Firma un JSON Web Token (HMAC, RSA, ECDSA o EdDSA)',
    description: `Firma la carga útil (un objeto JSON) como un JWT en forma compacta, header.payload.signature, cada parte en base64url. HS256, HS384 y HS512 firman con un secreto compartido (sus bytes UTF-8; el RFC 7518 pide al menos tantos bytes como el hash, 32 para HS256); RS256, RS384, RS512 y PS256 con una clave privada RSA de ${RSA_BITS.min} a ${RSA_BITS.max} bits; ES256 con una clave P-256, ES384 con una clave P-384 y EdDSA con una clave Ed25519. Las claves privadas son texto PEM (PKCS#8 BEGIN PRIVATE KEY, o BEGIN RSA PRIVATE KEY / BEGIN EC PRIVATE KEY), sin cifrar. La cabecera es alg y typ JWT, más los campos de header (como kid); expires_in fija exp en el momento actual más esos segundos. La carga útil se conserva tal como se envía (incluido el orden de las claves); no se añade ninguna otra reclamación. Las firmas HS*, RS* y EdDSA son deterministas; las de PS256 y ES* cambian en cada llamada. Compruebe un token con dev/jwt-verify y léalo con dev/jwt-decode.`,
    params: {
      payload: 'Las reclamaciones, un texto de objeto JSON como {"sub": "1234567890", "admin": true}',
      algo: `Algoritmo de firma: ${SIGN_ALGORITHMS.join(', ')}; por defecto HS256`,
      secret: 'HS256/HS384/HS512: el secreto compartido, usado como sus bytes UTF-8',
      private_key: 'RS*, PS256, ES*, EdDSA: la clave privada como texto PEM, sin cifrar',
      expires_in: `Segundos hasta que caduca el token (fija exp), de 1 a ${MAX_EXPIRES_IN} (diez años)`,
      header: 'Campos adicionales de la cabecera, un texto de objeto JSON como {"kid": "key-1"}; alg sale de algo',
    },
  },
  de: {
    summary: 'Signiert ein JSON Web Token (HMAC, RSA, ECDSA oder EdDSA)',
    description: `Signiert die Nutzlast (ein JSON-Objekt) als JWT in kompakter Form, header.payload.signature, jeder Teil in base64url. HS256, HS384 und HS512 signieren mit einem gemeinsamen geheimen Schlüssel (seinen UTF-8-Bytes; RFC 7518 verlangt mindestens so viele Bytes wie der Hash, 32 bei HS256); RS256, RS384, RS512 und PS256 mit einem privaten RSA-Schlüssel mit ${RSA_BITS.min} bis ${RSA_BITS.max} Bit; ES256 mit einem P-256-Schlüssel, ES384 mit einem P-384-Schlüssel und EdDSA mit einem Ed25519-Schlüssel. Private Schlüssel sind PEM-Text (PKCS#8 BEGIN PRIVATE KEY oder BEGIN RSA PRIVATE KEY / BEGIN EC PRIVATE KEY), nicht verschlüsselt. Der Header besteht aus alg und typ JWT sowie den Feldern von header (etwa kid); expires_in setzt exp auf jetzt plus so viele Sekunden. Die Nutzlast bleibt wie gesendet (einschließlich der Schlüsselreihenfolge); kein weiterer Claim wird hinzugefügt. Signaturen mit HS*, RS* und EdDSA sind deterministisch; Signaturen mit PS256 und ES* unterscheiden sich bei jedem Aufruf. Prüfen Sie ein Token mit dev/jwt-verify, lesen Sie eines mit dev/jwt-decode.`,
    params: {
      payload: 'Die Claims, ein JSON-Objekttext wie {"sub": "1234567890", "admin": true}',
      algo: `Signaturalgorithmus: ${SIGN_ALGORITHMS.join(', ')}; Standard: HS256`,
      secret: 'HS256/HS384/HS512: der gemeinsame geheime Schlüssel, als seine UTF-8-Bytes verwendet',
      private_key: 'RS*, PS256, ES*, EdDSA: der private Schlüssel als PEM-Text, nicht verschlüsselt',
      expires_in: `Sekunden bis zum Ablauf des Tokens (setzt exp), 1 bis ${MAX_EXPIRES_IN} (zehn Jahre)`,
      header: 'Zusätzliche Headerfelder, ein JSON-Objekttext wie {"kid": "key-1"}; alg ergibt sich aus algo',
    },
  },
  fr: {
    summary: 'Signe un JSON Web Token (HMAC, RSA, ECDSA ou EdDSA)',
    description: `Signe la charge utile (un objet JSON) sous forme de JWT compact, header.payload.signature, chaque partie en base64url. HS256, HS384 et HS512 signent avec un secret partagé (ses octets UTF-8\u00a0; le RFC 7518 demande au moins autant d'octets que le hachage, 32 pour HS256)\u00a0; RS256, RS384, RS512 et PS256 avec une clé privée RSA de ${RSA_BITS.min} à ${RSA_BITS.max} bits\u00a0; ES256 avec une clé P-256, ES384 avec une clé P-384 et EdDSA avec une clé Ed25519. Les clés privées sont du texte PEM (PKCS#8 BEGIN PRIVATE KEY, ou BEGIN RSA PRIVATE KEY / BEGIN EC PRIVATE KEY), non chiffré. L'en-tête comprend alg et typ JWT, plus les champs de header (comme kid)\u00a0; expires_in fixe exp à maintenant plus ce nombre de secondes. La charge utile est conservée telle qu'elle est envoyée (ordre des clés compris)\u00a0; aucune autre revendication n'est ajoutée. Les signatures HS*, RS* et EdDSA sont déterministes\u00a0; celles de PS256 et ES* changent à chaque appel. Vérifiez un jeton avec dev/jwt-verify et lisez-en un avec dev/jwt-decode.`,
    params: {
      payload: 'Les revendications, un texte d\'objet JSON comme {"sub": "1234567890", "admin": true}',
      algo: `Algorithme de signature\u00a0: ${SIGN_ALGORITHMS.join(', ')}\u00a0; HS256 par défaut`,
      secret: 'HS256/HS384/HS512\u00a0: le secret partagé, utilisé sous forme de ses octets UTF-8',
      private_key: 'RS*, PS256, ES*, EdDSA\u00a0: la clé privée en texte PEM, non chiffrée',
      expires_in: `Secondes avant l'expiration du jeton (fixe exp), de 1 à ${MAX_EXPIRES_IN} (dix ans)`,
      header: "Champs d'en-tête supplémentaires, un texte d'objet JSON comme {\"kid\": \"key-1\"}\u00a0; alg provient de algo",
    },
  },
  'pt-br': {
    summary: 'Assina um JSON Web Token (HMAC, RSA, ECDSA ou EdDSA)',
    description: `Assina o payload (um objeto JSON) como um JWT na forma compacta, header.payload.signature, cada parte em base64url. HS256, HS384 e HS512 assinam com um segredo compartilhado (seus bytes UTF-8; o RFC 7518 pede pelo menos tantos bytes quanto o hash, 32 para HS256); RS256, RS384, RS512 e PS256 com uma chave privada RSA de ${RSA_BITS.min} a ${RSA_BITS.max} bits; ES256 com uma chave P-256, ES384 com uma chave P-384 e EdDSA com uma chave Ed25519. As chaves privadas são texto PEM (PKCS#8 BEGIN PRIVATE KEY, ou BEGIN RSA PRIVATE KEY / BEGIN EC PRIVATE KEY), não criptografado. O cabeçalho é alg e typ JWT, mais os campos de header (como kid); expires_in define exp como o momento atual mais essa quantidade de segundos. O payload é mantido como enviado (incluindo a ordem das chaves); nenhuma outra declaração é adicionada. As assinaturas HS*, RS* e EdDSA são determinísticas; as de PS256 e ES* mudam a cada chamada. Verifique um token com dev/jwt-verify e leia um com dev/jwt-decode.`,
    params: {
      payload: 'As declarações, um texto de objeto JSON como {"sub": "1234567890", "admin": true}',
      algo: `Algoritmo de assinatura: ${SIGN_ALGORITHMS.join(', ')}; padrão HS256`,
      secret: 'HS256/HS384/HS512: o segredo compartilhado, usado como seus bytes UTF-8',
      private_key: 'RS*, PS256, ES*, EdDSA: a chave privada como texto PEM, não criptografada',
      expires_in: `Segundos até o token expirar (define exp), de 1 a ${MAX_EXPIRES_IN} (dez anos)`,
      header: 'Campos adicionais do cabeçalho, um texto de objeto JSON como {"kid": "key-1"}; alg vem de algo',
    },
  },
  'zh-cn': {
    summary: '签名 JSON Web Token（HMAC、RSA、ECDSA 或 EdDSA）',
    description: `将有效负载（一个 JSON 对象）签名为紧凑形式的 JWT，即 header.payload.signature，每部分均为 base64url。HS256、HS384 和 HS512 使用共享机密签名（使用其 UTF-8 字节；RFC 7518 要求字节数至少与哈希长度相同，HS256 为 32）；RS256、RS384、RS512 和 PS256 使用 ${RSA_BITS.min} 到 ${RSA_BITS.max} 位的 RSA 私钥；ES256 使用 P-256 密钥，ES384 使用 P-384 密钥，EdDSA 使用 Ed25519 密钥。私钥为未加密的 PEM 文本（PKCS#8 BEGIN PRIVATE KEY，或 BEGIN RSA PRIVATE KEY / BEGIN EC PRIVATE KEY）。标头为 alg 和 typ JWT，再加上 header 中的字段（如 kid）；expires_in 将 exp 设为当前时间加上该秒数。有效负载按发送时的原样保留（包括键的顺序）；不会添加其他声明。HS*、RS* 和 EdDSA 的签名是确定性的；PS256 和 ES* 的签名每次调用都不同。可用 dev/jwt-verify 检查令牌，用 dev/jwt-decode 读取令牌。`,
    params: {
      payload: '声明，一个 JSON 对象文本，如 {"sub": "1234567890", "admin": true}',
      algo: `签名算法：${SIGN_ALGORITHMS.join(', ')}；默认为 HS256`,
      secret: 'HS256/HS384/HS512：共享机密，按其 UTF-8 字节使用',
      private_key: 'RS*、PS256、ES*、EdDSA：PEM 文本形式的私钥，未加密',
      expires_in: `令牌过期前的秒数（设置 exp），1 到 ${MAX_EXPIRES_IN}（十年）`,
      header: '额外的标头字段，一个 JSON 对象文本，如 {"kid": "key-1"}；alg 取自 algo',
    },
  },
})
