import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, locate, textParam } from '../../lib/data/codec.ts'
import { firstInvalidByte } from '../../lib/text/utf8.ts'
import { CodecOutput } from '../kits/dev-results.ts'

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** Index of the first surrogate that is not half of a pair, or -1. */
function loneSurrogate(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(i + 1))) i++
    else if (isHighSurrogate(unit) || isLowSurrogate(unit)) return i
  }
  return -1
}

/** encodeURIComponent, with a lone surrogate (only possible via a JSON \ud800 escape) as a 422 naming it. */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch (error) {
    const at = loneSurrogate(text)
    if (at === -1) throw error
    throw new OperationError('URL_LONE_SURROGATE', { position: locate(text, at).position, code: text.charCodeAt(at).toString(16) })
  }
}

/**
 * decodeURIComponent semantics (every %XX is decoded, + stays a plus sign), but a malformed escape or
 * escapes that are not UTF-8 are a 422 naming where they start, in characters counted from 1.
 */
export function percentDecode(text: string): string {
  const parts: string[] = []
  // Escaped bytes of one run; a run never holds more than a third of the text.
  const scratch = Buffer.allocUnsafe(Math.floor(text.length / 3))
  let copied = 0
  for (let start = text.indexOf('%'); start !== -1; start = text.indexOf('%', copied)) {
    parts.push(text.slice(copied, start))
    // A run of consecutive escapes holds the bytes of one or more characters.
    let i = start
    let length = 0
    while (text.charCodeAt(i) === 0x25) { // %
      const high = hexValue(text.charCodeAt(i + 1))
      const low = hexValue(text.charCodeAt(i + 2))
      if (high < 0 || low < 0) {
        throw new OperationError('URL_MALFORMED_ESCAPE', { escape: text.slice(i, i + 3), position: locate(text, i).position })
      }
      scratch[length++] = (high << 4) | low
      i += 3
    }
    copied = i
    if (length === 1 && scratch[0]! < 0x80) { // the common case, one escaped ASCII character
      parts.push(String.fromCharCode(scratch[0]!))
      continue
    }
    const run = scratch.subarray(0, length)
    const bad = firstInvalidByte(run)
    if (bad < length) {
      const at = start + 3 * bad
      throw new OperationError('URL_INVALID_UTF8', { position: locate(text, at).position, sequence: text.slice(at, Math.min(i, at + 12)) })
    }
    parts.push(run.toString('utf8'))
  }
  parts.push(text.slice(copied))
  return parts.join('')
}

/** Value of a hex digit's character code, or -1 (NaN, past the end, is not a digit either). */
function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30
  const lower = code | 0x20
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1
}

export default defineOperation({
  category: 'dev',
  name: 'url-encode',
  input: 'json',
  summary: 'Percent-encode text for a URL component, or decode it',
  description: 'Encoding follows JavaScript encodeURIComponent: every character except A-Z a-z 0-9 - _ . ! ~ * \' ( ) is written as the '
    + '%XX escapes of its UTF-8 bytes, so the result is safe as one query value or path segment (a space becomes %20, not +). '
    + 'Decoding follows decodeURIComponent: every %XX escape is decoded, including reserved characters such as %2F, and + stays a plus sign. '
    + 'An escape that is not % and two hex digits, or escapes that do not form UTF-8, are refused with their position.',
  params: z.object({
    text: textParam('Text to encode, or percent-encoded text to decode'),
    mode: encodeMode('percent-encoding'),
  }),
  result: CodecOutput,
  examples: [
    { title: 'encode', params: { text: 'a b&c=d/é' }, result: { mode: 'encode', output: 'a%20b%26c%3Dd%2F%C3%A9' } },
    { title: 'decode', params: { text: 'caf%C3%A9%20cr%C3%A8me+br%C3%BBl%C3%A9e', mode: 'decode' }, result: { mode: 'decode', output: 'café crème+brûlée' } },
  ],
  run: ({ text, mode }) => ({ mode, output: mode === 'encode' ? percentEncode(text) : percentDecode(text) }),
  es: {
    summary: 'Codifica texto con porcentajes para un componente de URL, o lo decodifica',
    description: "La codificación sigue a encodeURIComponent de JavaScript: todo carácter salvo A-Z a-z 0-9 - _ . ! ~ * ' ( ) se escribe como los escapes %XX de sus bytes UTF-8, de modo que el resultado es seguro como un valor de query o un segmento de ruta (un espacio pasa a ser %20, no +). La decodificación sigue a decodeURIComponent: se decodifica todo escape %XX, incluidos caracteres reservados como %2F, y + sigue siendo un signo más. Un escape que no sea % seguido de dos dígitos hexadecimales, o escapes que no formen UTF-8, se rechazan indicando su posición.",
    params: {
      text: 'Texto que se codifica, o texto codificado con porcentajes que se decodifica',
      mode: 'encode (por defecto) convierte el texto en codificación por porcentajes; decode la convierte de nuevo en texto',
    },
  },
  de: {
    summary: 'Prozentcodiert Text für eine URL-Komponente oder decodiert ihn',
    description: "Die Codierung folgt encodeURIComponent aus JavaScript: Jedes Zeichen außer A-Z a-z 0-9 - _ . ! ~ * ' ( ) wird als %XX-Escapesequenzen seiner UTF-8-Bytes geschrieben, sodass das Ergebnis sicher als einzelner Abfragewert oder Pfadsegment verwendet werden kann (ein Leerzeichen wird zu %20, nicht zu +). Die Decodierung folgt decodeURIComponent: Jede %XX-Escapesequenz wird decodiert, auch reservierte Zeichen wie %2F, und + bleibt ein Pluszeichen. Eine Escapesequenz, die nicht aus % und zwei Hexadezimalziffern besteht, oder Escapesequenzen, die kein gültiges UTF-8 bilden, werden unter Angabe ihrer Position abgelehnt.",
    params: {
      text: 'Zu codierender Text oder zu decodierender prozentcodierter Text',
      mode: 'encode (Standard) wandelt den Text in Prozentcodierung um; decode wandelt sie zurück in Text',
    },
  },
  fr: {
    summary: "Encode du texte en pourcentage pour un composant d'URL, ou le décode",
    description: "L'encodage suit encodeURIComponent de JavaScript\u00a0: tout caractère sauf A-Z a-z 0-9 - _ .\u00a0! ~ * ' ( ) est écrit sous forme des échappements %XX de ses octets UTF-8, si bien que le résultat peut servir sans risque de valeur de requête ou de segment de chemin (un espace devient %20, et non +). Le décodage suit decodeURIComponent\u00a0: tout échappement %XX est décodé, y compris les caractères réservés comme %2F, et + reste un signe plus. Un échappement qui n'est pas % suivi de deux chiffres hexadécimaux, ou des échappements qui ne forment pas de l'UTF-8, sont refusés avec leur position.",
    params: {
      text: 'Texte à encoder, ou texte encodé en pourcentage à décoder',
      mode: "encode (par défaut) convertit le texte en encodage pourcentage\u00a0; decode le reconvertit en texte",
    },
  },
  'pt-br': {
    summary: 'Codifica texto com porcentagem para um componente de URL, ou o decodifica',
    description: "A codificação segue o encodeURIComponent do JavaScript: todo caractere, exceto A-Z a-z 0-9 - _ . ! ~ * ' ( ), é escrito como os escapes %XX de seus bytes UTF-8, de modo que o resultado é seguro como um valor de query ou um segmento de caminho (um espaço vira %20, não +). A decodificação segue o decodeURIComponent: todo escape %XX é decodificado, inclusive caracteres reservados como %2F, e + continua sendo um sinal de mais. Um escape que não seja % seguido de dois dígitos hexadecimais, ou escapes que não formem UTF-8, são recusados com a indicação de sua posição.",
    params: {
      text: 'Texto a codificar, ou texto codificado com porcentagem a decodificar',
      mode: 'encode (padrão) converte o texto em codificação por porcentagem; decode a converte de volta em texto',
    },
  },
  'zh-cn': {
    summary: '对文本进行百分号编码以用作 URL 组成部分，或对其解码',
    description: "编码遵循 JavaScript 的 encodeURIComponent：除 A-Z a-z 0-9 - _ . ! ~ * ' ( ) 以外的每个字符都写为其 UTF-8 字节的 %XX 转义，因此结果可安全地用作单个查询值或路径段（空格变为 %20，而不是 +）。解码遵循 decodeURIComponent：每个 %XX 转义都会被解码，包括 %2F 等保留字符，而 + 仍为加号。不是 % 加两位十六进制数字的转义，或无法构成 UTF-8 的转义，会被拒绝并给出其位置。",
    params: {
      text: '要编码的文本，或要解码的百分号编码文本',
      mode: 'encode（默认）将文本转换为百分号编码；decode 将其转换回文本',
    },
  },
})
