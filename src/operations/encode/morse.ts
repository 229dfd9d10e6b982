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
  de: {
    summary: 'Codiert Text als internationalen Morsecode oder decodiert Morsecode zurück in Text',
    description: 'Verwendet die Tabelle aus ITU-R M.1677-1: Buchstaben A-Z (Groß- oder Kleinschreibung), É, Ziffern 0-9 und die Satzzeichen . , : ? \' - / ( ) " = + @ (× wird als X gesendet). Beim Codieren werden Buchstaben durch ein Leerzeichen und Wörter durch " / " getrennt; jede Folge von Leerraum im Text ist eine Worttrennung. Ein Zeichen ohne Morsecode wird abgelehnt, wobei das erste genannt wird. Beim Decodieren werden Punkte (.) und Striche (-; auch · • und _ − – —) gelesen, Buchstaben getrennt durch ein oder zwei Leerzeichen und Wörter durch "/", einen Zeilenumbruch oder drei oder mehr Leerzeichen; zurückgegeben werden Großbuchstaben.',
    params: {
      text: 'Zu codierender Text oder zu decodierender Morsecode',
      mode: 'encode (Standard) wandelt Text in Morsecode um; decode wandelt Morsecode zurück in Text',
    },
  },
  fr: {
    summary: 'Encode du texte en code Morse international ou décode du Morse en texte',
    description: 'Utilise la table de la recommandation ITU-R M.1677-1\u00a0: les lettres A-Z (majuscules ou minuscules), É, les chiffres 0-9 et la ponctuation . ,\u00a0:\u00a0? \' - / ( ) " = + @ (× est transmis comme X). L\'encodage sépare les lettres par une espace et les mots par " / "\u00a0; toute suite d\'espaces blancs dans le texte compte pour une séparation de mots. Un caractère sans code Morse est refusé, en indiquant le premier. Le décodage lit les points (.) et les traits (-\u00a0; aussi · • et _ − – —), les lettres séparées par une ou deux espaces et les mots par "/", un saut de ligne ou au moins trois espaces\u00a0; il renvoie des lettres majuscules.',
    params: {
      text: 'Texte à encoder, ou code Morse à décoder',
      mode: 'encode (par défaut) convertit le texte en code Morse\u00a0; decode reconvertit le code Morse en texte',
    },
  },
  'pt-br': {
    summary: 'Codifica texto em código Morse internacional ou decodifica Morse de volta em texto',
    description: 'Usa a tabela da ITU-R M.1677-1: as letras A-Z (maiúsculas ou minúsculas), É, os dígitos 0-9 e a pontuação . , : ? \' - / ( ) " = + @ (× é enviado como X). A codificação separa as letras com um espaço e as palavras com " / "; qualquer sequência de espaços em branco do texto é uma quebra de palavra. Um caractere sem código Morse é recusado, com a indicação do primeiro. A decodificação lê pontos (.) e traços (-; também · • e _ − – —), com as letras separadas por um ou dois espaços e as palavras por "/", uma quebra de linha ou três ou mais espaços; devolve letras maiúsculas.',
    params: {
      text: 'Texto a codificar, ou código Morse a decodificar',
      mode: 'encode (padrão) converte o texto em código Morse; decode converte o código Morse de volta em texto',
    },
  },
  'zh-cn': {
    summary: '将文本编码为国际摩尔斯电码，或将摩尔斯电码解码回文本',
    description: '使用 ITU-R M.1677-1 码表：字母 A-Z（不区分大小写）、É、数字 0-9 以及标点 . , : ? \' - / ( ) " = + @（× 按 X 发送）。编码时，字母之间用一个空格分隔，单词之间用 " / " 分隔；文本中任意一段连续空白都算作一次单词分隔。没有摩尔斯电码的字符会被拒绝，并指出第一个这样的字符。解码时读取点（.）和划（-；也可用 · • 和 _ − – —），字母之间以一个或两个空格分隔，单词之间以 "/"、换行符或三个及以上空格分隔；返回大写字母。',
    params: {
      text: '要编码的文本，或要解码的摩尔斯电码',
      mode: 'encode（默认）将文本转换为摩尔斯电码；decode 将摩尔斯电码转换回文本',
    },
  },
})
