import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { encodeMode } from '../../lib/data/codec.ts'
import { domainForms } from '../../lib/encoding/idna.ts'

/** Longest text read: a name is at most 253 octets, and mapping may drop some characters first. */
const MAX_LENGTH = 1024

const Result = z.object({
  mode: z.enum(['encode', 'decode']).apply(described, {
    en: 'What was done: encode (to the ASCII form) or decode (to the Unicode form)',
    es: 'Lo que se hizo: encode (a la forma ASCII) o decode (a la forma Unicode)',
    de: 'Was ausgeführt wurde: encode (in die ASCII-Form) oder decode (in die Unicode-Form)',
    fr: 'Ce qui a été fait\u00a0: encode (vers la forme ASCII) ou decode (vers la forme Unicode)',
    'pt-br': 'O que foi feito: encode (para a forma ASCII) ou decode (para a forma Unicode)',
    'zh-cn': '执行的操作：encode（转换为 ASCII 形式）或 decode（转换为 Unicode 形式）',
  }),
  output: z.string().apply(described, {
    en: 'The name in the form asked for: ascii when encoding, unicode when decoding',
    es: 'El nombre en la forma pedida: ascii al codificar, unicode al decodificar',
    de: 'Der Name in der angeforderten Form: ascii beim Codieren, unicode beim Decodieren',
    fr: 'Le nom dans la forme demandée\u00a0: ascii lors de l\'encodage, unicode lors du décodage',
    'pt-br': 'O nome na forma pedida: ascii ao codificar, unicode ao decodificar',
    'zh-cn': '所请求形式的名称：编码时为 ascii，解码时为 unicode',
  }),
  ascii: z.string().apply(described, {
    en: 'The ASCII form (A-label), with xn-- Punycode labels, as DNS stores it',
    es: 'La forma ASCII (A-label), con etiquetas Punycode xn--, como la guarda el DNS',
    de: 'Die ASCII-Form (A-Label) mit Punycode-Labels xn--, wie das DNS sie speichert',
    fr: 'La forme ASCII (A-label), avec des étiquettes Punycode xn--, telle que la stocke le DNS',
    'pt-br': 'A forma ASCII (A-label), com rótulos Punycode xn--, como o DNS a armazena',
    'zh-cn': 'ASCII 形式（A-label），含 xn-- Punycode 标签，即 DNS 中存储的形式',
  }),
  unicode: z.string().apply(described, {
    en: 'The Unicode form (U-label), mapped as UTS 46 maps it (lower case, NFC)',
    es: 'La forma Unicode (U-label), asignada como la asigna UTS 46 (minúsculas, NFC)',
    de: 'Die Unicode-Form (U-Label), abgebildet wie nach UTS 46 (Kleinbuchstaben, NFC)',
    fr: 'La forme Unicode (U-label), mappée comme le fait UTS 46 (minuscules, NFC)',
    'pt-br': 'A forma Unicode (U-label), mapeada como o UTS 46 mapeia (minúsculas, NFC)',
    'zh-cn': 'Unicode 形式（U-label），按 UTS 46 的方式映射（小写、NFC）',
  }),
}).meta({ id: 'DomainForms', description: 'A domain name in its ASCII (Punycode) and Unicode forms' })

export default defineOperation({
  category: 'encode',
  name: 'punycode',
  input: 'json',
  summary: 'Convert an internationalized domain name to Punycode (xn--) or back to Unicode',
  description: 'Processes a domain name or a single label as UTS 46 nontransitional processing does, which is what browsers and IDNA2008 registries use: '
    + 'the name is mapped (upper case to lower case, full-width dots to dots), normalized to NFC, and each label with non-ASCII characters becomes xn-- followed by its RFC 3492 Punycode; '
    + 'ß and ς stay as they are (faß.de is xn--fa-hia.de, not fass.de). CheckHyphens, CheckBidi and CheckJoiners apply, and so do the DNS limits: '
    + '63 octets a label and 253 a name in ASCII form. One final dot (the root) is kept. '
    + 'Both directions answer both forms; decode also checks that each xn-- label is valid Punycode of a valid label. '
    + 'An invalid name is a 422 naming the label and what is wrong with it. '
    + 'ASCII characters such as _ and space are allowed in labels as UTS 46 allows them by default; std3=true limits ASCII to letters, digits and hyphens (host names).',
  params: z.object({
    text: z.string().min(1).max(MAX_LENGTH).describe(`Domain name or label to convert (at most ${MAX_LENGTH} characters)`),
    mode: encodeMode('the ASCII (Punycode) form'),
    std3: z.boolean().default(false).describe('Apply the STD 3 host name rules: ASCII only as letters, digits and hyphens; default false'),
  }),
  result: Result,
  examples: [
    { title: 'encode', params: { text: 'münchen.de' }, result: { mode: 'encode', output: 'xn--mnchen-3ya.de', ascii: 'xn--mnchen-3ya.de', unicode: 'münchen.de' } },
    { title: 'ß stays ß (nontransitional)', params: { text: 'Faß.de' }, result: { mode: 'encode', output: 'xn--fa-hia.de' } },
    { title: 'decode', params: { text: 'xn--mnchen-3ya.de', mode: 'decode' }, result: { mode: 'decode', output: 'münchen.de' } },
  ],
  run: ({ text, mode, std3 }) => {
    const forms = domainForms(text, std3)
    return { mode, output: mode === 'encode' ? forms.ascii : forms.unicode, ...forms }
  },
  es: {
    summary: 'Convierte un nombre de dominio internacionalizado a Punycode (xn--) o de vuelta a Unicode',
    description: 'Procesa un nombre de dominio o una sola etiqueta como lo hace el procesamiento no transicional de UTS 46, que es el que usan los navegadores y los registros IDNA2008: el nombre se asigna (mayúsculas a minúsculas, puntos de ancho completo a puntos), se normaliza a NFC y cada etiqueta con caracteres no ASCII pasa a ser xn-- seguido de su Punycode del RFC 3492; ß y ς se conservan (faß.de es xn--fa-hia.de, no fass.de). Se aplican CheckHyphens, CheckBidi y CheckJoiners, y también los límites del DNS: 63 octetos por etiqueta y 253 por nombre en forma ASCII. Se conserva un punto final (la raíz). Las dos direcciones devuelven ambas formas; decode comprueba además que cada etiqueta xn-- sea Punycode válido de una etiqueta válida. Un nombre no válido es un 422 que indica la etiqueta y qué le pasa. En las etiquetas se admiten caracteres ASCII como _ y el espacio, como UTS 46 los admite por defecto; std3=true limita el ASCII a letras, dígitos y guiones (nombres de host).',
    params: {
      text: `Nombre de dominio o etiqueta que se convierte (como máximo ${MAX_LENGTH} caracteres)`,
      mode: 'encode (por defecto) convierte el nombre a la forma ASCII (Punycode); decode lo convierte de nuevo a la forma Unicode',
      std3: 'Aplica las reglas de nombres de host de STD 3: en ASCII, solo letras, dígitos y guiones; por defecto false',
    },
  },
  de: {
    summary: 'Wandelt einen internationalisierten Domänennamen in Punycode (xn--) um oder zurück in Unicode',
    description: 'Verarbeitet einen Domänennamen oder ein einzelnes Label wie die nicht transitionale Verarbeitung nach UTS 46, die Browser und IDNA2008-Registrierungsstellen verwenden: Der Name wird abgebildet (Groß- zu Kleinbuchstaben, Punkte voller Breite zu Punkten), nach NFC normalisiert, und jedes Label mit Nicht-ASCII-Zeichen wird zu xn-- gefolgt von seinem Punycode nach RFC 3492; ß und ς bleiben erhalten (faß.de ist xn--fa-hia.de, nicht fass.de). CheckHyphens, CheckBidi und CheckJoiners gelten, ebenso die DNS-Grenzen: 63 Oktette pro Label und 253 pro Name in ASCII-Form. Ein abschließender Punkt (die Wurzel) bleibt erhalten. Beide Richtungen liefern beide Formen; decode prüft zusätzlich, dass jedes Label mit xn-- gültiger Punycode eines gültigen Labels ist. Ein ungültiger Name ergibt 422 mit Angabe des Labels und des Fehlers. ASCII-Zeichen wie _ und Leerzeichen sind in Labels erlaubt, wie UTS 46 sie standardmäßig zulässt; std3=true beschränkt ASCII auf Buchstaben, Ziffern und Bindestriche (Hostnamen).',
    params: {
      text: `Umzuwandelnder Domänenname oder umzuwandelndes Label (höchstens ${MAX_LENGTH} Zeichen)`,
      mode: 'encode (Standard) wandelt den Namen in die ASCII-Form (Punycode) um; decode wandelt ihn zurück in die Unicode-Form',
      std3: 'Die Hostnamenregeln aus STD 3 anwenden: ASCII nur als Buchstaben, Ziffern und Bindestriche; Standard: false',
    },
  },
  fr: {
    summary: 'Convertit un nom de domaine internationalisé en Punycode (xn--) ou le reconvertit en Unicode',
    description: 'Traite un nom de domaine ou une seule étiquette comme le fait le traitement non transitionnel d\'UTS 46, celui qu\'utilisent les navigateurs et les registres IDNA2008\u00a0: le nom est mappé (majuscules en minuscules, points pleine chasse en points), normalisé en NFC, et chaque étiquette contenant des caractères non ASCII devient xn-- suivi de son Punycode RFC 3492\u00a0; ß et ς sont conservés (faß.de donne xn--fa-hia.de, pas fass.de). CheckHyphens, CheckBidi et CheckJoiners s\'appliquent, ainsi que les limites du DNS\u00a0: 63 octets par étiquette et 253 par nom sous forme ASCII. Un point final (la racine) est conservé. Les deux sens renvoient les deux formes\u00a0; decode vérifie en outre que chaque étiquette xn-- est un Punycode valide d\'une étiquette valide. Un nom non valide donne une erreur 422 qui indique l\'étiquette et ce qui ne va pas. Les caractères ASCII comme _ et l\'espace sont autorisés dans les étiquettes, comme UTS 46 les autorise par défaut\u00a0; std3=true limite l\'ASCII aux lettres, chiffres et traits d\'union (noms d\'hôte).',
    params: {
      text: `Nom de domaine ou étiquette à convertir (au plus ${MAX_LENGTH} caractères)`,
      mode: 'encode (par défaut) convertit le nom dans sa forme ASCII (Punycode)\u00a0; decode le reconvertit dans sa forme Unicode',
      std3: 'Appliquer les règles de noms d\'hôte de STD 3\u00a0: en ASCII, uniquement des lettres, des chiffres et des traits d\'union\u00a0; false par défaut',
    },
  },
  'pt-br': {
    summary: 'Converte um nome de domínio internacionalizado em Punycode (xn--) ou de volta em Unicode',
    description: 'Processa um nome de domínio ou um único rótulo como faz o processamento não transicional do UTS 46, que é o usado pelos navegadores e pelos registros IDNA2008: o nome é mapeado (maiúsculas para minúsculas, pontos de largura total para pontos), normalizado para NFC, e cada rótulo com caracteres não ASCII passa a ser xn-- seguido de seu Punycode do RFC 3492; ß e ς são mantidos (faß.de é xn--fa-hia.de, não fass.de). Aplicam-se CheckHyphens, CheckBidi e CheckJoiners, e também os limites do DNS: 63 octetos por rótulo e 253 por nome na forma ASCII. Um ponto final (a raiz) é mantido. As duas direções devolvem as duas formas; decode verifica também se cada rótulo xn-- é Punycode válido de um rótulo válido. Um nome inválido gera um 422 que indica o rótulo e o que há de errado com ele. Caracteres ASCII como _ e o espaço são permitidos nos rótulos, como o UTS 46 permite por padrão; std3=true limita o ASCII a letras, dígitos e hifens (nomes de host).',
    params: {
      text: `Nome de domínio ou rótulo a converter (no máximo ${MAX_LENGTH} caracteres)`,
      mode: 'encode (padrão) converte o nome para a forma ASCII (Punycode); decode o converte de volta para a forma Unicode',
      std3: 'Aplica as regras de nomes de host do STD 3: em ASCII, apenas letras, dígitos e hifens; padrão false',
    },
  },
  'zh-cn': {
    summary: '将国际化域名转换为 Punycode（xn--），或转换回 Unicode',
    description: '按 UTS 46 非过渡处理方式（浏览器和 IDNA2008 注册机构采用的方式）处理域名或单个标签：先映射名称（大写转小写，全角句点转为句点），规范化为 NFC，再将每个含非 ASCII 字符的标签转换为 xn-- 加上其 RFC 3492 Punycode；ß 和 ς 保持不变（faß.de 转换为 xn--fa-hia.de，而不是 fass.de）。适用 CheckHyphens、CheckBidi 和 CheckJoiners，也适用 DNS 限制：ASCII 形式下每个标签最多 63 个八位字节，整个名称最多 253 个。保留一个末尾的句点（根）。两个方向都会返回两种形式；decode 还会检查每个 xn-- 标签是否为有效标签的有效 Punycode。无效名称返回 422，并指出是哪个标签以及问题所在。标签中允许使用 _ 和空格等 ASCII 字符，这与 UTS 46 的默认设置一致；std3=true 将 ASCII 限制为字母、数字和连字符（主机名）。',
    params: {
      text: `要转换的域名或标签（最多 ${MAX_LENGTH} 个字符）`,
      mode: 'encode（默认）将名称转换为 ASCII 形式（Punycode）；decode 将其转换回 Unicode 形式',
      std3: '应用 STD 3 主机名规则：ASCII 仅限字母、数字和连字符；默认 false',
    },
  },
})
