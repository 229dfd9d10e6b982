import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, ENCRYPTED_INPUTS, openPasswordParam, pageSelectionParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'delete-pages-pdf',
  input: 'file',
  summary: 'Remove pages from a PDF',
  description: [
    'Removes the selected pages and keeps the others in their order. At least one page must remain (422 otherwise).',
    'The result is a new document made of the remaining pages, so nothing of the removed pages is left in the file;',
    `it ${en.pdf.KEEPS_INFO}.`,
    ENCRYPTED_INPUTS,
    'Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    pages: pageSelectionParam('The pages to remove'),
    password: openPasswordParam,
  }),
  examples: [{ title: 'Remove the first and last pages', params: { pages: '1,3' }, files: ['three-pages.pdf'], output: 'application/pdf' }],
  run: async ({ pages, password }, ctx) =>
    asOutputs(await ctx.documents.run('pdf.deletePages', { ...pdfJob(ctx, password), pages }, budget(ctx))),
  es: {
    summary: 'Elimina páginas de un PDF',
    description: `Elimina las páginas seleccionadas y conserva las demás en su orden. Debe quedar al menos una página (422 en otro caso). El resultado es un documento nuevo formado por las páginas restantes, así que no queda nada de las páginas eliminadas en el archivo; ${es.pdf.KEEPS_INFO}. ${es.pdf.PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      pages: es.pdf.pageList('Las páginas que se eliminan'),
      password: es.pdf.PDF_PASSWORD,
    },
  },
  de: {
    summary: 'Entfernt Seiten aus einem PDF',
    description: `Entfernt die ausgewählten Seiten und behält die übrigen in ihrer Reihenfolge bei. Mindestens eine Seite muss übrig bleiben (sonst 422). Das Ergebnis ist ein neues Dokument aus den verbleibenden Seiten, sodass von den entfernten Seiten nichts in der Datei zurückbleibt; es ${de.pdf.KEEPS_INFO}. ${de.pdf.PDF_OPENED} Bei mehreren Dateien ist die Antwort ein ZIP.`,
    params: {
      pages: de.pdf.pageList('Die zu entfernenden Seiten'),
      password: de.pdf.PDF_PASSWORD,
    },
  },
  fr: {
    summary: 'Supprime des pages d\'un PDF',
    description: `Supprime les pages sélectionnées et conserve les autres dans leur ordre. Au moins une page doit rester (422 sinon). Le résultat est un nouveau document composé des pages restantes, si bien qu'il ne reste rien des pages supprimées dans le fichier\u00a0; il ${fr.pdf.KEEPS_INFO}. ${fr.pdf.PDF_OPENED} Plusieurs fichiers sont renvoyés dans un ZIP.`,
    params: {
      pages: fr.pdf.pageList('Les pages à supprimer'),
      password: fr.pdf.PDF_PASSWORD,
    },
  },
  'pt-br': {
    summary: 'Remove páginas de um PDF',
    description: `Remove as páginas selecionadas e mantém as demais na ordem em que estão. Pelo menos uma página precisa restar (caso contrário, 422). O resultado é um novo documento formado pelas páginas restantes, então nada das páginas removidas fica no arquivo; ${ptBr.pdf.KEEPS_INFO}. ${ptBr.pdf.PDF_OPENED} Vários arquivos são retornados em um ZIP.`,
    params: {
      pages: ptBr.pdf.pageList('As páginas a remover'),
      password: ptBr.pdf.PDF_PASSWORD,
    },
  },
  'zh-cn': {
    summary: '删除 PDF 中的页面',
    description: `删除所选页面，其余页面保持原有顺序。必须至少保留一页（否则返回 422）。结果是由剩余页面组成的新文档，因此文件中不会残留已删除页面的任何内容；${zhCn.pdf.KEEPS_INFO}。${zhCn.pdf.PDF_OPENED}多个文件以 ZIP 返回。`,
    params: {
      pages: zhCn.pdf.pageList('要删除的页面'),
      password: zhCn.pdf.PDF_PASSWORD,
    },
  },
})
