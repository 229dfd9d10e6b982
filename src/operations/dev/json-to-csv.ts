import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { csvDelimiter, DELIMITER_NAMES } from '../../lib/data/csv.ts'
import { MAX_CSV_COLUMNS, MAX_CSV_OUTPUT } from '../../lib/formats/csv-write.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const n = (value: number) => value.toLocaleString('en')

export default defineOperation({
  category: 'dev',
  name: 'json-to-csv',
  input: 'json',
  summary: 'Convert a JSON array of objects into CSV',
  description: 'Each object becomes one record. The header is the union of the objects\' keys, in the order they are first seen; an object without a column gets an empty field there. '
    + 'Nested objects are flattened with dotted names ({"a":{"b":1}} gives the column a.b; an empty object is written as {}), arrays are written as their JSON text, true and false as such, numbers as JSON writes them, and null as an empty field. '
    + 'Output follows RFC 4180: every record ends with CRLF, and a field holding the delimiter, a double quote or a line break is put in double quotes with each quote doubled. An empty array gives an empty text. '
    + 'Anything but an array of objects is refused (422, naming the first item that is not an object); invalid JSON is refused with the line and column of the first problem. '
    + `Limits: ${n(MAX_CSV_COLUMNS)} columns (422) and ${n(MAX_CSV_OUTPUT)} characters of output (413 OUTPUT_TOO_LARGE, checked before each row is built).`,
  params: z.object({
    json: textParam('The JSON array of objects, at most 1,000,000 characters'),
    delimiter: z.string().max(16).default(',')
      .describe(`The field separator: one character (not " or a line break), or one of the names ${Object.keys(DELIMITER_NAMES).join(', ')}; default comma`),
  }),
  result: z.object({
    output: z.string().apply(described, {
      en: 'The CSV text: the header, then one record per object, each ending with CRLF',
      es: 'El texto CSV: el encabezado y luego un registro por objeto, cada uno terminado en CRLF',
      de: 'Der CSV-Text: die Kopfzeile, dann ein Datensatz pro Objekt, jeweils mit CRLF abgeschlossen',
      fr: "Le texte CSV\u00a0: l'en-tête, puis un enregistrement par objet, chacun terminé par CRLF",
      'pt-br': 'O texto CSV: o cabeçalho e depois um registro por objeto, cada um terminado em CRLF',
      'zh-cn': 'CSV 文本：先是标题行，然后每个对象一条记录，每条记录以 CRLF 结尾',
    }),
    rows: z.number().int().min(0).apply(described, {
      en: 'Number of data records (the header not counted)',
      es: 'Número de registros de datos (sin contar el encabezado)',
      de: 'Anzahl der Datensätze (ohne die Kopfzeile)',
      fr: "Nombre d'enregistrements de données (sans compter l'en-tête)",
      'pt-br': 'Número de registros de dados (sem contar o cabeçalho)',
      'zh-cn': '数据记录数（不含标题行）',
    }),
    columns: z.number().int().min(0).apply(described, {
      en: 'Number of columns',
      es: 'Número de columnas',
      de: 'Anzahl der Spalten',
      fr: 'Nombre de colonnes',
      'pt-br': 'Número de colunas',
      'zh-cn': '列数',
    }),
  }),
  examples: [
    {
      params: { json: '[{"name":"Ada","address":{"city":"London"},"langs":["en","fr"],"admin":true},{"name":"Alan \\"AT\\"","note":"a, b","admin":null}]' },
      result: { output: 'name,address.city,langs,admin,note\r\nAda,London,"[""en"",""fr""]",true,\r\n"Alan ""AT""",,,,"a, b"\r\n', rows: 2, columns: 5 },
    },
    {
      title: 'semicolons',
      params: { json: '[{"id":1,"price":2.5},{"id":2,"price":3}]', delimiter: 'semicolon' },
      result: { output: 'id;price\r\n1;2.5\r\n2;3\r\n', rows: 2, columns: 2 },
    },
  ],
  run: ({ json, delimiter }, ctx) => runFormatTask(ctx.compute, 'formats.jsonToCsv', { text: json, delimiter: csvDelimiter(delimiter) }, json.length),
  es: {
    summary: 'Convierte un array JSON de objetos en CSV',
    description: `Cada objeto pasa a ser un registro. El encabezado es la unión de las claves de los objetos, en el orden en que aparecen por primera vez; un objeto sin una columna deja un campo vacío en ella. Los objetos anidados se aplanan con nombres con punto ({"a":{"b":1}} da la columna a.b; un objeto vacío se escribe como {}), los arrays se escriben como su texto JSON, true y false tal cual, los números como los escribe JSON, y null como un campo vacío. La salida sigue el RFC 4180: cada registro termina en CRLF, y un campo que contiene el delimitador, comillas dobles o un salto de línea va entre comillas dobles con cada comilla duplicada. Un array vacío da un texto vacío. Todo lo que no sea un array de objetos se rechaza (422, indicando el primer elemento que no es un objeto); un JSON no válido se rechaza con la línea y la columna del primer problema. Límites: ${es.text.figure(MAX_CSV_COLUMNS)} columnas (422) y ${es.text.figure(MAX_CSV_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE, comprobado antes de construir cada fila).`,
    params: {
      json: 'El array JSON de objetos, como máximo 1 000 000 de caracteres',
      delimiter: `El separador de campos: un carácter (ni " ni un salto de línea), o uno de los nombres ${Object.keys(DELIMITER_NAMES).join(', ')}; por defecto comma`,
    },
  },
  de: {
    summary: 'Wandelt ein JSON-Array von Objekten in CSV um',
    description: `Jedes Objekt wird zu einem Datensatz. Die Kopfzeile ist die Vereinigung der Schlüssel der Objekte, in der Reihenfolge ihres ersten Auftretens; ein Objekt ohne eine Spalte erhält dort ein leeres Feld. Verschachtelte Objekte werden mit Namen in Punktschreibweise abgeflacht ({"a":{"b":1}} ergibt die Spalte a.b; ein leeres Objekt wird als {} geschrieben), Arrays als ihr JSON-Text, true und false unverändert, Zahlen so, wie JSON sie schreibt, und null als leeres Feld. Die Ausgabe folgt RFC 4180: Jeder Datensatz endet mit CRLF, und ein Feld, das das Trennzeichen, ein doppeltes Anführungszeichen oder einen Zeilenumbruch enthält, wird in doppelte Anführungszeichen gesetzt, wobei jedes Anführungszeichen verdoppelt wird. Ein leeres Array ergibt einen leeren Text. Alles außer einem Array von Objekten wird abgelehnt (422, mit Angabe des ersten Elements, das kein Objekt ist); ungültiges JSON wird mit Zeile und Spalte des ersten Problems abgelehnt. Grenzen: ${de.text.figure(MAX_CSV_COLUMNS)} Spalten (422) und ${de.text.figure(MAX_CSV_OUTPUT)} Zeichen Ausgabe (413 OUTPUT_TOO_LARGE, vor dem Aufbau jeder Zeile geprüft).`,
    params: {
      json: 'Das JSON-Array von Objekten, höchstens 1.000.000 Zeichen',
      delimiter: `Das Feldtrennzeichen: ein Zeichen (kein " und kein Zeilenumbruch) oder einer der Namen ${Object.keys(DELIMITER_NAMES).join(', ')}; Standard: comma`,
    },
  },
  fr: {
    summary: "Convertit un tableau JSON d'objets en CSV",
    description: `Chaque objet devient un enregistrement. L'en-tête est l'union des clés des objets, dans l'ordre où elles apparaissent pour la première fois\u00a0; un objet sans une colonne reçoit un champ vide à cet endroit. Les objets imbriqués sont aplatis avec des noms pointés ({"a":{"b":1}} donne la colonne a.b\u00a0; un objet vide s'écrit {}), les tableaux sont écrits sous forme de leur texte JSON, true et false tels quels, les nombres comme JSON les écrit, et null comme un champ vide. La sortie suit le RFC 4180\u00a0: chaque enregistrement se termine par CRLF, et un champ contenant le délimiteur, un guillemet double ou un saut de ligne est placé entre guillemets doubles, chaque guillemet étant doublé. Un tableau vide donne un texte vide. Tout ce qui n'est pas un tableau d'objets est refusé (422, en indiquant le premier élément qui n'est pas un objet)\u00a0; un JSON non valide est refusé avec la ligne et la colonne du premier problème. Limites\u00a0: ${fr.text.figure(MAX_CSV_COLUMNS)} colonnes (422) et ${fr.text.figure(MAX_CSV_OUTPUT)} caractères de sortie (413 OUTPUT_TOO_LARGE, vérifié avant la construction de chaque ligne).`,
    params: {
      json: "Le tableau JSON d'objets, 1 000 000 caractères au maximum",
      delimiter: `Le séparateur de champs\u00a0: un caractère (ni " ni un saut de ligne), ou l'un des noms ${Object.keys(DELIMITER_NAMES).join(', ')}\u00a0; comma par défaut`,
    },
  },
  'pt-br': {
    summary: 'Converte uma matriz JSON de objetos em CSV',
    description: `Cada objeto se torna um registro. O cabeçalho é a união das chaves dos objetos, na ordem em que aparecem pela primeira vez; um objeto sem uma coluna deixa um campo vazio nela. Os objetos aninhados são achatados com nomes com ponto ({"a":{"b":1}} dá a coluna a.b; um objeto vazio é escrito como {}), as matrizes são escritas como seu texto JSON, true e false como tal, os números como o JSON os escreve, e null como um campo vazio. A saída segue o RFC 4180: cada registro termina em CRLF, e um campo que contém o delimitador, aspas duplas ou uma quebra de linha fica entre aspas duplas, com cada aspa duplicada. Uma matriz vazia dá um texto vazio. Tudo o que não for uma matriz de objetos é recusado (422, indicando o primeiro item que não é um objeto); um JSON inválido é recusado com a linha e a coluna do primeiro problema. Limites: ${ptBr.text.figure(MAX_CSV_COLUMNS)} colunas (422) e ${ptBr.text.figure(MAX_CSV_OUTPUT)} de caracteres de saída (413 OUTPUT_TOO_LARGE, verificado antes de construir cada linha).`,
    params: {
      json: 'A matriz JSON de objetos, no máximo 1.000.000 de caracteres',
      delimiter: `O separador de campos: um caractere (nem " nem uma quebra de linha), ou um dos nomes ${Object.keys(DELIMITER_NAMES).join(', ')}; padrão comma`,
    },
  },
  'zh-cn': {
    summary: '将 JSON 对象数组转换为 CSV',
    description: `每个对象成为一条记录。标题行是所有对象的键的并集，按首次出现的顺序排列；对象缺少某列时，该处为空字段。嵌套对象以带点号的名称展开（{"a":{"b":1}} 生成列 a.b；空对象写作 {}），数组写为其 JSON 文本，true 和 false 原样写出，数字按 JSON 的写法写出，null 写为空字段。输出遵循 RFC 4180：每条记录以 CRLF 结尾，包含分隔符、双引号或换行符的字段放在双引号中，其中的每个引号都会双写。空数组得到空文本。任何不是对象数组的内容都会被拒绝（422，并指出第一个不是对象的元素）；无效的 JSON 会被拒绝，并给出第一个问题所在的行和列。限制：${zhCn.text.figure(MAX_CSV_COLUMNS)} 列 (422) 和 ${zhCn.text.figure(MAX_CSV_OUTPUT)} 个字符的输出（413 OUTPUT_TOO_LARGE，在构建每一行之前检查）。`,
    params: {
      json: 'JSON 对象数组，最多 1,000,000 个字符',
      delimiter: `字段分隔符：一个字符（不能是 " 或换行符），或以下名称之一：${Object.keys(DELIMITER_NAMES).join(', ')}；默认为 comma`,
    },
  },
})
