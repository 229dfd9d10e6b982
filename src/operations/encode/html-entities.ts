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
  de: {
    summary: 'Maskiert Text für HTML oder decodiert HTML-Zeichenreferenzen',
    description: 'Beim Codieren werden & < > " \' durch &amp; &lt; &gt; &quot; &#39; ersetzt, wodurch Text innerhalb von HTML-Elementen und von Attributen in Anführungszeichen sicher ist; mit all=true wird zusätzlich jedes Nicht-ASCII-Zeichen zu einer dezimalen Referenz (é ist &#233;, 😀 ist &#128512;). Beim Decodieren gelten die HTML5-Regeln für Textinhalt: jede benannte Referenz der HTML5-Tabelle (einschließlich der alten, die ohne Semikolon funktionieren, etwa &copy), dezimale (&#233;) und hexadezimale (&#xE9;) Referenzen; unbekannte oder fehlerhafte Referenzen bleiben unverändert, und Referenzen auf Surrogate, null oder Codepunkte jenseits von U+10FFFF werden zu U+FFFD.',
    params: {
      text: 'Zu maskierender Text oder HTML-Text, dessen Zeichenreferenzen decodiert werden sollen',
      mode: 'encode (Standard) wandelt Text in für HTML maskierten Text um; decode wandelt maskierten Text zurück in Text',
      all: 'Beim Codieren zusätzlich jedes Nicht-ASCII-Zeichen als numerische Referenz schreiben (Standard: false)',
    },
  },
  fr: {
    summary: 'Échappe du texte pour HTML ou décode les références de caractères HTML',
    description: 'L\'encodage remplace & < > " \' par &amp; &lt; &gt; &quot; &#39;, ce qui rend le texte sûr à l\'intérieur des éléments HTML et des attributs entre guillemets\u00a0; avec all=true, chaque caractère non ASCII devient aussi une référence décimale (é donne &#233;, 😀 donne &#128512;). Le décodage suit les règles HTML5 pour le contenu textuel\u00a0: toutes les références nommées de la table HTML5 (y compris les anciennes qui fonctionnent sans point-virgule, comme &copy), les références décimales (&#233;) et hexadécimales (&#xE9;)\u00a0; les références inconnues ou mal formées restent telles quelles, et les références à des substituts, à zéro ou à des points de code au-delà de U+10FFFF deviennent U+FFFD.',
    params: {
      text: 'Texte à échapper, ou texte HTML dont les références de caractères sont à décoder',
      mode: 'encode (par défaut) convertit le texte en texte échappé pour HTML\u00a0; decode reconvertit le texte échappé en texte',
      all: 'Lors de l\'encodage, écrire aussi chaque caractère non ASCII sous forme de référence numérique (false par défaut)',
    },
  },
  'pt-br': {
    summary: 'Faz o escape de texto para HTML ou decodifica referências de caractere HTML',
    description: 'A codificação substitui & < > " \' por &amp; &lt; &gt; &quot; &#39;, o que torna o texto seguro dentro de elementos HTML e de atributos entre aspas; com all=true, cada caractere não ASCII também vira uma referência decimal (é vira &#233;, 😀 vira &#128512;). A decodificação segue as regras do HTML5 para conteúdo de texto: todas as referências nomeadas da tabela do HTML5 (incluindo as legadas, que funcionam sem ponto e vírgula, como &copy) e as referências decimais (&#233;) e hexadecimais (&#xE9;); referências desconhecidas ou malformadas ficam como estão, e referências a substitutos, a zero ou a pontos de código além de U+10FFFF viram U+FFFD.',
    params: {
      text: 'Texto para fazer escape, ou texto HTML cujas referências de caractere serão decodificadas',
      mode: 'encode (padrão) converte o texto em texto com escape para HTML; decode converte o texto com escape de volta em texto',
      all: 'Ao codificar, escrever também cada caractere não ASCII como referência numérica (padrão false)',
    },
  },
  'zh-cn': {
    summary: '为 HTML 转义文本，或解码 HTML 字符引用',
    description: '编码时将 & < > " \' 替换为 &amp; &lt; &gt; &quot; &#39;，使文本可以安全地放在 HTML 元素和带引号的属性中；all=true 时，每个非 ASCII 字符也会变成十进制引用（é 写作 &#233;，😀 写作 &#128512;）。解码遵循 HTML5 对文本内容的规则：HTML5 表中的所有命名引用（包括无需分号即可生效的旧式引用，如 &copy）、十进制引用（&#233;）和十六进制引用（&#xE9;）；未知或格式错误的引用保持原样，指向代理项、零或超出 U+10FFFF 的码位的引用变为 U+FFFD。',
    params: {
      text: '要转义的文本，或要解码其中字符引用的 HTML 文本',
      mode: 'encode（默认）将文本转换为 HTML 转义文本；decode 将 HTML 转义文本转换回文本',
      all: '编码时，同时将每个非 ASCII 字符写成数字引用（默认 false）',
    },
  },
})
