import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_XML_DEPTH } from '../../lib/data/xml.ts'
import { XmlValue } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'xml-to-json',
  input: 'json',
  summary: 'Convert an XML document into a JSON object',
  description: 'Each element becomes a key named after its tag. An element that appears once is a value; repeated sibling elements become an array. '
    + 'Attributes become keys prefixed with @_, and when an element has attributes or child elements its text is under #text; an element with only text is that text, and an empty one is "". '
    + 'Values stay strings (nothing is turned into a number) and are trimmed. CDATA is text; comments, processing instructions and the XML declaration are dropped. '
    + 'The entities &amp; &lt; &gt; &quot; &apos; and character references (&#65;, &#x41;) are decoded; any other &name; is kept as written. '
    + 'For safety, DOCTYPE and entity declarations are refused (nothing is ever fetched or expanded), as are element names that could reach an object prototype (__proto__, constructor, prototype) '
    + `and nesting deeper than ${MAX_XML_DEPTH} elements; elements named like Object methods (toString, valueOf, hasOwnProperty…) come out prefixed with __. `
    + 'Malformed XML is refused with 422 and the line and column of the problem.',
  params: z.object({
    xml: textParam('The XML document, at most 1,000,000 characters'),
  }),
  result: z.object({}).catchall(XmlValue).apply(described, { en: 'The document: its root element under its tag name', es: 'El documento: su elemento raíz bajo su nombre de etiqueta' }),
  examples: [
    {
      params: { xml: '<?xml version="1.0"?>\n<book id="7" lang="en">\n  <title>XML &amp; JSON</title>\n  <author>Ada</author>\n  <author>Alan</author>\n  <note><![CDATA[<b>bold</b>]]></note>\n</book>' },
      result: { book: { title: 'XML & JSON', author: ['Ada', 'Alan'], note: '<b>bold</b>', '@_id': '7', '@_lang': 'en' } },
    },
  ],
  run: ({ xml }, ctx) => runDataTask(ctx.compute, 'data.xmlToJson', xml, xml.length),
  es: {
    summary: 'Convierte un documento XML en un objeto JSON',
    description: `Cada elemento pasa a ser una clave con el nombre de su etiqueta. Un elemento que aparece una vez es un valor; los elementos hermanos repetidos pasan a ser un array. Los atributos pasan a ser claves con el prefijo @_, y cuando un elemento tiene atributos o elementos hijos su texto va en #text; un elemento solo con texto es ese texto, y uno vacío es "". Los valores quedan como cadenas (nada se convierte en número) y se recortan. CDATA es texto; se descartan los comentarios, las instrucciones de procesamiento y la declaración XML. Se decodifican las entidades &amp; &lt; &gt; &quot; &apos; y las referencias de carácter (&#65;, &#x41;); cualquier otro &nombre; se conserva tal como se escribió. Por seguridad se rechazan DOCTYPE y las declaraciones de entidades (nunca se descarga ni se expande nada), así como los nombres de elemento que podrían alcanzar el prototipo de un objeto (__proto__, constructor, prototype) y un anidamiento de más de ${MAX_XML_DEPTH} elementos; los elementos con nombres de métodos de Object (toString, valueOf, hasOwnProperty…) salen con el prefijo __. Un XML mal formado se rechaza con 422 y la línea y la columna del problema.`,
    params: {
      xml: 'El documento XML, como máximo 1 000 000 de caracteres',
    },
  },
})
