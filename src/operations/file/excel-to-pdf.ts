import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, EXCEL_FILES, officeToPdf } from '../kits/office.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'excel-to-pdf',
  input: 'file',
  requires: 'libreoffice',
  summary: 'Convert an Excel workbook to PDF',
  description: [
    'Converts an Excel workbook (XLSX) to PDF with LibreOffice: every sheet\'s print area (or used range), paginated as the workbook\'s page setup says, named after the upload.',
    'Formulas show their last calculated results; macros never run and external data and links are not refreshed.',
    'This operation needs LibreOffice on the server: without it the answer is 503 CONVERTER_MISSING.',
    BATCH_NOTE,
  ].join(' '),
  files: { ...EXCEL_FILES, answers: [PDF_TYPE] },
  params: z.object({}),
  examples: [{ title: 'A price table as PDF', params: {}, files: ['table.xlsx'], output: PDF_TYPE }],
  run: (_params, ctx) => officeToPdf(ctx, 'xlsx', { operation: 'excel-to-pdf', package: 'libreoffice-calc' }),
  es: {
    summary: 'Convierte un libro de Excel a PDF',
    description: `Convierte un libro de Excel (XLSX) a PDF con LibreOffice: el área de impresión de cada hoja (o el rango usado), paginada según la configuración de página del libro, con el nombre del archivo subido. Las fórmulas muestran sus últimos resultados calculados; las macros nunca se ejecutan y los datos externos y los vínculos no se actualizan. Esta operación necesita LibreOffice en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${es.image.SEVERAL_ZIP}`,
  },
  de: {
    summary: 'Konvertiert eine Excel-Arbeitsmappe in PDF',
    description: `Konvertiert eine Excel-Arbeitsmappe (XLSX) mit LibreOffice in PDF: den Druckbereich (oder den verwendeten Bereich) jedes Blatts, auf Seiten aufgeteilt gemäß der Seiteneinrichtung der Arbeitsmappe, benannt nach der hochgeladenen Datei. Formeln zeigen ihre zuletzt berechneten Ergebnisse; Makros werden nie ausgeführt, und externe Daten und Verknüpfungen werden nicht aktualisiert. Dieser Vorgang erfordert LibreOffice auf dem Server: Fehlt es, lautet die Antwort 503 CONVERTER_MISSING. ${de.image.SEVERAL_ZIP}`,
  },
  fr: {
    summary: 'Convertit un classeur Excel en PDF',
    description: `Convertit un classeur Excel (XLSX) en PDF avec LibreOffice\u00a0: la zone d'impression (ou la plage utilisée) de chaque feuille, paginée selon la mise en page du classeur, sous le nom du fichier chargé. Les formules affichent leurs derniers résultats calculés\u00a0; les macros ne sont jamais exécutées et les données externes et les liens ne sont pas actualisés. Cette opération nécessite LibreOffice sur le serveur\u00a0: sans lui, la réponse est 503 CONVERTER_MISSING. ${fr.image.SEVERAL_ZIP}`,
  },
  'pt-br': {
    summary: 'Converte uma pasta de trabalho do Excel em PDF',
    description: `Converte uma pasta de trabalho do Excel (XLSX) em PDF com o LibreOffice: a área de impressão (ou o intervalo usado) de cada planilha, paginada conforme a configuração de página da pasta de trabalho, com o nome do arquivo enviado. As fórmulas mostram seus últimos resultados calculados; as macros nunca são executadas e os dados externos e os vínculos não são atualizados. Esta operação precisa do LibreOffice no servidor: sem ele, a resposta é 503 CONVERTER_MISSING. ${ptBr.image.SEVERAL_ZIP}`,
  },
  'zh-cn': {
    summary: '将 Excel 工作簿转换为 PDF',
    description: `使用 LibreOffice 将 Excel 工作簿（XLSX）转换为 PDF：输出每个工作表的打印区域（或已使用区域），按工作簿的页面设置分页，以上传文件的名称命名。公式显示最后一次计算的结果；宏从不运行，外部数据和链接不会刷新。此操作需要服务器上安装 LibreOffice：否则响应为 503 CONVERTER_MISSING。${zhCn.image.SEVERAL_ZIP}`,
  },
})
