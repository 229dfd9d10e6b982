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
  de: {
    summary: 'Buchstabiert Text mit dem NATO-/ICAO-Buchstabieralphabet oder liest ihn zurück',
    description: 'Beim Codieren wird jeder Buchstabe A-Z (Groß- oder Kleinschreibung) zu seinem ICAO-Codewort (Alfa, Bravo, … Juliett, … X-ray, … Zulu) und jede Ziffer zu Zero … Nine; alle anderen Zeichen (Leerzeichen, Satzzeichen, Buchstaben mit Akzent) bleiben unverändert. Die Elemente werden durch ein Leerzeichen getrennt, sodass ein Leerzeichen des Texts als drei Leerzeichen erscheint. Beim Decodieren werden die Elemente in beliebiger Schreibweise zurückgelesen: die ICAO-Wörter sowie Alpha, Juliet, Xray, Whisky und die Funkzahlen Niner, Fife, Tree und Fower; Buchstaben kommen als Großbuchstaben zurück, und alles, was kein Codewort ist, bleibt erhalten.',
    params: {
      text: 'Zu buchstabierender Text oder zurückzulesende NATO-Codewörter',
      mode: 'encode (Standard) wandelt Text in NATO-Codewörter um; decode wandelt NATO-Codewörter zurück in Text',
    },
  },
  fr: {
    summary: 'Épelle du texte avec l\'alphabet phonétique de l\'OTAN / OACI, ou le relit',
    description: 'L\'encodage transforme chaque lettre A-Z (majuscule ou minuscule) en son mot de code OACI (Alfa, Bravo, … Juliett, … X-ray, … Zulu) et chaque chiffre en Zero … Nine\u00a0; tout autre caractère (espaces, ponctuation, lettres accentuées) est conservé tel quel. Les éléments sont séparés par une espace, si bien qu\'une espace du texte apparaît comme trois espaces. Le décodage relit les éléments, quelle que soit la casse\u00a0: les mots de l\'OACI, ainsi qu\'Alpha, Juliet, Xray, Whisky et les chiffres radio Niner, Fife, Tree et Fower\u00a0; les lettres reviennent en majuscules et tout ce qui n\'est pas un mot de code est conservé.',
    params: {
      text: 'Texte à épeler, ou mots de code de l\'OTAN à relire',
      mode: 'encode (par défaut) convertit le texte en mots de code de l\'OTAN\u00a0; decode reconvertit les mots de code en texte',
    },
  },
  'pt-br': {
    summary: 'Soletra texto com o alfabeto fonético da OTAN / OACI, ou o lê de volta',
    description: 'A codificação transforma cada letra A-Z (maiúscula ou minúscula) em sua palavra-código da OACI (Alfa, Bravo, … Juliett, … X-ray, … Zulu) e cada dígito em Zero … Nine; qualquer outro caractere (espaços, pontuação, letras acentuadas) é mantido como está. Os itens são separados por um espaço, então um espaço do texto aparece como três espaços. A decodificação lê os itens de volta em maiúsculas ou minúsculas: as palavras da OACI e também Alpha, Juliet, Xray, Whisky e os algarismos de rádio Niner, Fife, Tree e Fower; as letras voltam em maiúsculas, e o que não é palavra-código é mantido.',
    params: {
      text: 'Texto a soletrar, ou palavras-código da OTAN a ler de volta',
      mode: 'encode (padrão) converte o texto em palavras-código da OTAN; decode converte as palavras-código de volta em texto',
    },
  },
  'zh-cn': {
    summary: '使用北约 / ICAO 音标字母拼读文本，或将其读回',
    description: '编码时，将每个字母 A-Z（不区分大小写）转换为对应的 ICAO 代码词（Alfa、Bravo、… Juliett、… X-ray、… Zulu），将每个数字转换为 Zero … Nine；其他字符（空格、标点、带重音的字母）保持不变。各项之间用一个空格分隔，因此文本中的一个空格显示为三个空格。解码时不区分大小写地读回各项：ICAO 代码词，以及 Alpha、Juliet、Xray、Whisky 和无线电数字读法 Niner、Fife、Tree、Fower；字母以大写返回，不是代码词的内容保持不变。',
    params: {
      text: '要拼读的文本，或要读回的北约代码词',
      mode: 'encode（默认）将文本转换为北约代码词；decode 将北约代码词转换回文本',
    },
  },
})
