import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_TOML_DEPTH } from '../../lib/formats/toml.ts'
import { MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { TextOutput } from '../kits/text-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-to-toml',
  input: 'json',
  summary: 'Convert a JSON object into a TOML document',
  description: 'The object\'s keys become the document\'s keys: strings, numbers, booleans and arrays of them are written as key = value, nested objects as [tables] (or inline { } inside arrays), and arrays of objects as [[arrays of tables]]. '
    + 'Keys are quoted where TOML needs it; whole numbers are written as integers and others as floats; strings stay strings (a date in a string is not turned into a TOML date). '
    + 'The JSON must be an object (422 otherwise), and TOML has no null: a null anywhere is refused with its path. Invalid JSON is refused with 422 and the line and column of the first problem. '
    + `Limits: ${MAX_TOML_DEPTH} levels of nesting (422) and ${MAX_JSON_OUTPUT.toLocaleString('en')} characters of output (413 OUTPUT_TOO_LARGE, estimated before the text is built, table headers included).`,
  params: z.object({
    json: textParam('The JSON object, at most 1,000,000 characters'),
  }),
  result: TextOutput,
  examples: [
    {
      params: { json: '{"title":"devutils","port":8080,"ratio":0.5,"tags":["api","tools"],"owner":{"name":"Ada"},"servers":[{"ip":"10.0.0.1"},{"ip":"10.0.0.2"}]}' },
      result: { output: 'title = "devutils"\nport = 8080\nratio = 0.5\ntags = [ "api", "tools" ]\n\n[owner]\nname = "Ada"\n\n[[servers]]\nip = "10.0.0.1"\n\n[[servers]]\nip = "10.0.0.2"\n' },
    },
  ],
  run: async ({ json }, ctx) => ({ output: await runFormatTask(ctx.compute, 'formats.jsonToToml', json, json.length) }),
  es: {
    summary: 'Convierte un objeto JSON en un documento TOML',
    description: `Las claves del objeto pasan a ser las claves del documento: las cadenas, los números, los booleanos y los arrays de ellos se escriben como clave = valor, los objetos anidados como [tablas] (o { } en línea dentro de arrays), y los arrays de objetos como [[arrays de tablas]]. Las claves se entrecomillan donde TOML lo exige; los números enteros se escriben como enteros y los demás como decimales; las cadenas siguen siendo cadenas (una fecha dentro de una cadena no se convierte en fecha TOML). El JSON debe ser un objeto (422 en caso contrario), y TOML no tiene null: un null en cualquier lugar se rechaza con su ruta. Un JSON no válido se rechaza con 422 y la línea y la columna del primer problema. Límites: ${MAX_TOML_DEPTH} niveles de anidamiento (422) y ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE, estimado antes de construir el texto, con las cabeceras de tabla incluidas).`,
    params: {
      json: 'El objeto JSON, como máximo 1 000 000 de caracteres',
    },
  },
  de: {
    summary: 'Wandelt ein JSON-Objekt in ein TOML-Dokument um',
    description: `Die Schlüssel des Objekts werden zu den Schlüsseln des Dokuments: Zeichenfolgen, Zahlen, boolesche Werte und Arrays davon werden als Schlüssel = Wert geschrieben, verschachtelte Objekte als [Tabellen] (oder als Inline-{ } innerhalb von Arrays) und Arrays von Objekten als [[Arrays von Tabellen]]. Schlüssel werden in Anführungszeichen gesetzt, wo TOML es verlangt; ganze Zahlen werden als Integer geschrieben, andere als Gleitkommazahlen; Zeichenfolgen bleiben Zeichenfolgen (ein Datum in einer Zeichenfolge wird nicht in ein TOML-Datum umgewandelt). Das JSON muss ein Objekt sein (sonst 422), und TOML kennt kein null: Ein null an beliebiger Stelle wird mit seinem Pfad abgelehnt. Ungültiges JSON wird mit 422 und Zeile und Spalte des ersten Problems abgelehnt. Grenzen: ${MAX_TOML_DEPTH} Verschachtelungsebenen (422) und ${de.text.figure(MAX_JSON_OUTPUT)} Zeichen Ausgabe (413 OUTPUT_TOO_LARGE, vor dem Erstellen des Texts geschätzt, Tabellenköpfe eingeschlossen).`,
    params: {
      json: 'Das JSON-Objekt, höchstens 1.000.000 Zeichen',
    },
  },
  fr: {
    summary: 'Convertit un objet JSON en document TOML',
    description: `Les clés de l'objet deviennent les clés du document\u00a0: les chaînes, les nombres, les booléens et leurs tableaux s'écrivent clé = valeur, les objets imbriqués sous forme de [tables] (ou de { } en ligne à l'intérieur des tableaux) et les tableaux d'objets sous forme de [[tableaux de tables]]. Les clés sont mises entre guillemets là où TOML l'exige\u00a0; les nombres entiers s'écrivent comme des entiers et les autres comme des flottants\u00a0; les chaînes restent des chaînes (une date dans une chaîne n'est pas convertie en date TOML). Le JSON doit être un objet (422 sinon), et TOML n'a pas de null\u00a0: un null où que ce soit est refusé avec son chemin. Un JSON non valide est refusé avec 422 et la ligne et la colonne du premier problème. Limites\u00a0: ${MAX_TOML_DEPTH} niveaux d'imbrication (422) et ${fr.text.figure(MAX_JSON_OUTPUT)} caractères de sortie (413 OUTPUT_TOO_LARGE, estimé avant la construction du texte, en-têtes de table compris).`,
    params: {
      json: "L'objet JSON, 1 000 000 caractères au maximum",
    },
  },
  'pt-br': {
    summary: 'Converte um objeto JSON em um documento TOML',
    description: `As chaves do objeto se tornam as chaves do documento: cadeias de caracteres, números, booleanos e matrizes deles são escritos como chave = valor, os objetos aninhados como [tabelas] (ou { } embutido dentro de matrizes) e as matrizes de objetos como [[matrizes de tabelas]]. As chaves ficam entre aspas onde o TOML exige; números inteiros são escritos como inteiros e os demais como ponto flutuante; as cadeias continuam sendo cadeias (uma data dentro de uma cadeia não é convertida em data TOML). O JSON deve ser um objeto (422 caso contrário), e o TOML não tem null: um null em qualquer lugar é recusado com seu caminho. Um JSON inválido é recusado com 422 e a linha e a coluna do primeiro problema. Limites: ${MAX_TOML_DEPTH} níveis de aninhamento (422) e ${ptBr.text.figure(MAX_JSON_OUTPUT)} de caracteres de saída (413 OUTPUT_TOO_LARGE, estimado antes de construir o texto, com os cabeçalhos de tabela incluídos).`,
    params: {
      json: 'O objeto JSON, no máximo 1.000.000 de caracteres',
    },
  },
  'zh-cn': {
    summary: '将 JSON 对象转换为 TOML 文档',
    description: `对象的键成为文档的键：字符串、数字、布尔值及其数组写作 键 = 值，嵌套对象写作 [表]（在数组中则写作内联 { }），对象数组写作 [[表数组]]。在 TOML 需要时键会加引号；整数写为整数，其他数字写为浮点数；字符串仍为字符串（字符串中的日期不会转换为 TOML 日期）。JSON 必须是对象（否则返回 422），且 TOML 没有 null：任何位置出现的 null 都会被拒绝并给出其路径。无效的 JSON 会以 422 拒绝，并给出第一个问题所在的行和列。限制：${MAX_TOML_DEPTH} 层嵌套 (422) 和 ${zhCn.text.figure(MAX_JSON_OUTPUT)} 个字符的输出（413 OUTPUT_TOO_LARGE，在构建文本之前估算，包括表头）。`,
    params: {
      json: 'JSON 对象，最多 1,000,000 个字符',
    },
  },
})
