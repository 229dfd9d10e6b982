import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { base85Decode, base85Encode } from '../../lib/encoding/base85.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'encode',
  name: 'base85',
  input: 'json',
  summary: 'Encode text as Base85 (Ascii85, Z85 or RFC 1924) or decode it back to text',
  description: 'Every 4 bytes of the UTF-8 text become 5 characters, most significant first. '
    + 'variant ascii85 (default) is Adobe Ascii85 (characters ! to u): an all-zero group is written z and a last group of n bytes as n + 1 characters; '
    + 'the output has no <~ ~> delimiters, and decoding takes the text with or without them. '
    + 'z85 is ZeroMQ Z85 (RFC 32): it encodes only a multiple of 4 bytes and decodes only a multiple of 5 characters. '
    + 'rfc1924 is the RFC 1924 alphabet (0-9, A-Z, a-z, !#$%&()*+-;<=>?@^_`{|}~) in 4-byte groups, with a short last group as in Ascii85: what git binary patches and Python\'s base64.b85encode write. '
    + 'Decoding ignores whitespace and refuses a character outside the variant\'s alphabet, a last group of one character or a group worth more than 2^32 - 1, naming its position; the decoded bytes must be valid UTF-8.',
  params: z.object({
    text: textParam('Text to encode, or Base85 to decode'),
    mode: encodeMode('Base85'),
    variant: z.enum(['ascii85', 'z85', 'rfc1924']).default('ascii85')
      .describe('ascii85 (default): Adobe Ascii85; z85: ZeroMQ Z85 (multiples of 4 bytes only); rfc1924: the RFC 1924 alphabet as git and Python\'s b85encode use it'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'Ascii85', params: { text: 'Hello, World!' }, result: { mode: 'encode', output: '87cURD_*#4DfTZ)+T', bytes: 13 } },
    { title: 'Z85 (a multiple of 4 bytes)', params: { text: 'Hello, Z85!!', variant: 'z85' }, result: { mode: 'encode', output: 'nm=QNz.92mi5I<5', bytes: 12 } },
    { title: 'decode RFC 1924', params: { text: 'NM&qnZ!92JZ*pv8', mode: 'decode', variant: 'rfc1924' }, result: { mode: 'decode', output: 'Hello, World', bytes: 12 } },
  ],
  run: ({ text, mode, variant }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      if (variant === 'z85' && bytes.length % 4 !== 0) throw new OperationError('Z85_BYTES', { count: bytes.length, add: 4 - (bytes.length % 4) })
      return { mode, output: base85Encode(bytes, variant), bytes: bytes.length }
    }
    const bytes = base85Decode(text, variant)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base85 (Ascii85, Z85 o RFC 1924) o lo decodifica a texto',
    description: 'Cada 4 bytes del texto en UTF-8 se convierten en 5 caracteres, el más significativo primero. La variante ascii85 (por defecto) es el Ascii85 de Adobe (caracteres de ! a u): un grupo de ceros se escribe z y un último grupo de n bytes como n + 1 caracteres; la salida no lleva los delimitadores <~ ~>, y al decodificar se acepta el texto con ellos o sin ellos. z85 es el Z85 de ZeroMQ (RFC 32): solo codifica un múltiplo de 4 bytes y solo decodifica un múltiplo de 5 caracteres. rfc1924 es el alfabeto del RFC 1924 (0-9, A-Z, a-z, !#$%&()*+-;<=>?@^_`{|}~) en grupos de 4 bytes, con un último grupo corto como en Ascii85: lo que escriben los parches binarios de git y base64.b85encode de Python. Al decodificar se ignoran los espacios en blanco y se rechaza, indicando su posición, un carácter fuera del alfabeto de la variante, un último grupo de un solo carácter o un grupo que valga más de 2^32 - 1; los bytes decodificados deben ser UTF-8 válido.',
    params: {
      text: 'Texto que se codifica, o Base85 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base85; decode convierte Base85 de nuevo en texto',
      variant: 'ascii85 (por defecto): el Ascii85 de Adobe; z85: el Z85 de ZeroMQ (solo múltiplos de 4 bytes); rfc1924: el alfabeto del RFC 1924 tal como lo usan git y b85encode de Python',
    },
  },
  de: {
    summary: 'Codiert Text als Base85 (Ascii85, Z85 oder RFC 1924) oder decodiert ihn zurück in Text',
    description: 'Je 4 Bytes des UTF-8-Texts werden zu 5 Zeichen, das höchstwertige zuerst. variant ascii85 (Standard) ist Adobe Ascii85 (Zeichen ! bis u): Eine Gruppe aus lauter Nullen wird als z geschrieben und eine letzte Gruppe aus n Bytes als n + 1 Zeichen; die Ausgabe hat keine Begrenzer <~ ~>, und beim Decodieren wird der Text mit oder ohne sie angenommen. z85 ist ZeroMQ Z85 (RFC 32): Es codiert nur ein Vielfaches von 4 Bytes und decodiert nur ein Vielfaches von 5 Zeichen. rfc1924 ist das Alphabet aus RFC 1924 (0-9, A-Z, a-z, !#$%&()*+-;<=>?@^_`{|}~) in 4-Byte-Gruppen, mit einer kurzen letzten Gruppe wie bei Ascii85: das, was binäre git-Patches und base64.b85encode von Python schreiben. Beim Decodieren wird Leerraum ignoriert; ein Zeichen außerhalb des Alphabets der Variante, eine letzte Gruppe aus nur einem Zeichen oder eine Gruppe mit einem Wert über 2^32 - 1 wird unter Angabe der Position abgelehnt; die decodierten Bytes müssen gültiges UTF-8 sein.',
    params: {
      text: 'Zu codierender Text oder zu decodierendes Base85',
      mode: 'encode (Standard) wandelt Text in Base85 um; decode wandelt Base85 zurück in Text',
      variant: 'ascii85 (Standard): Adobe Ascii85; z85: ZeroMQ Z85 (nur Vielfache von 4 Bytes); rfc1924: das Alphabet aus RFC 1924, wie git und b85encode von Python es verwenden',
    },
  },
  fr: {
    summary: 'Encode du texte en Base85 (Ascii85, Z85 ou RFC 1924) ou le décode en texte',
    description: 'Chaque groupe de 4 octets du texte UTF-8 devient 5 caractères, le plus significatif en premier. La variante ascii85 (par défaut) est l\'Ascii85 d\'Adobe (caractères de\u00a0! à u)\u00a0: un groupe entièrement nul s\'écrit z et un dernier groupe de n octets s\'écrit avec n + 1 caractères\u00a0; la sortie n\'a pas de délimiteurs <~ ~>, et le décodage accepte le texte avec ou sans eux. z85 est le Z85 de ZeroMQ (RFC 32)\u00a0: il n\'encode qu\'un multiple de 4 octets et ne décode qu\'un multiple de 5 caractères. rfc1924 est l\'alphabet de la RFC 1924 (0-9, A-Z, a-z, !#$%&()*+-;<=>?@^_`{|}~) en groupes de 4 octets, avec un dernier groupe court comme en Ascii85\u00a0: ce qu\'écrivent les correctifs binaires de git et base64.b85encode de Python. Le décodage ignore les espaces blancs et refuse, en indiquant sa position, un caractère hors de l\'alphabet de la variante, un dernier groupe d\'un seul caractère ou un groupe valant plus de 2^32 - 1\u00a0; les octets décodés doivent être de l\'UTF-8 valide.',
    params: {
      text: 'Texte à encoder, ou Base85 à décoder',
      mode: 'encode (par défaut) convertit le texte en Base85\u00a0; decode reconvertit le Base85 en texte',
      variant: 'ascii85 (par défaut)\u00a0: l\'Ascii85 d\'Adobe\u00a0; z85\u00a0: le Z85 de ZeroMQ (multiples de 4 octets uniquement)\u00a0; rfc1924\u00a0: l\'alphabet de la RFC 1924, tel que l\'utilisent git et b85encode de Python',
    },
  },
  'pt-br': {
    summary: 'Codifica texto em Base85 (Ascii85, Z85 ou RFC 1924) ou o decodifica de volta em texto',
    description: 'Cada 4 bytes do texto em UTF-8 se tornam 5 caracteres, o mais significativo primeiro. A variante ascii85 (padrão) é o Ascii85 da Adobe (caracteres de ! a u): um grupo só de zeros é escrito z, e um último grupo de n bytes, como n + 1 caracteres; a saída não tem os delimitadores <~ ~>, e a decodificação aceita o texto com ou sem eles. z85 é o Z85 do ZeroMQ (RFC 32): só codifica um múltiplo de 4 bytes e só decodifica um múltiplo de 5 caracteres. rfc1924 é o alfabeto do RFC 1924 (0-9, A-Z, a-z, !#$%&()*+-;<=>?@^_`{|}~) em grupos de 4 bytes, com um último grupo curto como no Ascii85: o que os patches binários do git e o base64.b85encode do Python escrevem. A decodificação ignora espaços em branco e recusa, indicando sua posição, um caractere fora do alfabeto da variante, um último grupo de um só caractere ou um grupo que valha mais de 2^32 - 1; os bytes decodificados devem ser UTF-8 válido.',
    params: {
      text: 'Texto a codificar, ou Base85 a decodificar',
      mode: 'encode (padrão) converte o texto em Base85; decode converte Base85 de volta em texto',
      variant: 'ascii85 (padrão): o Ascii85 da Adobe; z85: o Z85 do ZeroMQ (apenas múltiplos de 4 bytes); rfc1924: o alfabeto do RFC 1924 como o git e o b85encode do Python o usam',
    },
  },
  'zh-cn': {
    summary: '将文本编码为 Base85（Ascii85、Z85 或 RFC 1924），或将其解码回文本',
    description: 'UTF-8 文本每 4 个字节变为 5 个字符，高位在前。variant 为 ascii85（默认）时即 Adobe Ascii85（字符 ! 到 u）：全零分组写作 z，最后一个 n 字节的分组写成 n + 1 个字符；输出不带 <~ ~> 定界符，解码时带或不带定界符均可。z85 即 ZeroMQ Z85（RFC 32）：只能编码 4 字节的倍数，只能解码 5 个字符的倍数。rfc1924 是 RFC 1924 字母表（0-9、A-Z、a-z、!#$%&()*+-;<=>?@^_`{|}~），按 4 字节分组，最后一个分组可以较短，与 Ascii85 相同：即 git 二进制补丁和 Python 的 base64.b85encode 所写的格式。解码时忽略空白；遇到该变体字母表以外的字符、只有一个字符的最后分组或值超过 2^32 - 1 的分组时拒绝，并指出其位置；解码得到的字节必须是有效的 UTF-8。',
    params: {
      text: '要编码的文本，或要解码的 Base85',
      mode: 'encode（默认）将文本转换为 Base85；decode 将 Base85 转换回文本',
      variant: 'ascii85（默认）：Adobe Ascii85；z85：ZeroMQ Z85（仅限 4 字节的倍数）；rfc1924：git 和 Python 的 b85encode 所用的 RFC 1924 字母表',
    },
  },
})
