import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, locate, textParam } from '../../lib/data/codec.ts'
import { CodecOutput } from '../kits/dev-results.ts'

const hex4 = (unit: number) => `\\u${unit.toString(16).padStart(4, '0')}`
const isHigh = (cp: number) => cp >= 0xd800 && cp <= 0xdbff
const isLow = (cp: number) => cp >= 0xdc00 && cp <= 0xdfff

/** \uXXXX for every UTF-16 code unit outside ASCII (or every unit with all), \\ for a backslash. */
export function escapeUnicode(text: string, all: boolean): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (all || unit > 0x7f) out += hex4(unit)
    else out += unit === 0x5c ? '\\\\' : text[i]
  }
  return out
}

interface Escape { codePoint: number; end: number; raw: string }

/** Reads the \u escape starting at `start` (the backslash). */
function readEscape(text: string, start: number): Escape {
  const malformed = (shown: string) =>
    new OperationError('UNICODE_ESCAPE_MALFORMED', { escape: shown, position: locate(text, start).position })
  if (text[start + 2] === '{') {
    const close = text.indexOf('}', start + 3)
    const digits = close < 0 ? '' : text.slice(start + 3, close)
    if (close < 0 || close - start > 12 || !/^[0-9a-f]+$/i.test(digits)) throw malformed(shownFrom(text, start, 12))
    const raw = text.slice(start, close + 1)
    const codePoint = parseInt(digits, 16)
    if (codePoint > 0x10ffff) throw new OperationError('UNICODE_ESCAPE_RANGE', { escape: raw, position: locate(text, start).position })
    return { codePoint, end: close + 1, raw }
  }
  const digits = text.slice(start + 2, start + 6)
  if (!/^[0-9a-f]{4}$/i.test(digits)) throw malformed(shownFrom(text, start, 6))
  return { codePoint: parseInt(digits, 16), end: start + 6, raw: text.slice(start, start + 6) }
}

// What to quote of a malformed escape: up to `max` characters, stopping at whitespace or the next backslash.
function shownFrom(text: string, start: number, max: number): string {
  const piece = text.slice(start, start + max)
  const stop = piece.slice(1).search(/[\s\\]/)
  return stop < 0 ? piece : piece.slice(0, stop + 1)
}

/**
 * Decodes \uXXXX and \u{X…} escapes (a surrogate pair may be written in either form) and \\ as a
 * literal backslash; any other backslash is kept as it is. Lone surrogates are refused.
 */
export function unescapeUnicode(text: string): string {
  let out = ''
  let from = 0
  for (;;) {
    const slash = text.indexOf('\\', from)
    if (slash < 0) return out + text.slice(from)
    out += text.slice(from, slash)
    const next = text[slash + 1]
    if (next === '\\') { out += '\\'; from = slash + 2; continue }
    if (next !== 'u') { out += '\\'; from = slash + 1; continue }
    const escape = readEscape(text, slash)
    let codePoint = escape.codePoint
    from = escape.end
    if (isHigh(codePoint) && text.startsWith('\\u', from)) {
      const low = readEscape(text, from)
      if (isLow(low.codePoint)) {
        codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (low.codePoint - 0xdc00)
        from = low.end
      }
    }
    if (isHigh(codePoint) || isLow(codePoint)) {
      throw new OperationError('UNICODE_LONE_SURROGATE', { escape: escape.raw, position: locate(text, slash).position })
    }
    out += String.fromCodePoint(codePoint)
  }
}

export default defineOperation({
  category: 'encode',
  name: 'unicode-escape',
  input: 'json',
  summary: 'Write text with \\uXXXX escapes or decode such escapes back to text',
  description: 'Encoding writes every non-ASCII character as \\u and four lowercase hex digits of its UTF-16 code units, '
    + 'so a character beyond the BMP becomes a surrogate pair (😀 is \\ud83d\\ude00), as in JSON, JavaScript and Java; '
    + 'a backslash becomes \\\\ so that decoding gives the text back exactly. With all=true every character is escaped, ASCII included. '
    + 'Decoding reads \\uXXXX (any case) and \\u{1F600} escapes, and \\\\ as one backslash; any other backslash is kept as it is. '
    + 'A malformed escape, a code point beyond U+10FFFF or a surrogate without its partner is refused, naming its position.',
  params: z.object({
    text: textParam('Text to escape, or text with \\u escapes to decode'),
    mode: encodeMode('\\u escapes'),
    all: z.boolean().default(false).describe('When encoding, escape ASCII characters too (default false)'),
  }),
  result: CodecOutput,
  examples: [
    { title: 'encode', params: { text: 'café 😀' }, result: { mode: 'encode', output: 'caf\\u00e9 \\ud83d\\ude00' } },
    { title: 'encode everything', params: { text: 'Hi!', all: true }, result: { mode: 'encode', output: '\\u0048\\u0069\\u0021' } },
    { title: 'decode', params: { text: 'caf\\u00E9 \\u{1F600} \\ud83d\\ude80', mode: 'decode' }, result: { mode: 'decode', output: 'café 😀 🚀' } },
  ],
  run: ({ text, mode, all }) => ({ mode, output: mode === 'encode' ? escapeUnicode(text, all) : unescapeUnicode(text) }),
  es: {
    summary: 'Escribe texto con escapes \\uXXXX o decodifica esos escapes a texto',
    description: 'Al codificar se escribe cada carácter no ASCII como \\u y cuatro dígitos hexadecimales en minúsculas de sus unidades de código UTF-16, así que un carácter fuera del BMP pasa a ser un par sustituto (😀 es \\ud83d\\ude00), como en JSON, JavaScript y Java; una barra invertida pasa a ser \\\\ para que la decodificación devuelva exactamente el texto. Con all=true se escapan todos los caracteres, incluidos los ASCII. Al decodificar se leen los escapes \\uXXXX (en mayúsculas o minúsculas) y \\u{1F600}, y \\\\ como una barra invertida; cualquier otra barra invertida se conserva tal cual. Un escape mal formado, un punto de código más allá de U+10FFFF o un sustituto sin su pareja se rechazan, indicando su posición.',
    params: {
      text: 'Texto que se escapa, o texto con escapes \\u que se decodifica',
      mode: 'encode (por defecto) convierte el texto en escapes \\u; decode convierte los escapes \\u de nuevo en texto',
      all: 'Al codificar, escapa también los caracteres ASCII (por defecto false)',
    },
  },
  de: {
    summary: 'Schreibt Text mit Escapesequenzen \\uXXXX oder decodiert solche Escapesequenzen zurück in Text',
    description: 'Beim Codieren wird jedes Nicht-ASCII-Zeichen als \\u mit vier Hexadezimalziffern in Kleinschreibung je UTF-16-Codeeinheit geschrieben, sodass ein Zeichen jenseits der BMP zu einem Surrogatpaar wird (😀 ist \\ud83d\\ude00), wie in JSON, JavaScript und Java; ein umgekehrter Schrägstrich wird zu \\\\, damit das Decodieren den Text exakt zurückgibt. Mit all=true wird jedes Zeichen maskiert, auch ASCII. Beim Decodieren werden die Escapesequenzen \\uXXXX (beliebige Schreibweise) und \\u{1F600} gelesen und \\\\ als ein umgekehrter Schrägstrich; jeder andere umgekehrte Schrägstrich bleibt unverändert. Eine fehlerhafte Escapesequenz, ein Codepunkt jenseits von U+10FFFF oder ein Surrogat ohne sein Gegenstück wird unter Angabe der Position abgelehnt.',
    params: {
      text: 'Zu maskierender Text oder Text mit \\u-Escapesequenzen zum Decodieren',
      mode: 'encode (Standard) wandelt Text in \\u-Escapesequenzen um; decode wandelt \\u-Escapesequenzen zurück in Text',
      all: 'Beim Codieren auch ASCII-Zeichen maskieren (Standard: false)',
    },
  },
  fr: {
    summary: 'Écrit du texte avec des séquences d\'échappement \\uXXXX ou les décode en texte',
    description: 'L\'encodage écrit chaque caractère non ASCII sous la forme \\u suivi de quatre chiffres hexadécimaux en minuscules pour chacune de ses unités de code UTF-16\u00a0: un caractère hors du BMP devient donc une paire de substitution (😀 donne \\ud83d\\ude00), comme en JSON, JavaScript et Java\u00a0; une barre oblique inverse devient \\\\ afin que le décodage redonne exactement le texte. Avec all=true, tous les caractères sont échappés, ASCII compris. Le décodage lit les séquences \\uXXXX (majuscules ou minuscules) et \\u{1F600}, et \\\\ comme une seule barre oblique inverse\u00a0; toute autre barre oblique inverse est conservée telle quelle. Une séquence mal formée, un point de code au-delà de U+10FFFF ou un substitut sans son partenaire est refusé, avec l\'indication de sa position.',
    params: {
      text: 'Texte à échapper, ou texte contenant des séquences \\u à décoder',
      mode: 'encode (par défaut) convertit le texte en séquences \\u\u00a0; decode reconvertit les séquences \\u en texte',
      all: 'Lors de l\'encodage, échapper aussi les caractères ASCII (false par défaut)',
    },
  },
  'pt-br': {
    summary: 'Escreve texto com escapes \\uXXXX ou decodifica esses escapes de volta em texto',
    description: 'A codificação escreve cada caractere não ASCII como \\u e quatro dígitos hexadecimais minúsculos para cada uma de suas unidades de código UTF-16, então um caractere fora do BMP vira um par substituto (😀 vira \\ud83d\\ude00), como em JSON, JavaScript e Java; uma barra invertida vira \\\\ para que a decodificação devolva exatamente o texto. Com all=true, todos os caracteres recebem escape, inclusive os ASCII. A decodificação lê os escapes \\uXXXX (maiúsculas ou minúsculas) e \\u{1F600}, e \\\\ como uma barra invertida; qualquer outra barra invertida é mantida como está. Um escape malformado, um ponto de código além de U+10FFFF ou um substituto sem seu par é recusado, com a indicação de sua posição.',
    params: {
      text: 'Texto para fazer escape, ou texto com escapes \\u a decodificar',
      mode: 'encode (padrão) converte o texto em escapes \\u; decode converte os escapes \\u de volta em texto',
      all: 'Ao codificar, fazer escape também dos caracteres ASCII (padrão false)',
    },
  },
  'zh-cn': {
    summary: '用 \\uXXXX 转义序列写出文本，或将这类转义序列解码回文本',
    description: '编码时，将每个非 ASCII 字符的各个 UTF-16 码元写成 \\u 加四位小写十六进制数字，因此 BMP 之外的字符会变成代理对（😀 写作 \\ud83d\\ude00），与 JSON、JavaScript 和 Java 中相同；反斜杠写成 \\\\，以便解码时能准确还原文本。all=true 时转义所有字符，包括 ASCII。解码时读取 \\uXXXX（不区分大小写）和 \\u{1F600} 转义序列，并将 \\\\ 读作一个反斜杠；其他反斜杠保持原样。格式错误的转义序列、超出 U+10FFFF 的码位或缺少配对的代理项会被拒绝，并指出其位置。',
    params: {
      text: '要转义的文本，或含有待解码 \\u 转义序列的文本',
      mode: 'encode（默认）将文本转换为 \\u 转义序列；decode 将 \\u 转义序列转换回文本',
      all: '编码时也转义 ASCII 字符（默认 false）',
    },
  },
})
