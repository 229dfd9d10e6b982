import { z } from 'zod'
import { decodeHTML } from 'entities'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { CodecOutput } from '../kits/dev-results.ts'

const SPECIAL: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function encodeEntities(text: string, all: boolean): string {
  // With the u flag a character beyond the BMP is one match, so it becomes one reference (&#128512;).
  const pattern = all ? /[&<>"']|[\u0080-\u{10ffff}]/gu : /[&<>"']/g
  return text.replace(pattern, (c) => SPECIAL[c] ?? `&#${c.codePointAt(0)!};`)
}

export default defineOperation({
  category: 'encode',
  name: 'html-entities',
  input: 'json',
  summary: 'Escape text for HTML or decode HTML character references',
  description: 'Encoding replaces & < > " \' with &amp; &lt; &gt; &quot; &#39;, which makes text safe inside HTML elements and quoted attributes; '
    + 'with all=true every non-ASCII character also becomes a decimal reference (é is &#233;, 😀 is &#128512;). '
    + 'Decoding follows the HTML5 rules for text content: every named reference in the HTML5 table (including the legacy ones that work without a semicolon, '
    + 'such as &copy), decimal (&#233;) and hex (&#xE9;) references; unknown or malformed references stay as they are, '
    + 'and references to surrogates, zero or code points beyond U+10FFFF become U+FFFD.',
  params: z.object({
    text: textParam('Text to escape, or HTML text whose character references to decode'),
    mode: encodeMode('HTML-escaped text'),
    all: z.boolean().default(false).describe('When encoding, also write every non-ASCII character as a numeric reference (default false)'),
  }),
  result: CodecOutput,
  examples: [
    { title: 'encode', params: { text: '<a href="/x">Tom & Jerry\'s</a>' }, result: { mode: 'encode', output: '&lt;a href=&quot;/x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;' } },
    { title: 'encode non-ASCII too', params: { text: 'café 😀', all: true }, result: { mode: 'encode', output: 'caf&#233; &#128512;' } },
    { title: 'decode', params: { text: '&copy; 2024 &mdash; caf&eacute; &#x1F600; &unknown;', mode: 'decode' }, result: { mode: 'decode', output: '© 2024 — café 😀 &unknown;' } },
  ],
  run: ({ text, mode, all }) => ({ mode, output: mode === 'encode' ? encodeEntities(text, all) : decodeHTML(text) }),
  es: {
    summary: 'Escapa texto para HTML o decodifica referencias de carácter HTML',
    description: "Al codificar se reemplazan & < > \" ' por &amp; &lt; &gt; &quot; &#39;, lo que hace el texto seguro dentro de elementos HTML y de atributos entre comillas; con all=true todo carácter no ASCII pasa además a ser una referencia decimal (é es &#233;, 😀 es &#128512;). Al decodificar se siguen las reglas de HTML5 para el contenido de texto: todas las referencias con nombre de la tabla de HTML5 (incluidas las heredadas que funcionan sin punto y coma, como &copy), y las referencias decimales (&#233;) y hexadecimales (&#xE9;); las referencias desconocidas o mal formadas quedan como están, y las que apuntan a sustitutos, a cero o a puntos de código más allá de U+10FFFF pasan a ser U+FFFD.",
    params: {
      text: 'Texto que se escapa, o texto HTML cuyas referencias de carácter se decodifican',
      mode: 'encode (por defecto) convierte el texto en texto escapado para HTML; decode convierte el texto escapado de nuevo en texto',
      all: 'Al codificar, escribe también cada carácter no ASCII como una referencia numérica (por defecto false)',
    },
  },
})
