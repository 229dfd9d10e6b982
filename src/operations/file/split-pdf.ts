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
  name: 'split-pdf',
  input: 'file',
  summary: 'Split a PDF into several PDFs, by page or by ranges',
  description: [
    'Without ranges, every page becomes a PDF of its own (report-1.pdf, report-2.pdf...).',
    'With ranges, each comma-separated group becomes one PDF: "1-3,5,7-" gives report-1-3.pdf, report-5.pdf and report-7-<last>.pdf; groups may overlap.',
    `Several results answer a ZIP; a single group answers that PDF. Each part ${en.pdf.KEEPS_INFO}.`,
    ENCRYPTED_INPUTS,
    'Several uploaded files answer one ZIP with a folder per file.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    ranges: pageSelectionParam('The parts to make, each comma-separated group becoming one PDF').optional(),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Every page on its own (a ZIP)', params: {}, files: ['three-pages.pdf'], output: 'application/zip' },
    { title: 'Pages 2 to 3 as one PDF', params: { ranges: '2-3' }, files: ['three-pages.pdf'], output: 'application/pdf' },
  ],
  run: async ({ ranges, password }, ctx) =>
    asOutputs(await ctx.documents.run('pdf.split', { ...pdfJob(ctx, password), ...(ranges !== undefined && { ranges }) }, budget(ctx))),
  es: {
    summary: 'Divide un PDF en varios PDF, por páginas o por intervalos',
    description: `Sin ranges, cada página pasa a ser un PDF propio (report-1.pdf, report-2.pdf...). Con ranges, cada grupo separado por comas pasa a ser un PDF: "1-3,5,7-" da report-1-3.pdf, report-5.pdf y report-7-<última>.pdf; los grupos pueden solaparse. Varios resultados se responden en un ZIP; un solo grupo se responde con ese PDF. Cada parte ${es.pdf.KEEPS_INFO}. ${es.pdf.PDF_OPENED} Varios archivos subidos se responden en un ZIP con una carpeta por archivo.`,
    params: {
      ranges: es.pdf.pageList('Las partes que se crean, cada grupo separado por comas convertido en un PDF'),
      password: es.pdf.PDF_PASSWORD,
    },
  },
  de: {
    summary: 'Teilt ein PDF seitenweise oder nach Bereichen in mehrere PDFs auf',
    description: `Ohne ranges wird jede Seite zu einem eigenen PDF (report-1.pdf, report-2.pdf...). Mit ranges wird jede durch Kommas getrennte Gruppe zu einem PDF: "1-3,5,7-" ergibt report-1-3.pdf, report-5.pdf und report-7-<letzte>.pdf; Gruppen dürfen sich überschneiden. Mehrere Ergebnisse werden als ZIP zurückgegeben, eine einzelne Gruppe direkt als PDF. Jeder Teil ${de.pdf.KEEPS_INFO}. ${de.pdf.PDF_OPENED} Mehrere hochgeladene Dateien ergeben ein ZIP mit einem Ordner pro Datei.`,
    params: {
      ranges: de.pdf.pageList('Die zu erstellenden Teile, wobei jede durch Kommas getrennte Gruppe ein PDF ergibt'),
      password: de.pdf.PDF_PASSWORD,
    },
  },
  fr: {
    summary: 'Divise un PDF en plusieurs PDF, par page ou par plages',
    description: `Sans ranges, chaque page devient un PDF distinct (report-1.pdf, report-2.pdf...). Avec ranges, chaque groupe séparé par des virgules devient un PDF\u00a0: "1-3,5,7-" donne report-1-3.pdf, report-5.pdf et report-7-<dernière>.pdf\u00a0; les groupes peuvent se chevaucher. Plusieurs résultats sont renvoyés dans un ZIP\u00a0; un seul groupe est renvoyé directement sous forme de PDF. Chaque partie ${fr.pdf.KEEPS_INFO}. ${fr.pdf.PDF_OPENED} Plusieurs fichiers chargés donnent un seul ZIP avec un dossier par fichier.`,
    params: {
      ranges: fr.pdf.pageList('Les parties à créer, chaque groupe séparé par des virgules devenant un PDF'),
      password: fr.pdf.PDF_PASSWORD,
    },
  },
  'pt-br': {
    summary: 'Divide um PDF em vários PDFs, por página ou por intervalos',
    description: `Sem ranges, cada página vira um PDF próprio (report-1.pdf, report-2.pdf...). Com ranges, cada grupo separado por vírgulas vira um PDF: "1-3,5,7-" gera report-1-3.pdf, report-5.pdf e report-7-<última>.pdf; os grupos podem se sobrepor. Vários resultados são retornados em um ZIP; um único grupo é retornado diretamente como PDF. Cada parte ${ptBr.pdf.KEEPS_INFO}. ${ptBr.pdf.PDF_OPENED} Vários arquivos enviados são retornados em um ZIP com uma pasta por arquivo.`,
    params: {
      ranges: ptBr.pdf.pageList('As partes a criar, cada grupo separado por vírgulas virando um PDF'),
      password: ptBr.pdf.PDF_PASSWORD,
    },
  },
  'zh-cn': {
    summary: '按页或按范围将 PDF 拆分为多个 PDF',
    description: `不指定 ranges 时，每一页都会成为单独的 PDF（report-1.pdf、report-2.pdf...）。指定 ranges 时，每个以逗号分隔的组成为一个 PDF："1-3,5,7-" 生成 report-1-3.pdf、report-5.pdf 和 report-7-<最后一页>.pdf；各组可以重叠。多个结果以 ZIP 返回；只有一个组时直接返回该 PDF。每个部分${zhCn.pdf.KEEPS_INFO}。${zhCn.pdf.PDF_OPENED}上传多个文件时返回一个 ZIP，每个文件对应一个文件夹。`,
    params: {
      ranges: zhCn.pdf.pageList('要生成的各个部分，每个以逗号分隔的组成为一个 PDF'),
      password: zhCn.pdf.PDF_PASSWORD,
    },
  },
})
