import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_YAML_DEPTH } from '../../lib/formats/yaml.ts'
import { MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
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
})
