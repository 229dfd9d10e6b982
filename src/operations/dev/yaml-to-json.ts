import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_YAML_ALIASES, MAX_YAML_DEPTH, MAX_YAML_DOCUMENTS } from '../../lib/formats/yaml.ts'
import { MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

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
    json: z.unknown().apply(described, {
      en: 'The value of the document (or the array of every document\'s value, with all)',
      es: 'El valor del documento (o el array con el valor de cada documento, con all)',
      de: 'Der Wert des Dokuments (oder mit all das Array mit dem Wert jedes Dokuments)',
      fr: 'La valeur du document (ou, avec all, le tableau des valeurs de chaque document)',
      'pt-br': 'O valor do documento (ou, com all, a matriz com o valor de cada documento)',
      'zh-cn': '文档的值（使用 all 时，为包含每个文档的值的数组）',
    }),
    output: z.string().apply(described, {
      en: 'The same value as JSON text',
      es: 'El mismo valor como texto JSON',
      de: 'Derselbe Wert als JSON-Text',
      fr: 'La même valeur sous forme de texte JSON',
      'pt-br': 'O mesmo valor como texto JSON',
      'zh-cn': '同一值的 JSON 文本',
    }),
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
  de: {
    summary: 'Wandelt YAML in JSON um',
    description: `Liest YAML 1.2 mit dem Core-Schema, wie aktuelle YAML-Bibliotheken es tun: 2024-01-02, yes, no und on bleiben Zeichenfolgen (YAML 1.1 machte daraus Datumsangaben und boolesche Werte), 0777 ist die Dezimalzahl 777 (nicht oktal), und true/false, null/~, Dezimalzahlen, Oktalzahlen mit 0o und Hexadezimalzahlen mit 0x werden typisiert. Tags führen nie Code aus: Ein unbekanntes oder ein YAML-1.1-Tag (!!binary, !!set, !python/…) lässt den Wert wie geschrieben, und <<-Merge-Schlüssel sind gewöhnliche Schlüssel. Doppelte Schlüssel werden abgelehnt. Anker und Aliase werden aufgelöst, bis zu einer Grenze, die Dokumente stoppt, die darauf angelegt sind, explosionsartig zu wachsen (ein „Billion Laughs“ wird sofort abgelehnt). Die Antwort ist json, der Wert, und output, dieser Wert als JSON-Text mit der gewählten Einrückung (0: in einer Zeile). Ein Stream aus mehreren Dokumenten (getrennt durch ---) wird abgelehnt, sofern all nicht gesetzt ist; dann wird jedes Dokument zu einem Element eines Arrays. Ungültiges YAML wird mit 422 und Zeile und Spalte des Problems abgelehnt. Grenzen: ${MAX_YAML_DEPTH} Verschachtelungsebenen, Aliasauflösung ${MAX_YAML_ALIASES} (die gewichtete Zählung der Bibliothek), ${de.text.figure(MAX_YAML_DOCUMENTS)} Dokumente und ${de.text.figure(MAX_JSON_OUTPUT)} Zeichen Ausgabe (413 OUTPUT_TOO_LARGE); .inf und .nan, die JSON nicht darstellen kann, werden mit ihrem Pfad abgelehnt.`,
    params: {
      yaml: 'Der YAML-Text, höchstens 1.000.000 Zeichen',
      indent: 'Leerzeichen pro Verschachtelungsebene von output, 0 bis 8 (0 schreibt alles in eine Zeile); Standard: 2',
      all: de.text.flag('Jedes Dokument eines Streams aus mehreren Dokumenten umwandeln, als Array'),
    },
  },
  fr: {
    summary: 'Convertit du YAML en JSON',
    description: `Lit du YAML 1.2 avec le schéma core, comme le font les bibliothèques YAML actuelles\u00a0: 2024-01-02, yes, no et on restent des chaînes (YAML 1.1 en faisait des dates et des booléens), 0777 est le décimal 777 (pas un octal), et true/false, null/~, les nombres décimaux, octaux en 0o et hexadécimaux en 0x sont typés. Les balises n'exécutent jamais de code\u00a0: une balise inconnue ou de YAML 1.1 (!!binary, !!set, !python/…) laisse la valeur telle qu'elle est écrite, et les clés de fusion << sont des clés ordinaires. Les clés en double sont refusées. Les ancres et les alias sont développés, jusqu'à une limite qui arrête les documents conçus pour exploser en taille (un « billion laughs » est refusé d'emblée). La réponse est json, la valeur, et output, cette valeur sous forme de texte JSON avec l'indentation choisie (0\u00a0: sur une seule ligne). Un flux de plusieurs documents (séparés par ---) est refusé sauf si all est activé, ce qui convertit chaque document en un élément d'un tableau. Un YAML non valide est refusé avec 422 et la ligne et la colonne du problème. Limites\u00a0: ${MAX_YAML_DEPTH} niveaux d'imbrication, développement d'alias ${MAX_YAML_ALIASES} (le décompte pondéré de la bibliothèque), ${fr.text.figure(MAX_YAML_DOCUMENTS)} documents et ${fr.text.figure(MAX_JSON_OUTPUT)} caractères de sortie (413 OUTPUT_TOO_LARGE)\u00a0; .inf et .nan, que JSON ne peut pas représenter, sont refusés avec leur chemin.`,
    params: {
      yaml: 'Le texte YAML, 1 000 000 caractères au maximum',
      indent: "Espaces par niveau d'imbrication de output, de 0 à 8 (0 l'écrit sur une seule ligne)\u00a0; 2 par défaut",
      all: fr.text.flag("Convertit chaque document d'un flux de plusieurs documents, sous forme de tableau"),
    },
  },
  'pt-br': {
    summary: 'Converte YAML em JSON',
    description: `Lê YAML 1.2 com o esquema core, como fazem as bibliotecas de YAML atuais: 2024-01-02, yes, no e on continuam sendo cadeias de caracteres (o YAML 1.1 os transformava em datas e booleanos), 0777 é o decimal 777 (não um octal), e true/false, null/~ e os números decimais, octais com 0o e hexadecimais com 0x são tipados. As tags nunca executam código: uma tag desconhecida ou do YAML 1.1 (!!binary, !!set, !python/…) deixa o valor como foi escrito, e as chaves de mesclagem << são chaves comuns. Chaves duplicadas são recusadas. Âncoras e aliases são expandidos, até um limite que detém documentos feitos para crescer sem medida (um "billion laughs" é recusado imediatamente). A resposta é json, o valor, e output, esse valor como texto JSON com o recuo escolhido (0: em uma linha). Um fluxo de vários documentos (separados por ---) é recusado, a menos que all seja definido, o que converte cada documento em um item de uma matriz. Um YAML inválido é recusado com 422 e a linha e a coluna do problema. Limites: ${MAX_YAML_DEPTH} níveis de aninhamento, expansão de aliases ${MAX_YAML_ALIASES} (a contagem ponderada da biblioteca), ${ptBr.text.figure(MAX_YAML_DOCUMENTS)} documentos e ${ptBr.text.figure(MAX_JSON_OUTPUT)} de caracteres de saída (413 OUTPUT_TOO_LARGE); .inf e .nan, que o JSON não pode representar, são recusados com seu caminho.`,
    params: {
      yaml: 'O texto YAML, no máximo 1.000.000 de caracteres',
      indent: 'Espaços por nível de aninhamento de output, 0-8 (0 o escreve em uma linha); padrão 2',
      all: ptBr.text.flag('Converte cada documento de um fluxo de vários documentos, como uma matriz'),
    },
  },
  'zh-cn': {
    summary: '将 YAML 转换为 JSON',
    description: `按 core 模式读取 YAML 1.2，与当前的 YAML 库一致：2024-01-02、yes、no 和 on 保持为字符串（YAML 1.1 会将其视为日期和布尔值），0777 是十进制数 777（而非八进制），true/false、null/~、十进制数、0o 开头的八进制数和 0x 开头的十六进制数会被赋予相应类型。标记绝不会执行代码：未知标记或 YAML 1.1 标记（!!binary、!!set、!python/…）会让值保持原样，<< 合并键视为普通键。重复的键会被拒绝。锚点和别名会被展开，但有上限，以阻止专为急剧膨胀而构造的文档（“billion laughs”会被立即拒绝）。响应包括 json（值）和 output（该值按所选缩进写成的 JSON 文本，0 表示写在一行）。包含多个文档（以 --- 分隔）的流会被拒绝，除非设置了 all，此时每个文档会转换为数组中的一项。无效的 YAML 会以 422 拒绝，并给出问题所在的行和列。限制：${MAX_YAML_DEPTH} 层嵌套、别名展开 ${MAX_YAML_ALIASES}（按该库的加权计数）、${zhCn.text.figure(MAX_YAML_DOCUMENTS)} 个文档以及 ${zhCn.text.figure(MAX_JSON_OUTPUT)} 个字符的输出 (413 OUTPUT_TOO_LARGE)；JSON 无法表示的 .inf 和 .nan 会被拒绝并给出其路径。`,
    params: {
      yaml: 'YAML 文本，最多 1,000,000 个字符',
      indent: 'output 每层嵌套的空格数，0-8（0 表示写在一行）；默认为 2',
      all: zhCn.text.flag('将多文档流中的每个文档转换为数组中的一项'),
    },
  },
})
