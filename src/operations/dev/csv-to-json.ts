import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { csvDelimiter, DELIMITER_NAMES, MAX_CSV_COLUMNS, MAX_CSV_OUTPUT, MAX_CSV_ROWS } from '../../lib/data/csv.ts'
import { runDataTask } from '../kits/data.ts'
import { recordOf } from '../kits/dev-results.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const n = (value: number) => value.toLocaleString('en')

export default defineOperation({
  category: 'dev',
  name: 'csv-to-json',
  input: 'json',
  summary: 'Convert CSV with a header row into an array of JSON objects',
  description: 'The first record is the header; every later record becomes an object keyed by the header names, in column order. '
    + 'Quoting follows RFC 4180: a field that starts with a double quote may contain delimiters and line breaks, and "" inside it is one quote; a quote inside an unquoted field is kept as text. '
    + 'Records may end with LF, CRLF or CR, mixed freely; blank lines and a leading byte order mark are ignored. '
    + 'Values stay strings exactly as written: nothing is trimmed and nothing is turned into a number. '
    + 'An empty header name becomes column_<n> (n counts from 1) and a repeated one gets _2, _3… appended. '
    + 'A row with fewer fields than the header gets null for the missing ones; a row with more is refused (422, with its line), as is an unclosed quote (with the line and column where it opens). '
    + `Limits: ${n(MAX_CSV_ROWS)} data rows and ${n(MAX_CSV_COLUMNS)} columns (422), and ${n(MAX_CSV_OUTPUT)} characters of JSON output (413 OUTPUT_TOO_LARGE, checked before each row is built).`,
  params: z.object({
    csv: textParam('The CSV text, header first, at most 1,000,000 characters'),
    delimiter: z.string().max(16).default(',')
      .describe(`The field separator: one character (not " or a line break), or one of the names ${Object.keys(DELIMITER_NAMES).join(', ')}; default comma`),
  }),
  result: z.array(recordOf(z.string().nullable()).apply(described, {
    en: 'One data row, keyed by the header names in column order: each value the field as written, or null where the row is shorter than the header',
    es: 'Una fila de datos, con los nombres del encabezado como claves en el orden de las columnas: cada valor es el campo tal como se escribió, o null donde la fila es más corta que el encabezado',
    de: 'Eine Datenzeile, mit den Namen der Kopfzeile als Schlüsseln in Spaltenreihenfolge: jeder Wert das Feld wie geschrieben oder null, wo die Zeile kürzer als die Kopfzeile ist',
    fr: "Une ligne de données, avec les noms de l'en-tête comme clés dans l'ordre des colonnes\u00a0: chaque valeur est le champ tel qu'il est écrit, ou null là où la ligne est plus courte que l'en-tête",
    'pt-br': 'Uma linha de dados, com os nomes do cabeçalho como chaves na ordem das colunas: cada valor é o campo como foi escrito, ou null onde a linha é mais curta que o cabeçalho',
    'zh-cn': '一行数据，以标题行中的名称为键，按列顺序排列：每个值为字段的原始内容；该行比标题行短时，缺少的字段为 null',
  }))
    .apply(described, {
      en: 'The data rows, in order',
      es: 'Las filas de datos, en orden',
      de: 'Die Datenzeilen, in Reihenfolge',
      fr: 'Les lignes de données, dans l\'ordre',
      'pt-br': 'As linhas de dados, em ordem',
      'zh-cn': '各数据行，按顺序排列',
    }),
  examples: [
    {
      params: { csv: 'name,city,note\nAda,London,"math, poetry"\nAlan,"Wilmslow",\n' },
      result: [
        { name: 'Ada', city: 'London', note: 'math, poetry' },
        { name: 'Alan', city: 'Wilmslow', note: '' },
      ],
    },
    {
      title: 'semicolons, a quoted quote, a short row',
      params: { csv: 'id;quote\r\n1;"She said ""hi"""\r\n2', delimiter: 'semicolon' },
      result: [{ id: '1', quote: 'She said "hi"' }, { id: '2', quote: null }],
    },
  ],
  run: ({ csv, delimiter }, ctx) => runDataTask(ctx.compute, 'data.csvToJson', { text: csv, delimiter: csvDelimiter(delimiter) }, csv.length),
  es: {
    summary: 'Convierte un CSV con fila de encabezado en un array de objetos JSON',
    description: `El primer registro es el encabezado; cada registro posterior pasa a ser un objeto con los nombres del encabezado como claves, en el orden de las columnas. Las comillas siguen el RFC 4180: un campo que empieza por comillas dobles puede contener delimitadores y saltos de línea, y "" dentro de él es una comilla; una comilla dentro de un campo sin comillas se conserva como texto. Los registros pueden terminar en LF, CRLF o CR, mezclados libremente; se ignoran las líneas en blanco y una marca de orden de bytes inicial. Los valores quedan como cadenas tal como se escribieron: no se recorta nada ni nada se convierte en número. Un nombre de encabezado vacío pasa a ser column_<n> (n cuenta desde 1) y a uno repetido se le añade _2, _3… Una fila con menos campos que el encabezado recibe null en los que faltan; una con más se rechaza (422, con su línea), igual que unas comillas sin cerrar (con la línea y la columna donde se abren). Límites: ${es.text.figure(MAX_CSV_ROWS)} filas de datos y ${es.text.figure(MAX_CSV_COLUMNS)} columnas (422), y ${es.text.figure(MAX_CSV_OUTPUT)} de caracteres de salida JSON (413 OUTPUT_TOO_LARGE, comprobado antes de construir cada fila).`,
    params: {
      csv: 'El texto CSV, con el encabezado primero, como máximo 1 000 000 de caracteres',
      delimiter: `El separador de campos: un carácter (ni " ni un salto de línea), o uno de los nombres ${Object.keys(DELIMITER_NAMES).join(', ')}; por defecto comma`,
    },
  },
  de: {
    summary: 'Wandelt CSV mit einer Kopfzeile in ein Array von JSON-Objekten um',
    description: `Der erste Datensatz ist die Kopfzeile; jeder spätere Datensatz wird zu einem Objekt mit den Namen der Kopfzeile als Schlüsseln, in Spaltenreihenfolge. Die Anführungszeichen folgen RFC 4180: Ein Feld, das mit einem doppelten Anführungszeichen beginnt, darf Trennzeichen und Zeilenumbrüche enthalten, und "" darin steht für ein Anführungszeichen; ein Anführungszeichen in einem Feld ohne Anführungszeichen bleibt als Text erhalten. Datensätze dürfen mit LF, CRLF oder CR enden, beliebig gemischt; Leerzeilen und eine Bytereihenfolge-Marke am Anfang werden ignoriert. Die Werte bleiben Zeichenfolgen, genau wie geschrieben: Nichts wird gekürzt und nichts in eine Zahl umgewandelt. Ein leerer Name in der Kopfzeile wird zu column_<n> (n zählt ab 1), und an einen wiederholten Namen wird _2, _3… angehängt. Eine Zeile mit weniger Feldern als die Kopfzeile erhält null für die fehlenden; eine Zeile mit mehr wird abgelehnt (422, mit ihrer Zeilennummer), ebenso ein nicht geschlossenes Anführungszeichen (mit Zeile und Spalte, an der es beginnt). Grenzen: ${de.text.figure(MAX_CSV_ROWS)} Datenzeilen und ${de.text.figure(MAX_CSV_COLUMNS)} Spalten (422) sowie ${de.text.figure(MAX_CSV_OUTPUT)} Zeichen JSON-Ausgabe (413 OUTPUT_TOO_LARGE, vor dem Aufbau jeder Zeile geprüft).`,
    params: {
      csv: 'Der CSV-Text, Kopfzeile zuerst, höchstens 1.000.000 Zeichen',
      delimiter: `Das Feldtrennzeichen: ein Zeichen (kein " und kein Zeilenumbruch) oder einer der Namen ${Object.keys(DELIMITER_NAMES).join(', ')}; Standard: comma`,
    },
  },
  fr: {
    summary: "Convertit un CSV avec une ligne d'en-tête en tableau d'objets JSON",
    description: `Le premier enregistrement est l'en-tête\u00a0; chaque enregistrement suivant devient un objet dont les clés sont les noms de l'en-tête, dans l'ordre des colonnes. Les guillemets suivent le RFC 4180\u00a0: un champ qui commence par un guillemet double peut contenir des délimiteurs et des sauts de ligne, et "" à l'intérieur représente un guillemet\u00a0; un guillemet dans un champ sans guillemets est conservé comme texte. Les enregistrements peuvent se terminer par LF, CRLF ou CR, mélangés librement\u00a0; les lignes vides et une marque d'ordre d'octet initiale sont ignorées. Les valeurs restent des chaînes exactement telles qu'elles sont écrites\u00a0: rien n'est rogné et rien n'est converti en nombre. Un nom d'en-tête vide devient column_<n> (n compte à partir de 1) et un nom répété reçoit le suffixe _2, _3… Une ligne qui a moins de champs que l'en-tête reçoit null pour ceux qui manquent\u00a0; une ligne qui en a plus est refusée (422, avec sa ligne), de même qu'un guillemet non fermé (avec la ligne et la colonne où il s'ouvre). Limites\u00a0: ${fr.text.figure(MAX_CSV_ROWS)} lignes de données et ${fr.text.figure(MAX_CSV_COLUMNS)} colonnes (422), et ${fr.text.figure(MAX_CSV_OUTPUT)} caractères de sortie JSON (413 OUTPUT_TOO_LARGE, vérifié avant la construction de chaque ligne).`,
    params: {
      csv: "Le texte CSV, en-tête en premier, 1 000 000 caractères au maximum",
      delimiter: `Le séparateur de champs\u00a0: un caractère (ni " ni un saut de ligne), ou l'un des noms ${Object.keys(DELIMITER_NAMES).join(', ')}\u00a0; comma par défaut`,
    },
  },
  'pt-br': {
    summary: 'Converte um CSV com linha de cabeçalho em uma matriz de objetos JSON',
    description: `O primeiro registro é o cabeçalho; cada registro seguinte se torna um objeto com os nomes do cabeçalho como chaves, na ordem das colunas. As aspas seguem o RFC 4180: um campo que começa com aspas duplas pode conter delimitadores e quebras de linha, e "" dentro dele é uma aspa; uma aspa dentro de um campo sem aspas é mantida como texto. Os registros podem terminar em LF, CRLF ou CR, misturados livremente; linhas em branco e uma marca de ordem de bytes inicial são ignoradas. Os valores continuam sendo cadeias de caracteres exatamente como foram escritos: nada é aparado e nada é convertido em número. Um nome de cabeçalho vazio se torna column_<n> (n conta a partir de 1) e um nome repetido recebe _2, _3… no final. Uma linha com menos campos que o cabeçalho recebe null nos que faltam; uma com mais é recusada (422, com sua linha), assim como aspas não fechadas (com a linha e a coluna onde se abrem). Limites: ${ptBr.text.figure(MAX_CSV_ROWS)} linhas de dados e ${ptBr.text.figure(MAX_CSV_COLUMNS)} colunas (422), e ${ptBr.text.figure(MAX_CSV_OUTPUT)} de caracteres de saída JSON (413 OUTPUT_TOO_LARGE, verificado antes de construir cada linha).`,
    params: {
      csv: 'O texto CSV, com o cabeçalho primeiro, no máximo 1.000.000 de caracteres',
      delimiter: `O separador de campos: um caractere (nem " nem uma quebra de linha), ou um dos nomes ${Object.keys(DELIMITER_NAMES).join(', ')}; padrão comma`,
    },
  },
  'zh-cn': {
    summary: '将带标题行的 CSV 转换为 JSON 对象数组',
    description: `第一条记录为标题行；之后的每条记录都转换为一个对象，以标题行中的名称为键，按列顺序排列。引号遵循 RFC 4180：以双引号开头的字段可以包含分隔符和换行符，其中的 "" 表示一个引号；未加引号的字段中的引号按文本保留。记录可以以 LF、CRLF 或 CR 结尾，并可自由混用；空行和开头的字节顺序标记会被忽略。值按原样保留为字符串：不去除空白，也不转换为数字。空的标题名称变为 column_<n>（n 从 1 开始计数），重复的名称会追加 _2、_3…… 字段数少于标题行的行，缺少的字段为 null；字段数多于标题行的行会被拒绝（422，并给出行号），未闭合的引号也会被拒绝（并给出其起始的行和列）。限制：${zhCn.text.figure(MAX_CSV_ROWS)} 个数据行和 ${zhCn.text.figure(MAX_CSV_COLUMNS)} 列（422），以及 ${zhCn.text.figure(MAX_CSV_OUTPUT)} 个字符的 JSON 输出（413 OUTPUT_TOO_LARGE，在构建每一行之前检查）。`,
    params: {
      csv: 'CSV 文本，标题行在前，最多 1,000,000 个字符',
      delimiter: `字段分隔符：一个字符（不能是 " 或换行符），或以下名称之一：${Object.keys(DELIMITER_NAMES).join(', ')}；默认为 comma`,
    },
  },
})
