import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { base64Decode, base64Encode } from '../../lib/data/bytes.ts'
import { COMPRESS_FORMATS, compress, decompress, maxLevel } from '../../lib/encoding/compress.ts'
import { checkTextSize } from '../../lib/text/text.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'

// Brotli's two slowest levels take about a second for 1 MB of text: by default they are used up to
// this size, and asked for explicitly they are refused above it.
const BROTLI_SLOW_MAX_BYTES = 256 * 1024
const defaultLevel = (format: (typeof COMPRESS_FORMATS)[number], size: number) =>
  format !== 'brotli' ? 6 : size <= BROTLI_SLOW_MAX_BYTES ? 11 : 9

const Result = z.object({
  mode: z.enum(['encode', 'decode']).apply(described, {
    en: 'What was done: encode (compressed) or decode (decompressed)',
    es: 'Lo que se hizo: encode (comprimir) o decode (descomprimir)',
    de: 'Was ausgeführt wurde: encode (komprimiert) oder decode (dekomprimiert)',
    fr: 'Ce qui a été fait\u00a0: encode (compression) ou decode (décompression)',
    'pt-br': 'O que foi feito: encode (compactação) ou decode (descompactação)',
    'zh-cn': '执行的操作：encode（压缩）或 decode（解压缩）',
  }),
  format: z.enum(COMPRESS_FORMATS).apply(described, {
    en: 'The compression format',
    es: 'El formato de compresión',
    de: 'Das Komprimierungsformat',
    fr: 'Le format de compression',
    'pt-br': 'O formato de compactação',
    'zh-cn': '压缩格式',
  }),
  output: z.string().apply(described, {
    en: 'Base64 of the compressed bytes (encode), or the decompressed text (decode)',
    es: 'Base64 de los bytes comprimidos (encode), o el texto descomprimido (decode)',
    de: 'Base64 der komprimierten Bytes (encode) oder der dekomprimierte Text (decode)',
    fr: 'Base64 des octets compressés (encode), ou le texte décompressé (decode)',
    'pt-br': 'Base64 dos bytes compactados (encode) ou o texto descompactado (decode)',
    'zh-cn': '压缩后字节的 Base64（encode），或解压缩后的文本（decode）',
  }),
  bytes: z.number().int().min(0).apply(described, {
    en: 'Size of the text in UTF-8 bytes (uncompressed)',
    es: 'Tamaño del texto en bytes UTF-8 (sin comprimir)',
    de: 'Größe des Texts in UTF-8-Bytes (unkomprimiert)',
    fr: 'Taille du texte en octets UTF-8 (non compressé)',
    'pt-br': 'Tamanho do texto em bytes UTF-8 (sem compactação)',
    'zh-cn': '文本的大小，以 UTF-8 字节计（未压缩）',
  }),
  compressed_bytes: z.number().int().min(0).apply(described, {
    en: 'Size of the compressed data in bytes',
    es: 'Tamaño de los datos comprimidos en bytes',
    de: 'Größe der komprimierten Daten in Bytes',
    fr: 'Taille des données compressées en octets',
    'pt-br': 'Tamanho dos dados compactados em bytes',
    'zh-cn': '压缩数据的大小（字节）',
  }),
  level: z.number().int().min(0).max(11).optional().apply(described, {
    en: 'The compression level used (encode only)',
    es: 'El nivel de compresión usado (solo al codificar)',
    de: 'Die verwendete Komprimierungsstufe (nur bei encode)',
    fr: 'Le niveau de compression utilisé (encode uniquement)',
    'pt-br': 'O nível de compactação usado (apenas em encode)',
    'zh-cn': '使用的压缩级别（仅 encode）',
  }),
}).meta({ id: 'CompressResult', description: 'Text compressed to Base64, or compressed Base64 decompressed to text' })

export default defineOperation({
  category: 'encode',
  name: 'compress',
  input: 'json',
  summary: 'Compress text with gzip, deflate, zlib or Brotli (as Base64), or decompress it back',
  description: 'encode compresses the UTF-8 bytes of the text and answers them in Base64; decode takes that Base64 (whitespace allowed), decompresses it and answers the text. '
    + 'format: gzip (RFC 1952, default), deflate (raw RFC 1951 data, as ZIP entries hold it), zlib (RFC 1950, deflate with a header and an Adler-32 check) or brotli (RFC 7932). '
    + 'level: 0 (stored) to 9 for gzip, deflate and zlib (default 6), 0 to 11 for Brotli (default 11, or 9 for texts over 256 KiB; levels 10 and 11 take at most 256 KiB). '
    + 'The text to compress, and the text a decompression gives, are limited to the configured text size (1 MiB by default): decompression stops as soon as the output passes it '
    + 'and answers 413 DECOMPRESSED_TOO_LARGE, so a compression bomb costs no more than the limit. Data that is not of the format, or is cut short, is a 422; '
    + 'decompressed bytes must be valid UTF-8 text. Compressed bytes depend on the zlib and Brotli versions, so another tool may write different bytes for the same text; each decompresses the other\'s.',
  params: z.object({
    text: textParam('Text to compress, or Base64 of compressed data to decompress'),
    mode: z.enum(['encode', 'decode']).default('encode').describe('encode (default) compresses the text to Base64; decode decompresses Base64 back to text'),
    format: z.enum(COMPRESS_FORMATS).default('gzip').describe('gzip (default), deflate (raw), zlib or brotli'),
    level: z.number().int().min(0).max(11).optional()
      .describe('Compression level: 0-9 for gzip, deflate and zlib (default 6); 0-11 for brotli (default 11, or 9 above 256 KiB). Ignored when decoding'),
  }),
  result: Result,
  examples: [
    { title: 'gzip', params: { text: 'Hello, World! Hello, World! Hello, World!' }, result: { mode: 'encode', format: 'gzip', bytes: 41, level: 6 } },
    { title: 'decompress gzip', params: { text: 'H4sIAAAAAAACA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', mode: 'decode' }, result: { mode: 'decode', format: 'gzip', output: 'Hello, World!', bytes: 13, compressed_bytes: 33 } },
    { title: 'decompress zlib', params: { text: 'eJzzSM3JyddRCM8vyklRBAAfngRq', mode: 'decode', format: 'zlib' }, result: { mode: 'decode', output: 'Hello, World!' } },
  ],
  run: async ({ text, mode, format, level }, ctx) => {
    const limit = ctx.limits.textBytes
    if (mode === 'decode') {
      const packed = base64Decode(text)
      const bytes = await decompress(packed, format, limit)
      return { mode, format, output: utf8Text(bytes), bytes: bytes.length, compressed_bytes: packed.length }
    }
    checkTextSize(text, limit)
    const bytes = utf8Bytes(text)
    if (level !== undefined && level > maxLevel(format)) throw new OperationError('COMPRESS_LEVEL', { format, level, max: maxLevel(format) })
    if (format === 'brotli' && level !== undefined && level >= 10 && bytes.length > BROTLI_SLOW_MAX_BYTES) {
      throw new OperationError('COMPRESS_LEVEL_TOO_SLOW', { level, size: bytes.length, max: BROTLI_SLOW_MAX_BYTES })
    }
    const used = level ?? defaultLevel(format, bytes.length)
    const packed = await compress(bytes, format, used)
    return { mode, format, output: base64Encode(packed), bytes: bytes.length, compressed_bytes: packed.length, level: used }
  },
  es: {
    summary: 'Comprime texto con gzip, deflate, zlib o Brotli (en Base64), o lo descomprime',
    description: 'encode comprime los bytes UTF-8 del texto y los devuelve en Base64; decode toma ese Base64 (admite espacios en blanco), lo descomprime y devuelve el texto. format: gzip (RFC 1952, por defecto), deflate (datos RFC 1951 sin cabecera, como los guardan las entradas ZIP), zlib (RFC 1950, deflate con cabecera y comprobación Adler-32) o brotli (RFC 7932). level: de 0 (sin comprimir) a 9 para gzip, deflate y zlib (por defecto 6), de 0 a 11 para Brotli (por defecto 11, o 9 para textos de más de 256 KiB; los niveles 10 y 11 admiten como máximo 256 KiB). El texto que se comprime, y el que da una descompresión, están limitados al tamaño de texto configurado (1 MiB por defecto): la descompresión se detiene en cuanto la salida lo supera y responde 413 DECOMPRESSED_TOO_LARGE, así que una bomba de compresión no cuesta más que el límite. Los datos que no son del formato, o que están cortados, son un 422; los bytes descomprimidos deben ser texto UTF-8 válido. Los bytes comprimidos dependen de las versiones de zlib y Brotli, así que otra herramienta puede escribir bytes distintos para el mismo texto; cada una descomprime los de la otra.',
    params: {
      text: 'Texto que se comprime, o Base64 de datos comprimidos que se descomprimen',
      mode: 'encode (por defecto) comprime el texto a Base64; decode descomprime el Base64 de nuevo a texto',
      format: 'gzip (por defecto), deflate (sin cabecera), zlib o brotli',
      level: 'Nivel de compresión: 0-9 para gzip, deflate y zlib (por defecto 6); 0-11 para brotli (por defecto 11, o 9 por encima de 256 KiB). Se ignora al decodificar',
    },
  },
  de: {
    summary: 'Komprimiert Text mit gzip, deflate, zlib oder Brotli (als Base64) oder dekomprimiert ihn wieder',
    description: 'encode komprimiert die UTF-8-Bytes des Texts und gibt sie in Base64 zurück; decode nimmt dieses Base64 (Leerraum erlaubt), dekomprimiert es und gibt den Text zurück. format: gzip (RFC 1952, Standard), deflate (rohe Daten nach RFC 1951, wie ZIP-Einträge sie enthalten), zlib (RFC 1950, deflate mit Header und Adler-32-Prüfsumme) oder brotli (RFC 7932). level: 0 (nur gespeichert) bis 9 bei gzip, deflate und zlib (Standard: 6), 0 bis 11 bei Brotli (Standard: 11, oder 9 bei Texten über 256 KiB; die Stufen 10 und 11 nehmen höchstens 256 KiB an). Der zu komprimierende Text und der Text, den eine Dekomprimierung ergibt, sind auf die konfigurierte Textgröße begrenzt (standardmäßig 1 MiB): Die Dekomprimierung bricht ab, sobald die Ausgabe sie überschreitet, und antwortet mit 413 DECOMPRESSED_TOO_LARGE, sodass eine Dekomprimierungsbombe nicht mehr kostet als das Limit. Daten, die nicht dem Format entsprechen oder abgeschnitten sind, ergeben 422; dekomprimierte Bytes müssen gültiger UTF-8-Text sein. Komprimierte Bytes hängen von den Versionen von zlib und Brotli ab, daher kann ein anderes Tool für denselben Text andere Bytes schreiben; jedes dekomprimiert die des anderen.',
    params: {
      text: 'Zu komprimierender Text oder Base64 komprimierter Daten zum Dekomprimieren',
      mode: 'encode (Standard) komprimiert den Text zu Base64; decode dekomprimiert Base64 zurück in Text',
      format: 'gzip (Standard), deflate (roh), zlib oder brotli',
      level: 'Komprimierungsstufe: 0-9 bei gzip, deflate und zlib (Standard: 6); 0-11 bei brotli (Standard: 11, oder 9 über 256 KiB). Wird beim Decodieren ignoriert',
    },
  },
  fr: {
    summary: 'Compresse du texte avec gzip, deflate, zlib ou Brotli (en Base64), ou le décompresse',
    description: 'encode compresse les octets UTF-8 du texte et les renvoie en Base64\u00a0; decode prend ce Base64 (espaces blancs autorisés), le décompresse et renvoie le texte. format\u00a0: gzip (RFC 1952, par défaut), deflate (données RFC 1951 brutes, telles que les contiennent les entrées ZIP), zlib (RFC 1950, deflate avec un en-tête et une somme de contrôle Adler-32) ou brotli (RFC 7932). level\u00a0: de 0 (stocké sans compression) à 9 pour gzip, deflate et zlib (6 par défaut), de 0 à 11 pour Brotli (11 par défaut, ou 9 pour les textes de plus de 256 KiB\u00a0; les niveaux 10 et 11 acceptent au plus 256 KiB). Le texte à compresser, et celui que donne une décompression, sont limités à la taille de texte configurée (1 MiB par défaut)\u00a0: la décompression s\'arrête dès que la sortie la dépasse et répond 413 DECOMPRESSED_TOO_LARGE, si bien qu\'une bombe de décompression ne coûte pas plus que la limite. Des données qui ne sont pas au format, ou qui sont tronquées, donnent une erreur 422\u00a0; les octets décompressés doivent être du texte UTF-8 valide. Les octets compressés dépendent des versions de zlib et de Brotli\u00a0: un autre outil peut donc écrire des octets différents pour le même texte\u00a0; chacun décompresse ceux de l\'autre.',
    params: {
      text: 'Texte à compresser, ou Base64 de données compressées à décompresser',
      mode: 'encode (par défaut) compresse le texte en Base64\u00a0; decode décompresse le Base64 en texte',
      format: 'gzip (par défaut), deflate (brut), zlib ou brotli',
      level: 'Niveau de compression\u00a0: 0-9 pour gzip, deflate et zlib (6 par défaut)\u00a0; 0-11 pour brotli (11 par défaut, ou 9 au-delà de 256 KiB). Ignoré lors du décodage',
    },
  },
  'pt-br': {
    summary: 'Compacta texto com gzip, deflate, zlib ou Brotli (em Base64) ou o descompacta',
    description: 'encode compacta os bytes UTF-8 do texto e os devolve em Base64; decode recebe esse Base64 (espaços em branco permitidos), descompacta e devolve o texto. format: gzip (RFC 1952, padrão), deflate (dados RFC 1951 brutos, como as entradas ZIP os guardam), zlib (RFC 1950, deflate com cabeçalho e verificação Adler-32) ou brotli (RFC 7932). level: de 0 (sem compactação) a 9 para gzip, deflate e zlib (padrão 6), de 0 a 11 para Brotli (padrão 11, ou 9 para textos com mais de 256 KiB; os níveis 10 e 11 aceitam no máximo 256 KiB). O texto a compactar, e o texto que uma descompactação gera, são limitados ao tamanho de texto configurado (1 MiB por padrão): a descompactação para assim que a saída o ultrapassa e responde 413 DECOMPRESSED_TOO_LARGE, de modo que uma bomba de descompactação não custa mais que o limite. Dados que não são do formato, ou que estão truncados, geram um 422; os bytes descompactados devem ser texto UTF-8 válido. Os bytes compactados dependem das versões do zlib e do Brotli, então outra ferramenta pode escrever bytes diferentes para o mesmo texto; cada uma descompacta os da outra.',
    params: {
      text: 'Texto a compactar, ou Base64 de dados compactados a descompactar',
      mode: 'encode (padrão) compacta o texto em Base64; decode descompacta o Base64 de volta em texto',
      format: 'gzip (padrão), deflate (bruto), zlib ou brotli',
      level: 'Nível de compactação: 0-9 para gzip, deflate e zlib (padrão 6); 0-11 para brotli (padrão 11, ou 9 acima de 256 KiB). Ignorado ao decodificar',
    },
  },
  'zh-cn': {
    summary: '使用 gzip、deflate、zlib 或 Brotli 压缩文本（以 Base64 表示），或将其解压缩',
    description: 'encode 压缩文本的 UTF-8 字节并以 Base64 返回；decode 接受该 Base64（允许空白），解压缩后返回文本。format：gzip（RFC 1952，默认）、deflate（原始 RFC 1951 数据，即 ZIP 条目中的存储形式）、zlib（RFC 1950，带标头和 Adler-32 校验的 deflate）或 brotli（RFC 7932）。level：gzip、deflate 和 zlib 为 0（仅存储）到 9（默认 6），Brotli 为 0 到 11（默认 11，超过 256 KiB 的文本默认 9；级别 10 和 11 最多接受 256 KiB）。待压缩的文本和解压缩得到的文本都受配置的文本大小限制（默认 1 MiB）：一旦输出超过该限制，解压缩立即停止并返回 413 DECOMPRESSED_TOO_LARGE，因此压缩炸弹的开销不会超过该限制。不属于该格式或被截断的数据返回 422；解压缩得到的字节必须是有效的 UTF-8 文本。压缩后的字节取决于 zlib 和 Brotli 的版本，因此其他工具对同一文本可能写出不同的字节；但彼此都能解压缩对方的结果。',
    params: {
      text: '要压缩的文本，或要解压缩的压缩数据的 Base64',
      mode: 'encode（默认）将文本压缩为 Base64；decode 将 Base64 解压缩回文本',
      format: 'gzip（默认）、deflate（原始）、zlib 或 brotli',
      level: '压缩级别：gzip、deflate 和 zlib 为 0-9（默认 6）；brotli 为 0-11（默认 11，超过 256 KiB 时为 9）。解码时忽略',
    },
  },
})
