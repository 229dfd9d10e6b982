import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { translate } from '../../i18n/index.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_JSON_DEPTH } from '../../lib/data/json.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-validate',
  input: 'json',
  summary: 'Tell whether a text is valid JSON, and where it goes wrong when it is not',
  description: 'Checks the text against RFC 8259, strictly: no comments, trailing commas, single quotes, unquoted names, NaN or leading byte order mark. '
    + 'Valid JSON gives valid: true and the type of the top-level value (object, array, string, number, boolean or null). '
    + 'Invalid JSON is still a 200, since telling is the purpose: valid: false, a message saying what to change, its stable code, and the line and column of the first problem '
    + '(both from 1; lines end at LF, CRLF or CR; columns count characters). '
    + `Nesting deeper than ${MAX_JSON_DEPTH} levels of arrays and objects is refused with 422 TOO_DEEP.`,
  params: z.object({
    json: textParam('The JSON text to check, at most 1,000,000 characters'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, {
      en: 'True when the text is valid JSON',
      es: 'true cuando el texto es JSON válido',
      de: 'true, wenn der Text gültiges JSON ist',
      fr: 'true quand le texte est du JSON valide',
      'pt-br': 'true quando o texto é JSON válido',
      'zh-cn': '文本为有效 JSON 时为 true',
    }),
    type: z.enum(['object', 'array', 'string', 'number', 'boolean', 'null']).optional().apply(described, {
      en: 'Only when valid: the type of the top-level value',
      es: 'Solo cuando es válido: el tipo del valor de nivel superior',
      de: 'Nur bei gültigem JSON: der Typ des Werts der obersten Ebene',
      fr: 'Seulement si valide\u00a0: le type de la valeur de premier niveau',
      'pt-br': 'Somente quando válido: o tipo do valor de nível superior',
      'zh-cn': '仅在有效时：顶层值的类型',
    }),
    error: z.string().optional().apply(described, {
      en: 'Only when not valid: what is wrong and what to change, in the language of the call',
      es: 'Solo cuando no es válido: qué falla y qué cambiar, en el idioma de la llamada',
      de: 'Nur bei ungültigem JSON: was falsch ist und was zu ändern ist, in der Sprache des Aufrufs',
      fr: "Seulement si non valide\u00a0: ce qui ne va pas et ce qu'il faut changer, dans la langue de l'appel",
      'pt-br': 'Somente quando inválido: o que está errado e o que mudar, no idioma da chamada',
      'zh-cn': '仅在无效时：问题所在以及需要修改的内容，使用调用时的语言',
    }),
    code: z.string().optional().apply(described, {
      en: 'Only when not valid: the stable code of the problem, such as JSON_EXPECTED_KEY',
      es: 'Solo cuando no es válido: el código estable del problema, como JSON_EXPECTED_KEY',
      de: 'Nur bei ungültigem JSON: der stabile Code des Problems, etwa JSON_EXPECTED_KEY',
      fr: 'Seulement si non valide\u00a0: le code stable du problème, comme JSON_EXPECTED_KEY',
      'pt-br': 'Somente quando inválido: o código estável do problema, como JSON_EXPECTED_KEY',
      'zh-cn': '仅在无效时：问题的稳定代码，如 JSON_EXPECTED_KEY',
    }),
    line: z.number().int().min(1).optional().apply(described, {
      en: 'Only when not valid: the line of the first problem, from 1',
      es: 'Solo cuando no es válido: la línea del primer problema, desde 1',
      de: 'Nur bei ungültigem JSON: die Zeile des ersten Problems, ab 1',
      fr: 'Seulement si non valide\u00a0: la ligne du premier problème, à partir de 1',
      'pt-br': 'Somente quando inválido: a linha do primeiro problema, a partir de 1',
      'zh-cn': '仅在无效时：第一个问题所在的行，从 1 开始',
    }),
    column: z.number().int().min(1).optional().apply(described, {
      en: 'Only when not valid: the column of the first problem, from 1, in characters',
      es: 'Solo cuando no es válido: la columna del primer problema, desde 1, en caracteres',
      de: 'Nur bei ungültigem JSON: die Spalte des ersten Problems, ab 1, in Zeichen',
      fr: 'Seulement si non valide\u00a0: la colonne du premier problème, à partir de 1, en caractères',
      'pt-br': 'Somente quando inválido: a coluna do primeiro problema, a partir de 1, em caracteres',
      'zh-cn': '仅在无效时：第一个问题所在的列，从 1 开始，以字符计',
    }),
  }),
  examples: [
    { title: 'valid', params: { json: '{"name": "Ada", "tags": ["math"]}' }, result: { valid: true, type: 'object' } },
    {
      title: 'trailing comma',
      params: { json: '{\n  "a": 1,\n}' },
      result: {
        valid: false,
        error: 'a property name was expected at line 3, column 1 but "}" was found; write names in double quotes, and do not put a comma before }',
        code: 'JSON_EXPECTED_KEY',
        line: 3,
        column: 1,
      },
    },
  ],
  run: async ({ json }, ctx) => {
    const scan = await runDataTask(ctx.compute, 'data.jsonScan', json, json.length)
    if (scan.ok) return { valid: true, type: scan.layout.type }
    const { code, vars } = scan.problem
    if (code === 'TOO_DEEP') throw new OperationError(code, vars)
    return { valid: false, error: translate(ctx.lang, code, vars), code, line: vars.line, column: vars.column }
  },
  es: {
    summary: 'Indica si un texto es JSON válido y, si no lo es, dónde falla',
    description: `Comprueba el texto contra el RFC 8259, de forma estricta: sin comentarios, comas finales, comillas simples, nombres sin comillas, NaN ni marca de orden de bytes inicial. Un JSON válido da valid: true y el tipo del valor de nivel superior (object, array, string, number, boolean o null). Un JSON no válido sigue siendo un 200, ya que indicarlo es el propósito: valid: false, un mensaje que dice qué cambiar, su código estable y la línea y la columna del primer problema (ambas desde 1; las líneas terminan en LF, CRLF o CR; las columnas cuentan caracteres). Un anidamiento de más de ${MAX_JSON_DEPTH} niveles de arrays y objetos se rechaza con 422 TOO_DEEP.`,
    params: {
      json: 'El texto JSON que se comprueba, como máximo 1 000 000 de caracteres',
    },
  },
  de: {
    summary: 'Gibt an, ob ein Text gültiges JSON ist, und wenn nicht, wo der Fehler liegt',
    description: `Prüft den Text streng nach RFC 8259: keine Kommentare, keine nachgestellten Kommas, keine einfachen Anführungszeichen, keine Namen ohne Anführungszeichen, kein NaN und keine Bytereihenfolge-Marke am Anfang. Gültiges JSON ergibt valid: true und den Typ des Werts der obersten Ebene (object, array, string, number, boolean oder null). Ungültiges JSON ergibt trotzdem 200, da genau das festgestellt werden soll: valid: false, eine Meldung, was zu ändern ist, ihr stabiler Code sowie Zeile und Spalte des ersten Problems (beide ab 1; Zeilen enden mit LF, CRLF oder CR; Spalten zählen Zeichen). Eine Verschachtelung mit mehr als ${MAX_JSON_DEPTH} Ebenen von Arrays und Objekten wird mit 422 TOO_DEEP abgelehnt.`,
    params: {
      json: 'Der zu prüfende JSON-Text, höchstens 1.000.000 Zeichen',
    },
  },
  fr: {
    summary: "Indique si un texte est du JSON valide et, s'il ne l'est pas, où il pose problème",
    description: `Vérifie le texte selon le RFC 8259, de façon stricte\u00a0: ni commentaires, ni virgules finales, ni guillemets simples, ni noms sans guillemets, ni NaN, ni marque d'ordre d'octet initiale. Un JSON valide donne valid: true et le type de la valeur de premier niveau (object, array, string, number, boolean ou null). Un JSON non valide donne tout de même un 200, puisque c'est justement ce qu'il faut indiquer\u00a0: valid: false, un message qui dit quoi changer, son code stable, ainsi que la ligne et la colonne du premier problème (toutes deux à partir de 1\u00a0; les lignes se terminent par LF, CRLF ou CR\u00a0; les colonnes comptent des caractères). Une imbrication de plus de ${MAX_JSON_DEPTH} niveaux de tableaux et d'objets est refusée avec 422 TOO_DEEP.`,
    params: {
      json: 'Le texte JSON à vérifier, 1 000 000 caractères au maximum',
    },
  },
  'pt-br': {
    summary: 'Informa se um texto é JSON válido e, se não for, onde está o erro',
    description: `Verifica o texto em relação ao RFC 8259, de forma estrita: sem comentários, vírgulas finais, aspas simples, nomes sem aspas, NaN nem marca de ordem de bytes inicial. Um JSON válido dá valid: true e o tipo do valor de nível superior (object, array, string, number, boolean ou null). Um JSON inválido continua sendo um 200, já que informar isso é o propósito: valid: false, uma mensagem que diz o que mudar, seu código estável e a linha e a coluna do primeiro problema (ambas a partir de 1; as linhas terminam em LF, CRLF ou CR; as colunas contam caracteres). Um aninhamento com mais de ${MAX_JSON_DEPTH} níveis de matrizes e objetos é recusado com 422 TOO_DEEP.`,
    params: {
      json: 'O texto JSON a verificar, no máximo 1.000.000 de caracteres',
    },
  },
  'zh-cn': {
    summary: '判断文本是否为有效的 JSON；如果无效，指出出错的位置',
    description: `严格按照 RFC 8259 检查文本：不允许注释、尾随逗号、单引号、不带引号的名称、NaN 或开头的字节顺序标记。有效的 JSON 返回 valid: true 和顶层值的类型（object、array、string、number、boolean 或 null）。无效的 JSON 仍返回 200，因为判断本身就是此操作的目的：valid: false、说明需要修改什么的消息、其稳定代码，以及第一个问题所在的行和列（均从 1 开始；行以 LF、CRLF 或 CR 结尾；列按字符计数）。数组和对象嵌套超过 ${MAX_JSON_DEPTH} 层时以 422 TOO_DEEP 拒绝。`,
    params: {
      json: '要检查的 JSON 文本，最多 1,000,000 个字符',
    },
  },
})
