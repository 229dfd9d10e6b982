import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { qpDecode, qpEncode } from '../../lib/encoding/quoted-printable.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'encode',
  name: 'quoted-printable',
  input: 'json',
  summary: 'Encode text as MIME quoted-printable (RFC 2045) or decode it back to text',
  description: 'Encoding follows RFC 2045 section 6.7 on the UTF-8 bytes of the text: printable ASCII except = stays as it is, every other byte is =XX '
    + '(upper case hex, so é is =C3=A9), a space or tab at the end of a line is encoded, a line holding only "." is written =2E, '
    + 'and lines longer than 76 characters are cut with soft line breaks (= at the end of the line), never inside an =XX. '
    + 'The text\'s line breaks are hard line breaks, written as line_break says (CRLF, the MIME canonical form, by default). '
    + 'Decoding reads =XX in either case, removes soft line breaks and the spaces and tabs that transports add at the ends of lines, keeps line breaks as they are, '
    + 'and refuses an = that starts neither an =XX nor a soft line break, naming its position. The decoded bytes must be valid UTF-8.',
  params: z.object({
    text: textParam('Text to encode, or quoted-printable to decode'),
    mode: encodeMode('quoted-printable'),
    line_break: z.enum(['crlf', 'lf']).default('crlf')
      .describe('Line breaks of the encoded text, hard and soft: crlf (default, as RFC 2045 and mail use) or lf (as Python\'s quopri writes for LF text). Decoding reads both'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode', params: { text: 'Café = 3 €' }, result: { mode: 'encode', output: 'Caf=C3=A9 =3D 3 =E2=82=AC', bytes: 13 } },
    { title: 'decode with a soft line break', params: { text: 'Gr=C3=BC=C3=9Fe aus M=\r\n=C3=BCnchen', mode: 'decode' }, result: { mode: 'decode', output: 'Grüße aus München', bytes: 20 } },
  ],
  run: ({ text, mode, line_break: lineBreak }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: qpEncode(bytes, lineBreak === 'crlf' ? '\r\n' : '\n'), bytes: bytes.length }
    }
    const bytes = qpDecode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en quoted-printable de MIME (RFC 2045) o lo decodifica a texto',
    description: 'La codificación sigue la sección 6.7 del RFC 2045 sobre los bytes UTF-8 del texto: el ASCII imprimible salvo = se mantiene tal cual, cualquier otro byte se escribe =XX (hexadecimal en mayúsculas, así que é es =C3=A9), un espacio o tabulador al final de una línea se codifica, una línea que solo contiene "." se escribe =2E y las líneas de más de 76 caracteres se cortan con saltos de línea suaves (= al final de la línea), nunca dentro de un =XX. Los saltos de línea del texto son saltos de línea duros, escritos como indique line_break (CRLF, la forma canónica de MIME, por defecto). Al decodificar se lee =XX en mayúsculas o minúsculas, se eliminan los saltos de línea suaves y los espacios y tabuladores que los sistemas de transporte añaden al final de las líneas, se conservan los saltos de línea tal como vienen y se rechaza, indicando su posición, un = que no empiece ni un =XX ni un salto de línea suave. Los bytes decodificados deben ser UTF-8 válido.',
    params: {
      text: 'Texto que se codifica, o quoted-printable que se decodifica',
      mode: 'encode (por defecto) convierte el texto en quoted-printable; decode convierte quoted-printable de nuevo en texto',
      line_break: 'Saltos de línea del texto codificado, duros y suaves: crlf (por defecto, como usan el RFC 2045 y el correo) o lf (como escribe quopri de Python para texto con LF). Al decodificar se leen ambos',
    },
  },
  de: {
    summary: 'Codiert Text als MIME-Quoted-Printable (RFC 2045) oder decodiert es zurück in Text',
    description: 'Das Codieren folgt RFC 2045, Abschnitt 6.7, angewandt auf die UTF-8-Bytes des Texts: Druckbares ASCII außer = bleibt unverändert, jedes andere Byte wird zu =XX (Hexadezimalziffern in Großbuchstaben, é ist also =C3=A9), ein Leerzeichen oder Tabulator am Zeilenende wird codiert, eine Zeile, die nur "." enthält, wird als =2E geschrieben, und Zeilen über 76 Zeichen werden mit weichen Zeilenumbrüchen (= am Zeilenende) umbrochen, nie innerhalb eines =XX. Die Zeilenumbrüche des Texts sind harte Zeilenumbrüche, geschrieben wie in line_break angegeben (standardmäßig CRLF, die kanonische MIME-Form). Beim Decodieren wird =XX in beliebiger Schreibweise gelesen; weiche Zeilenumbrüche sowie die Leerzeichen und Tabulatoren, die Transportsysteme an Zeilenenden anfügen, werden entfernt, Zeilenumbrüche bleiben unverändert, und ein =, das weder ein =XX noch einen weichen Zeilenumbruch einleitet, wird unter Angabe seiner Position abgelehnt. Die decodierten Bytes müssen gültiges UTF-8 sein.',
    params: {
      text: 'Zu codierender Text oder zu decodierendes Quoted-Printable',
      mode: 'encode (Standard) wandelt Text in Quoted-Printable um; decode wandelt Quoted-Printable zurück in Text',
      line_break: 'Zeilenumbrüche des codierten Texts, harte und weiche: crlf (Standard, wie RFC 2045 und E-Mail sie verwenden) oder lf (wie quopri von Python es für LF-Text schreibt). Beim Decodieren werden beide gelesen',
    },
  },
  fr: {
    summary: 'Encode du texte en quoted-printable MIME (RFC 2045) ou le décode en texte',
    description: 'L\'encodage suit la section 6.7 de la RFC 2045 sur les octets UTF-8 du texte\u00a0: l\'ASCII imprimable, sauf =, est conservé tel quel, tout autre octet s\'écrit =XX (hexadécimal en majuscules\u00a0: é donne donc =C3=A9), une espace ou une tabulation en fin de ligne est encodée, une ligne ne contenant que "." s\'écrit =2E, et les lignes de plus de 76 caractères sont coupées par des sauts de ligne souples (= en fin de ligne), jamais au milieu d\'un =XX. Les sauts de ligne du texte sont des sauts de ligne durs, écrits comme l\'indique line_break (CRLF, la forme canonique MIME, par défaut). Le décodage lit =XX quelle que soit la casse, supprime les sauts de ligne souples ainsi que les espaces et tabulations que les systèmes de transport ajoutent en fin de ligne, conserve les sauts de ligne tels quels et refuse, en indiquant sa position, un = qui ne commence ni un =XX ni un saut de ligne souple. Les octets décodés doivent être de l\'UTF-8 valide.',
    params: {
      text: 'Texte à encoder, ou quoted-printable à décoder',
      mode: 'encode (par défaut) convertit le texte en quoted-printable\u00a0; decode reconvertit le quoted-printable en texte',
      line_break: 'Sauts de ligne du texte encodé, durs et souples\u00a0: crlf (par défaut, comme l\'utilisent la RFC 2045 et le courrier électronique) ou lf (comme l\'écrit quopri de Python pour du texte en LF). Le décodage lit les deux',
    },
  },
  'pt-br': {
    summary: 'Codifica texto em quoted-printable do MIME (RFC 2045) ou o decodifica de volta em texto',
    description: 'A codificação segue a seção 6.7 do RFC 2045 sobre os bytes UTF-8 do texto: o ASCII imprimível, exceto =, é mantido como está, qualquer outro byte vira =XX (hexadecimal em maiúsculas, então o caractere é vira =C3=A9), um espaço ou tabulação no fim de uma linha é codificado, uma linha que contém apenas "." é escrita =2E, e as linhas com mais de 76 caracteres são quebradas com quebras de linha suaves (= no fim da linha), nunca dentro de um =XX. As quebras de linha do texto são quebras de linha rígidas, escritas como line_break indica (CRLF, a forma canônica do MIME, por padrão). A decodificação lê =XX em maiúsculas ou minúsculas, remove as quebras de linha suaves e os espaços e tabulações que os sistemas de transporte acrescentam no fim das linhas, mantém as quebras de linha como estão e recusa, indicando sua posição, um = que não inicie nem um =XX nem uma quebra de linha suave. Os bytes decodificados devem ser UTF-8 válido.',
    params: {
      text: 'Texto a codificar, ou quoted-printable a decodificar',
      mode: 'encode (padrão) converte o texto em quoted-printable; decode converte quoted-printable de volta em texto',
      line_break: 'Quebras de linha do texto codificado, rígidas e suaves: crlf (padrão, como usam o RFC 2045 e o email) ou lf (como o quopri do Python escreve para texto com LF). A decodificação lê ambas',
    },
  },
  'zh-cn': {
    summary: '将文本编码为 MIME quoted-printable（RFC 2045），或将其解码回文本',
    description: '编码时，按 RFC 2045 第 6.7 节处理文本的 UTF-8 字节：除 = 外的可打印 ASCII 保持不变，其他每个字节写成 =XX（大写十六进制，因此 é 写作 =C3=A9），行尾的空格或制表符会被编码，只含 "." 的行写成 =2E，超过 76 个字符的行用软换行（行尾的 =）断开，但绝不会断在 =XX 中间。文本中的换行是硬换行，按 line_break 的设置写出（默认为 MIME 规范形式 CRLF）。解码时不区分大小写地读取 =XX，删除软换行以及传输系统在行尾添加的空格和制表符，换行保持原样；如果某个 = 既不是 =XX 的开头，也不是软换行的开头，则拒绝并指出其位置。解码得到的字节必须是有效的 UTF-8。',
    params: {
      text: '要编码的文本，或要解码的 quoted-printable',
      mode: 'encode（默认）将文本转换为 quoted-printable；decode 将 quoted-printable 转换回文本',
      line_break: '编码文本中的换行（包括硬换行和软换行）：crlf（默认，RFC 2045 和电子邮件使用的形式）或 lf（Python 的 quopri 对 LF 文本的写法）。解码时两者均可读取',
    },
  },
})
