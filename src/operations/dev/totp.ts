import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { canonicalSecret, hotp, MAX_SECRET_LENGTH, OTP_ALGORITHMS, sameCode, secretBytes, totpUri } from '../../lib/crypto/otp.ts'

/** Latest time accepted: the end of year 9999, in Unix seconds. */
const MAX_TIME = 253_402_300_799

export default defineOperation({
  category: 'dev',
  name: 'totp',
  input: 'json',
  summary: 'Time-based one-time codes (TOTP, RFC 6238): make or check a code',
  description: 'Computes the TOTP code of a Base32 secret, as authenticator apps show it: HMAC-SHA1 (or SHA-256, SHA-512) of the number '
    + 'of periods since 1970, truncated to 6 to 8 digits as RFC 4226 says, leading zeros kept. The secret is read in any case, and spaces, '
    + 'hyphens and = padding are ignored. time (Unix seconds) defaults to now; remaining_seconds says how long the code lasts. '
    + 'With code, valid says whether it matches the code of this period or of the one just before or after (a window of ±1 period, '
    + 'for clocks that drift). uri is the otpauth:// link (Key Uri Format) that a QR code carries into an authenticator app; '
    + 'issuer and account label it.',
  params: z.object({
    secret: z.string().min(1).max(MAX_SECRET_LENGTH).describe('Shared secret in Base32 (A-Z, 2-7), any case; spaces, hyphens and = padding are ignored'),
    digits: z.number().int().min(6).max(8).default(6).describe('Code length, 6 to 8 digits; default 6'),
    period: z.number().int().min(15).max(120).default(30).describe('Seconds each code lasts, 15 to 120; default 30'),
    algo: z.enum(OTP_ALGORITHMS).default('sha1').describe('HMAC hash: sha1 (default, what most apps use), sha256 or sha512'),
    time: z.number().int().min(0).max(MAX_TIME).optional().describe('The moment, in Unix seconds (0 to 253402300799); default now'),
    code: z.string().max(32).optional().describe('A code to check against the secret, within ±1 period; spaces are ignored'),
    issuer: z.string().max(100).optional().describe('Service name shown in authenticator apps (in uri), such as Example Inc'),
    account: z.string().max(100).optional().describe('Account name shown in authenticator apps (in uri), such as alice@example.com'),
  }),
  result: z.object({
    code: z.string().regex(/^\d{6,8}$/).apply(described, {
      en: 'The code of the period containing time, as a string with its leading zeros',
      es: 'El código del periodo que contiene time, como texto con sus ceros a la izquierda',
      de: 'Der Code des Zeitraums, der time enthält, als Zeichenfolge mit führenden Nullen',
      fr: 'Le code de la période contenant time, sous forme de texte avec ses zéros non significatifs',
      'pt-br': 'O código do período que contém time, como texto com seus zeros à esquerda',
      'zh-cn': '包含 time 的时间段的代码，以字符串形式保留前导零',
    }),
    remaining_seconds: z.number().int().min(1).apply(described, {
      en: 'Seconds until the code changes',
      es: 'Segundos hasta que cambia el código',
      de: 'Sekunden, bis sich der Code ändert',
      fr: 'Secondes avant le changement de code',
      'pt-br': 'Segundos até o código mudar',
      'zh-cn': '距代码更换的秒数',
    }),
    valid: z.boolean().optional().apply(described, {
      en: 'With code: whether it matches the code of this period or of the one before or after',
      es: 'Con code: si coincide con el código de este periodo o del anterior o el siguiente',
      de: 'Mit code: ob er dem Code dieses, des vorherigen oder des nächsten Zeitraums entspricht',
      fr: 'Avec code\u00a0: si celui-ci correspond au code de cette période, de la précédente ou de la suivante',
      'pt-br': 'Com code: se ele corresponde ao código deste período, do anterior ou do seguinte',
      'zh-cn': '使用 code 时：是否与本时间段、上一时间段或下一时间段的代码相符',
    }),
    uri: z.string().apply(described, {
      en: 'The otpauth://totp/ link for authenticator apps (usually shown as a QR code)',
      es: 'El enlace otpauth://totp/ para aplicaciones de autenticación (suele mostrarse como código QR)',
      de: 'Der otpauth://totp/-Link für Authentifizierungs-Apps (meist als QR-Code angezeigt)',
      fr: "Le lien otpauth://totp/ pour les applications d'authentification (généralement affiché sous forme de code QR)",
      'pt-br': 'O link otpauth://totp/ para aplicativos autenticadores (normalmente mostrado como código QR)',
      'zh-cn': '供身份验证器应用使用的 otpauth://totp/ 链接（通常以二维码显示）',
    }),
  }),
  chain: { takes: 'secret', gives: 'result.code' },
  examples: [
    {
      title: 'RFC 6238 appendix B: SHA-1, T = 59',
      params: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', digits: 8, time: 59 },
      result: { code: '94287082', remaining_seconds: 1 },
    },
    {
      title: 'check a code, with the link for an app',
      params: { secret: 'jbsw y3dp ehpk 3pxp', time: 1700000000, code: '324550', issuer: 'Example', account: 'alice@example.com' },
      result: {
        code: '324550', valid: true,
        uri: 'otpauth://totp/Example:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example&algorithm=SHA1&digits=6&period=30',
      },
    },
  ],
  run: ({ secret, digits, period, algo, time, code, issuer, account }) => {
    const key = secretBytes(secret)
    const now = time ?? Math.floor(Date.now() / 1000)
    const counter = Math.floor(now / period)
    const current = hotp(key, counter, digits, algo)
    let valid: boolean | undefined
    if (code !== undefined) {
      const given = code.replace(/\s/g, '')
      if (!/^\d+$/.test(given) || given.length !== digits) throw new OperationError('TOTP_CODE_FORMAT', { digits })
      valid = [counter - 1, counter, counter + 1].filter((c) => c >= 0).some((c) => sameCode(hotp(key, c, digits, algo), given))
    }
    return {
      code: current,
      remaining_seconds: period - (now % period),
      ...(valid !== undefined && { valid }),
      uri: totpUri({ secret: canonicalSecret(secret), digits, period, algorithm: algo, issuer, account }),
    }
  },
  es: {
    summary: 'Códigos de un solo uso basados en el tiempo (TOTP, RFC 6238): genera o comprueba un código',
    description: 'Calcula el código TOTP de un secreto en Base32, como lo muestran las aplicaciones de autenticación: HMAC-SHA1 (o SHA-256, SHA-512) del número de periodos desde 1970, truncado a entre 6 y 8 dígitos como indica el RFC 4226, con sus ceros a la izquierda. El secreto se lee en mayúsculas o minúsculas, y se ignoran los espacios, los guiones y el relleno =. time (segundos Unix) es por defecto el momento actual; remaining_seconds indica cuánto dura el código. Con code, valid indica si coincide con el código de este periodo o del inmediatamente anterior o posterior (una ventana de ±1 periodo, para relojes desajustados). uri es el enlace otpauth:// (Key Uri Format) que un código QR lleva a una aplicación de autenticación; issuer y account lo etiquetan.',
    params: {
      secret: 'Secreto compartido en Base32 (A-Z, 2-7), en mayúsculas o minúsculas; se ignoran los espacios, los guiones y el relleno =',
      digits: 'Longitud del código, de 6 a 8 dígitos; por defecto 6',
      period: 'Segundos que dura cada código, de 15 a 120; por defecto 30',
      algo: 'Hash de HMAC: sha1 (por defecto, el que usan la mayoría de las aplicaciones), sha256 o sha512',
      time: 'El momento, en segundos Unix (de 0 a 253402300799); por defecto, ahora',
      code: 'Un código que se comprueba con el secreto, con ±1 periodo de margen; se ignoran los espacios',
      issuer: 'Nombre del servicio que muestran las aplicaciones de autenticación (en uri), como Example Inc',
      account: 'Nombre de la cuenta que muestran las aplicaciones de autenticación (en uri), como alice@example.com',
    },
  },
  de: {
    summary: 'Zeitbasierte Einmalcodes (TOTP, RFC 6238): einen Code erzeugen oder prüfen',
    description: 'Berechnet den TOTP-Code eines Base32-Geheimnisses, wie Authentifizierungs-Apps ihn anzeigen: HMAC-SHA1 (oder SHA-256, SHA-512) der Anzahl der Zeiträume seit 1970, gekürzt auf 6 bis 8 Ziffern, wie RFC 4226 es vorschreibt, mit führenden Nullen. Das Geheimnis wird in beliebiger Groß-/Kleinschreibung gelesen, und Leerzeichen, Bindestriche und =-Auffüllung werden ignoriert. time (Unix-Sekunden) ist standardmäßig jetzt; remaining_seconds gibt an, wie lange der Code gilt. Mit code gibt valid an, ob er dem Code dieses Zeitraums oder des unmittelbar vorherigen oder nächsten entspricht (ein Fenster von ±1 Zeitraum für abweichende Uhren). uri ist der otpauth://-Link (Key Uri Format), den ein QR-Code in eine Authentifizierungs-App überträgt; issuer und account beschriften ihn.',
    params: {
      secret: 'Gemeinsames Geheimnis in Base32 (A-Z, 2-7), in beliebiger Groß-/Kleinschreibung; Leerzeichen, Bindestriche und =-Auffüllung werden ignoriert',
      digits: 'Länge des Codes, 6 bis 8 Ziffern; Standard: 6',
      period: 'Gültigkeitsdauer jedes Codes in Sekunden, 15 bis 120; Standard: 30',
      algo: 'HMAC-Hash: sha1 (Standard, den die meisten Apps verwenden), sha256 oder sha512',
      time: 'Der Zeitpunkt in Unix-Sekunden (0 bis 253402300799); Standard: jetzt',
      code: 'Ein Code, der gegen das Geheimnis geprüft wird, mit ±1 Zeitraum Spielraum; Leerzeichen werden ignoriert',
      issuer: 'Dienstname, den Authentifizierungs-Apps anzeigen (in uri), etwa Example Inc',
      account: 'Kontoname, den Authentifizierungs-Apps anzeigen (in uri), etwa alice@example.com',
    },
  },
  fr: {
    summary: 'Codes à usage unique basés sur le temps (TOTP, RFC 6238)\u00a0: générer ou vérifier un code',
    description: "Calcule le code TOTP d'un secret en Base32, tel que l'affichent les applications d'authentification\u00a0: HMAC-SHA1 (ou SHA-256, SHA-512) du nombre de périodes depuis 1970, tronqué à 6 à 8 chiffres comme l'indique le RFC 4226, zéros non significatifs conservés. Le secret est lu sans tenir compte de la casse, et les espaces, les tirets et le remplissage = sont ignorés. time (secondes Unix) vaut maintenant par défaut\u00a0; remaining_seconds indique combien de temps le code reste valable. Avec code, valid indique si celui-ci correspond au code de cette période ou de celle qui la précède ou la suit immédiatement (une fenêtre de ±1 période, pour les horloges décalées). uri est le lien otpauth:// (Key Uri Format) qu'un code QR transmet à une application d'authentification\u00a0; issuer et account l'étiquettent.",
    params: {
      secret: 'Secret partagé en Base32 (A-Z, 2-7), sans tenir compte de la casse\u00a0; les espaces, les tirets et le remplissage = sont ignorés',
      digits: 'Longueur du code, de 6 à 8 chiffres\u00a0; 6 par défaut',
      period: 'Durée de validité de chaque code en secondes, de 15 à 120\u00a0; 30 par défaut',
      algo: 'Hachage HMAC\u00a0: sha1 (par défaut, celui que la plupart des applications utilisent), sha256 ou sha512',
      time: "L'instant, en secondes Unix (de 0 à 253402300799)\u00a0; maintenant par défaut",
      code: 'Un code à vérifier avec le secret, avec une marge de ±1 période\u00a0; les espaces sont ignorés',
      issuer: "Nom du service affiché dans les applications d'authentification (dans uri), comme Example Inc",
      account: "Nom du compte affiché dans les applications d'authentification (dans uri), comme alice@example.com",
    },
  },
  'pt-br': {
    summary: 'Códigos de uso único baseados em tempo (TOTP, RFC 6238): gera ou verifica um código',
    description: 'Calcula o código TOTP de um segredo em Base32, como os aplicativos autenticadores o mostram: HMAC-SHA1 (ou SHA-256, SHA-512) do número de períodos desde 1970, truncado para 6 a 8 dígitos como indica o RFC 4226, com seus zeros à esquerda. O segredo é lido em maiúsculas ou minúsculas, e espaços, hifens e o preenchimento = são ignorados. time (segundos Unix) é por padrão o momento atual; remaining_seconds indica quanto tempo o código dura. Com code, valid indica se ele corresponde ao código deste período ou do imediatamente anterior ou posterior (uma janela de ±1 período, para relógios dessincronizados). uri é o link otpauth:// (Key Uri Format) que um código QR leva a um aplicativo autenticador; issuer e account o rotulam.',
    params: {
      secret: 'Segredo compartilhado em Base32 (A-Z, 2-7), em maiúsculas ou minúsculas; espaços, hifens e o preenchimento = são ignorados',
      digits: 'Comprimento do código, de 6 a 8 dígitos; padrão 6',
      period: 'Segundos que cada código dura, de 15 a 120; padrão 30',
      algo: 'Hash do HMAC: sha1 (padrão, o que a maioria dos aplicativos usa), sha256 ou sha512',
      time: 'O momento, em segundos Unix (de 0 a 253402300799); por padrão, agora',
      code: 'Um código a verificar com o segredo, com margem de ±1 período; os espaços são ignorados',
      issuer: 'Nome do serviço mostrado nos aplicativos autenticadores (em uri), como Example Inc',
      account: 'Nome da conta mostrado nos aplicativos autenticadores (em uri), como alice@example.com',
    },
  },
  'zh-cn': {
    summary: '基于时间的一次性代码（TOTP，RFC 6238）：生成或检查代码',
    description: '计算 Base32 密钥的 TOTP 代码，与身份验证器应用显示的一致：对自 1970 年起的时间段数计算 HMAC-SHA1（或 SHA-256、SHA-512），并按 RFC 4226 的规定截断为 6 到 8 位数字，保留前导零。密钥不区分大小写，并忽略空格、连字符和 = 填充。time（Unix 秒）默认为当前时间；remaining_seconds 表示代码的剩余有效时间。提供 code 时，valid 表示它是否与本时间段或紧邻的上一个、下一个时间段的代码相符（±1 个时间段的窗口，用于应对时钟偏差）。uri 是二维码传给身份验证器应用的 otpauth:// 链接 (Key Uri Format)；issuer 和 account 为其标注名称。',
    params: {
      secret: 'Base32 格式的共享密钥（A-Z、2-7），不区分大小写；忽略空格、连字符和 = 填充',
      digits: '代码长度，6 到 8 位数字；默认为 6',
      period: '每个代码的有效秒数，15 到 120；默认为 30',
      algo: 'HMAC 哈希：sha1（默认，大多数应用使用此算法）、sha256 或 sha512',
      time: '时刻，以 Unix 秒为单位（0 到 253402300799）；默认为当前时间',
      code: '要根据密钥检查的代码，允许 ±1 个时间段的误差；忽略空格',
      issuer: '身份验证器应用中显示的服务名称（位于 uri 中），如 Example Inc',
      account: '身份验证器应用中显示的帐户名称（位于 uri 中），如 alice@example.com',
    },
  },
})
