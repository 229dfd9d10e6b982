import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextOutput } from '../kits/text-results.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'strip-html',
  input: 'json',
  summary: 'Remove HTML tags and leave the plain text, laid out in lines and paragraphs',
  description: 'Tags, comments, doctypes and processing instructions are removed, and the contents of script, style, title, template, iframe, noembed and noframes are dropped. '
    + 'Character references are decoded (&amp; → &, &eacute; → é, &#8364; → €; &nbsp; becomes a no-break space U+00A0). '
    + 'White space is collapsed as a browser does (runs of spaces, tabs and line breaks become one space), except inside pre and textarea, where it is kept. '
    + 'Paragraph-like elements (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) are set off by a blank line, other block elements (div, li, tr, dt, dd…) start a new line, '
    + '<br> is a line break, and table cells in a row are separated by a tab. There is never more than one blank line in a row, and none at the start or end. '
    + `A < that starts no tag (as in a < b) is kept as text; a tag cut off by the end of the input is dropped. The output uses \\n. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({ text: textInput('The HTML document or fragment') }),
  result: TextOutput,
  examples: [
    {
      params: { text: '<h1>Title</h1><p>Hello&nbsp;<b>world</b> &amp; friends.<br>New line</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul>' },
      result: { output: 'Title\n\nHello\u00a0world & friends.\nNew line\n\nOne\nTwo' },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.stripHtml', params),
  es: {
    summary: 'Elimina las etiquetas HTML y deja el texto plano, dispuesto en líneas y párrafos',
    description: `Se eliminan las etiquetas, los comentarios, los doctypes y las instrucciones de procesamiento, y se descarta el contenido de script, style, title, template, iframe, noembed y noframes. Se decodifican las referencias de carácter (&amp; → &, &eacute; → é, &#8364; → €; &nbsp; pasa a ser un espacio de no separación U+00A0). Los espacios en blanco se colapsan como en un navegador (los tramos de espacios, tabuladores y saltos de línea pasan a ser un espacio), salvo dentro de pre y textarea, donde se conservan. Los elementos de tipo párrafo (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) se separan con una línea en blanco, los demás elementos de bloque (div, li, tr, dt, dd…) empiezan una línea nueva, <br> es un salto de línea y las celdas de una fila de tabla se separan con un tabulador. Nunca hay más de una línea en blanco seguida, ni ninguna al principio o al final. Un < que no inicia ninguna etiqueta (como en a < b) se conserva como texto; una etiqueta cortada por el final de la entrada se descarta. La salida usa \\n. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'El documento o fragmento HTML',
    },
  },
  de: {
    summary: 'Entfernt HTML-Tags und lässt den reinen Text übrig, in Zeilen und Absätze gegliedert',
    description: `Tags, Kommentare, Doctypes und Verarbeitungsanweisungen werden entfernt, und der Inhalt von script, style, title, template, iframe, noembed und noframes wird verworfen. Zeichenreferenzen werden decodiert (&amp; → &, &eacute; → é, &#8364; → €; &nbsp; wird zu einem geschützten Leerzeichen U+00A0). Leerraum wird wie in einem Browser zusammengefasst (Folgen von Leerzeichen, Tabulatoren und Zeilenumbrüchen werden zu einem Leerzeichen), außer innerhalb von pre und textarea, wo er erhalten bleibt. Absatzartige Elemente (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) werden durch eine Leerzeile abgesetzt, andere Blockelemente (div, li, tr, dt, dd…) beginnen eine neue Zeile, <br> ist ein Zeilenumbruch, und die Zellen einer Tabellenzeile werden durch einen Tabulator getrennt. Es folgt nie mehr als eine Leerzeile aufeinander, und am Anfang oder Ende steht keine. Ein <, das kein Tag einleitet (wie in a < b), bleibt als Text erhalten; ein Tag, das vom Ende der Eingabe abgeschnitten wird, wird verworfen. Die Ausgabe verwendet \\n. ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'Das HTML-Dokument oder -Fragment',
    },
  },
  fr: {
    summary: 'Supprime les balises HTML et laisse le texte brut, organisé en lignes et en paragraphes',
    description: `Les balises, commentaires, doctypes et instructions de traitement sont supprimés, et le contenu de script, style, title, template, iframe, noembed et noframes est ignoré. Les références de caractères sont décodées (&amp; → &, &eacute; → é, &#8364; → €\u00a0; &nbsp; devient un espace insécable U+00A0). Les espaces blancs sont réduits comme dans un navigateur (les suites d'espaces, de tabulations et de sauts de ligne deviennent un seul espace), sauf dans pre et textarea, où ils sont conservés. Les éléments de type paragraphe (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) sont séparés par une ligne vide, les autres éléments de bloc (div, li, tr, dt, dd…) commencent une nouvelle ligne, <br> est un saut de ligne, et les cellules d'une même ligne de tableau sont séparées par une tabulation. Il n'y a jamais plus d'une ligne vide consécutive, ni aucune au début ou à la fin. Un < qui n'ouvre aucune balise (comme dans a < b) est conservé comme texte\u00a0; une balise coupée par la fin de l'entrée est supprimée. La sortie utilise \\n. ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'Le document ou fragment HTML',
    },
  },
  'pt-br': {
    summary: 'Remove as tags HTML e deixa o texto simples, organizado em linhas e parágrafos',
    description: `Tags, comentários, doctypes e instruções de processamento são removidos, e o conteúdo de script, style, title, template, iframe, noembed e noframes é descartado. As referências de caractere são decodificadas (&amp; → &, &eacute; → é, &#8364; → €; &nbsp; vira um espaço não separável U+00A0). Os espaços em branco são recolhidos como em um navegador (sequências de espaços, tabulações e quebras de linha viram um espaço), exceto dentro de pre e textarea, onde são mantidos. Elementos do tipo parágrafo (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) são separados por uma linha em branco, os demais elementos de bloco (div, li, tr, dt, dd…) começam uma nova linha, <br> é uma quebra de linha, e as células de uma linha de tabela são separadas por uma tabulação. Nunca há mais de uma linha em branco seguida, nem nenhuma no início ou no final. Um < que não inicia nenhuma tag (como em a < b) é mantido como texto; uma tag cortada pelo fim da entrada é descartada. A saída usa \\n. ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'O documento ou fragmento HTML',
    },
  },
  'zh-cn': {
    summary: '删除 HTML 标签，保留按行和段落排列的纯文本',
    description: `删除标签、注释、doctype 和处理指令，并丢弃 script、style、title、template、iframe、noembed 和 noframes 的内容。解码字符引用（&amp; → &、&eacute; → é、&#8364; → €；&nbsp; 变为不间断空格 U+00A0）。空白按浏览器的方式合并（连续的空格、制表符和换行符变为一个空格），但 pre 和 textarea 内部的空白保持不变。段落类元素（p、h1-h6、ul、ol、table、blockquote、pre、section、article、hr…）前后用空白行隔开，其他块级元素（div、li、tr、dt、dd…）另起一行，<br> 为换行，同一表格行中的单元格以制表符分隔。连续的空白行最多只有一行，开头和结尾也不会有空白行。不构成标签开头的 <（如 a < b 中）作为文本保留；被输入结尾截断的标签会被丢弃。输出使用 \\n。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'HTML 文档或片段',
    },
  },
})
