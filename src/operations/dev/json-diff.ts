import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { ApiError, OperationError } from '../../core/errors.ts'
import { translate } from '../../i18n/index.ts'
import { textParam } from '../../lib/data/codec.ts'
import { MAX_JSON_DEPTH, MAX_JSON_OUTPUT } from '../../lib/formats/values.ts'
import { runFormatTask } from '../../lib/formats/tasks.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

/** Time budget of one comparison, in milliseconds. */
const DIFF_BUDGET_MS = 5_000

const operation = z.object({
  op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']).apply(described, {
    en: 'What the operation does: add, remove or replace (the only ones produced here), or move, copy, test',
    es: 'Lo que hace la operación: add, remove o replace (las únicas que se producen aquí), o move, copy, test',
    de: 'Was die Operation tut: add, remove oder replace (die einzigen, die hier erzeugt werden) oder move, copy, test',
    fr: "Ce que fait l'opération\u00a0: add, remove ou replace (les seules produites ici), ou move, copy, test",
    'pt-br': 'O que a operação faz: add, remove ou replace (as únicas produzidas aqui), ou move, copy, test',
    'zh-cn': '操作的作用：add、remove 或 replace（此处只会生成这三种），或 move、copy、test',
  }),
  path: z.string().apply(described, {
    en: 'Where, as a JSON Pointer (RFC 6901): "" is the whole document, /a/0 item 0 of key a; ~ and / in keys are written ~0 and ~1',
    es: 'Dónde, como JSON Pointer (RFC 6901): "" es el documento entero, /a/0 el elemento 0 de la clave a; ~ y / en las claves se escriben ~0 y ~1',
    de: 'Wo, als JSON Pointer (RFC 6901): "" ist das ganze Dokument, /a/0 das Element 0 des Schlüssels a; ~ und / in Schlüsseln werden als ~0 und ~1 geschrieben',
    fr: "Où, sous forme de JSON Pointer (RFC 6901)\u00a0: \"\" est le document entier, /a/0 l'élément 0 de la clé a\u00a0; ~ et / dans les clés s'écrivent ~0 et ~1",
    'pt-br': 'Onde, como JSON Pointer (RFC 6901): "" é o documento inteiro, /a/0 o item 0 da chave a; ~ e / nas chaves são escritos ~0 e ~1',
    'zh-cn': '位置，以 JSON Pointer (RFC 6901) 表示："" 为整个文档，/a/0 为键 a 的第 0 项；键中的 ~ 和 / 分别写作 ~0 和 ~1',
  }),
  value: z.unknown().optional().apply(described, {
    en: 'The value added or put in place (add and replace)',
    es: 'El valor añadido o puesto en su lugar (add y replace)',
    de: 'Der hinzugefügte oder an die Stelle gesetzte Wert (add und replace)',
    fr: 'La valeur ajoutée ou mise à la place (add et replace)',
    'pt-br': 'O valor adicionado ou colocado no lugar (add e replace)',
    'zh-cn': '添加或替换进去的值（add 和 replace）',
  }),
  from: z.string().optional().apply(described, {
    en: 'Where the value comes from (move and copy)',
    es: 'De dónde viene el valor (move y copy)',
    de: 'Woher der Wert kommt (move und copy)',
    fr: "D'où vient la valeur (move et copy)",
    'pt-br': 'De onde vem o valor (move e copy)',
    'zh-cn': '值的来源位置（move 和 copy）',
  }),
})

export default defineOperation({
  category: 'dev',
  name: 'json-diff',
  input: 'json',
  summary: 'Compare two JSON documents and get the JSON Patch (RFC 6902) that turns the first into the second',
  description: 'Both texts are read as JSON and compared as values: object key order and number spelling (1.0 and 1) do not matter. '
    + 'patch lists the operations that turn a into b, applied in order: objects are compared key by key (a key only in a is removed, one only in b added, one in both compared inside); '
    + 'arrays keep their common leading and trailing items, compare the items in between pairwise, and remove or add what is left over, so inserting, deleting or changing one run of items gives the fewest operations. A value whose type changes is replaced whole. '
    + 'equal is true when the documents are the same value (patch is then empty), and changes counts the operations. '
    + 'Invalid JSON is refused with 422 JSON_DIFF_INVALID, naming a or b and giving the line and column of the first problem. '
    + `Limits: ${MAX_JSON_DEPTH} levels of nesting (422), ${MAX_JSON_OUTPUT.toLocaleString('en')} characters of patch paths (413 OUTPUT_TOO_LARGE, counted before they are built), and ${DIFF_BUDGET_MS.toLocaleString('en')} ms of work (JSON_DIFF_TIMEOUT).`,
  params: z.object({
    a: textParam('The first JSON document (the one the patch applies to), at most 1,000,000 characters'),
    b: textParam('The second JSON document (what the patch produces), at most 1,000,000 characters'),
  }),
  result: z.object({
    equal: z.boolean().apply(described, {
      en: 'True when a and b are the same JSON value',
      es: 'True cuando a y b son el mismo valor JSON',
      de: 'true, wenn a und b derselbe JSON-Wert sind',
      fr: 'true quand a et b sont la même valeur JSON',
      'pt-br': 'true quando a e b são o mesmo valor JSON',
      'zh-cn': 'a 和 b 为相同的 JSON 值时为 true',
    }),
    patch: z.array(operation).apply(described, {
      en: 'The JSON Patch (RFC 6902) turning a into b: operations applied in order',
      es: 'El JSON Patch (RFC 6902) que convierte a en b: operaciones aplicadas en orden',
      de: 'Der JSON Patch (RFC 6902), der a in b umwandelt: Operationen, die der Reihe nach angewendet werden',
      fr: "Le JSON Patch (RFC 6902) qui transforme a en b\u00a0: des opérations appliquées dans l'ordre",
      'pt-br': 'O JSON Patch (RFC 6902) que transforma a em b: operações aplicadas em ordem',
      'zh-cn': '将 a 转换为 b 的 JSON Patch (RFC 6902)：按顺序应用的操作',
    }),
    changes: z.number().int().min(0).apply(described, {
      en: 'Number of operations in patch',
      es: 'Número de operaciones de patch',
      de: 'Anzahl der Operationen in patch',
      fr: "Nombre d'opérations dans patch",
      'pt-br': 'Número de operações em patch',
      'zh-cn': 'patch 中的操作数',
    }),
  }),
  examples: [
    {
      params: { a: '{"name":"devutils","version":1,"tags":["api","tools"],"owner":{"name":"Ada"}}', b: '{"name":"devutils","version":2,"tags":["api","json","tools"],"license":"MIT","owner":{}}' },
      result: {
        equal: false,
        patch: [
          { op: 'add', path: '/license', value: 'MIT' },
          { op: 'replace', path: '/version', value: 2 },
          { op: 'add', path: '/tags/1', value: 'json' },
          { op: 'remove', path: '/owner/name' },
        ],
        changes: 4,
      },
    },
    { title: 'the same value', params: { a: '{"a": [1, 2.0], "b": null}', b: '{"b":null,"a":[1,2]}' }, result: { equal: true, patch: [], changes: 0 } },
  ],
  run: async ({ a, b }, ctx) => {
    try {
      return await runFormatTask(ctx.compute, 'formats.jsonDiff', { a, b }, a.length + b.length, { timeoutMs: DIFF_BUDGET_MS, timeoutCode: 'JSON_DIFF_TIMEOUT' })
    } catch (error) {
      // The JSON reader's message, in the caller's language, with the parameter it is about.
      const param = error instanceof ApiError ? error.vars.param : undefined
      if (error instanceof ApiError && typeof param === 'string') throw new OperationError('JSON_DIFF_INVALID', { param, detail: translate(ctx.lang, error.code, error.vars) })
      throw error
    }
  },
  es: {
    summary: 'Compara dos documentos JSON y obtiene el JSON Patch (RFC 6902) que convierte el primero en el segundo',
    description: `Ambos textos se leen como JSON y se comparan como valores: el orden de las claves de los objetos y la forma de escribir los números (1.0 y 1) no importan. patch enumera las operaciones que convierten a en b, aplicadas en orden: los objetos se comparan clave a clave (una clave que solo está en a se elimina, una que solo está en b se añade, y una que está en ambos se compara por dentro); los arrays conservan sus elementos comunes iniciales y finales, comparan por parejas los elementos intermedios y eliminan o añaden lo que sobra, así que insertar, eliminar o cambiar un tramo de elementos da el menor número de operaciones. Un valor que cambia de tipo se reemplaza entero. equal es true cuando los documentos son el mismo valor (patch queda entonces vacío), y changes cuenta las operaciones. Un JSON no válido se rechaza con 422 JSON_DIFF_INVALID, indicando a o b y la línea y la columna del primer problema. Límites: ${MAX_JSON_DEPTH} niveles de anidamiento (422), ${es.text.figure(MAX_JSON_OUTPUT)} de caracteres de rutas del patch (413 OUTPUT_TOO_LARGE, contados antes de construirlas) y ${es.text.figure(DIFF_BUDGET_MS)} ms de trabajo (JSON_DIFF_TIMEOUT).`,
    params: {
      a: 'El primer documento JSON (al que se aplica el patch), como máximo 1 000 000 de caracteres',
      b: 'El segundo documento JSON (el que produce el patch), como máximo 1 000 000 de caracteres',
    },
  },
  de: {
    summary: 'Vergleicht zwei JSON-Dokumente und liefert den JSON Patch (RFC 6902), der das erste in das zweite umwandelt',
    description: `Beide Texte werden als JSON gelesen und als Werte verglichen: Die Reihenfolge der Objektschlüssel und die Schreibweise von Zahlen (1.0 und 1) spielen keine Rolle. patch listet die Operationen auf, die a in b umwandeln, der Reihe nach angewendet: Objekte werden Schlüssel für Schlüssel verglichen (ein Schlüssel nur in a wird entfernt, einer nur in b hinzugefügt, einer in beiden im Inneren verglichen); Arrays behalten ihre gemeinsamen Elemente am Anfang und am Ende, vergleichen die Elemente dazwischen paarweise und entfernen oder ergänzen den Rest, sodass das Einfügen, Löschen oder Ändern einer zusammenhängenden Folge von Elementen die wenigsten Operationen ergibt. Ein Wert, dessen Typ sich ändert, wird vollständig ersetzt. equal ist true, wenn die Dokumente derselbe Wert sind (patch ist dann leer), und changes zählt die Operationen. Ungültiges JSON wird mit 422 JSON_DIFF_INVALID abgelehnt, mit Angabe von a oder b sowie Zeile und Spalte des ersten Problems. Grenzen: ${MAX_JSON_DEPTH} Verschachtelungsebenen (422), ${de.text.figure(MAX_JSON_OUTPUT)} Zeichen an Patch-Pfaden (413 OUTPUT_TOO_LARGE, gezählt, bevor sie erstellt werden) und ${de.text.figure(DIFF_BUDGET_MS)} ms Rechenzeit (JSON_DIFF_TIMEOUT).`,
    params: {
      a: 'Das erste JSON-Dokument (auf das der Patch angewendet wird), höchstens 1.000.000 Zeichen',
      b: 'Das zweite JSON-Dokument (das der Patch erzeugt), höchstens 1.000.000 Zeichen',
    },
  },
  fr: {
    summary: 'Compare deux documents JSON et obtient le JSON Patch (RFC 6902) qui transforme le premier en le second',
    description: `Les deux textes sont lus comme du JSON et comparés en tant que valeurs\u00a0: l'ordre des clés des objets et l'écriture des nombres (1.0 et 1) n'ont pas d'importance. patch liste les opérations qui transforment a en b, appliquées dans l'ordre\u00a0: les objets sont comparés clé par clé (une clé présente seulement dans a est supprimée, une clé présente seulement dans b est ajoutée, une clé présente dans les deux est comparée en profondeur)\u00a0; les tableaux conservent leurs éléments communs de début et de fin, comparent deux à deux les éléments intermédiaires et suppriment ou ajoutent le reste, si bien qu'insérer, supprimer ou modifier une suite d'éléments donne le moins d'opérations possible. Une valeur dont le type change est remplacée entièrement. equal vaut true quand les documents sont la même valeur (patch est alors vide), et changes compte les opérations. Un JSON non valide est refusé avec 422 JSON_DIFF_INVALID, en nommant a ou b et en donnant la ligne et la colonne du premier problème. Limites\u00a0: ${MAX_JSON_DEPTH} niveaux d'imbrication (422), ${fr.text.figure(MAX_JSON_OUTPUT)} caractères de chemins de patch (413 OUTPUT_TOO_LARGE, comptés avant leur construction) et ${fr.text.figure(DIFF_BUDGET_MS)} ms de travail (JSON_DIFF_TIMEOUT).`,
    params: {
      a: "Le premier document JSON (celui auquel s'applique le patch), 1 000 000 caractères au maximum",
      b: 'Le second document JSON (celui que produit le patch), 1 000 000 caractères au maximum',
    },
  },
  'pt-br': {
    summary: 'Compara dois documentos JSON e obtém o JSON Patch (RFC 6902) que transforma o primeiro no segundo',
    description: `Os dois textos são lidos como JSON e comparados como valores: a ordem das chaves dos objetos e a forma de escrever os números (1.0 e 1) não importam. patch lista as operações que transformam a em b, aplicadas em ordem: os objetos são comparados chave por chave (uma chave que só está em a é removida, uma que só está em b é adicionada, e uma que está nos dois é comparada por dentro); as matrizes mantêm seus itens comuns iniciais e finais, comparam em pares os itens intermediários e removem ou adicionam o que sobra, de modo que inserir, excluir ou alterar um trecho de itens dá o menor número de operações. Um valor que muda de tipo é substituído inteiro. equal é true quando os documentos são o mesmo valor (patch fica então vazio), e changes conta as operações. Um JSON inválido é recusado com 422 JSON_DIFF_INVALID, indicando a ou b e a linha e a coluna do primeiro problema. Limites: ${MAX_JSON_DEPTH} níveis de aninhamento (422), ${ptBr.text.figure(MAX_JSON_OUTPUT)} de caracteres de caminhos do patch (413 OUTPUT_TOO_LARGE, contados antes de serem construídos) e ${ptBr.text.figure(DIFF_BUDGET_MS)} ms de processamento (JSON_DIFF_TIMEOUT).`,
    params: {
      a: 'O primeiro documento JSON (ao qual o patch é aplicado), no máximo 1.000.000 de caracteres',
      b: 'O segundo documento JSON (o que o patch produz), no máximo 1.000.000 de caracteres',
    },
  },
  'zh-cn': {
    summary: '比较两个 JSON 文档，并获取将第一个转换为第二个的 JSON Patch (RFC 6902)',
    description: `两个文本都按 JSON 读取并作为值进行比较：对象键的顺序和数字的写法（1.0 与 1）无关紧要。patch 列出将 a 转换为 b 的操作，按顺序应用：对象逐键比较（只在 a 中的键被删除，只在 b 中的键被添加，两者都有的键深入比较）；数组保留开头和结尾的共同项，对中间的项逐对比较，并删除或添加多余的部分，因此插入、删除或更改一段连续的项所需的操作最少。类型发生变化的值会被整体替换。文档为相同的值时 equal 为 true（此时 patch 为空），changes 为操作数。无效的 JSON 会以 422 JSON_DIFF_INVALID 拒绝，并指明是 a 还是 b，以及第一个问题所在的行和列。限制：${MAX_JSON_DEPTH} 层嵌套 (422)、${zhCn.text.figure(MAX_JSON_OUTPUT)} 个字符的 patch 路径（413 OUTPUT_TOO_LARGE，在构建之前计数）以及 ${zhCn.text.figure(DIFF_BUDGET_MS)} ms 的处理时间 (JSON_DIFF_TIMEOUT)。`,
    params: {
      a: '第一个 JSON 文档（patch 应用于此文档），最多 1,000,000 个字符',
      b: '第二个 JSON 文档（patch 生成的结果），最多 1,000,000 个字符',
    },
  },
})
