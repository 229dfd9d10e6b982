import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { runDataTask } from '../kits/data.ts'
import { MAX_JSON_DEPTH } from '../../lib/data/json.ts'

export default defineOperation({
  category: 'dev',
  name: 'json-to-typescript',
  input: 'json',
  summary: 'Generate TypeScript interfaces from a JSON sample',
  description: 'An object becomes an exported interface; each nested object gets its own, named in PascalCase after its key (first-name gives FirstName, a key starting with a digit gets a leading _), '
    + 'objects in an array after the key in the singular (users gives User), and names TypeScript already uses get a Type suffix (date gives DateType). '
    + 'Objects with the same name and the same fields share one interface; different ones are numbered (Address, Address2). '
    + 'All objects in one array merge into one interface: a key missing from some of them is optional (?), and a key whose values differ gets a union. '
    + 'Arrays are T[] or (A | B)[] when mixed, [] is unknown[], {} is Record<string, unknown>, null adds | null. Keys that are not identifiers are quoted. '
    + 'A root that is not an object becomes a type alias (an array of objects: type Root = RootItem[]). '
    + `Invalid JSON is refused with 422 (line and column given); so is nesting deeper than ${MAX_JSON_DEPTH} levels (TOO_DEEP).`,
  params: z.object({
    json: textParam('A JSON sample of the data to describe, at most 1,000,000 characters'),
    root: z.string().max(64).regex(/^[A-Z_$][A-Za-z0-9_$]*$/, 'TS_ROOT_NAME').default('Root')
      .describe('Name of the top-level type, a TypeScript identifier starting with a capital letter; default Root'),
  }),
  result: z.object({
    output: z.string().apply(described, {
      en: 'The TypeScript declarations, root type first, separated by blank lines',
      es: 'Las declaraciones de TypeScript, primero el tipo raíz, separadas por líneas en blanco',
      de: 'Die TypeScript-Deklarationen, der Stammtyp zuerst, durch Leerzeilen getrennt',
      fr: 'Les déclarations TypeScript, le type racine en premier, séparées par des lignes vides',
      'pt-br': 'As declarações TypeScript, o tipo raiz primeiro, separadas por linhas em branco',
      'zh-cn': 'TypeScript 声明，根类型在前，以空行分隔',
    }),
    types: z.array(z.string()).min(1).apply(described, {
      en: 'The names declared, in output order, the root type first',
      es: 'Los nombres declarados, en el orden de output, primero el tipo raíz',
      de: 'Die deklarierten Namen in der Reihenfolge von output, der Stammtyp zuerst',
      fr: "Les noms déclarés, dans l'ordre de output, le type racine en premier",
      'pt-br': 'Os nomes declarados, na ordem de output, o tipo raiz primeiro',
      'zh-cn': '声明的名称，按 output 中的顺序排列，根类型在前',
    }),
  }),
  examples: [
    {
      params: { json: '{"id": 1, "first-name": "Ada", "address": {"city": "London", "zip": null}, "tags": ["math"]}' },
      result: {
        output: 'export interface Root {\n  id: number;\n  "first-name": string;\n  address: Address;\n  tags: string[];\n}\n\n'
          + 'export interface Address {\n  city: string;\n  zip: null;\n}\n',
        types: ['Root', 'Address'],
      },
    },
    {
      title: 'array of objects, a key missing from one',
      params: { json: '[{"id": 1, "email": "a@example.com"}, {"id": 2}]', root: 'Users' },
      result: {
        output: 'export type Users = User[];\n\nexport interface User {\n  id: number;\n  email?: string;\n}\n',
        types: ['Users', 'User'],
      },
    },
  ],
  run: async ({ json, root }, ctx) => {
    const { output, names } = await runDataTask(ctx.compute, 'data.jsonToTypeScript', { text: json, root }, json.length)
    return { output, types: names }
  },
  es: {
    summary: 'Genera interfaces de TypeScript a partir de una muestra JSON',
    description: `Un objeto pasa a ser una interfaz exportada; cada objeto anidado recibe la suya, nombrada en PascalCase según su clave (first-name da FirstName, y una clave que empieza por un dígito recibe un _ inicial), los objetos de un array según la clave en singular (users da User), y los nombres que TypeScript ya usa reciben el sufijo Type (date da DateType). Los objetos con el mismo nombre y los mismos campos comparten una interfaz; los distintos se numeran (Address, Address2). Todos los objetos de un mismo array se fusionan en una interfaz: una clave que falta en alguno de ellos es opcional (?), y una clave cuyos valores difieren recibe una unión. Los arrays son T[], o (A | B)[] cuando son mixtos; [] es unknown[], {} es Record<string, unknown> y null añade | null. Las claves que no son identificadores van entre comillas. Una raíz que no es un objeto pasa a ser un alias de tipo (un array de objetos: type Root = RootItem[]). Un JSON no válido se rechaza con 422 (indicando línea y columna); también un anidamiento de más de ${MAX_JSON_DEPTH} niveles (TOO_DEEP).`,
    params: {
      json: 'Una muestra JSON de los datos que se describen, como máximo 1 000 000 de caracteres',
      root: 'Nombre del tipo de nivel superior, un identificador de TypeScript que empiece por mayúscula; por defecto Root',
    },
  },
  de: {
    summary: 'Erzeugt TypeScript-Interfaces aus einem JSON-Beispiel',
    description: `Ein Objekt wird zu einem exportierten Interface; jedes verschachtelte Objekt erhält ein eigenes, in PascalCase nach seinem Schlüssel benannt (first-name ergibt FirstName, ein Schlüssel, der mit einer Ziffer beginnt, erhält ein vorangestelltes _), Objekte in einem Array nach dem Schlüssel im Singular (users ergibt User), und Namen, die TypeScript bereits verwendet, erhalten das Suffix Type (date ergibt DateType). Objekte mit demselben Namen und denselben Feldern teilen sich ein Interface; unterschiedliche werden nummeriert (Address, Address2). Alle Objekte in einem Array werden zu einem Interface zusammengeführt: Ein Schlüssel, der in einigen fehlt, ist optional (?), und ein Schlüssel mit unterschiedlichen Werten erhält eine Union. Arrays sind T[] oder bei gemischtem Inhalt (A | B)[], [] ist unknown[], {} ist Record<string, unknown>, null fügt | null hinzu. Schlüssel, die keine Bezeichner sind, werden in Anführungszeichen gesetzt. Eine Wurzel, die kein Objekt ist, wird zu einem Typalias (ein Array von Objekten: type Root = RootItem[]). Ungültiges JSON wird mit 422 abgelehnt (mit Angabe von Zeile und Spalte), ebenso eine Verschachtelung mit mehr als ${MAX_JSON_DEPTH} Ebenen (TOO_DEEP).`,
    params: {
      json: 'Ein JSON-Beispiel der zu beschreibenden Daten, höchstens 1.000.000 Zeichen',
      root: 'Name des Typs der obersten Ebene, ein TypeScript-Bezeichner, der mit einem Großbuchstaben beginnt; Standard: Root',
    },
  },
  fr: {
    summary: "Génère des interfaces TypeScript à partir d'un échantillon JSON",
    description: `Un objet devient une interface exportée\u00a0; chaque objet imbriqué reçoit la sienne, nommée en PascalCase d'après sa clé (first-name donne FirstName, une clé qui commence par un chiffre reçoit un _ initial), les objets d'un tableau d'après la clé au singulier (users donne User), et les noms que TypeScript utilise déjà reçoivent le suffixe Type (date donne DateType). Les objets de même nom et de mêmes champs partagent une interface\u00a0; les différents sont numérotés (Address, Address2). Tous les objets d'un même tableau sont fusionnés en une interface\u00a0: une clé absente de certains d'entre eux est facultative (?), et une clé dont les valeurs diffèrent reçoit une union. Les tableaux sont T[], ou (A | B)[] quand ils sont mixtes, [] est unknown[], {} est Record<string, unknown>, null ajoute | null. Les clés qui ne sont pas des identificateurs sont mises entre guillemets. Une racine qui n'est pas un objet devient un alias de type (un tableau d'objets\u00a0: type Root = RootItem[]). Un JSON non valide est refusé avec 422 (ligne et colonne indiquées)\u00a0; il en va de même d'une imbrication de plus de ${MAX_JSON_DEPTH} niveaux (TOO_DEEP).`,
    params: {
      json: 'Un échantillon JSON des données à décrire, 1 000 000 caractères au maximum',
      root: 'Nom du type de premier niveau, un identificateur TypeScript commençant par une majuscule\u00a0; Root par défaut',
    },
  },
  'pt-br': {
    summary: 'Gera interfaces TypeScript a partir de uma amostra JSON',
    description: `Um objeto se torna uma interface exportada; cada objeto aninhado recebe a sua, nomeada em PascalCase de acordo com sua chave (first-name dá FirstName, e uma chave que começa com um dígito recebe um _ inicial), os objetos de uma matriz de acordo com a chave no singular (users dá User), e os nomes que o TypeScript já usa recebem o sufixo Type (date dá DateType). Objetos com o mesmo nome e os mesmos campos compartilham uma interface; os diferentes são numerados (Address, Address2). Todos os objetos de uma mesma matriz são mesclados em uma interface: uma chave que falta em alguns deles é opcional (?), e uma chave cujos valores diferem recebe uma união. As matrizes são T[], ou (A | B)[] quando mistas; [] é unknown[], {} é Record<string, unknown> e null adiciona | null. As chaves que não são identificadores ficam entre aspas. Uma raiz que não é um objeto se torna um alias de tipo (uma matriz de objetos: type Root = RootItem[]). Um JSON inválido é recusado com 422 (indicando linha e coluna); também um aninhamento com mais de ${MAX_JSON_DEPTH} níveis (TOO_DEEP).`,
    params: {
      json: 'Uma amostra JSON dos dados a descrever, no máximo 1.000.000 de caracteres',
      root: 'Nome do tipo de nível superior, um identificador TypeScript que comece com letra maiúscula; padrão Root',
    },
  },
  'zh-cn': {
    summary: '根据 JSON 示例生成 TypeScript 接口',
    description: `对象成为导出的接口；每个嵌套对象都有自己的接口，按其键以 PascalCase 命名（first-name 生成 FirstName，以数字开头的键会加上前导 _），数组中的对象按键的单数形式命名（users 生成 User），TypeScript 已使用的名称会加上 Type 后缀（date 生成 DateType）。名称和字段都相同的对象共用一个接口；不同的则加编号（Address、Address2）。同一数组中的所有对象合并为一个接口：某些对象缺少的键为可选 (?)，值类型不同的键得到联合类型。数组为 T[]，混合时为 (A | B)[]，[] 为 unknown[]，{} 为 Record<string, unknown>，null 会添加 | null。不是标识符的键会加引号。不是对象的根成为类型别名（对象数组：type Root = RootItem[]）。无效的 JSON 会以 422 拒绝（并给出行和列）；嵌套超过 ${MAX_JSON_DEPTH} 层的也会被拒绝 (TOO_DEEP)。`,
    params: {
      json: '要描述的数据的 JSON 示例，最多 1,000,000 个字符',
      root: '顶层类型的名称，以大写字母开头的 TypeScript 标识符；默认为 Root',
    },
  },
})
