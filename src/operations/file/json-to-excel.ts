import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { BATCH_NOTE, sheetNameParam, theUpload } from '../kits/office.ts'
import { MAX_SHEET_CELLS, MAX_SHEET_ROWS, MAX_SHEETS } from '../../lib/office/sheets.ts'
import { XLSX_TYPE } from '../../lib/office/outputs.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'json-to-excel',
  input: 'file',
  summary: 'Convert JSON rows to an Excel workbook',
  description: [
    'Makes an Excel workbook (XLSX) from a JSON file, named after the upload. The JSON is an array of objects (one row each; the header row lists every key in the order first seen,',
    'and a row without a key leaves that cell empty), an array of arrays (one row each, no header added), or an object whose values are such arrays: one sheet per key, named after it.',
    'Numbers, true/false and text become typed cells, null an empty cell, and nested objects or arrays their JSON text. Any other shape answers 422 naming where it went wrong.',
    `At most ${MAX_SHEETS} sheets, ${MAX_SHEET_ROWS.toLocaleString('en')} rows and ${MAX_SHEET_CELLS.toLocaleString('en')} cells per sheet (413 beyond); an Excel cell holds at most 32,767 characters.`,
    BATCH_NOTE,
  ].join(' '),
  files: { accepts: ['json'], mode: 'each', answers: [XLSX_TYPE] },
  params: z.object({
    sheet_name: sheetNameParam.describe(`Name of the sheet when the JSON is a single array (${en.office.SHEET_NAME_RULE}); default Sheet1`),
  }),
  examples: [{ title: 'An array of objects as a workbook', params: {}, files: ['rows.json'], output: XLSX_TYPE }],
  run: async (params, ctx) => asOutputs(await ctx.documents.run('office.jsonToExcel', {
    ...theUpload(ctx), sheetName: params.sheet_name,
  }, budget(ctx))),
  es: {
    summary: 'Convierte filas JSON en un libro de Excel',
    description: `Crea un libro de Excel (XLSX) a partir de un archivo JSON, con el nombre del archivo subido. El JSON es un array de objetos (una fila cada uno; la fila de encabezado lista todas las claves en el orden en que aparecen por primera vez, y una fila sin una clave deja esa celda vacía), un array de arrays (una fila cada uno, sin encabezado añadido), o un objeto cuyos valores son arrays de ese tipo: una hoja por clave, con su nombre. Los números, true/false y el texto pasan a ser celdas con tipo, null una celda vacía, y los objetos o arrays anidados su texto JSON. Cualquier otra forma responde 422 indicando dónde falla. Como máximo 256 hojas, y 100 000 filas y 5 000 000 de celdas por hoja (413 por encima); una celda de Excel admite como máximo 32 767 caracteres. ${es.image.SEVERAL_ZIP}`,
    params: {
      sheet_name: `Nombre de la hoja cuando el JSON es un único array (${es.office.SHEET_NAME_RULE}); por defecto Sheet1`,
    },
  },
  de: {
    summary: 'Konvertiert JSON-Zeilen in eine Excel-Arbeitsmappe',
    description: `Erstellt aus einer JSON-Datei eine Excel-Arbeitsmappe (XLSX), benannt nach der hochgeladenen Datei. Das JSON ist ein Array von Objekten (je eines pro Zeile; die Kopfzeile listet alle Schlüssel in der Reihenfolge ihres ersten Auftretens, und eine Zeile ohne einen Schlüssel lässt diese Zelle leer), ein Array von Arrays (je eines pro Zeile, ohne hinzugefügte Kopfzeile) oder ein Objekt, dessen Werte solche Arrays sind: ein Blatt pro Schlüssel, nach diesem benannt. Zahlen, true/false und Text werden zu typisierten Zellen, null zu einer leeren Zelle und verschachtelte Objekte oder Arrays zu ihrem JSON-Text. Jede andere Struktur ergibt 422 mit der Angabe, wo der Fehler liegt. Höchstens ${MAX_SHEETS} Blätter sowie ${MAX_SHEET_ROWS.toLocaleString('de')} Zeilen und ${MAX_SHEET_CELLS.toLocaleString('de')} Zellen pro Blatt (darüber 413); eine Excel-Zelle fasst höchstens 32.767 Zeichen. ${de.image.SEVERAL_ZIP}`,
    params: {
      sheet_name: `Name des Blatts, wenn das JSON ein einzelnes Array ist (${de.office.SHEET_NAME_RULE}); Standardwert: Sheet1`,
    },
  },
  fr: {
    summary: 'Convertit des lignes JSON en classeur Excel',
    description: `Crée un classeur Excel (XLSX) à partir d'un fichier JSON, sous le nom du fichier chargé. Le JSON est un tableau d'objets (un par ligne\u00a0; la ligne d'en-tête liste toutes les clés dans l'ordre de leur première apparition, et une ligne sans l'une des clés laisse la cellule correspondante vide), un tableau de tableaux (un par ligne, sans en-tête ajouté), ou un objet dont les valeurs sont de tels tableaux\u00a0: une feuille par clé, portant son nom. Les nombres, true/false et le texte deviennent des cellules typées, null une cellule vide, et les objets ou tableaux imbriqués leur texte JSON. Toute autre structure renvoie 422 en indiquant où se trouve l'erreur. Au maximum ${MAX_SHEETS} feuilles, et ${MAX_SHEET_ROWS.toLocaleString('fr')} lignes et ${MAX_SHEET_CELLS.toLocaleString('fr')} cellules par feuille (413 au-delà)\u00a0; une cellule Excel contient au maximum 32 767 caractères. ${fr.image.SEVERAL_ZIP}`,
    params: {
      sheet_name: `Nom de la feuille lorsque le JSON est un tableau unique (${fr.office.SHEET_NAME_RULE})\u00a0; Sheet1 par défaut`,
    },
  },
  'pt-br': {
    summary: 'Converte linhas JSON em uma pasta de trabalho do Excel',
    description: `Cria uma pasta de trabalho do Excel (XLSX) a partir de um arquivo JSON, com o nome do arquivo enviado. O JSON é um array de objetos (um por linha; a linha de cabeçalho lista todas as chaves na ordem em que aparecem pela primeira vez, e uma linha sem uma das chaves deixa essa célula vazia), um array de arrays (um por linha, sem cabeçalho adicionado) ou um objeto cujos valores são arrays desse tipo: uma planilha por chave, com o nome dela. Números, true/false e texto viram células com tipo, null vira uma célula vazia e objetos ou arrays aninhados viram seu texto JSON. Qualquer outra estrutura responde 422 indicando onde está o erro. No máximo ${MAX_SHEETS} planilhas, e ${MAX_SHEET_ROWS.toLocaleString('pt-BR')} linhas e ${MAX_SHEET_CELLS.toLocaleString('pt-BR')} células por planilha (413 acima disso); uma célula do Excel comporta no máximo 32.767 caracteres. ${ptBr.image.SEVERAL_ZIP}`,
    params: {
      sheet_name: `Nome da planilha quando o JSON é um único array (${ptBr.office.SHEET_NAME_RULE}); padrão: Sheet1`,
    },
  },
  'zh-cn': {
    summary: '将 JSON 行转换为 Excel 工作簿',
    description: `根据 JSON 文件创建 Excel 工作簿（XLSX），以上传文件的名称命名。JSON 可以是对象数组（每个对象一行；标题行按首次出现的顺序列出所有键，某行缺少某个键时对应单元格留空）、数组的数组（每个数组一行，不添加标题行），或值均为此类数组的对象：每个键一个工作表，以该键命名。数字、true/false 和文本变为带类型的单元格，null 变为空单元格，嵌套的对象或数组变为其 JSON 文本。其他任何结构都会返回 422，并指出出错的位置。最多 ${MAX_SHEETS} 个工作表，每个工作表最多 ${MAX_SHEET_ROWS.toLocaleString('zh-CN')} 行、${MAX_SHEET_CELLS.toLocaleString('zh-CN')} 个单元格（超出则返回 413）；一个 Excel 单元格最多容纳 32,767 个字符。${zhCn.image.SEVERAL_ZIP}`,
    params: {
      sheet_name: `JSON 为单个数组时工作表的名称（${zhCn.office.SHEET_NAME_RULE}）；默认为 Sheet1`,
    },
  },
})
