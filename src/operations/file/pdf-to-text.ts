import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget, pdfLimits } from '../kits/documents.ts'
import { PageNumber } from '../kits/file-results.ts'
import { PDF_FILES, pagesParam, passwordParam } from '../kits/pdf-to-image.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'pdf-to-text',
  input: 'file',
  summary: 'Extract the text of a PDF',
  description: [
    'Reads the text a PDF draws (with pdf.js), page by page: `pages` lists each selected page as { page, text } (1-based page numbers),',
    '`text` joins them in that order separated by a form feed (\\f, as pdftotext does), and `characters` counts the Unicode characters of `text`; `page_count` is the number of pages of the document.',
    'Lines are rebuilt from where the pieces of text sit on the page, in the order the page draws them (which is the reading order for what word processors write; columns laid out side by side may interleave):',
    'a piece whose baseline moves by more than half the font size starts a new line, and a visible gap between pieces becomes a space.',
    'Text inside images (scans) is not recognised: such pages answer an empty text.',
    'An encrypted PDF needs its password in `password`. Several PDFs answer an array in upload order.',
  ].join(' '),
  files: PDF_FILES,
  params: z.object({
    pages: pagesParam('read'),
    password: passwordParam(),
  }),
  result: z.object({
    page_count: z.number().int().min(1).apply(described, {
      en: 'Number of pages of the document, selected or not',
      es: 'Número de páginas del documento, seleccionadas o no',
      de: 'Anzahl der Seiten des Dokuments, ausgewählt oder nicht',
      fr: 'Nombre de pages du document, sélectionnées ou non',
      'pt-br': 'Número de páginas do documento, selecionadas ou não',
      'zh-cn': '文档的总页数，无论是否被选中',
    }),
    pages: z.array(z.object({
      page: PageNumber,
      text: z.string().apply(described, {
        en: 'The text the page draws, lines separated by \\n; empty for a page without text (a scan, say)',
        es: 'El texto que dibuja la página, con las líneas separadas por \\n; vacío para una página sin texto (un escaneo, por ejemplo)',
        de: 'Der Text, den die Seite zeichnet, Zeilen durch \\n getrennt; leer bei einer Seite ohne Text (etwa einem Scan)',
        fr: 'Le texte que dessine la page, lignes séparées par \\n\u00a0; vide pour une page sans texte (une numérisation, par exemple)',
        'pt-br': 'O texto que a página desenha, com as linhas separadas por \\n; vazio para uma página sem texto (uma digitalização, por exemplo)',
        'zh-cn': '页面绘制的文本，各行以 \\n 分隔；没有文本的页面（如扫描件）为空',
      }),
    })).apply(described, {
      en: 'Each selected page once, in the order selected (every page by default)',
      es: 'Cada página seleccionada una vez, en el orden de la selección (todas las páginas por defecto)',
      de: 'Jede ausgewählte Seite einmal, in der gewählten Reihenfolge (standardmäßig alle Seiten)',
      fr: 'Chaque page sélectionnée une fois, dans l\'ordre de la sélection (toutes les pages par défaut)',
      'pt-br': 'Cada página selecionada uma vez, na ordem da seleção (todas as páginas por padrão)',
      'zh-cn': '每个所选页面各出现一次，按选择的顺序排列（默认为所有页面）',
    }),
    text: z.string().apply(described, {
      en: 'The selected pages\' text joined in that order, separated by a form feed (\\f)',
      es: 'El texto de las páginas seleccionadas unido en ese orden, separado por un salto de página (\\f)',
      de: 'Der Text der ausgewählten Seiten, in dieser Reihenfolge verbunden und durch einen Seitenvorschub (\\f) getrennt',
      fr: 'Le texte des pages sélectionnées, joint dans cet ordre et séparé par un saut de page (\\f)',
      'pt-br': 'O texto das páginas selecionadas unido nessa ordem, separado por uma quebra de página (\\f)',
      'zh-cn': '所选页面的文本按该顺序连接，以换页符（\\f）分隔',
    }),
    characters: z.number().int().min(0).apply(described, {
      en: 'Length of text, in Unicode characters (code points)',
      es: 'Longitud de text, en caracteres Unicode (puntos de código)',
      de: 'Länge von text in Unicode-Zeichen (Codepunkten)',
      fr: 'Longueur de text, en caractères Unicode (points de code)',
      'pt-br': 'Comprimento de text, em caracteres Unicode (pontos de código)',
      'zh-cn': 'text 的长度，以 Unicode 字符（码位）计',
    }),
  }),
  examples: [{
    title: 'The text of every page',
    params: {},
    files: ['three-pages.pdf'],
    result: {
      page_count: 3,
      pages: [{ page: 1, text: 'Page one\nThe quick brown fox jumps over the lazy dog.' }, { page: 2 }, { page: 3 }],
    },
  }, {
    title: 'One page of an encrypted PDF',
    params: { pages: '2', password: 'secret' },
    files: ['encrypted.pdf'],
    result: { pages: [{ page: 2, text: 'Page two\nSecond page text: café, naïve, 42.' }] },
  }],
  run: async ({ pages, password }, ctx) => {
    const { name, bytes } = ctx.files.uploads[0]!
    return ctx.documents.run('pdf.text', { file: { name, bytes }, pages, password, limits: pdfLimits(ctx) }, budget(ctx))
  },
  es: {
    summary: 'Extrae el texto de un PDF',
    description: 'Lee el texto que dibuja un PDF (con pdf.js), página a página: `pages` lista cada página seleccionada como { page, text } (números de página desde 1), `text` las une en ese orden separadas por un salto de página (\\f, como hace pdftotext), y `characters` cuenta los caracteres Unicode de `text`; `page_count` es el número de páginas del documento. Las líneas se reconstruyen a partir de dónde se sitúan los fragmentos de texto en la página, en el orden en que la página los dibuja (que es el orden de lectura en lo que escriben los procesadores de texto; las columnas dispuestas una junto a otra pueden entremezclarse): un fragmento cuya línea base se desplaza más de la mitad del tamaño de la fuente empieza una línea nueva, y un hueco visible entre fragmentos se convierte en un espacio. El texto dentro de imágenes (escaneos) no se reconoce: esas páginas responden con un texto vacío. Un PDF cifrado necesita su contraseña en `password`. Varios PDF se responden con un array en el orden de subida.',
    params: {
      pages: es.pdf.selectedPages('read'),
      password: es.pdf.PDF_RENDER_PASSWORD,
    },
  },
  de: {
    summary: 'Extrahiert den Text eines PDFs',
    description: 'Liest den Text, den ein PDF zeichnet (mit pdf.js), Seite für Seite: `pages` listet jede ausgewählte Seite als { page, text } (Seitennummern ab 1), `text` verbindet sie in dieser Reihenfolge, getrennt durch einen Seitenvorschub (\\f, wie bei pdftotext), und `characters` zählt die Unicode-Zeichen von `text`; `page_count` ist die Seitenzahl des Dokuments. Zeilen werden anhand der Position der Textstücke auf der Seite rekonstruiert, in der Reihenfolge, in der die Seite sie zeichnet (bei Dokumenten aus Textverarbeitungen ist das die Lesereihenfolge; nebeneinander gesetzte Spalten können sich vermischen): Ein Stück, dessen Grundlinie sich um mehr als die halbe Schriftgröße verschiebt, beginnt eine neue Zeile, und eine sichtbare Lücke zwischen Stücken wird zu einem Leerzeichen. Text in Bildern (Scans) wird nicht erkannt: Solche Seiten liefern einen leeren Text. Ein verschlüsseltes PDF benötigt sein Kennwort in `password`. Bei mehreren PDFs ist die Antwort ein Array in der Reihenfolge des Hochladens.',
    params: {
      pages: de.pdf.selectedPages('read'),
      password: de.pdf.PDF_RENDER_PASSWORD,
    },
  },
  fr: {
    summary: 'Extrait le texte d\'un PDF',
    description: 'Lit le texte que dessine un PDF (avec pdf.js), page par page\u00a0: `pages` liste chaque page sélectionnée sous la forme { page, text } (numéros de page à partir de 1), `text` les joint dans cet ordre, séparées par un saut de page (\\f, comme le fait pdftotext), et `characters` compte les caractères Unicode de `text`\u00a0; `page_count` est le nombre de pages du document. Les lignes sont reconstituées d\'après la position des fragments de texte sur la page, dans l\'ordre où la page les dessine (c\'est l\'ordre de lecture pour ce que produisent les traitements de texte\u00a0; des colonnes disposées côte à côte peuvent s\'entremêler)\u00a0: un fragment dont la ligne de base se déplace de plus de la moitié de la taille de police commence une nouvelle ligne, et un écart visible entre deux fragments devient un espace. Le texte contenu dans des images (numérisations) n\'est pas reconnu\u00a0: ces pages renvoient un texte vide. Un PDF chiffré nécessite son mot de passe dans `password`. Plusieurs PDF donnent un tableau dans l\'ordre de chargement.',
    params: {
      pages: fr.pdf.selectedPages('read'),
      password: fr.pdf.PDF_RENDER_PASSWORD,
    },
  },
  'pt-br': {
    summary: 'Extrai o texto de um PDF',
    description: 'Lê o texto que um PDF desenha (com o pdf.js), página por página: `pages` lista cada página selecionada como { page, text } (números de página a partir de 1), `text` as une nessa ordem, separadas por uma quebra de página (\\f, como faz o pdftotext), e `characters` conta os caracteres Unicode de `text`; `page_count` é o número de páginas do documento. As linhas são reconstruídas a partir de onde os trechos de texto ficam na página, na ordem em que a página os desenha (que é a ordem de leitura no que os processadores de texto geram; colunas dispostas lado a lado podem se misturar): um trecho cuja linha de base se desloca mais da metade do tamanho da fonte começa uma nova linha, e uma lacuna visível entre trechos vira um espaço. O texto dentro de imagens (digitalizações) não é reconhecido: essas páginas respondem com um texto vazio. Um PDF criptografado precisa da senha em `password`. Vários PDFs são respondidos com um array na ordem de envio.',
    params: {
      pages: ptBr.pdf.selectedPages('read'),
      password: ptBr.pdf.PDF_RENDER_PASSWORD,
    },
  },
  'zh-cn': {
    summary: '提取 PDF 中的文本',
    description: '逐页读取 PDF 绘制的文本（使用 pdf.js）：`pages` 以 { page, text } 的形式列出每个所选页面（页码从 1 开始），`text` 按该顺序将它们连接起来，以换页符分隔（\\f，与 pdftotext 相同），`characters` 统计 `text` 中的 Unicode 字符数；`page_count` 是文档的总页数。根据文本片段在页面上的位置，按页面绘制它们的顺序重建各行（对于文字处理软件生成的文档，该顺序即阅读顺序；并排排列的多栏可能会交错）：基线移动超过字号一半的片段另起一行，片段之间的可见间隙变为一个空格。图像中的文字（扫描件）不会被识别：这类页面返回空文本。加密的 PDF 需要在 `password` 中提供其密码。多个 PDF 按上传顺序以数组返回。',
    params: {
      pages: zhCn.pdf.selectedPages('read'),
      password: zhCn.pdf.PDF_RENDER_PASSWORD,
    },
  },
})
