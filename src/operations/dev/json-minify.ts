import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_JSON_DEPTH } from '../../lib/data/json.ts'
import { TextOutput } from '../kits/text-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-minify',
  input: 'json',
  summary: 'Remove all insignificant whitespace from JSON, validating it on the way',
  description: 'Removes the whitespace between tokens and nothing else: strings, numbers and key order stay exactly as written '
    + '(escapes are kept, 1.50 stays 1.50, integers beyond 2^53 keep every digit, duplicate keys are kept). '
    + 'Invalid JSON is refused with 422 and a message giving the line and column of the first problem (use json-validate to get them as fields). '
    + `Nesting deeper than ${MAX_JSON_DEPTH} levels is refused with 422 TOO_DEEP.`,
  params: z.object({
    json: textParam('The JSON text to minify, at most 1,000,000 characters'),
  }),
  result: TextOutput,
  examples: [
    { params: { json: '{\n  "name": "Ada Lovelace",\n  "born": 1815,\n  "tags": [ "math", "poetry" ]\n}' }, result: { output: '{"name":"Ada Lovelace","born":1815,"tags":["math","poetry"]}' } },
  ],
  run: async ({ json }, ctx) => ({ output: await runDataTask(ctx.compute, 'data.jsonMinify', json, json.length) }),
  es: {
    summary: 'Elimina todos los espacios en blanco innecesarios de un JSON, validándolo de paso',
    description: `Elimina los espacios en blanco entre tokens y nada más: las cadenas, los números y el orden de las claves quedan exactamente como se escribieron (se conservan los escapes, 1.50 sigue siendo 1.50, los enteros mayores que 2^53 conservan todas sus cifras y se mantienen las claves duplicadas). Un JSON no válido se rechaza con 422 y un mensaje con la línea y la columna del primer problema (use json-validate para obtenerlas como campos). Un anidamiento de más de ${MAX_JSON_DEPTH} niveles se rechaza con 422 TOO_DEEP.`,
    params: {
      json: 'El texto JSON que se minimiza, como máximo 1 000 000 de caracteres',
    },
  },
  de: {
    summary: 'Entfernt alle bedeutungslosen Leerzeichen aus JSON und validiert es dabei',
    description: `Entfernt die Leerzeichen zwischen den Token und sonst nichts: Zeichenfolgen, Zahlen und Schlüsselreihenfolge bleiben genau wie geschrieben (Escapesequenzen bleiben erhalten, 1.50 bleibt 1.50, Ganzzahlen über 2^53 behalten alle Ziffern, doppelte Schlüssel bleiben erhalten). Ungültiges JSON wird mit 422 und einer Meldung mit Zeile und Spalte des ersten Problems abgelehnt (mit json-validate erhalten Sie diese als Felder). Eine Verschachtelung mit mehr als ${MAX_JSON_DEPTH} Ebenen wird mit 422 TOO_DEEP abgelehnt.`,
    params: {
      json: 'Der zu minimierende JSON-Text, höchstens 1.000.000 Zeichen',
    },
  },
  fr: {
    summary: "Supprime tous les espaces non significatifs d'un JSON, en le validant au passage",
    description: `Supprime les espaces entre les jetons et rien d'autre\u00a0: les chaînes, les nombres et l'ordre des clés restent exactement tels qu'ils sont écrits (les échappements sont conservés, 1.50 reste 1.50, les entiers au-delà de 2^53 gardent tous leurs chiffres, les clés en double sont conservées). Un JSON non valide est refusé avec 422 et un message donnant la ligne et la colonne du premier problème (utilisez json-validate pour les obtenir sous forme de champs). Une imbrication de plus de ${MAX_JSON_DEPTH} niveaux est refusée avec 422 TOO_DEEP.`,
    params: {
      json: 'Le texte JSON à minifier, 1 000 000 caractères au maximum',
    },
  },
  'pt-br': {
    summary: 'Remove todos os espaços em branco desnecessários de um JSON, validando-o no caminho',
    description: `Remove os espaços em branco entre os tokens e nada mais: as cadeias de caracteres, os números e a ordem das chaves ficam exatamente como foram escritos (os escapes são mantidos, 1.50 continua 1.50, inteiros acima de 2^53 mantêm todos os dígitos e chaves duplicadas são mantidas). Um JSON inválido é recusado com 422 e uma mensagem com a linha e a coluna do primeiro problema (use json-validate para obtê-las como campos). Um aninhamento com mais de ${MAX_JSON_DEPTH} níveis é recusado com 422 TOO_DEEP.`,
    params: {
      json: 'O texto JSON a minificar, no máximo 1.000.000 de caracteres',
    },
  },
  'zh-cn': {
    summary: '删除 JSON 中所有无意义的空白，并顺带进行验证',
    description: `只删除标记之间的空白，不做其他改动：字符串、数字和键的顺序保持原样（保留转义序列，1.50 仍为 1.50，超过 2^53 的整数保留所有数字，重复的键也会保留）。无效的 JSON 会以 422 拒绝，并在消息中给出第一个问题所在的行和列（如需以字段形式获取，请使用 json-validate）。嵌套超过 ${MAX_JSON_DEPTH} 层时以 422 TOO_DEEP 拒绝。`,
    params: {
      json: '要压缩的 JSON 文本，最多 1,000,000 个字符',
    },
  },
})
