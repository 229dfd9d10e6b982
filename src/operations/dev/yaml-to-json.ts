import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_YAML_ALIASES, MAX_YAML_DEPTH, MAX_YAML_DOCUMENTS } from '../../lib/formats/yaml.ts'
import { MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

const n = (value: number) => value.toLocaleString('en')

export default defineOperation({
  category: 'dev',
  name: 'yaml-to-json',
  input: 'json',
  summary: 'Convert YAML into JSON',
  description: 'Reads YAML 1.2 with the core schema, as current YAML libraries do: 2024-01-02, yes, no and on stay strings (YAML 1.1 made them dates and booleans), 0777 is the decimal 777 (not octal), '
    + 'true/false, null/~, decimal, 0o octal and 0x hexadecimal numbers are typed. Tags never run code: an unknown or YAML 1.1 tag (!!binary, !!set, !python/…) leaves the value as written, and << merge keys are plain keys. '
    + 'Duplicate keys are refused. Anchors and aliases are expanded, up to a limit that stops documents built to explode in size (a "billion laughs" is refused at once). '
    + 'The answer is json, the value, and output, that value as JSON text with the chosen indent (0: on one line). A stream of several documents (separated by ---) is refused unless all is set, which converts each document into one item of an array. '
    + 'Invalid YAML is refused with 422 and the line and column of the problem. '
    + `Limits: ${MAX_YAML_DEPTH} levels of nesting, alias expansion ${MAX_YAML_ALIASES} (the library's weighted count), ${n(MAX_YAML_DOCUMENTS)} documents, and ${n(MAX_JSON_OUTPUT)} characters of output (413 OUTPUT_TOO_LARGE); .inf and .nan, which JSON cannot hold, are refused with their path.`,
  params: z.object({
    yaml: textParam('The YAML text, at most 1,000,000 characters'),
    indent: z.number().int().min(0).max(8).default(2).describe('Spaces per nesting level of output, 0-8 (0 writes it on one line); default 2'),
    all: z.boolean().default(false).describe(en.text.flag('Convert every document of a multi-document stream, as an array')),
  }),
  result: z.object({
    json: z.unknown().apply(described, { en: 'The value of the document (or the array of every document\'s value, with all)', es: 'El valor del documento (o el array con el valor de cada documento, con all)' }),
    output: z.string().apply(described, { en: 'The same value as JSON text', es: 'El mismo valor como texto JSON' }),
  }),
  examples: [
    {
      params: { yaml: 'name: devutils\nreleased: 2024-01-02\nport: 8080\ntags: [api, tools]\nowner: &ada {name: Ada}\nreviewer: *ada\nenabled: yes\n' },
      result: {
        json: { name: 'devutils', released: '2024-01-02', port: 8080, tags: ['api', 'tools'], owner: { name: 'Ada' }, reviewer: { name: 'Ada' }, enabled: 'yes' },
        output: '{\n  "name": "devutils",\n  "released": "2024-01-02",\n  "port": 8080,\n  "tags": [\n    "api",\n    "tools"\n  ],\n  "owner": {\n    "name": "Ada"\n  },\n  "reviewer": {\n    "name": "Ada"\n  },\n  "enabled": "yes"\n}',
      },
    },
    {
      title: 'every document of a stream, on one line',
      params: { yaml: 'a: 1\n---\n- true\n- null\n', all: true, indent: 0 },
      result: { json: [{ a: 1 }, [true, null]], output: '[{"a":1},[true,null]]' },
    },
  ],
  run: ({ yaml, indent, all }, ctx) => runFormatTask(ctx.compute, 'formats.yamlToJson', { text: yaml, indent, all }, yaml.length),
  es: {
    summary: 'Convierte YAML en JSON',
    description: `Lee YAML 1.2 con el esquema core, como hacen las bibliotecas de YAML actuales: 2024-01-02, yes, no y on quedan como cadenas (YAML 1.1 los convertía en fechas y booleanos), 0777 es el decimal 777 (no un octal), y se tipan true/false, null/~ y los números decimales, octales con 0o y hexadecimales con 0x. Las etiquetas nunca ejecutan código: una etiqueta desconocida o de YAML 1.1 (!!binary, !!set, !python/…) deja el valor tal como se escribió, y las claves de fusión << son claves normales. Las claves duplicadas se rechazan. Las anclas y los alias se expanden, hasta un límite que detiene los documentos creados para crecer sin medida (un «billion laughs» se rechaza de inmediato). La respuesta es json, el valor, y output, ese valor como texto JSON con la sangría elegida (0: en una línea). Un flujo de varios documentos (separados por ---) se rechaza salvo que se indique all, que convierte cada documento en un elemento de un array. Un YAML no válido se rechaza con 422 y la línea y la columna del problema. Límites: ${MAX_YAML_DEPTH} niveles de anidamiento, expansión de alias ${MAX_YAML_ALIASES} (el recuento ponderado de la biblioteca), ${es.text.figure(MAX_YAML_DOCUMENTS)} documentos y ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres de salida (413 OUTPUT_TOO_LARGE); .inf y .nan, que JSON no puede representar, se rechazan con su ruta.`,
    params: {
      yaml: 'El texto YAML, como máximo 1 000 000 de caracteres',
      indent: 'Espacios por nivel de anidamiento de output, 0-8 (0 lo escribe en una línea); por defecto 2',
      all: es.text.flag('Convierte cada documento de un flujo de varios documentos, como un array'),
    },
  },
})
