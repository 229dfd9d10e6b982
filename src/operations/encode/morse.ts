import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, excerpt, locate, textParam } from '../../lib/data/codec.ts'
import { CodecOutput } from '../kits/dev-results.ts'

// ITU-R M.1677-1 (10/2009), section 1.1: letters, figures and punctuation marks.
const CODES: readonly [string, string][] = [
  ['A', '.-'], ['B', '-...'], ['C', '-.-.'], ['D', '-..'], ['E', '.'], ['F', '..-.'], ['G', '--.'],
  ['H', '....'], ['I', '..'], ['J', '.---'], ['K', '-.-'], ['L', '.-..'], ['M', '--'], ['N', '-.'],
  ['O', '---'], ['P', '.--.'], ['Q', '--.-'], ['R', '.-.'], ['S', '...'], ['T', '-'], ['U', '..-'],
  ['V', '...-'], ['W', '.--'], ['X', '-..-'], ['Y', '-.--'], ['Z', '--..'], ['É', '..-..'],
  ['1', '.----'], ['2', '..---'], ['3', '...--'], ['4', '....-'], ['5', '.....'],
  ['6', '-....'], ['7', '--...'], ['8', '---..'], ['9', '----.'], ['0', '-----'],
  ['.', '.-.-.-'], [',', '--..--'], [':', '---...'], ['?', '..--..'], ["'", '.----.'],
  ['-', '-....-'], ['/', '-..-.'], ['(', '-.--.'], [')', '-.--.-'], ['"', '.-..-.'],
  ['=', '-...-'], ['+', '.-.-.'], ['@', '.--.-.'],
]
const ENCODE = new Map<string, string>([...CODES, ['×', '-..-']]) // the multiplication sign is sent as X
const DECODE = new Map<string, string>(CODES.map(([char, code]) => [code, char]))

// Dots and dashes as pasted from web pages and word processors.
const DOT = new Set(['.', '·', '•', '∙'])
const DASH = new Set(['-', '_', '−', '–', '—'])

export function toMorse(text: string): string {
  const words: string[] = []
  for (const match of text.matchAll(/\S+/g)) {
    const letters: string[] = []
    let offset = match.index
    for (const char of match[0]) {
      const code = ENCODE.get(char) ?? ENCODE.get(char.toUpperCase())
      if (code === undefined) throw new OperationError('MORSE_UNSUPPORTED_CHAR', locate(text, offset))
      letters.push(code)
      offset += char.length
    }
    words.push(letters.join(' '))
  }
  return words.join(' / ')
}

export function fromMorse(text: string): string {
  const words: string[] = []
  let word = ''
  // A token is a code, a slash, or a run of whitespace; a slash, a line break or 3+ spaces end a word.
  for (const match of text.matchAll(/\/|\s+|[^\s/]+/g)) {
    const token = match[0]
    if (token === '/' || /\s/.test(token[0]!)) {
      if (token === '/' || token.length >= 3 || /[\n\r]/.test(token)) {
        if (word !== '') words.push(word)
        word = ''
      }
      continue
    }
    let code = ''
    let offset = match.index
    for (const char of token) {
      if (DOT.has(char)) code += '.'
      else if (DASH.has(char)) code += '-'
      else throw new OperationError('MORSE_INVALID_CHAR', locate(text, offset))
      offset += char.length
    }
    const letter = DECODE.get(code)
    if (letter === undefined) {
      throw new OperationError('MORSE_UNKNOWN_CODE', { code: excerpt(token), position: locate(text, match.index).position })
    }
    word += letter
  }
  if (word !== '') words.push(word)
  return words.join(' ')
}

export default defineOperation({
  category: 'encode',
  name: 'morse',
  input: 'json',
  summary: 'Encode text as International Morse code or decode Morse back to text',
  description: 'Uses the ITU-R M.1677-1 table: letters A-Z (any case), É, digits 0-9 and the punctuation . , : ? \' - / ( ) " = + @ '
    + '(× is sent as X). Encoding separates letters with a space and words with " / "; any run of whitespace in the text is one word break. '
    + 'A character without a Morse code is refused, naming the first one. Decoding reads dots (.) and dashes (-; also · • and _ − – —), '
    + 'letters separated by one or two spaces and words by "/", a line break or three or more spaces; it returns upper case letters.',
  params: z.object({
    text: textParam('Text to encode, or Morse code to decode'),
    mode: encodeMode('Morse code'),
  }),
  result: CodecOutput,
  examples: [
    { title: 'encode', params: { text: 'SOS' }, result: { mode: 'encode', output: '... --- ...' } },
    { title: 'words and punctuation', params: { text: 'Hello, world' }, result: { mode: 'encode', output: '.... . .-.. .-.. --- --..-- / .-- --- .-. .-.. -..' } },
    { title: 'decode', params: { text: '.-- .... .- - / .... .- - .... / --. --- -.. / .-- .-. --- ..- --. .... - ..--..', mode: 'decode' }, result: { mode: 'decode', output: 'WHAT HATH GOD WROUGHT?' } },
  ],
  run: ({ text, mode }) => ({ mode, output: mode === 'encode' ? toMorse(text) : fromMorse(text) }),
  es: {
    summary: 'Codifica texto en código Morse internacional o decodifica Morse a texto',
    description: "Usa la tabla de la ITU-R M.1677-1: las letras A-Z (en mayúsculas o minúsculas), É, los dígitos 0-9 y la puntuación . , : ? ' - / ( ) \" = + @ (× se envía como X). Al codificar se separan las letras con un espacio y las palabras con \" / \"; cualquier tramo de espacios en blanco del texto es un salto de palabra. Un carácter sin código Morse se rechaza, indicando el primero. Al decodificar se leen puntos (.) y rayas (-; también · • y _ − – —), con las letras separadas por uno o dos espacios y las palabras por \"/\", un salto de línea o tres o más espacios; devuelve letras mayúsculas.",
    params: {
      text: 'Texto que se codifica, o código Morse que se decodifica',
      mode: 'encode (por defecto) convierte el texto en código Morse; decode convierte el código Morse de nuevo en texto',
    },
  },
})
