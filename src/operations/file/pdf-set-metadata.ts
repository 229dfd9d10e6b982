import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { ENCRYPTED_INPUTS, PDF_TO_PDF, openPasswordParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

/** Longest value of one field, in characters. */
const MAX_VALUE = 2000

const field = (what: string) => z.string().max(MAX_VALUE).optional()
  .describe(`${what}; omitted keeps the current value, an empty value removes it (at most ${MAX_VALUE} characters)`)
const campo = (what: string) => `${what}; si se omite se conserva el valor actual, un valor vacío lo elimina (como máximo ${MAX_VALUE} caracteres)`
/** The same note in the other languages. */
const fieldIn = {
  de: (what: string) => `${what}; ohne Angabe bleibt der aktuelle Wert erhalten, ein leerer Wert entfernt ihn (höchstens ${MAX_VALUE} Zeichen)`,
  fr: (what: string) => `${what}\u00a0; s'il est omis, la valeur actuelle est conservée, et une valeur vide la supprime (${MAX_VALUE} caractères au maximum)`,
  'pt-br': (what: string) => `${what}; se omitido, o valor atual é mantido, e um valor vazio o remove (no máximo ${MAX_VALUE} caracteres)`,
  'zh-cn': (what: string) => `${what}；省略则保留当前值，空值则将其删除（最多 ${MAX_VALUE} 个字符）`,
}

export default defineOperation({
  category: 'file',
  name: 'pdf-set-metadata',
  input: 'file',
  summary: 'Set a PDF\'s title, author, subject, keywords, creator and producer',
  description: [
    'Writes the given fields into the document information dictionary (what pdf-info, pdfinfo and a viewer\'s Properties show) and sets its modification date to now.',
    'Fields left out keep their current values; an empty value removes the entry. Keywords are stored as written, such as "invoice, 2026, paid".',
    'The catalog\'s XMP metadata stream is then written anew from the resulting values, so that readers that prefer XMP agree with the dictionary:',
    'dc:title, dc:creator (the author), dc:description (the subject), dc:subject (the keywords one by one, split at commas and semicolons), pdf:Keywords, pdf:Producer, xmp:CreatorTool, xmp:CreateDate and xmp:ModifyDate; other properties of an earlier XMP packet are not kept.',
    'Pages, text and images are unchanged. Named after the upload with -metadata.',
    ENCRYPTED_INPUTS,
    'Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    title: field('The document\'s title'),
    author: field('The person or organisation that wrote the document'),
    subject: field('What the document is about'),
    keywords: field('Keywords, as one text such as "invoice, 2026, paid"'),
    creator: field('The program the original document was made with'),
    producer: field('The program that wrote the PDF'),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Set the title and author', params: { title: 'Quarterly report', author: 'Ada Lovelace' }, files: ['three-pages.pdf'], output: 'application/pdf' },
    { title: 'Set keywords and remove the producer', params: { keywords: 'report, 2026', producer: '' }, files: ['three-pages.pdf'], output: 'application/pdf' },
  ],
  run: async ({ password, ...fields }, ctx) => asOutputs(await ctx.documents.run('pdf.setMetadata', {
    ...pdfJob(ctx, password),
    fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    now: new Date().toISOString(),
  }, budget(ctx))),
  es: {
    summary: 'Establece el título, el autor, el asunto, las palabras clave, el creador y el productor de un PDF',
    description: `Escribe los campos indicados en el diccionario de información del documento (lo que muestran pdf-info, pdfinfo y las Propiedades de un visor) y pone su fecha de modificación en el momento actual. Los campos omitidos conservan sus valores actuales; un valor vacío elimina la entrada. Las palabras clave se guardan tal como se escriben, como "factura, 2026, pagada". Después se escribe de nuevo el flujo de metadatos XMP del catálogo a partir de los valores resultantes, para que los lectores que prefieren XMP coincidan con el diccionario: dc:title, dc:creator (el autor), dc:description (el asunto), dc:subject (las palabras clave una a una, separadas en las comas y los puntos y comas), pdf:Keywords, pdf:Producer, xmp:CreatorTool, xmp:CreateDate y xmp:ModifyDate; no se conservan otras propiedades de un paquete XMP anterior. Las páginas, el texto y las imágenes no cambian. Con el nombre del archivo subido y -metadata. ${es.pdf.PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      title: campo('El título del documento'),
      author: campo('La persona u organización que escribió el documento'),
      subject: campo('De qué trata el documento'),
      keywords: campo('Palabras clave, como un solo texto, por ejemplo "factura, 2026, pagada"'),
      creator: campo('El programa con el que se creó el documento original'),
      producer: campo('El programa que escribió el PDF'),
      password: es.pdf.PDF_PASSWORD,
    },
  },
  de: {
    summary: 'Legt Titel, Autor, Thema, Stichwörter, Ersteller und Produzent eines PDFs fest',
    description: `Schreibt die angegebenen Felder in das Dokumentinformations-Dictionary (das, was pdf-info, pdfinfo und die Eigenschaften eines PDF-Viewers anzeigen) und setzt dessen Änderungsdatum auf den aktuellen Zeitpunkt. Ausgelassene Felder behalten ihren aktuellen Wert; ein leerer Wert entfernt den Eintrag. Stichwörter werden so gespeichert, wie sie geschrieben sind, etwa "Rechnung, 2026, bezahlt". Anschließend wird der XMP-Metadatenstream des Katalogs aus den resultierenden Werten neu geschrieben, damit PDF-Reader, die XMP bevorzugen, mit dem Dictionary übereinstimmen: dc:title, dc:creator (der Autor), dc:description (das Thema), dc:subject (die Stichwörter einzeln, an Kommas und Semikolons getrennt), pdf:Keywords, pdf:Producer, xmp:CreatorTool, xmp:CreateDate und xmp:ModifyDate; andere Eigenschaften eines früheren XMP-Pakets bleiben nicht erhalten. Seiten, Text und Bilder bleiben unverändert. Das Ergebnis erhält den Namen der hochgeladenen Datei mit -metadata. ${de.pdf.PDF_OPENED} Bei mehreren Dateien ist die Antwort ein ZIP.`,
    params: {
      title: fieldIn.de('Der Titel des Dokuments'),
      author: fieldIn.de('Die Person oder Organisation, die das Dokument verfasst hat'),
      subject: fieldIn.de('Worum es in dem Dokument geht'),
      keywords: fieldIn.de('Stichwörter als ein einziger Text, etwa "Rechnung, 2026, bezahlt"'),
      creator: fieldIn.de('Das Programm, mit dem das Originaldokument erstellt wurde'),
      producer: fieldIn.de('Das Programm, das das PDF geschrieben hat'),
      password: de.pdf.PDF_PASSWORD,
    },
  },
  fr: {
    summary: 'Définit le titre, l\'auteur, l\'objet, les mots clés, le créateur et le producteur d\'un PDF',
    description: `Écrit les champs indiqués dans le dictionnaire d'informations du document (ce qu'affichent pdf-info, pdfinfo et les Propriétés d'une visionneuse) et règle sa date de modification sur l'instant présent. Les champs omis gardent leur valeur actuelle\u00a0; une valeur vide supprime l'entrée. Les mots clés sont enregistrés tels qu'ils sont écrits, par exemple "facture, 2026, payée". Le flux de métadonnées XMP du catalogue est ensuite réécrit à partir des valeurs obtenues, afin que les lecteurs qui privilégient XMP concordent avec le dictionnaire\u00a0: dc:title, dc:creator (l'auteur), dc:description (l'objet), dc:subject (les mots clés un par un, séparés aux virgules et aux points-virgules), pdf:Keywords, pdf:Producer, xmp:CreatorTool, xmp:CreateDate et xmp:ModifyDate\u00a0; les autres propriétés d'un paquet XMP antérieur ne sont pas conservées. Les pages, le texte et les images ne changent pas. Le résultat porte le nom du fichier chargé suivi de -metadata. ${fr.pdf.PDF_OPENED} Plusieurs fichiers sont renvoyés dans un ZIP.`,
    params: {
      title: fieldIn.fr('Le titre du document'),
      author: fieldIn.fr('La personne ou l\'organisation qui a rédigé le document'),
      subject: fieldIn.fr('Le sujet du document'),
      keywords: fieldIn.fr('Mots clés, sous forme d\'un seul texte, par exemple "facture, 2026, payée"'),
      creator: fieldIn.fr('Le programme avec lequel le document d\'origine a été créé'),
      producer: fieldIn.fr('Le programme qui a écrit le PDF'),
      password: fr.pdf.PDF_PASSWORD,
    },
  },
  'pt-br': {
    summary: 'Define o título, o autor, o assunto, as palavras-chave, o criador e o produtor de um PDF',
    description: `Grava os campos informados no dicionário de informações do documento (o que pdf-info, pdfinfo e as Propriedades de um visualizador mostram) e define a data de modificação dele como o momento atual. Os campos omitidos mantêm os valores atuais; um valor vazio remove a entrada. As palavras-chave são guardadas como foram escritas, por exemplo "fatura, 2026, paga". Em seguida, o fluxo de metadados XMP do catálogo é gravado de novo a partir dos valores resultantes, para que os leitores que preferem XMP concordem com o dicionário: dc:title, dc:creator (o autor), dc:description (o assunto), dc:subject (as palavras-chave uma a uma, separadas nas vírgulas e nos pontos e vírgulas), pdf:Keywords, pdf:Producer, xmp:CreatorTool, xmp:CreateDate e xmp:ModifyDate; outras propriedades de um pacote XMP anterior não são mantidas. Páginas, texto e imagens não mudam. O resultado recebe o nome do arquivo enviado com -metadata. ${ptBr.pdf.PDF_OPENED} Vários arquivos são retornados em um ZIP.`,
    params: {
      title: fieldIn['pt-br']('O título do documento'),
      author: fieldIn['pt-br']('A pessoa ou organização que escreveu o documento'),
      subject: fieldIn['pt-br']('O assunto do documento'),
      keywords: fieldIn['pt-br']('Palavras-chave, como um único texto, por exemplo "fatura, 2026, paga"'),
      creator: fieldIn['pt-br']('O programa com que o documento original foi criado'),
      producer: fieldIn['pt-br']('O programa que gravou o PDF'),
      password: ptBr.pdf.PDF_PASSWORD,
    },
  },
  'zh-cn': {
    summary: '设置 PDF 的标题、作者、主题、关键字、创建者和生成者',
    description: `将给定字段写入文档信息字典（即 pdf-info、pdfinfo 和查看器“属性”中显示的内容），并将其修改日期设为当前时间。省略的字段保留当前值；空值会删除该条目。关键字按原样保存，如 "发票, 2026, 已付款"。随后根据最终的值重新写入目录的 XMP 元数据流，使偏好 XMP 的阅读器与该字典保持一致：dc:title、dc:creator（作者）、dc:description（主题）、dc:subject（逐个列出的关键字，按逗号和分号拆分）、pdf:Keywords、pdf:Producer、xmp:CreatorTool、xmp:CreateDate 和 xmp:ModifyDate；先前 XMP 数据包中的其他属性不会保留。页面、文本和图像保持不变。结果以上传文件的名称加 -metadata 命名。${zhCn.pdf.PDF_OPENED}多个文件以 ZIP 返回。`,
    params: {
      title: fieldIn['zh-cn']('文档的标题'),
      author: fieldIn['zh-cn']('撰写该文档的个人或组织'),
      subject: fieldIn['zh-cn']('文档的主题'),
      keywords: fieldIn['zh-cn']('关键字，合为一段文本，如 "发票, 2026, 已付款"'),
      creator: fieldIn['zh-cn']('创建原始文档所用的程序'),
      producer: fieldIn['zh-cn']('写入该 PDF 的程序'),
      password: zhCn.pdf.PDF_PASSWORD,
    },
  },
})
