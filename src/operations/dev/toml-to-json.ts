import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_TOML_DEPTH } from '../../lib/formats/toml.ts'
import { MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import { recordOf } from '../kits/dev-results.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'dev',
  name: 'toml-to-json',
  input: 'json',
  summary: 'Convert a TOML document into JSON',
  description: 'Reads TOML 1.0: tables become objects, arrays of tables arrays of objects, and values keep their types. '
    + 'Dates and times, which JSON lacks, become RFC 3339 strings with milliseconds: an offset date-time as 1979-05-27T07:32:00.000-08:00 (or …Z), a local date-time without offset, a local date as 1979-05-27 and a local time as 07:32:00.000. '
    + 'inf and nan, which JSON cannot hold, are refused with their path, and so are integers beyond ±2^53, which JSON numbers would silently round. '
    + 'The answer is json, the value, and output, that value as JSON text with the chosen indent (0: on one line). '
    + 'Invalid TOML (including a key defined twice) is refused with 422 and the line and column of the problem. '
    + `Limits: ${MAX_TOML_DEPTH} levels of nesting and ${MAX_JSON_OUTPUT.toLocaleString('en')} characters of output (413 OUTPUT_TOO_LARGE).`,
  params: z.object({
    toml: textParam('The TOML document, at most 1,000,000 characters'),
    indent: z.number().int().min(0).max(8).default(2).describe('Spaces per nesting level of output, 0-8 (0 writes it on one line); default 2'),
  }),
  result: z.object({
    json: recordOf(z.unknown()).apply(described, {
      en: 'The document as a JSON object',
      es: 'El documento como objeto JSON',
      de: 'Das Dokument als JSON-Objekt',
      fr: 'Le document sous forme d\'objet JSON',
      'pt-br': 'O documento como objeto JSON',
      'zh-cn': '作为 JSON 对象的文档',
    }),
    output: z.string().apply(described, {
      en: 'The same object as JSON text',
      es: 'El mismo objeto como texto JSON',
      de: 'Dasselbe Objekt als JSON-Text',
      fr: 'Le même objet sous forme de texte JSON',
      'pt-br': 'O mesmo objeto como texto JSON',
      'zh-cn': '同一对象的 JSON 文本',
    }),
  }),
  examples: [
    {
      params: { toml: 'title = "TOML Example"\n\n[owner]\nname = "Tom Preston-Werner"\ndob = 1979-05-27T07:32:00-08:00\n\n[database]\nports = [ 8000, 8001 ]\ntemp_targets = { cpu = 79.5, case = 72.0 }\n', indent: 0 },
      result: {
        json: { title: 'TOML Example', owner: { name: 'Tom Preston-Werner', dob: '1979-05-27T07:32:00.000-08:00' }, database: { ports: [8000, 8001], temp_targets: { cpu: 79.5, case: 72 } } },
        output: '{"title":"TOML Example","owner":{"name":"Tom Preston-Werner","dob":"1979-05-27T07:32:00.000-08:00"},"database":{"ports":[8000,8001],"temp_targets":{"cpu":79.5,"case":72}}}',
      },
    },
  ],
  run: ({ toml, indent }, ctx) => runFormatTask(ctx.compute, 'formats.tomlToJson', { text: toml, indent }, toml.length),
  es: {
    summary: 'Convierte un documento TOML en JSON',
    description: `Lee TOML 1.0: las tablas pasan a ser objetos, los arrays de tablas arrays de objetos, y los valores conservan su tipo. Las fechas y horas, que JSON no tiene, pasan a ser cadenas RFC 3339 con milisegundos: una fecha y hora con desfase como 1979-05-27T07:32:00.000-08:00 (o …Z), una fecha y hora local sin desfase, una fecha local como 1979-05-27 y una hora local como 07:32:00.000. inf y nan, que JSON no puede representar, se rechazan con su ruta, igual que los enteros más allá de ±2^53, que los números JSON redondearían sin avisar. La respuesta es json, el valor, y output, ese valor como texto JSON con la sangría elegida (0: en una línea). Un TOML no válido (incluida una clave definida dos veces) se rechaza con 422 y la línea y la columna del problema. Límites: ${MAX_TOML_DEPTH} niveles de anidamiento y ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE).`,
    params: {
      toml: 'El documento TOML, como máximo 1 000 000 de caracteres',
      indent: 'Espacios por nivel de anidamiento de output, 0-8 (0 lo escribe en una línea); por defecto 2',
    },
  },
  de: {
    summary: 'Wandelt ein TOML-Dokument in JSON um',
    description: `Liest TOML 1.0: Tabellen werden zu Objekten, Arrays von Tabellen zu Arrays von Objekten, und Werte behalten ihre Typen. Datums- und Zeitangaben, die JSON nicht kennt, werden zu RFC-3339-Zeichenfolgen mit Millisekunden: ein Datum mit Uhrzeit und Offset als 1979-05-27T07:32:00.000-08:00 (oder …Z), ein lokales Datum mit Uhrzeit ohne Offset, ein lokales Datum als 1979-05-27 und eine lokale Uhrzeit als 07:32:00.000. inf und nan, die JSON nicht darstellen kann, werden mit ihrem Pfad abgelehnt, ebenso Ganzzahlen jenseits von ±2^53, die JSON-Zahlen stillschweigend runden würden. Die Antwort ist json, der Wert, und output, dieser Wert als JSON-Text mit der gewählten Einrückung (0: in einer Zeile). Ungültiges TOML (einschließlich eines zweimal definierten Schlüssels) wird mit 422 und Zeile und Spalte des Problems abgelehnt. Grenzen: ${MAX_TOML_DEPTH} Verschachtelungsebenen und ${de.text.figure(MAX_JSON_OUTPUT)} Zeichen Ausgabe (413 OUTPUT_TOO_LARGE).`,
    params: {
      toml: 'Das TOML-Dokument, höchstens 1.000.000 Zeichen',
      indent: 'Leerzeichen pro Verschachtelungsebene von output, 0 bis 8 (0 schreibt alles in eine Zeile); Standard: 2',
    },
  },
  fr: {
    summary: 'Convertit un document TOML en JSON',
    description: `Lit du TOML 1.0\u00a0: les tables deviennent des objets, les tableaux de tables des tableaux d'objets, et les valeurs gardent leur type. Les dates et heures, que JSON n'a pas, deviennent des chaînes RFC 3339 avec millisecondes\u00a0: une date-heure avec décalage comme 1979-05-27T07:32:00.000-08:00 (ou …Z), une date-heure locale sans décalage, une date locale comme 1979-05-27 et une heure locale comme 07:32:00.000. inf et nan, que JSON ne peut pas représenter, sont refusés avec leur chemin, tout comme les entiers au-delà de ±2^53, que les nombres JSON arrondiraient sans prévenir. La réponse est json, la valeur, et output, cette valeur sous forme de texte JSON avec l'indentation choisie (0\u00a0: sur une seule ligne). Un TOML non valide (y compris une clé définie deux fois) est refusé avec 422 et la ligne et la colonne du problème. Limites\u00a0: ${MAX_TOML_DEPTH} niveaux d'imbrication et ${fr.text.figure(MAX_JSON_OUTPUT)} caractères de sortie (413 OUTPUT_TOO_LARGE).`,
    params: {
      toml: 'Le document TOML, 1 000 000 caractères au maximum',
      indent: "Espaces par niveau d'imbrication de output, de 0 à 8 (0 l'écrit sur une seule ligne)\u00a0; 2 par défaut",
    },
  },
  'pt-br': {
    summary: 'Converte um documento TOML em JSON',
    description: `Lê TOML 1.0: as tabelas se tornam objetos, as matrizes de tabelas matrizes de objetos, e os valores mantêm seus tipos. As datas e horas, que o JSON não tem, se tornam cadeias RFC 3339 com milissegundos: uma data e hora com deslocamento como 1979-05-27T07:32:00.000-08:00 (ou …Z), uma data e hora local sem deslocamento, uma data local como 1979-05-27 e uma hora local como 07:32:00.000. inf e nan, que o JSON não pode representar, são recusados com seu caminho, assim como os inteiros além de ±2^53, que os números JSON arredondariam sem avisar. A resposta é json, o valor, e output, esse valor como texto JSON com o recuo escolhido (0: em uma linha). Um TOML inválido (incluindo uma chave definida duas vezes) é recusado com 422 e a linha e a coluna do problema. Limites: ${MAX_TOML_DEPTH} níveis de aninhamento e ${ptBr.text.figure(MAX_JSON_OUTPUT)} de caracteres de saída (413 OUTPUT_TOO_LARGE).`,
    params: {
      toml: 'O documento TOML, no máximo 1.000.000 de caracteres',
      indent: 'Espaços por nível de aninhamento de output, 0-8 (0 o escreve em uma linha); padrão 2',
    },
  },
  'zh-cn': {
    summary: '将 TOML 文档转换为 JSON',
    description: `读取 TOML 1.0：表变为对象，表数组变为对象数组，值保留其类型。JSON 中没有的日期和时间会变为带毫秒的 RFC 3339 字符串：带偏移的日期时间写作 1979-05-27T07:32:00.000-08:00（或 …Z），本地日期时间不带偏移，本地日期写作 1979-05-27，本地时间写作 07:32:00.000。JSON 无法表示的 inf 和 nan 会被拒绝并给出其路径，超出 ±2^53 的整数也会被拒绝，因为 JSON 数字会将其静默舍入。响应包括 json（值）和 output（该值按所选缩进写成的 JSON 文本，0 表示写在一行）。无效的 TOML（包括重复定义的键）会以 422 拒绝，并给出问题所在的行和列。限制：${MAX_TOML_DEPTH} 层嵌套和 ${zhCn.text.figure(MAX_JSON_OUTPUT)} 个字符的输出 (413 OUTPUT_TOO_LARGE)。`,
    params: {
      toml: 'TOML 文档，最多 1,000,000 个字符',
      indent: 'output 每层嵌套的空格数，0-8（0 表示写在一行）；默认为 2',
    },
  },
})
