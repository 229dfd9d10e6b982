import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, ENCRYPTED_INPUTS, openPasswordParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'reorder-pdf',
  input: 'file',
  summary: 'Put the pages of a PDF in a new order',
  description: [
    'order lists pages and ascending ranges in their new order, such as "3,1,2" or "2-3,1". Each page may be named once (422 otherwise).',
    'Pages not named follow in their original order, so "3" moves page 3 to the front; with drop_unlisted=1 they are left out instead.',
    `The result is a new document made of those pages; it ${en.pdf.KEEPS_INFO}.`,
    ENCRYPTED_INPUTS,
    'Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    order: z.string().min(1).max(1000).describe('The new page order: page numbers and ascending ranges separated by commas, such as 3,1,2 or 2-3,1 ("2-" runs to the last page).'),
    drop_unlisted: z.boolean().default(false).describe('Leave out the pages that order does not name, instead of appending them in their original order.'),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Last page first', params: { order: '3' }, files: ['three-pages.pdf'], output: 'application/pdf' },
    { title: 'Pages 2 and 3 only, swapped', params: { order: '3,2', drop_unlisted: true }, files: ['three-pages.pdf'], output: 'application/pdf' },
  ],
  run: async ({ order, drop_unlisted, password }, ctx) =>
    asOutputs(await ctx.documents.run('pdf.reorder', { ...pdfJob(ctx, password), order, dropUnlisted: drop_unlisted }, budget(ctx))),
  es: {
    summary: 'Pone las páginas de un PDF en un orden nuevo',
    description: `order lista páginas e intervalos ascendentes en su nuevo orden, como "3,1,2" o "2-3,1". Cada página puede nombrarse una sola vez (422 en otro caso). Las páginas no nombradas van a continuación en su orden original, así que "3" mueve la página 3 al principio; con drop_unlisted=1 se omiten en su lugar. El resultado es un documento nuevo formado por esas páginas; ${es.pdf.KEEPS_INFO}. ${es.pdf.PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      order: 'El nuevo orden de las páginas: números de página e intervalos ascendentes separados por comas, como 3,1,2 o 2-3,1 ("2-" llega hasta la última página).',
      drop_unlisted: 'Omite las páginas que order no nombra, en lugar de añadirlas en su orden original.',
      password: es.pdf.PDF_PASSWORD,
    },
  },
  de: {
    summary: 'Ordnet die Seiten eines PDFs neu an',
    description: `order listet Seiten und aufsteigende Bereiche in ihrer neuen Reihenfolge auf, etwa "3,1,2" oder "2-3,1". Jede Seite darf nur einmal genannt werden (sonst 422). Nicht genannte Seiten folgen in ihrer ursprünglichen Reihenfolge, sodass "3" die Seite 3 an den Anfang stellt; mit drop_unlisted=1 werden sie stattdessen ausgelassen. Das Ergebnis ist ein neues Dokument aus diesen Seiten; es ${de.pdf.KEEPS_INFO}. ${de.pdf.PDF_OPENED} Bei mehreren Dateien ist die Antwort ein ZIP.`,
    params: {
      order: 'Die neue Seitenreihenfolge: Seitennummern und aufsteigende Bereiche, durch Kommas getrennt, etwa 3,1,2 oder 2-3,1 ("2-" reicht bis zur letzten Seite).',
      drop_unlisted: 'Lässt die Seiten weg, die order nicht nennt, statt sie in ihrer ursprünglichen Reihenfolge anzuhängen.',
      password: de.pdf.PDF_PASSWORD,
    },
  },
  fr: {
    summary: 'Réorganise les pages d\'un PDF',
    description: `order liste les pages et les plages croissantes dans leur nouvel ordre, par exemple "3,1,2" ou "2-3,1". Chaque page ne peut être citée qu'une fois (422 sinon). Les pages non citées suivent dans leur ordre d'origine, si bien que "3" place la page 3 en tête\u00a0; avec drop_unlisted=1, elles sont omises à la place. Le résultat est un nouveau document composé de ces pages\u00a0; il ${fr.pdf.KEEPS_INFO}. ${fr.pdf.PDF_OPENED} Plusieurs fichiers sont renvoyés dans un ZIP.`,
    params: {
      order: 'Le nouvel ordre des pages\u00a0: numéros de page et plages croissantes séparés par des virgules, par exemple 3,1,2 ou 2-3,1 ("2-" va jusqu\'à la dernière page).',
      drop_unlisted: 'Omet les pages que order ne cite pas, au lieu de les ajouter à la suite dans leur ordre d\'origine.',
      password: fr.pdf.PDF_PASSWORD,
    },
  },
  'pt-br': {
    summary: 'Coloca as páginas de um PDF em uma nova ordem',
    description: `order lista páginas e intervalos crescentes na nova ordem, como "3,1,2" ou "2-3,1". Cada página pode ser indicada uma única vez (caso contrário, 422). As páginas não indicadas vêm em seguida, na ordem original, então "3" move a página 3 para o início; com drop_unlisted=1, elas são omitidas. O resultado é um novo documento formado por essas páginas; ${ptBr.pdf.KEEPS_INFO}. ${ptBr.pdf.PDF_OPENED} Vários arquivos são retornados em um ZIP.`,
    params: {
      order: 'A nova ordem das páginas: números de página e intervalos crescentes separados por vírgulas, como 3,1,2 ou 2-3,1 ("2-" vai até a última página).',
      drop_unlisted: 'Omite as páginas que order não indica, em vez de acrescentá-las na ordem original.',
      password: ptBr.pdf.PDF_PASSWORD,
    },
  },
  'zh-cn': {
    summary: '重新排列 PDF 的页面顺序',
    description: `order 按新顺序列出页面和升序范围，如 "3,1,2" 或 "2-3,1"。每个页面只能指定一次（否则返回 422）。未指定的页面按原顺序排在后面，因此 "3" 会将第 3 页移到最前面；当 drop_unlisted=1 时，这些页面会被省略。结果是由这些页面组成的新文档；${zhCn.pdf.KEEPS_INFO}。${zhCn.pdf.PDF_OPENED}多个文件以 ZIP 返回。`,
    params: {
      order: '新的页面顺序：以逗号分隔的页码和升序范围，如 3,1,2 或 2-3,1（"2-" 表示直到最后一页）。',
      drop_unlisted: '省略 order 中未指定的页面，而不是按原顺序将其附加在后面。',
      password: zhCn.pdf.PDF_PASSWORD,
    },
  },
})
