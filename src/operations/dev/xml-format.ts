import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_XML_DEPTH, MAX_XML_OUTPUT } from '../../lib/formats/xml-format.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import { TextOutput } from '../kits/text-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'xml-format',
  input: 'json',
  summary: 'Pretty-print or minify an XML document',
  description: 'pretty (default) puts each element, comment, CDATA section and processing instruction on its own line, indented by nesting; an element holding only text stays on one line with its text exactly as written, and text between elements is trimmed onto its own line. '
    + 'minify removes the whitespace-only text between tags and keeps everything else. In both, whitespace inside tags is collapsed (one space between attributes, none around = or before > and />), and text, attribute values, comments, CDATA and references such as &amp; are copied as written, never decoded. '
    + 'Whitespace-only text is taken as layout in both modes, so it is not kept inside elements that rely on it (xml:space="preserve"). '
    + 'As in dev/xml-to-json, DOCTYPE and entity declarations are refused (nothing is fetched or expanded), and malformed XML is refused with 422 and the line and column of the problem. '
    + `Limits: ${MAX_XML_DEPTH} levels of nesting (422) and ${MAX_XML_OUTPUT.toLocaleString('en')} characters of output (413 OUTPUT_TOO_LARGE, known before the text is built).`,
  params: z.object({
    xml: textParam('The XML document, at most 1,000,000 characters'),
    mode: z.enum(['pretty', 'minify']).default('pretty').describe('pretty (default) indents one item per line; minify removes the layout whitespace'),
    indent: z.number().int().min(1).max(8).default(2).describe('Spaces per nesting level with pretty, 1-8; default 2'),
  }),
  result: TextOutput,
  examples: [
    {
      params: { xml: '<?xml version="1.0"?><catalog><!-- books --><book id="7"   lang="en"><title>XML &amp; JSON</title><tags><tag>data</tag><tag/></tags><note><![CDATA[<raw>]]></note></book></catalog>' },
      result: { output: '<?xml version="1.0"?>\n<catalog>\n  <!-- books -->\n  <book id="7" lang="en">\n    <title>XML &amp; JSON</title>\n    <tags>\n      <tag>data</tag>\n      <tag/>\n    </tags>\n    <note>\n      <![CDATA[<raw>]]>\n    </note>\n  </book>\n</catalog>' },
    },
    {
      title: 'minify',
      params: { xml: '<list>\n  <item a = "1" >one</item>\n  <item>two words</item>\n</list>\n', mode: 'minify' },
      result: { output: '<list><item a="1">one</item><item>two words</item></list>' },
    },
  ],
  run: async ({ xml, mode, indent }, ctx) => ({ output: await runFormatTask(ctx.compute, 'formats.xmlFormat', { text: xml, mode, indent }, xml.length) }),
  es: {
    summary: 'Formatea o minimiza un documento XML',
    description: `pretty (por defecto) pone cada elemento, comentario, sección CDATA e instrucción de procesamiento en su propia línea, sangrada según el anidamiento; un elemento que solo contiene texto queda en una línea con su texto exactamente como se escribió, y el texto entre elementos se recorta y va en su propia línea. minify elimina el texto formado solo por espacios entre etiquetas y conserva todo lo demás. En ambos modos se compactan los espacios dentro de las etiquetas (un espacio entre atributos, ninguno alrededor de = ni antes de > y />), y el texto, los valores de atributo, los comentarios, CDATA y las referencias como &amp; se copian tal como se escribieron, sin decodificarlos nunca. El texto formado solo por espacios se toma como maquetación en ambos modos, así que no se conserva dentro de elementos que dependan de él (xml:space="preserve"). Como en dev/xml-to-json, se rechazan DOCTYPE y las declaraciones de entidades (no se descarga ni se expande nada), y un XML mal formado se rechaza con 422 y la línea y la columna del problema. Límites: ${MAX_XML_DEPTH} niveles de anidamiento (422) y ${es.text.figure(MAX_XML_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE, conocido antes de construir el texto).`,
    params: {
      xml: 'El documento XML, como máximo 1 000 000 de caracteres',
      mode: 'pretty (por defecto) sangra un elemento por línea; minify elimina los espacios de maquetación',
      indent: 'Espacios por nivel de anidamiento con pretty, 1-8; por defecto 2',
    },
  },
})
