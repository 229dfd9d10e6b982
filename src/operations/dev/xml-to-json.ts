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
  result: z.object({}).catchall(XmlValue).apply(described, {
    en: 'The document: its root element under its tag name',
    es: 'El documento: su elemento raíz bajo su nombre de etiqueta',
    de: 'Das Dokument: sein Stammelement unter seinem Tagnamen',
    fr: 'Le document\u00a0: son élément racine sous son nom de balise',
    'pt-br': 'O documento: seu elemento raiz sob seu nome de tag',
    'zh-cn': '文档：其根元素位于其标记名称下',
  }),
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
  de: {
    summary: 'Wandelt ein XML-Dokument in ein JSON-Objekt um',
    description: `Jedes Element wird zu einem Schlüssel, der nach seinem Tag benannt ist. Ein Element, das einmal vorkommt, ist ein Wert; wiederholte Geschwisterelemente werden zu einem Array. Attribute werden zu Schlüsseln mit dem Präfix @_, und wenn ein Element Attribute oder untergeordnete Elemente hat, steht sein Text unter #text; ein Element nur mit Text ist dieser Text, und ein leeres ist "". Werte bleiben Zeichenfolgen (nichts wird in eine Zahl umgewandelt) und werden gekürzt. CDATA ist Text; Kommentare, Verarbeitungsanweisungen und die XML-Deklaration entfallen. Die Entitäten &amp; &lt; &gt; &quot; &apos; und Zeichenreferenzen (&#65;, &#x41;) werden decodiert; jedes andere &name; bleibt wie geschrieben. Aus Sicherheitsgründen werden DOCTYPE- und Entitätsdeklarationen abgelehnt (nie wird etwas abgerufen oder erweitert), ebenso Elementnamen, die einen Objektprototyp erreichen könnten (__proto__, constructor, prototype), und eine Verschachtelung mit mehr als ${MAX_XML_DEPTH} Elementen; Elemente, die wie Object-Methoden heißen (toString, valueOf, hasOwnProperty…), erhalten das Präfix __. Fehlerhaftes XML wird mit 422 und Zeile und Spalte des Problems abgelehnt.`,
    params: {
      xml: 'Das XML-Dokument, höchstens 1.000.000 Zeichen',
    },
  },
  fr: {
    summary: 'Convertit un document XML en objet JSON',
    description: `Chaque élément devient une clé portant le nom de sa balise. Un élément qui apparaît une fois est une valeur\u00a0; les éléments frères répétés deviennent un tableau. Les attributs deviennent des clés préfixées par @_, et quand un élément a des attributs ou des éléments enfants, son texte se trouve sous #text\u00a0; un élément ne contenant que du texte est ce texte, et un élément vide est "". Les valeurs restent des chaînes (rien n'est converti en nombre) et sont rognées. CDATA est du texte\u00a0; les commentaires, les instructions de traitement et la déclaration XML sont supprimés. Les entités &amp; &lt; &gt; &quot; &apos; et les références de caractère (&#65;, &#x41;) sont décodées\u00a0; tout autre &nom; est conservé tel qu'il est écrit. Par sécurité, les déclarations DOCTYPE et d'entités sont refusées (rien n'est jamais récupéré ni développé), de même que les noms d'éléments qui pourraient atteindre le prototype d'un objet (__proto__, constructor, prototype) et une imbrication de plus de ${MAX_XML_DEPTH} éléments\u00a0; les éléments nommés comme des méthodes d'Object (toString, valueOf, hasOwnProperty…) ressortent préfixés par __. Un XML mal formé est refusé avec 422 et la ligne et la colonne du problème.`,
    params: {
      xml: 'Le document XML, 1 000 000 caractères au maximum',
    },
  },
  'pt-br': {
    summary: 'Converte um documento XML em um objeto JSON',
    description: `Cada elemento se torna uma chave com o nome de sua tag. Um elemento que aparece uma vez é um valor; elementos irmãos repetidos se tornam uma matriz. Os atributos se tornam chaves com o prefixo @_, e quando um elemento tem atributos ou elementos filhos, seu texto fica em #text; um elemento só com texto é esse texto, e um vazio é "". Os valores continuam sendo cadeias de caracteres (nada é convertido em número) e são aparados. CDATA é texto; comentários, instruções de processamento e a declaração XML são descartados. As entidades &amp; &lt; &gt; &quot; &apos; e as referências de caractere (&#65;, &#x41;) são decodificadas; qualquer outro &nome; é mantido como foi escrito. Por segurança, DOCTYPE e declarações de entidades são recusados (nada é baixado nem expandido), assim como nomes de elemento que poderiam alcançar o protótipo de um objeto (__proto__, constructor, prototype) e um aninhamento com mais de ${MAX_XML_DEPTH} elementos; elementos com nomes de métodos de Object (toString, valueOf, hasOwnProperty…) saem com o prefixo __. Um XML malformado é recusado com 422 e a linha e a coluna do problema.`,
    params: {
      xml: 'O documento XML, no máximo 1.000.000 de caracteres',
    },
  },
  'zh-cn': {
    summary: '将 XML 文档转换为 JSON 对象',
    description: `每个元素成为以其标记命名的键。只出现一次的元素为单个值；重复的同级元素成为数组。属性成为带 @_ 前缀的键；元素有属性或子元素时，其文本位于 #text 下；仅含文本的元素即为该文本，空元素为 ""。值保持为字符串（不会转换为数字），并去除首尾空白。CDATA 视为文本；注释、处理指令和 XML 声明会被丢弃。实体 &amp; &lt; &gt; &quot; &apos; 和字符引用（&#65;、&#x41;）会被解码；其他任何 &name; 按原样保留。出于安全考虑，DOCTYPE 和实体声明会被拒绝（绝不获取或展开任何内容），可能触及对象原型的元素名称（__proto__、constructor、prototype）以及嵌套超过 ${MAX_XML_DEPTH} 层的元素也会被拒绝；与 Object 方法同名的元素（toString、valueOf、hasOwnProperty…）输出时会加上 __ 前缀。格式错误的 XML 会以 422 拒绝，并给出问题所在的行和列。`,
    params: {
      xml: 'XML 文档，最多 1,000,000 个字符',
    },
  },
})
