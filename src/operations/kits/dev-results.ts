/**
 * Result shapes that several developer and encoding operations answer alike, each named once so
 * the OpenAPI document publishes it as one component that those operations refer to.
 */
import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { ARGON2_LIMITS, type Argon2Parameter } from '../../lib/crypto/password.ts'
import type { XmlElement as XmlElementType, XmlValue as XmlValueType } from '../../lib/data/xml.ts'

/**
 * A record of string keys whose values match `values`, checked where it stands rather than copied.
 * z.record answers a fresh ordinary object, on which a key named __proto__ would set the prototype
 * instead of being data; these results keep such keys as data (query strings, CSV headers and group
 * names come from the caller, and some of these records have no prototype at all), so the record
 * is checked in place and its JSON Schema is that of the equivalent z.record.
 */
export function recordOf<V extends z.ZodType>(values: V) {
  const record = z.record(z.string(), values)
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(record, { io: 'output', unrepresentable: 'any' })
  return z.custom<z.output<typeof record>>((value) => record.safeParse(value).success).meta(jsonSchema)
}

const mode = z.enum(['encode', 'decode']).apply(described, {
  en: 'What was done: encode (text to the encoding) or decode (back to text)',
  es: 'Lo que se hizo: encode (del texto a la codificación) o decode (de vuelta a texto)',
  de: 'Was ausgeführt wurde: encode (vom Text in die Codierung) oder decode (zurück in Text)',
  fr: "Ce qui a été fait\u00a0: encode (du texte vers l'encodage) ou decode (retour au texte)",
  'pt-br': 'O que foi feito: encode (do texto para a codificação) ou decode (de volta para texto)',
  'zh-cn': '执行的操作：encode（将文本编码）或 decode（解码回文本）',
})
const output = z.string().apply(described, {
  en: 'The encoded text, or the decoded text',
  es: 'El texto codificado, o el texto decodificado',
  de: 'Der codierte oder der decodierte Text',
  fr: 'Le texte encodé, ou le texte décodé',
  'pt-br': 'O texto codificado, ou o texto decodificado',
  'zh-cn': '编码后的文本，或解码后的文本',
})

/** A key derived from a password (PBKDF2, scrypt). */
export const DerivedKey = z.object({
  hex: z.string().regex(/^[0-9a-f]+$/).apply(described, {
    en: 'The derived key in lowercase hexadecimal',
    es: 'La clave derivada en hexadecimal en minúsculas',
    de: 'Der abgeleitete Schlüssel in hexadezimaler Schreibweise mit Kleinbuchstaben',
    fr: 'La clé dérivée en hexadécimal minuscule',
    'pt-br': 'A chave derivada em hexadecimal minúsculo',
    'zh-cn': '派生的密钥，小写十六进制',
  }),
  base64: z.string().apply(described, {
    en: 'The same key in standard Base64, with = padding',
    es: 'La misma clave en Base64 estándar, con relleno =',
    de: 'Derselbe Schlüssel in Standard-Base64, mit =-Auffüllung',
    fr: 'La même clé en Base64 standard, avec remplissage =',
    'pt-br': 'A mesma chave em Base64 padrão, com preenchimento =',
    'zh-cn': '同一密钥的标准 Base64 形式，带 = 填充',
  }),
}).meta({ id: 'DerivedKey', description: 'A key derived from a password, in hex and Base64' })

/** A two-way codec that answers the converted text. */
export const CodecOutput = z.object({
  mode,
  output,
}).meta({ id: 'CodecOutput', description: 'Text encoded or decoded by a two-way codec' })

/** A two-way codec of bytes: the converted text and how many bytes it stands for. */
export const CodecBytes = z.object({
  mode,
  output,
  bytes: z.number().int().min(0).apply(described, {
    en: 'Number of bytes: the UTF-8 bytes of the text encoded, or the bytes decoded',
    es: 'Número de bytes: los bytes UTF-8 del texto codificado, o los bytes decodificados',
    de: 'Anzahl der Bytes: die UTF-8-Bytes des codierten Texts oder die decodierten Bytes',
    fr: "Nombre d'octets\u00a0: les octets UTF-8 du texte encodé, ou les octets décodés",
    'pt-br': 'Número de bytes: os bytes UTF-8 do texto codificado, ou os bytes decodificados',
    'zh-cn': '字节数：编码时为文本的 UTF-8 字节数，解码时为解码得到的字节数',
  }),
}).meta({ id: 'CodecBytes', description: 'Text encoded to or decoded from a byte encoding, with the number of bytes' })

/** How many bytes a digest was computed over (dev/hash, dev/hash-all). */
export const DigestedBytes = z.number().int().min(0)
  .apply(described, {
    en: 'Number of bytes digested: the UTF-8 bytes of the text',
    es: 'Número de bytes procesados: los bytes UTF-8 del texto',
    de: 'Anzahl der verarbeiteten Bytes: die UTF-8-Bytes des Texts',
    fr: "Nombre d'octets traités\u00a0: les octets UTF-8 du texte",
    'pt-br': 'Número de bytes processados: os bytes UTF-8 do texto',
    'zh-cn': '参与摘要计算的字节数：文本的 UTF-8 字节数',
  })

const argon2Limit = (name: Argon2Parameter) => z.number().int().min(ARGON2_LIMITS[name].min).max(ARGON2_LIMITS[name].max)

/** The parameters of an Argon2 hash (PHC string form), as hashing uses them or a stored hash names them. */
export const Argon2Parameters = z.object({
  version: z.literal([16, 19]).apply(described, {
    en: 'Argon2 version: 19 (0x13, the current one) or 16 (0x10)',
    es: 'Versión de Argon2: 19 (0x13, la actual) o 16 (0x10)',
    de: 'Argon2-Version: 19 (0x13, die aktuelle) oder 16 (0x10)',
    fr: "Version d'Argon2\u00a0: 19 (0x13, l'actuelle) ou 16 (0x10)",
    'pt-br': 'Versão do Argon2: 19 (0x13, a atual) ou 16 (0x10)',
    'zh-cn': 'Argon2 版本：19（0x13，当前版本）或 16（0x10）',
  }),
  memory_cost: argon2Limit('memory_cost').apply(described, {
    en: 'Memory used, in KiB (m)',
    es: 'Memoria usada, en KiB (m)',
    de: 'Verwendeter Speicher, in KiB (m)',
    fr: 'Mémoire utilisée, en KiB (m)',
    'pt-br': 'Memória usada, em KiB (m)',
    'zh-cn': '使用的内存，以 KiB 为单位 (m)',
  }),
  time_cost: argon2Limit('time_cost').apply(described, {
    en: 'Number of passes over the memory (t)',
    es: 'Número de pasadas sobre la memoria (t)',
    de: 'Anzahl der Durchläufe über den Speicher (t)',
    fr: 'Nombre de passes sur la mémoire (t)',
    'pt-br': 'Número de passagens pela memória (t)',
    'zh-cn': '遍历内存的次数 (t)',
  }),
  parallelism: argon2Limit('parallelism').apply(described, {
    en: 'Number of lanes (p)',
    es: 'Número de carriles (p)',
    de: 'Anzahl der Lanes (p)',
    fr: 'Nombre de voies (p)',
    'pt-br': 'Número de faixas (p)',
    'zh-cn': '通道数 (p)',
  }),
}).meta({ id: 'Argon2Parameters', description: 'The version and costs of an Argon2 hash' })

/** An unsalted password hash written in a system's own form. */
export const UnsaltedPasswordHash = z.object({
  algorithm: z.enum(['mysql_native_password', 'ntlm']).apply(described, {
    en: 'The hash algorithm',
    es: 'El algoritmo de hash',
    de: 'Der Hashalgorithmus',
    fr: "L'algorithme de hachage",
    'pt-br': 'O algoritmo de hash',
    'zh-cn': '哈希算法',
  }),
  hash: z.string().apply(described, {
    en: 'The hash: for mysql_native_password * and 40 upper-case hex digits (empty for an empty password); for ntlm 32 lower-case hex digits',
    es: 'El hash: para mysql_native_password, * y 40 dígitos hexadecimales en mayúsculas (vacío para una contraseña vacía); para ntlm, 32 dígitos hexadecimales en minúsculas',
    de: 'Der Hash: bei mysql_native_password * und 40 hexadezimale Ziffern in Großbuchstaben (leer bei einem leeren Kennwort); bei ntlm 32 hexadezimale Ziffern in Kleinbuchstaben',
    fr: 'Le hachage\u00a0: pour mysql_native_password, * suivi de 40 chiffres hexadécimaux majuscules (vide pour un mot de passe vide)\u00a0; pour ntlm, 32 chiffres hexadécimaux minuscules',
    'pt-br': 'O hash: para mysql_native_password, * e 40 dígitos hexadecimais maiúsculos (vazio para uma senha vazia); para ntlm, 32 dígitos hexadecimais minúsculos',
    'zh-cn': '哈希：mysql_native_password 为 * 加 40 位大写十六进制数字（空密码则为空）；ntlm 为 32 位小写十六进制数字',
  }),
}).meta({ id: 'UnsaltedPasswordHash', description: 'An unsalted password hash, for testing and interoperation only' })

/**
 * An XML element as JSON (xmlToJson in src/lib/data/xml.ts). Named because it contains itself: the
 * document refers to it wherever an element nests.
 */
export const XmlElement: z.ZodType<XmlElementType> = z.lazy(() => z.record(z.string(), XmlValue))
  .meta({ id: 'XmlElement', description: 'An XML element as JSON: child elements by tag name, attributes as @_name, and its text as #text' })

/** What a tag name or attribute maps to in XmlElement. */
export const XmlValue: z.ZodType<XmlValueType> = z.union([
  z.string().apply(described, {
    en: 'Text (trimmed), an attribute value, or "" for an empty element',
    es: 'Texto (recortado), el valor de un atributo, o "" para un elemento vacío',
    de: 'Text (ohne umgebende Leerzeichen), ein Attributwert oder "" für ein leeres Element',
    fr: "Texte (sans espaces aux extrémités), la valeur d'un attribut, ou \"\" pour un élément vide",
    'pt-br': 'Texto (sem espaços nas extremidades), o valor de um atributo, ou "" para um elemento vazio',
    'zh-cn': '文本（已去除首尾空白）、属性值，或空元素对应的 ""',
  }),
  XmlElement,
  z.array(z.union([z.string(), XmlElement])).apply(described, {
    en: 'Repeated sibling elements of one name, in document order',
    es: 'Elementos hermanos repetidos de un mismo nombre, en el orden del documento',
    de: 'Wiederholte gleichnamige Geschwisterelemente, in Dokumentreihenfolge',
    fr: "Éléments frères répétés portant le même nom, dans l'ordre du document",
    'pt-br': 'Elementos irmãos repetidos com o mesmo nome, na ordem do documento',
    'zh-cn': '重复出现的同名同级元素，按文档顺序排列',
  }),
]).apply(described, {
  en: 'An element with text only (a string), an element with attributes or children (an object), or sibling elements of the same name (an array)',
  es: 'Un elemento solo con texto (una cadena), un elemento con atributos o hijos (un objeto), o elementos hermanos del mismo nombre (un array)',
  de: 'Ein Element nur mit Text (eine Zeichenfolge), ein Element mit Attributen oder untergeordneten Elementen (ein Objekt) oder gleichnamige Geschwisterelemente (ein Array)',
  fr: 'Un élément ne contenant que du texte (une chaîne), un élément avec des attributs ou des enfants (un objet), ou des éléments frères de même nom (un tableau)',
  'pt-br': 'Um elemento só com texto (uma cadeia de caracteres), um elemento com atributos ou filhos (um objeto), ou elementos irmãos com o mesmo nome (uma matriz)',
  'zh-cn': '仅含文本的元素（字符串）、带属性或子元素的元素（对象），或同名的同级元素（数组）',
})
