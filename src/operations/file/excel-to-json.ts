import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { EXCEL_FILES, sheetParams, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS } from '../../lib/office/sheets.ts'
import { MAX_TEXT_OUTPUT } from '../../lib/office/tables.ts'
import type { JsonCell } from '../../lib/office/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()])
  .apply(described, {
    en: 'A cell\'s value: a number, true or false, text (a date as ISO 8601 text, a formula\'s error as its code such as #N/A), or null when blank',
    es: 'El valor de una celda: un número, true o false, texto (una fecha como texto ISO 8601, el error de una fórmula como su código, por ejemplo #N/A), o null cuando está vacía',
    de: 'Der Wert einer Zelle: eine Zahl, true oder false, Text (ein Datum als ISO-8601-Text, der Fehler einer Formel als sein Code wie #N/A) oder null, wenn die Zelle leer ist',
    fr: 'La valeur d\'une cellule\u00a0: un nombre, true ou false, du texte (une date sous forme de texte ISO 8601, l\'erreur d\'une formule sous forme de code comme #N/A), ou null si la cellule est vide',
    'pt-br': 'O valor de uma célula: um número, true ou false, texto (uma data como texto ISO 8601, o erro de uma fórmula como seu código, por exemplo #N/A) ou null quando está vazia',
    'zh-cn': '单元格的值：数字、true 或 false、文本（日期为 ISO 8601 文本，公式错误为其错误代码，如 #N/A），单元格为空时为 null',
  })

const cellsByName = z.record(z.string(), cell)
const { $schema: _dialect, ...cellsByNameJson } = z.toJSONSchema(cellsByName, { io: 'output' })
/**
 * A row keyed by the header's names. A header may name a column __proto__, a key zod leaves out
 * of what it parses: so the row is checked against cellsByName and kept as it is, and the document
 * describes it as cellsByName.
 */
const headerRow = z.custom<Record<string, JsonCell>>((row) => cellsByName.safeParse(row).success).meta(cellsByNameJson)

export default defineOperation({
  category: 'file',
  name: 'excel-to-json',
  input: 'file',
  summary: 'Read an Excel sheet as JSON rows',
  description: [
    'Reads one sheet of an Excel workbook (XLSX), or every sheet with all_sheets=1, and answers { sheets: [{ name, rows }] } in workbook order.',
    'With header=1 (the default) the first non-blank row names the properties (a blank name becomes column_<n>, a repeated one gets _2, _3…) and each later row is an object with every property, null where the cell is blank;',
    'with header=0 each row is an array. Blank rows are left out.',
    'Values keep their type: numbers, true and false, text; dates become ISO 8601 text (2024-03-01, 2024-03-01T14:30:00, or 14:30:00 for a time of day); a formula gives its last calculated result and an error its code (#N/A).',
    `A sheet may have at most ${MAX_SHEET_ROWS.toLocaleString('en')} rows and ${MAX_SHEET_CELLS.toLocaleString('en')} cells, and the result at most ${MAX_TEXT_OUTPUT.toLocaleString('en')} characters (413 beyond).`,
    'Several files answer an array in upload order.',
  ].join(' '),
  files: EXCEL_FILES,
  params: z.object({
    ...sheetParams,
    header: z.boolean().default(true)
      .describe('1 (default): the first non-blank row holds the column names and rows are objects; 0: rows are arrays'),
  }),
  result: z.object({
    sheets: z.array(z.object({
      name: z.string().apply(described, { en: 'The sheet\'s name', es: 'El nombre de la hoja', de: 'Der Name des Tabellenblatts', fr: 'Le nom de la feuille', 'pt-br': 'O nome da planilha', 'zh-cn': '工作表的名称' }),
      rows: z.union([
        z.array(headerRow)
          .apply(described, {
            en: 'With header=1: each row after the header as an object with every column name, in column order',
            es: 'Con header=1: cada fila posterior a la cabecera como un objeto con todos los nombres de columna, en el orden de las columnas',
            de: 'Mit header=1: jede Zeile nach der Kopfzeile als Objekt mit allen Spaltennamen, in der Reihenfolge der Spalten',
            fr: 'Avec header=1\u00a0: chaque ligne après l\'en-tête sous forme d\'objet avec tous les noms de colonnes, dans l\'ordre des colonnes',
            'pt-br': 'Com header=1: cada linha após o cabeçalho como um objeto com todos os nomes de coluna, na ordem das colunas',
            'zh-cn': 'header=1 时：标题行之后的每一行为一个对象，包含所有列名，按列的顺序排列',
          }),
        z.array(z.array(cell))
          .apply(described, {
            en: 'With header=0: each row as an array of its cells, from column A to the sheet\'s last used column',
            es: 'Con header=0: cada fila como un array de sus celdas, desde la columna A hasta la última columna usada de la hoja',
            de: 'Mit header=0: jede Zeile als Array ihrer Zellen, von Spalte A bis zur letzten verwendeten Spalte des Blatts',
            fr: 'Avec header=0\u00a0: chaque ligne sous forme de tableau de ses cellules, de la colonne A à la dernière colonne utilisée de la feuille',
            'pt-br': 'Com header=0: cada linha como um array das suas células, da coluna A até a última coluna usada da planilha',
            'zh-cn': 'header=0 时：每一行为由其单元格组成的数组，从 A 列到工作表中最后一个使用的列',
          }),
      ]).apply(described, {
        en: 'The non-blank rows, in sheet order',
        es: 'Las filas no vacías, en el orden de la hoja',
        de: 'Die nicht leeren Zeilen in der Reihenfolge des Blatts',
        fr: 'Les lignes non vides, dans l\'ordre de la feuille',
        'pt-br': 'As linhas não vazias, na ordem da planilha',
        'zh-cn': '非空行，按其在工作表中的顺序排列',
      }),
    })).min(1).apply(described, {
      en: 'The sheet read, or every sheet with all_sheets=1, in workbook order',
      es: 'La hoja leída, o todas las hojas con all_sheets=1, en el orden del libro',
      de: 'Das gelesene Blatt oder mit all_sheets=1 alle Blätter, in der Reihenfolge der Arbeitsmappe',
      fr: 'La feuille lue, ou toutes les feuilles avec all_sheets=1, dans l\'ordre du classeur',
      'pt-br': 'A planilha lida, ou todas as planilhas com all_sheets=1, na ordem da pasta de trabalho',
      'zh-cn': '读取的工作表；all_sheets=1 时为所有工作表，按其在工作簿中的顺序排列',
    }),
  }),
  examples: [
    {
      title: 'Rows as objects keyed by the header',
      params: {},
      files: ['table.xlsx'],
      result: { sheets: [{ name: 'table', rows: [{ name: 'Apple', qty: 3, price: 1.25 }, { name: 'Pear', qty: 10, price: 0.5 }, { name: 'Comma, Inc', qty: 1, price: 99.99 }] }] },
    },
    {
      title: 'Rows as arrays',
      params: { header: false },
      files: ['table.xlsx'],
      result: { sheets: [{ name: 'table', rows: [['name', 'qty', 'price'], ['Apple', 3, 1.25], ['Pear', 10, 0.5], ['Comma, Inc', 1, 99.99]] }] },
    },
  ],
  run: (params, ctx) => ctx.documents.run('office.excelToJson', {
    ...theUpload(ctx), sheet: params.sheet, allSheets: params.all_sheets, header: params.header,
  }, budget(ctx)),
  es: {
    summary: 'Lee una hoja de Excel como filas JSON',
    description: 'Lee una hoja de un libro de Excel (XLSX), o todas las hojas con all_sheets=1, y responde { sheets: [{ name, rows }] } en el orden del libro. Con header=1 (por defecto) la primera fila no vacía da nombre a las propiedades (un nombre vacío pasa a ser column_<n> y a uno repetido se le añade _2, _3…) y cada fila posterior es un objeto con todas las propiedades, con null donde la celda está vacía; con header=0 cada fila es un array. Se omiten las filas vacías. Los valores conservan su tipo: números, true y false, texto; las fechas pasan a ser texto ISO 8601 (2024-03-01, 2024-03-01T14:30:00, o 14:30:00 para una hora del día); una fórmula da su último resultado calculado y un error su código (#N/A). Una hoja puede tener como máximo 100 000 filas y 5 000 000 de celdas, y el resultado como máximo 50 000 000 de caracteres (413 por encima). Varios archivos se responden con un array en el orden de subida.',
    params: {
      sheet: es.office.SHEET,
      all_sheets: es.office.ALL_SHEETS,
      header: '1 (por defecto): la primera fila no vacía contiene los nombres de columna y las filas son objetos; 0: las filas son arrays',
    },
  },
  de: {
    summary: 'Liest ein Excel-Tabellenblatt als JSON-Zeilen',
    description: `Liest ein Tabellenblatt einer Excel-Arbeitsmappe (XLSX) oder mit all_sheets=1 alle Blätter und antwortet mit { sheets: [{ name, rows }] } in der Reihenfolge der Arbeitsmappe. Mit header=1 (Standard) benennt die erste nicht leere Zeile die Eigenschaften (ein leerer Name wird zu column_<n>, ein wiederholter erhält _2, _3…), und jede weitere Zeile ist ein Objekt mit allen Eigenschaften, mit null, wo die Zelle leer ist; mit header=0 ist jede Zeile ein Array. Leere Zeilen werden ausgelassen. Werte behalten ihren Typ: Zahlen, true und false, Text; Datumsangaben werden zu ISO-8601-Text (2024-03-01, 2024-03-01T14:30:00 oder 14:30:00 für eine Uhrzeit); eine Formel liefert ihr zuletzt berechnetes Ergebnis und ein Fehler seinen Code (#N/A). Ein Blatt darf höchstens ${MAX_SHEET_ROWS.toLocaleString('de')} Zeilen und ${MAX_SHEET_CELLS.toLocaleString('de')} Zellen haben und das Ergebnis höchstens ${MAX_TEXT_OUTPUT.toLocaleString('de')} Zeichen (darüber 413). Bei mehreren Dateien ist die Antwort ein Array in der Reihenfolge des Hochladens.`,
    params: {
      sheet: de.office.SHEET,
      all_sheets: de.office.ALL_SHEETS,
      header: '1 (Standard): Die erste nicht leere Zeile enthält die Spaltennamen, und die Zeilen sind Objekte; 0: Die Zeilen sind Arrays',
    },
  },
  fr: {
    summary: 'Lit une feuille Excel sous forme de lignes JSON',
    description: `Lit une feuille d'un classeur Excel (XLSX), ou toutes les feuilles avec all_sheets=1, et répond { sheets: [{ name, rows }] } dans l'ordre du classeur. Avec header=1 (par défaut), la première ligne non vide nomme les propriétés (un nom vide devient column_<n>, un nom répété reçoit _2, _3…) et chaque ligne suivante est un objet avec toutes les propriétés, null là où la cellule est vide\u00a0; avec header=0, chaque ligne est un tableau. Les lignes vides sont omises. Les valeurs gardent leur type\u00a0: nombres, true et false, texte\u00a0; les dates deviennent du texte ISO 8601 (2024-03-01, 2024-03-01T14:30:00, ou 14:30:00 pour une heure de la journée)\u00a0; une formule donne son dernier résultat calculé et une erreur son code (#N/A). Une feuille peut compter au maximum ${MAX_SHEET_ROWS.toLocaleString('fr')} lignes et ${MAX_SHEET_CELLS.toLocaleString('fr')} cellules, et le résultat au maximum ${MAX_TEXT_OUTPUT.toLocaleString('fr')} caractères (413 au-delà). Plusieurs fichiers donnent un tableau dans l'ordre de chargement.`,
    params: {
      sheet: fr.office.SHEET,
      all_sheets: fr.office.ALL_SHEETS,
      header: '1 (par défaut)\u00a0: la première ligne non vide contient les noms de colonnes et les lignes sont des objets\u00a0; 0\u00a0: les lignes sont des tableaux',
    },
  },
  'pt-br': {
    summary: 'Lê uma planilha do Excel como linhas JSON',
    description: `Lê uma planilha de uma pasta de trabalho do Excel (XLSX), ou todas as planilhas com all_sheets=1, e responde { sheets: [{ name, rows }] } na ordem da pasta de trabalho. Com header=1 (padrão), a primeira linha não vazia dá nome às propriedades (um nome vazio vira column_<n> e um repetido recebe _2, _3…) e cada linha seguinte é um objeto com todas as propriedades, com null onde a célula está vazia; com header=0, cada linha é um array. Linhas vazias são omitidas. Os valores mantêm o tipo: números, true e false, texto; as datas viram texto ISO 8601 (2024-03-01, 2024-03-01T14:30:00 ou 14:30:00 para um horário do dia); uma fórmula dá seu último resultado calculado e um erro, seu código (#N/A). Uma planilha pode ter no máximo ${MAX_SHEET_ROWS.toLocaleString('pt-BR')} linhas e ${MAX_SHEET_CELLS.toLocaleString('pt-BR')} células, e o resultado no máximo ${MAX_TEXT_OUTPUT.toLocaleString('pt-BR')} caracteres (413 acima disso). Vários arquivos são respondidos com um array na ordem de envio.`,
    params: {
      sheet: ptBr.office.SHEET,
      all_sheets: ptBr.office.ALL_SHEETS,
      header: '1 (padrão): a primeira linha não vazia contém os nomes das colunas e as linhas são objetos; 0: as linhas são arrays',
    },
  },
  'zh-cn': {
    summary: '将 Excel 工作表读取为 JSON 行',
    description: `读取 Excel 工作簿（XLSX）中的一个工作表（all_sheets=1 时读取所有工作表），按工作簿中的顺序返回 { sheets: [{ name, rows }] }。当 header=1（默认）时，第一个非空行为各属性命名（空名称变为 column_<n>，重复的名称加上 _2、_3…），其后每一行都是包含所有属性的对象，单元格为空处为 null；当 header=0 时，每一行为一个数组。空行会被省略。值保留其类型：数字、true 和 false、文本；日期变为 ISO 8601 文本（2024-03-01、2024-03-01T14:30:00，一天中的时刻则为 14:30:00）；公式给出最后一次计算的结果，错误给出其错误代码（#N/A）。一个工作表最多 ${MAX_SHEET_ROWS.toLocaleString('zh-CN')} 行、${MAX_SHEET_CELLS.toLocaleString('zh-CN')} 个单元格，结果最多 ${MAX_TEXT_OUTPUT.toLocaleString('zh-CN')} 个字符（超出则返回 413）。多个文件按上传顺序以数组返回。`,
    params: {
      sheet: zhCn.office.SHEET,
      all_sheets: zhCn.office.ALL_SHEETS,
      header: '1（默认）：第一个非空行包含列名，各行为对象；0：各行为数组',
    },
  },
})
