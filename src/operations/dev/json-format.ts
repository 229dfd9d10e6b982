import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_JSON_DEPTH, MAX_JSON_OUTPUT } from '../../lib/data/json.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { TextOutput } from '../kits/text-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-format',
  input: 'json',
  summary: 'Pretty-print JSON with 2-space (or chosen) indentation, validating it on the way',
  description: 'Lays the document out as JSON.stringify(value, null, indent) does: one member or item per line, a space after each colon, empty objects and arrays as {} and []. '
    + 'Unlike a parse-and-stringify round trip, strings, numbers and key order stay exactly as written (escapes kept, 1.50 stays 1.50, big integers keep every digit, duplicate keys kept). '
    + 'Invalid JSON is refused with 422 and a message giving the line and column of the first problem. '
    + `Nesting deeper than ${MAX_JSON_DEPTH} levels is refused with 422 TOO_DEEP, and a result longer than ${MAX_JSON_OUTPUT.toLocaleString('en')} characters with 413 OUTPUT_TOO_LARGE, both before any output is built.`,
  params: z.object({
    json: textParam('The JSON text to format, at most 1,000,000 characters'),
    indent: z.number().int().min(1).max(8).default(2).describe('Spaces per nesting level, 1-8; default 2'),
  }),
  result: TextOutput,
  examples: [
    {
      params: { json: '{"name":"Ada","tags":["math","poetry"],"links":{}}' },
      result: { output: '{\n  "name": "Ada",\n  "tags": [\n    "math",\n    "poetry"\n  ],\n  "links": {}\n}' },
    },
    { title: '4-space indent', params: { json: '[1,[2.50]]', indent: 4 }, result: { output: '[\n    1,\n    [\n        2.50\n    ]\n]' } },
  ],
  run: async ({ json, indent }, ctx) => ({ output: await runDataTask(ctx.compute, 'data.jsonFormat', { text: json, indent }, json.length) }),
  es: {
    summary: 'Formatea un JSON con sangría de 2 espacios (o la elegida), validándolo de paso',
    description: `Dispone el documento como lo hace JSON.stringify(value, null, indent): un miembro o elemento por línea, un espacio tras cada dos puntos, y los objetos y arrays vacíos como {} y []. A diferencia de analizar y volver a serializar, las cadenas, los números y el orden de las claves quedan exactamente como se escribieron (se conservan los escapes, 1.50 sigue siendo 1.50, los enteros grandes conservan todas sus cifras y se mantienen las claves duplicadas). Un JSON no válido se rechaza con 422 y un mensaje con la línea y la columna del primer problema. Un anidamiento de más de ${MAX_JSON_DEPTH} niveles se rechaza con 422 TOO_DEEP, y un resultado de más de ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres con 413 OUTPUT_TOO_LARGE, ambos antes de construir ninguna salida.`,
    params: {
      json: 'El texto JSON que se formatea, como máximo 1 000 000 de caracteres',
      indent: 'Espacios por nivel de anidamiento, 1-8; por defecto 2',
    },
  },
  de: {
    summary: 'Formatiert JSON mit einer Einrückung von 2 (oder der gewählten Anzahl) Leerzeichen und validiert es dabei',
    description: `Ordnet das Dokument so an, wie es JSON.stringify(value, null, indent) tut: ein Member oder Element pro Zeile, ein Leerzeichen nach jedem Doppelpunkt, leere Objekte und Arrays als {} und []. Anders als bei einem Durchlauf aus Parsen und erneutem Serialisieren bleiben Zeichenfolgen, Zahlen und Schlüsselreihenfolge genau wie geschrieben (Escapesequenzen bleiben erhalten, 1.50 bleibt 1.50, große Ganzzahlen behalten alle Ziffern, doppelte Schlüssel bleiben erhalten). Ungültiges JSON wird mit 422 und einer Meldung mit Zeile und Spalte des ersten Problems abgelehnt. Eine Verschachtelung mit mehr als ${MAX_JSON_DEPTH} Ebenen wird mit 422 TOO_DEEP abgelehnt und ein Ergebnis mit mehr als ${de.text.figure(MAX_JSON_OUTPUT)} Zeichen mit 413 OUTPUT_TOO_LARGE, beides bevor eine Ausgabe erstellt wird.`,
    params: {
      json: 'Der zu formatierende JSON-Text, höchstens 1.000.000 Zeichen',
      indent: 'Leerzeichen pro Verschachtelungsebene, 1 bis 8; Standard: 2',
    },
  },
  fr: {
    summary: "Met en forme du JSON avec une indentation de 2 espaces (ou celle choisie), en le validant au passage",
    description: `Dispose le document comme le fait JSON.stringify(value, null, indent)\u00a0: un membre ou un élément par ligne, un espace après chaque deux-points, les objets et tableaux vides sous la forme {} et []. Contrairement à un aller-retour analyse-sérialisation, les chaînes, les nombres et l'ordre des clés restent exactement tels qu'ils sont écrits (les échappements sont conservés, 1.50 reste 1.50, les grands entiers gardent tous leurs chiffres, les clés en double sont conservées). Un JSON non valide est refusé avec 422 et un message donnant la ligne et la colonne du premier problème. Une imbrication de plus de ${MAX_JSON_DEPTH} niveaux est refusée avec 422 TOO_DEEP, et un résultat de plus de ${fr.text.figure(MAX_JSON_OUTPUT)} caractères avec 413 OUTPUT_TOO_LARGE, dans les deux cas avant la construction de toute sortie.`,
    params: {
      json: 'Le texte JSON à mettre en forme, 1 000 000 caractères au maximum',
      indent: "Espaces par niveau d'imbrication, de 1 à 8\u00a0; 2 par défaut",
    },
  },
  'pt-br': {
    summary: 'Formata JSON com recuo de 2 espaços (ou o escolhido), validando-o no caminho',
    description: `Dispõe o documento como JSON.stringify(value, null, indent) faz: um membro ou item por linha, um espaço depois de cada dois-pontos, e objetos e matrizes vazios como {} e []. Ao contrário de analisar e serializar de novo, as cadeias de caracteres, os números e a ordem das chaves ficam exatamente como foram escritos (os escapes são mantidos, 1.50 continua 1.50, inteiros grandes mantêm todos os dígitos e chaves duplicadas são mantidas). Um JSON inválido é recusado com 422 e uma mensagem com a linha e a coluna do primeiro problema. Um aninhamento com mais de ${MAX_JSON_DEPTH} níveis é recusado com 422 TOO_DEEP, e um resultado com mais de ${ptBr.text.figure(MAX_JSON_OUTPUT)} de caracteres com 413 OUTPUT_TOO_LARGE, ambos antes de construir qualquer saída.`,
    params: {
      json: 'O texto JSON a formatar, no máximo 1.000.000 de caracteres',
      indent: 'Espaços por nível de aninhamento, 1-8; padrão 2',
    },
  },
  'zh-cn': {
    summary: '以 2 个空格（或指定数量）的缩进美化 JSON，并顺带进行验证',
    description: `按 JSON.stringify(value, null, indent) 的方式排布文档：每行一个成员或元素，每个冒号后加一个空格，空对象和空数组写作 {} 和 []。与先解析再序列化不同，字符串、数字和键的顺序保持原样（保留转义序列，1.50 仍为 1.50，大整数保留所有数字，重复的键也会保留）。无效的 JSON 会以 422 拒绝，并在消息中给出第一个问题所在的行和列。嵌套超过 ${MAX_JSON_DEPTH} 层时以 422 TOO_DEEP 拒绝，结果超过 ${zhCn.text.figure(MAX_JSON_OUTPUT)} 个字符时以 413 OUTPUT_TOO_LARGE 拒绝，两者都在生成任何输出之前进行检查。`,
    params: {
      json: '要格式化的 JSON 文本，最多 1,000,000 个字符',
      indent: '每层嵌套的空格数，1-8；默认为 2',
    },
  },
})
