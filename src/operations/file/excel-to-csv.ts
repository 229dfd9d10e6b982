import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { FileOutput } from '../../core/file-output.ts'
import { BATCH_NOTE, EXCEL_FILES, delimiterParam, sheetParams, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS } from '../../lib/office/sheets.ts'
import { CSV_TYPE } from '../../lib/office/outputs.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'excel-to-csv',
  input: 'file',
  summary: 'Convert an Excel sheet to CSV',
  description: [
    'Writes one sheet of an Excel workbook (XLSX) as CSV (UTF-8, RFC 4180: fields quoted when they hold the delimiter, a quote or a line break, CRLF after every row), named after the upload.',
    'Cells are written as the sheet shows their values: a formula as its last calculated result, rich text as plain text, numbers in their shortest form without the cell\'s number format,',
    'TRUE and FALSE, dates in ISO 8601 (2024-03-01, 2024-03-01T14:30:00, or 14:30:00 for a time of day), errors as their code (#N/A).',
    'The rows run from A1 to the last non-empty row and column, blanks included; a merged range keeps its value in its first cell.',
    'With all_sheets=1 the answer is a ZIP with one CSV per sheet, named <file>-<sheet>.csv.',
    `A sheet may have at most ${MAX_SHEET_ROWS.toLocaleString('en')} rows and ${MAX_SHEET_CELLS.toLocaleString('en')} cells (413 beyond).`,
    BATCH_NOTE,
  ].join(' '),
  files: { ...EXCEL_FILES, answers: [CSV_TYPE] },
  params: z.object({
    ...sheetParams,
    delimiter: delimiterParam('Field separator: comma (default), semicolon or tab').default('comma'),
  }),
  examples: [
    { title: 'The first sheet as CSV', params: {}, files: ['table.xlsx'], output: CSV_TYPE },
    { title: 'Semicolon-separated, the sheet chosen by number', params: { sheet: '1', delimiter: 'semicolon' }, files: ['table.xlsx'], output: CSV_TYPE },
    { title: 'Every sheet, as a ZIP', params: { all_sheets: true }, files: ['table.xlsx'], output: 'application/zip' },
  ],
  async run(params, ctx) {
    const files = await ctx.documents.run('office.excelToCsv', {
      ...theUpload(ctx), sheet: params.sheet, allSheets: params.all_sheets, delimiter: params.delimiter,
    }, budget(ctx))
    // Every sheet asked for makes a ZIP, even of one sheet: the answer's kind follows the option.
    return params.all_sheets ? files.map((file) => new FileOutput(file.name, file.type, file.bytes)) : asOutputs(files)
  },
  es: {
    summary: 'Convierte una hoja de Excel a CSV',
    description: `Escribe una hoja de un libro de Excel (XLSX) como CSV (UTF-8, RFC 4180: campos entre comillas cuando contienen el delimitador, unas comillas o un salto de línea, y CRLF tras cada fila), con el nombre del archivo subido. Las celdas se escriben con los valores que muestra la hoja: una fórmula como su último resultado calculado, el texto enriquecido como texto simple, los números en su forma más corta sin el formato de número de la celda, TRUE y FALSE, las fechas en ISO 8601 (2024-03-01, 2024-03-01T14:30:00, o 14:30:00 para una hora del día) y los errores como su código (#N/A). Las filas van de A1 a la última fila y columna no vacías, incluidas las vacías intermedias; un rango combinado conserva su valor en su primera celda. Con all_sheets=1 la respuesta es un ZIP con un CSV por hoja, llamado <archivo>-<hoja>.csv. Una hoja puede tener como máximo 100 000 filas y 5 000 000 de celdas (413 por encima). ${es.image.SEVERAL_ZIP}`,
    params: {
      sheet: es.office.SHEET,
      all_sheets: es.office.ALL_SHEETS,
      delimiter: 'Separador de campos: comma (por defecto), semicolon o tab',
    },
  },
  de: {
    summary: 'Konvertiert ein Excel-Tabellenblatt in CSV',
    description: `Schreibt ein Tabellenblatt einer Excel-Arbeitsmappe (XLSX) als CSV (UTF-8, RFC 4180: Felder stehen in Anführungszeichen, wenn sie das Trennzeichen, ein Anführungszeichen oder einen Zeilenumbruch enthalten, CRLF nach jeder Zeile), benannt nach der hochgeladenen Datei. Zellen werden so geschrieben, wie das Blatt ihre Werte anzeigt: eine Formel als ihr zuletzt berechnetes Ergebnis, formatierter Text als reiner Text, Zahlen in ihrer kürzesten Form ohne das Zahlenformat der Zelle, TRUE und FALSE, Datumsangaben in ISO 8601 (2024-03-01, 2024-03-01T14:30:00 oder 14:30:00 für eine Uhrzeit), Fehler als ihr Code (#N/A). Die Zeilen reichen von A1 bis zur letzten nicht leeren Zeile und Spalte, leere dazwischen eingeschlossen; ein verbundener Bereich behält seinen Wert in seiner ersten Zelle. Mit all_sheets=1 ist die Antwort ein ZIP mit einer CSV-Datei pro Blatt, benannt <Datei>-<Blatt>.csv. Ein Blatt darf höchstens ${MAX_SHEET_ROWS.toLocaleString('de')} Zeilen und ${MAX_SHEET_CELLS.toLocaleString('de')} Zellen haben (darüber 413). ${de.image.SEVERAL_ZIP}`,
    params: {
      sheet: de.office.SHEET,
      all_sheets: de.office.ALL_SHEETS,
      delimiter: 'Feldtrennzeichen: comma (Standard), semicolon oder tab',
    },
  },
  fr: {
    summary: 'Convertit une feuille Excel en CSV',
    description: `Écrit une feuille d'un classeur Excel (XLSX) au format CSV (UTF-8, RFC 4180\u00a0: champs entre guillemets lorsqu'ils contiennent le délimiteur, un guillemet ou un saut de ligne, CRLF après chaque ligne), sous le nom du fichier chargé. Les cellules sont écrites avec les valeurs qu'affiche la feuille\u00a0: une formule par son dernier résultat calculé, le texte enrichi en texte brut, les nombres sous leur forme la plus courte sans le format de nombre de la cellule, TRUE et FALSE, les dates en ISO 8601 (2024-03-01, 2024-03-01T14:30:00, ou 14:30:00 pour une heure de la journée), les erreurs par leur code (#N/A). Les lignes vont de A1 jusqu'à la dernière ligne et la dernière colonne non vides, lignes et colonnes vides intermédiaires comprises\u00a0; une plage fusionnée garde sa valeur dans sa première cellule. Avec all_sheets=1, la réponse est un ZIP contenant un CSV par feuille, nommé <fichier>-<feuille>.csv. Une feuille peut compter au maximum ${MAX_SHEET_ROWS.toLocaleString('fr')} lignes et ${MAX_SHEET_CELLS.toLocaleString('fr')} cellules (413 au-delà). ${fr.image.SEVERAL_ZIP}`,
    params: {
      sheet: fr.office.SHEET,
      all_sheets: fr.office.ALL_SHEETS,
      delimiter: 'Séparateur de champs\u00a0: comma (par défaut), semicolon ou tab',
    },
  },
  'pt-br': {
    summary: 'Converte uma planilha do Excel em CSV',
    description: `Grava uma planilha de uma pasta de trabalho do Excel (XLSX) como CSV (UTF-8, RFC 4180: campos entre aspas quando contêm o delimitador, aspas ou uma quebra de linha, e CRLF após cada linha), com o nome do arquivo enviado. As células são gravadas com os valores que a planilha exibe: uma fórmula como seu último resultado calculado, texto formatado como texto simples, números na forma mais curta sem o formato de número da célula, TRUE e FALSE, datas em ISO 8601 (2024-03-01, 2024-03-01T14:30:00 ou 14:30:00 para um horário do dia) e erros como seu código (#N/A). As linhas vão de A1 até a última linha e coluna não vazias, incluindo as vazias no meio; um intervalo mesclado mantém o valor na primeira célula. Com all_sheets=1, a resposta é um ZIP com um CSV por planilha, chamado <arquivo>-<planilha>.csv. Uma planilha pode ter no máximo ${MAX_SHEET_ROWS.toLocaleString('pt-BR')} linhas e ${MAX_SHEET_CELLS.toLocaleString('pt-BR')} células (413 acima disso). ${ptBr.image.SEVERAL_ZIP}`,
    params: {
      sheet: ptBr.office.SHEET,
      all_sheets: ptBr.office.ALL_SHEETS,
      delimiter: 'Separador de campos: comma (padrão), semicolon ou tab',
    },
  },
  'zh-cn': {
    summary: '将 Excel 工作表转换为 CSV',
    description: `将 Excel 工作簿（XLSX）中的一个工作表写为 CSV（UTF-8，RFC 4180：字段包含分隔符、引号或换行符时加引号，每行以 CRLF 结尾），以上传文件的名称命名。单元格按工作表显示的值写出：公式写为最后一次计算的结果，富文本写为纯文本，数字写为最短形式（不带单元格的数字格式），布尔值写为 TRUE 和 FALSE，日期写为 ISO 8601 格式（2024-03-01、2024-03-01T14:30:00，一天中的时刻则为 14:30:00），错误写为错误代码（#N/A）。行的范围从 A1 到最后一个非空的行和列，中间的空白行列也包括在内；合并区域的值保留在其第一个单元格中。当 all_sheets=1 时，响应为 ZIP，每个工作表对应一个 CSV，命名为 <文件名>-<工作表名>.csv。一个工作表最多 ${MAX_SHEET_ROWS.toLocaleString('zh-CN')} 行、${MAX_SHEET_CELLS.toLocaleString('zh-CN')} 个单元格（超出则返回 413）。${zhCn.image.SEVERAL_ZIP}`,
    params: {
      sheet: zhCn.office.SHEET,
      all_sheets: zhCn.office.ALL_SHEETS,
      delimiter: '字段分隔符：comma（默认）、semicolon 或 tab',
    },
  },
})
