import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_YAML_DEPTH } from '../../lib/formats/yaml.ts'
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
  name: 'json-to-yaml',
  input: 'json',
  summary: 'Convert JSON into YAML',
  description: 'Writes the value as block-style YAML 1.2 with a two-space indent: one key or item per line, nested objects and arrays indented under their key, long strings kept on one line and multi-line strings as | blocks. '
    + 'Strings are quoted only where YAML would read them as something else, and that includes what YAML 1.1 readers (PyYAML, older tools) take for booleans, dates or octal numbers, so "yes", "2024-01-02" and "0777" stay strings everywhere. '
    + 'Object keys keep their order. Invalid JSON is refused with 422 and the line and column of the first problem. '
    + `Limits: ${MAX_YAML_DEPTH} levels of nesting (422) and ${MAX_JSON_OUTPUT.toLocaleString('en')} characters of output (413 OUTPUT_TOO_LARGE, estimated before the text is built).`,
  params: z.object({
    json: textParam('The JSON text, at most 1,000,000 characters'),
  }),
  result: TextOutput,
  examples: [
    {
      params: { json: '{"name":"devutils","version":"2024-01-02","enabled":"yes","ports":[80,443],"owner":{"name":"Ada","email":null},"note":"line 1\\nline 2"}' },
      result: { output: 'name: devutils\nversion: "2024-01-02"\nenabled: "yes"\nports:\n  - 80\n  - 443\nowner:\n  name: Ada\n  email: null\nnote: |-\n  line 1\n  line 2\n' },
    },
  ],
  run: async ({ json }, ctx) => ({ output: await runFormatTask(ctx.compute, 'formats.jsonToYaml', json, json.length) }),
  es: {
    summary: 'Convierte JSON en YAML',
    description: `Escribe el valor como YAML 1.2 en estilo de bloque con sangría de dos espacios: una clave o un elemento por línea, los objetos y arrays anidados sangrados bajo su clave, las cadenas largas en una sola línea y las cadenas de varias líneas como bloques |. Las cadenas solo se entrecomillan donde YAML las leería como otra cosa, incluido lo que los lectores de YAML 1.1 (PyYAML, herramientas antiguas) toman por booleanos, fechas o números octales, así que "yes", "2024-01-02" y "0777" siguen siendo cadenas en todas partes. Las claves de los objetos conservan su orden. Un JSON no válido se rechaza con 422 y la línea y la columna del primer problema. Límites: ${MAX_YAML_DEPTH} niveles de anidamiento (422) y ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE, estimado antes de construir el texto).`,
    params: {
      json: 'El texto JSON, como máximo 1 000 000 de caracteres',
    },
  },
  de: {
    summary: 'Wandelt JSON in YAML um',
    description: `Schreibt den Wert als YAML 1.2 im Blockstil mit einer Einrückung von zwei Leerzeichen: ein Schlüssel oder Element pro Zeile, verschachtelte Objekte und Arrays unter ihrem Schlüssel eingerückt, lange Zeichenfolgen in einer Zeile und mehrzeilige Zeichenfolgen als |-Blöcke. Zeichenfolgen werden nur dort in Anführungszeichen gesetzt, wo YAML sie als etwas anderes lesen würde, einschließlich dessen, was YAML-1.1-Leser (PyYAML, ältere Tools) für boolesche Werte, Datumsangaben oder Oktalzahlen halten, sodass "yes", "2024-01-02" und "0777" überall Zeichenfolgen bleiben. Objektschlüssel behalten ihre Reihenfolge. Ungültiges JSON wird mit 422 und Zeile und Spalte des ersten Problems abgelehnt. Grenzen: ${MAX_YAML_DEPTH} Verschachtelungsebenen (422) und ${de.text.figure(MAX_JSON_OUTPUT)} Zeichen Ausgabe (413 OUTPUT_TOO_LARGE, vor dem Erstellen des Texts geschätzt).`,
    params: {
      json: 'Der JSON-Text, höchstens 1.000.000 Zeichen',
    },
  },
  fr: {
    summary: 'Convertit du JSON en YAML',
    description: `Écrit la valeur en YAML 1.2 de style bloc avec une indentation de deux espaces\u00a0: une clé ou un élément par ligne, les objets et tableaux imbriqués indentés sous leur clé, les longues chaînes sur une seule ligne et les chaînes multilignes sous forme de blocs |. Les chaînes ne sont mises entre guillemets que là où YAML les lirait comme autre chose, y compris ce que les lecteurs YAML 1.1 (PyYAML, outils plus anciens) prennent pour des booléens, des dates ou des nombres octaux, si bien que "yes", "2024-01-02" et "0777" restent des chaînes partout. Les clés des objets gardent leur ordre. Un JSON non valide est refusé avec 422 et la ligne et la colonne du premier problème. Limites\u00a0: ${MAX_YAML_DEPTH} niveaux d'imbrication (422) et ${fr.text.figure(MAX_JSON_OUTPUT)} caractères de sortie (413 OUTPUT_TOO_LARGE, estimé avant la construction du texte).`,
    params: {
      json: 'Le texte JSON, 1 000 000 caractères au maximum',
    },
  },
  'pt-br': {
    summary: 'Converte JSON em YAML',
    description: `Escreve o valor como YAML 1.2 no estilo de bloco com recuo de dois espaços: uma chave ou um item por linha, os objetos e matrizes aninhados recuados sob sua chave, as cadeias longas em uma só linha e as cadeias de várias linhas como blocos |. As cadeias de caracteres só ficam entre aspas onde o YAML as leria como outra coisa, incluindo o que os leitores de YAML 1.1 (PyYAML, ferramentas antigas) tomam por booleanos, datas ou números octais, de modo que "yes", "2024-01-02" e "0777" continuam sendo cadeias em qualquer lugar. As chaves dos objetos mantêm sua ordem. Um JSON inválido é recusado com 422 e a linha e a coluna do primeiro problema. Limites: ${MAX_YAML_DEPTH} níveis de aninhamento (422) e ${ptBr.text.figure(MAX_JSON_OUTPUT)} de caracteres de saída (413 OUTPUT_TOO_LARGE, estimado antes de construir o texto).`,
    params: {
      json: 'O texto JSON, no máximo 1.000.000 de caracteres',
    },
  },
  'zh-cn': {
    summary: '将 JSON 转换为 YAML',
    description: `将值写为块样式的 YAML 1.2，缩进两个空格：每行一个键或元素，嵌套的对象和数组在其键下缩进，长字符串保持在一行，多行字符串写为 | 块。只有在 YAML 会将字符串读成其他内容时才加引号，这也包括 YAML 1.1 读取器（PyYAML、较旧的工具）会当作布尔值、日期或八进制数的内容，因此 "yes"、"2024-01-02" 和 "0777" 在任何地方都保持为字符串。对象的键保持原有顺序。无效的 JSON 会以 422 拒绝，并给出第一个问题所在的行和列。限制：${MAX_YAML_DEPTH} 层嵌套 (422) 和 ${zhCn.text.figure(MAX_JSON_OUTPUT)} 个字符的输出（413 OUTPUT_TOO_LARGE，在构建文本之前估算）。`,
    params: {
      json: 'JSON 文本，最多 1,000,000 个字符',
    },
  },
})
