import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { CodecOutput } from '../kits/dev-results.ts'

// ICAO Annex 10, volume II, and ITU-R M.1172: the spelling alphabet and the figures.
const WORDS = [
  'Alfa', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima', 'Mike',
  'November', 'Oscar', 'Papa', 'Quebec', 'Romeo', 'Sierra', 'Tango', 'Uniform', 'Victor', 'Whiskey', 'X-ray', 'Yankee', 'Zulu',
]
const DIGITS = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine']

// Upper case word -> character; the usual spellings besides ICAO's, and radio pronunciations of digits.
const READ = new Map<string, string>([
  ...WORDS.map((word, i) => [word.toUpperCase(), String.fromCharCode(65 + i)] as const),
  ...DIGITS.map((word, i) => [word.toUpperCase(), String(i)] as const),
  ['ALPHA', 'A'], ['JULIET', 'J'], ['XRAY', 'X'], ['X-RAY', 'X'], ['WHISKY', 'W'],
  ['NINER', '9'], ['FIFE', '5'], ['TREE', '3'], ['FOWER', '4'],
])

/**
 * Every character becomes one item: a letter A-Z its code word, a digit its number word, anything
 * else (a space, punctuation, é) itself; items are joined by one space, so a space in the text
 * shows as three spaces between words.
 */
export function toNato(text: string): string {
  const items: string[] = []
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code >= 48 && code <= 57) items.push(DIGITS[code - 48]!)
    else if (/^[a-z]$/i.test(char)) items.push(WORDS[char.toUpperCase().charCodeAt(0) - 65]!)
    else items.push(char)
  }
  return items.join(' ')
}

/**
 * Reads items separated by single spaces, where an item may itself be a space (so three spaces
 * are a space in the text, and two are too). A code word in any case becomes its letter (upper
 * case) or digit; anything else is kept as it is.
 */
export function fromNato(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    let item: string
    if (/\s/.test(text[i]!)) {
      item = text[i]!
      i++
    } else {
      let end = i + 1
      while (end < text.length && !/\s/.test(text[end]!)) end++
      item = text.slice(i, end)
      i = end
    }
    out += READ.get(item.toUpperCase()) ?? item
    // The separator after an item is one space; a line break or tab is an item of its own.
    if (text[i] === ' ') i++
  }
  return out
}

export default defineOperation({
  category: 'encode',
  name: 'nato',
  input: 'json',
  summary: 'Spell text with the NATO / ICAO phonetic alphabet, or read it back',
  description: 'Encoding turns each letter A-Z (any case) into its ICAO code word (Alfa, Bravo, … Juliett, … X-ray, … Zulu) and each digit into Zero … Nine; '
    + 'every other character (spaces, punctuation, accented letters) is kept as it is. The items are separated by one space, so a space of the text shows as three spaces. '
    + 'Decoding reads the items back in any case: the ICAO words and also Alpha, Juliet, Xray, Whisky, and the radio figures Niner, Fife, Tree and Fower; '
    + 'letters come back in upper case and anything that is not a code word is kept.',
  params: z.object({
    text: textParam('Text to spell, or NATO code words to read back'),
    mode: encodeMode('NATO code words'),
  }),
  result: CodecOutput,
  examples: [
    { title: 'spell', params: { text: 'Hi 5' }, result: { mode: 'encode', output: 'Hotel India   Five' } },
    { title: 'read back, other spellings too', params: { text: 'alpha juliet   tree niner', mode: 'decode' }, result: { mode: 'decode', output: 'AJ 39' } },
  ],
  run: ({ text, mode }) => ({ mode, output: mode === 'encode' ? toNato(text) : fromNato(text) }),
  es: {
    summary: 'Deletrea texto con el alfabeto fonético de la OTAN / OACI, o lo lee de vuelta',
    description: 'Al codificar, cada letra A-Z (en mayúsculas o minúsculas) se convierte en su palabra clave de la OACI (Alfa, Bravo, … Juliett, … X-ray, … Zulu) y cada dígito en Zero … Nine; cualquier otro carácter (espacios, signos, letras acentuadas) se mantiene tal cual. Los elementos se separan con un espacio, así que un espacio del texto aparece como tres espacios. Al decodificar se leen los elementos en mayúsculas o minúsculas: las palabras de la OACI y también Alpha, Juliet, Xray, Whisky y las cifras radiofónicas Niner, Fife, Tree y Fower; las letras vuelven en mayúsculas y lo que no es una palabra clave se conserva.',
    params: {
      text: 'Texto que se deletrea, o palabras clave de la OTAN que se leen de vuelta',
      mode: 'encode (por defecto) deletrea el texto con palabras clave de la OTAN; decode convierte las palabras clave de nuevo en texto',
    },
  },
})
