import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_XML_DEPTH, MAX_XML_OUTPUT } from '../../lib/formats/xml-format.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
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
  de: {
    summary: 'Formatiert oder minimiert ein XML-Dokument',
    description: `pretty (Standard) setzt jedes Element, jeden Kommentar, jeden CDATA-Abschnitt und jede Verarbeitungsanweisung in eine eigene Zeile, entsprechend der Verschachtelung eingerückt; ein Element, das nur Text enthält, bleibt in einer Zeile, mit seinem Text genau wie geschrieben, und Text zwischen Elementen wird gekürzt und in eine eigene Zeile gesetzt. minify entfernt den nur aus Leerraum bestehenden Text zwischen Tags und behält alles andere bei. In beiden Modi wird Leerraum innerhalb von Tags zusammengefasst (ein Leerzeichen zwischen Attributen, keines um = oder vor > und />), und Text, Attributwerte, Kommentare, CDATA und Referenzen wie &amp; werden wie geschrieben übernommen, nie decodiert. Nur aus Leerraum bestehender Text gilt in beiden Modi als Layout und wird daher nicht in Elementen beibehalten, die darauf angewiesen sind (xml:space="preserve"). Wie in dev/xml-to-json werden DOCTYPE- und Entitätsdeklarationen abgelehnt (nichts wird abgerufen oder erweitert), und fehlerhaftes XML wird mit 422 und Zeile und Spalte des Problems abgelehnt. Grenzen: ${MAX_XML_DEPTH} Verschachtelungsebenen (422) und ${de.text.figure(MAX_XML_OUTPUT)} Zeichen Ausgabe (413 OUTPUT_TOO_LARGE, bekannt, bevor der Text erstellt wird).`,
    params: {
      xml: 'Das XML-Dokument, höchstens 1.000.000 Zeichen',
      mode: 'pretty (Standard) rückt ein Element pro Zeile ein; minify entfernt den Layout-Leerraum',
      indent: 'Leerzeichen pro Verschachtelungsebene bei pretty, 1 bis 8; Standard: 2',
    },
  },
  fr: {
    summary: 'Met en forme ou minifie un document XML',
    description: `pretty (par défaut) place chaque élément, commentaire, section CDATA et instruction de traitement sur sa propre ligne, indentée selon l'imbrication\u00a0; un élément qui ne contient que du texte reste sur une ligne avec son texte exactement tel qu'il est écrit, et le texte entre les éléments est rogné et placé sur sa propre ligne. minify supprime le texte composé uniquement d'espaces entre les balises et conserve tout le reste. Dans les deux modes, les espaces à l'intérieur des balises sont réduits (un espace entre les attributs, aucun autour de = ni avant > et />), et le texte, les valeurs d'attribut, les commentaires, les CDATA et les références comme &amp; sont copiés tels qu'ils sont écrits, jamais décodés. Le texte composé uniquement d'espaces est considéré comme de la mise en page dans les deux modes, il n'est donc pas conservé dans les éléments qui en dépendent (xml:space="preserve"). Comme dans dev/xml-to-json, les déclarations DOCTYPE et d'entités sont refusées (rien n'est récupéré ni développé), et un XML mal formé est refusé avec 422 et la ligne et la colonne du problème. Limites\u00a0: ${MAX_XML_DEPTH} niveaux d'imbrication (422) et ${fr.text.figure(MAX_XML_OUTPUT)} caractères de sortie (413 OUTPUT_TOO_LARGE, connu avant la construction du texte).`,
    params: {
      xml: 'Le document XML, 1 000 000 caractères au maximum',
      mode: 'pretty (par défaut) indente un élément par ligne\u00a0; minify supprime les espaces de mise en page',
      indent: "Espaces par niveau d'imbrication avec pretty, de 1 à 8\u00a0; 2 par défaut",
    },
  },
  'pt-br': {
    summary: 'Formata ou minifica um documento XML',
    description: `pretty (padrão) coloca cada elemento, comentário, seção CDATA e instrução de processamento em sua própria linha, recuada conforme o aninhamento; um elemento que contém apenas texto fica em uma linha com seu texto exatamente como foi escrito, e o texto entre elementos é aparado e vai para sua própria linha. minify remove o texto formado só por espaços entre as tags e mantém todo o resto. Nos dois modos, os espaços dentro das tags são compactados (um espaço entre atributos, nenhum ao redor de = nem antes de > e />), e o texto, os valores de atributo, os comentários, CDATA e as referências como &amp; são copiados como foram escritos, nunca decodificados. O texto formado só por espaços é tratado como layout nos dois modos, então não é mantido dentro de elementos que dependem dele (xml:space="preserve"). Como em dev/xml-to-json, DOCTYPE e declarações de entidades são recusados (nada é baixado nem expandido), e um XML malformado é recusado com 422 e a linha e a coluna do problema. Limites: ${MAX_XML_DEPTH} níveis de aninhamento (422) e ${ptBr.text.figure(MAX_XML_OUTPUT)} de caracteres de saída (413 OUTPUT_TOO_LARGE, conhecido antes de construir o texto).`,
    params: {
      xml: 'O documento XML, no máximo 1.000.000 de caracteres',
      mode: 'pretty (padrão) recua um item por linha; minify remove os espaços de layout',
      indent: 'Espaços por nível de aninhamento com pretty, 1-8; padrão 2',
    },
  },
  'zh-cn': {
    summary: '美化或压缩 XML 文档',
    description: `pretty（默认）将每个元素、注释、CDATA 节和处理指令各放一行，并按嵌套层级缩进；仅含文本的元素保持在一行，其文本与原文完全一致，元素之间的文本会去除首尾空白后单独成行。minify 删除标记之间仅由空白组成的文本，其余内容全部保留。两种模式下都会合并标记内部的空白（属性之间保留一个空格，= 两侧以及 > 和 /> 之前不留空格），文本、属性值、注释、CDATA 以及 &amp; 等引用都按原样复制，绝不解码。两种模式都将仅由空白组成的文本视为排版，因此依赖这些空白的元素 (xml:space="preserve") 中不会保留它们。与 dev/xml-to-json 相同，DOCTYPE 和实体声明会被拒绝（不会获取或展开任何内容），格式错误的 XML 会以 422 拒绝，并给出问题所在的行和列。限制：${MAX_XML_DEPTH} 层嵌套 (422) 和 ${zhCn.text.figure(MAX_XML_OUTPUT)} 个字符的输出（413 OUTPUT_TOO_LARGE，在构建文本之前即可得知）。`,
    params: {
      xml: 'XML 文档，最多 1,000,000 个字符',
      mode: 'pretty（默认）每行一项并缩进；minify 删除用于排版的空白',
      indent: '使用 pretty 时每层嵌套的空格数，1-8；默认为 2',
    },
  },
})
