import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { ENCRYPTED_INPUTS, PDF_TO_PDF, openPasswordParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'

/** Longest value of one field, in characters. */
const MAX_VALUE = 2000

const field = (what: string) => z.string().max(MAX_VALUE).optional()
  .describe(`${what}; omitted keeps the current value, an empty value removes it (at most ${MAX_VALUE} characters)`)
const campo = (what: string) => `${what}; si se omite se conserva el valor actual, un valor vacío lo elimina (como máximo ${MAX_VALUE} caracteres)`

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
})
