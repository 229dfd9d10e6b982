import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { BATCH_NOTE, delimiterParam, sheetNameParam, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS } from '../../lib/office/sheets.ts'
import { XLSX_TYPE } from '../../lib/office/outputs.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'csv-to-excel',
  input: 'file',
  summary: 'Convert CSV to an Excel workbook',
  description: [
    'Makes an Excel workbook (XLSX) with one sheet from a CSV file (UTF-8, RFC 4180: quoted fields may hold delimiters, quotes written "" and line breaks), named after the upload.',
    'The delimiter is the one given, or else the most frequent of comma, semicolon and tab in the first record (outside quotes), comma when none is found.',
    'With types=1 (the default) fields written as numbers (such as -12, 3.5, 1e6; not 007, 1,5 or numbers of more than 15 significant digits, which a cell could not hold exactly) become number cells and true/false (any case) become boolean cells;',
    'everything else, and every field with types=0, stays text exactly as written. Empty fields make empty cells; blank lines are skipped.',
    `At most ${MAX_SHEET_ROWS.toLocaleString('en')} rows and ${MAX_SHEET_CELLS.toLocaleString('en')} cells (413 beyond), 1,000 columns per row.`,
    BATCH_NOTE,
  ].join(' '),
  files: { accepts: ['csv'], mode: 'each', answers: [XLSX_TYPE] },
  params: z.object({
    delimiter: delimiterParam('Field separator: comma, semicolon or tab; detected from the first record when not given').optional(),
    sheet_name: sheetNameParam,
    types: z.boolean().default(true)
      .describe('1 (default): numbers and true/false become typed cells; 0: every field stays text'),
  }),
  examples: [
    { title: 'A CSV file as a workbook', params: {}, files: ['table.csv'], output: XLSX_TYPE },
    { title: 'All text, with a sheet name', params: { types: false, sheet_name: 'Prices' }, files: ['table.csv'], output: XLSX_TYPE },
  ],
  run: async (params, ctx) => asOutputs(await ctx.documents.run('office.csvToExcel', {
    ...theUpload(ctx), delimiter: params.delimiter, sheetName: params.sheet_name, types: params.types,
  }, budget(ctx))),
  es: {
    summary: 'Convierte un CSV en un libro de Excel',
    description: `Crea un libro de Excel (XLSX) con una hoja a partir de un archivo CSV (UTF-8, RFC 4180: los campos entre comillas pueden contener delimitadores, comillas escritas como "" y saltos de línea), con el nombre del archivo subido. El delimitador es el indicado o, si no, el más frecuente entre la coma, el punto y coma y el tabulador en el primer registro (fuera de comillas), y la coma cuando no se encuentra ninguno. Con types=1 (por defecto) los campos escritos como números (como -12, 3.5, 1e6; no 007, 1,5 ni números de más de 15 cifras significativas, que una celda no podría guardar exactamente) pasan a ser celdas numéricas y true/false (en mayúsculas o minúsculas) celdas booleanas; todo lo demás, y todos los campos con types=0, quedan como texto tal como se escribieron. Los campos vacíos dan celdas vacías; se omiten las líneas en blanco. Como máximo 100 000 filas y 5 000 000 de celdas (413 por encima), y 1000 columnas por fila. ${es.image.SEVERAL_ZIP}`,
    params: {
      delimiter: 'Separador de campos: comma, semicolon o tab; si no se indica, se detecta a partir del primer registro',
      sheet_name: `Nombre de la hoja creada con los datos (${es.office.SHEET_NAME_RULE}); por defecto Sheet1`,
      types: '1 (por defecto): los números y true/false pasan a ser celdas con tipo; 0: todos los campos quedan como texto',
    },
  },
  de: {
    summary: 'Konvertiert CSV in eine Excel-Arbeitsmappe',
    description: `Erstellt aus einer CSV-Datei (UTF-8, RFC 4180: Felder in Anführungszeichen dürfen Trennzeichen, als "" geschriebene Anführungszeichen und Zeilenumbrüche enthalten) eine Excel-Arbeitsmappe (XLSX) mit einem Tabellenblatt, benannt nach der hochgeladenen Datei. Trennzeichen ist das angegebene oder sonst das häufigste von Komma, Semikolon und Tabulator im ersten Datensatz (außerhalb von Anführungszeichen); wird keines gefunden, das Komma. Mit types=1 (Standard) werden als Zahlen geschriebene Felder (etwa -12, 3.5, 1e6; nicht 007, 1,5 oder Zahlen mit mehr als 15 signifikanten Stellen, die eine Zelle nicht exakt speichern könnte) zu Zahlenzellen und true/false (unabhängig von der Groß-/Kleinschreibung) zu booleschen Zellen; alles andere sowie jedes Feld bei types=0 bleibt Text, genau wie geschrieben. Leere Felder ergeben leere Zellen; Leerzeilen werden übersprungen. Höchstens ${MAX_SHEET_ROWS.toLocaleString('de')} Zeilen und ${MAX_SHEET_CELLS.toLocaleString('de')} Zellen (darüber 413) sowie 1000 Spalten pro Zeile. ${de.image.SEVERAL_ZIP}`,
    params: {
      delimiter: 'Feldtrennzeichen: comma, semicolon oder tab; ohne Angabe wird es aus dem ersten Datensatz ermittelt',
      sheet_name: `Name des Tabellenblatts, das aus den Daten erstellt wird (${de.office.SHEET_NAME_RULE}); Standardwert: Sheet1`,
      types: '1 (Standard): Zahlen und true/false werden zu typisierten Zellen; 0: jedes Feld bleibt Text',
    },
  },
  fr: {
    summary: 'Convertit un fichier CSV en classeur Excel',
    description: `Crée un classeur Excel (XLSX) d'une seule feuille à partir d'un fichier CSV (UTF-8, RFC 4180\u00a0: les champs entre guillemets peuvent contenir des délimiteurs, des guillemets écrits "" et des sauts de ligne), nommé d'après le fichier chargé. Le délimiteur est celui indiqué ou, à défaut, le plus fréquent parmi la virgule, le point-virgule et la tabulation dans le premier enregistrement (hors guillemets), et la virgule si aucun n'est trouvé. Avec types=1 (par défaut), les champs écrits comme des nombres (par exemple -12, 3.5, 1e6\u00a0; mais pas 007, 1,5 ni les nombres de plus de 15 chiffres significatifs, qu'une cellule ne pourrait pas stocker exactement) deviennent des cellules numériques et true/false (quelle que soit la casse) des cellules booléennes\u00a0; tout le reste, ainsi que chaque champ avec types=0, reste du texte tel qu'il est écrit. Les champs vides donnent des cellules vides\u00a0; les lignes vides sont ignorées. Au maximum ${MAX_SHEET_ROWS.toLocaleString('fr')} lignes et ${MAX_SHEET_CELLS.toLocaleString('fr')} cellules (413 au-delà), et 1000 colonnes par ligne. ${fr.image.SEVERAL_ZIP}`,
    params: {
      delimiter: 'Séparateur de champs\u00a0: comma, semicolon ou tab\u00a0; s\'il n\'est pas indiqué, il est détecté à partir du premier enregistrement',
      sheet_name: `Nom de la feuille créée avec les données (${fr.office.SHEET_NAME_RULE})\u00a0; Sheet1 par défaut`,
      types: '1 (par défaut)\u00a0: les nombres et true/false deviennent des cellules typées\u00a0; 0\u00a0: tous les champs restent du texte',
    },
  },
  'pt-br': {
    summary: 'Converte CSV em uma pasta de trabalho do Excel',
    description: `Cria uma pasta de trabalho do Excel (XLSX) com uma planilha a partir de um arquivo CSV (UTF-8, RFC 4180: campos entre aspas podem conter delimitadores, aspas escritas como "" e quebras de linha), com o nome do arquivo enviado. O delimitador é o informado ou, na falta dele, o mais frequente entre vírgula, ponto e vírgula e tabulação no primeiro registro (fora das aspas), e a vírgula quando nenhum é encontrado. Com types=1 (padrão), os campos escritos como números (como -12, 3.5, 1e6; não 007, 1,5 nem números com mais de 15 dígitos significativos, que uma célula não conseguiria guardar com exatidão) viram células numéricas e true/false (em maiúsculas ou minúsculas) viram células booleanas; todo o resto, e todos os campos com types=0, continua como texto, exatamente como foi escrito. Campos vazios geram células vazias; linhas em branco são ignoradas. No máximo ${MAX_SHEET_ROWS.toLocaleString('pt-BR')} linhas e ${MAX_SHEET_CELLS.toLocaleString('pt-BR')} células (413 acima disso) e 1000 colunas por linha. ${ptBr.image.SEVERAL_ZIP}`,
    params: {
      delimiter: 'Separador de campos: comma, semicolon ou tab; quando não é informado, é detectado a partir do primeiro registro',
      sheet_name: `Nome da planilha criada com os dados (${ptBr.office.SHEET_NAME_RULE}); padrão: Sheet1`,
      types: '1 (padrão): números e true/false viram células com tipo; 0: todos os campos continuam como texto',
    },
  },
  'zh-cn': {
    summary: '将 CSV 转换为 Excel 工作簿',
    description: `将 CSV 文件（UTF-8，RFC 4180：带引号的字段可以包含分隔符、写作 "" 的引号以及换行符）转换为只含一个工作表的 Excel 工作簿（XLSX），以上传文件的名称命名。分隔符为指定的分隔符；未指定时，取第一条记录中（引号以外）出现次数最多的逗号、分号或制表符；一个都没有时使用逗号。当 types=1（默认）时，写成数字的字段（如 -12、3.5、1e6；但不包括 007、1,5 以及有效数字超过 15 位、单元格无法精确保存的数字）变为数字单元格，true/false（不区分大小写）变为布尔单元格；其他所有内容，以及 types=0 时的所有字段，都按原样保留为文本。空字段生成空单元格；空行会被跳过。最多 ${MAX_SHEET_ROWS.toLocaleString('zh-CN')} 行、${MAX_SHEET_CELLS.toLocaleString('zh-CN')} 个单元格（超出则返回 413），每行最多 1000 列。${zhCn.image.SEVERAL_ZIP}`,
    params: {
      delimiter: '字段分隔符：comma、semicolon 或 tab；未指定时根据第一条记录自动检测',
      sheet_name: `由数据创建的工作表的名称（${zhCn.office.SHEET_NAME_RULE}）；默认为 Sheet1`,
      types: '1（默认）：数字和 true/false 变为带类型的单元格；0：所有字段均保留为文本',
    },
  },
})
