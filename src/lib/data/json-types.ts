/**
 * TypeScript declarations inferred from a JSON sample.
 *
 * Every value is added to a Shape: the kinds seen at that place (in order of first appearance),
 * whether null was seen, the merged shape of all objects seen there and the merged shape of all
 * array items. Objects in one array therefore merge into one interface, and a key missing from
 * some of them becomes optional. The walk recurses once per nesting level, so callers pass values
 * whose depth is capped (src/lib/data/json.ts caps it at 512).
 */

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array'

interface Shape {
  kinds: Kind[]
  nullable: boolean
  object: ObjectShape | null
  items: Shape | null
}

interface Field {
  shape: Shape
  /** How many of the objects merged here have this key. */
  count: number
}

interface ObjectShape {
  fields: Map<string, Field>
  /** How many objects were merged here. */
  count: number
}

const emptyShape = (): Shape => ({ kinds: [], nullable: false, object: null, items: null })

function add(shape: Shape, value: unknown): void {
  if (value === null) {
    shape.nullable = true
    return
  }
  const kind: Kind = Array.isArray(value) ? 'array' : typeof value as Kind
  if (!shape.kinds.includes(kind)) shape.kinds.push(kind)
  if (kind === 'array') {
    const items = (shape.items ??= emptyShape())
    for (const item of value as unknown[]) add(items, item)
  } else if (kind === 'object') {
    const object = (shape.object ??= { fields: new Map(), count: 0 })
    object.count++
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      let field = object.fields.get(key)
      if (!field) object.fields.set(key, (field = { shape: emptyShape(), count: 0 }))
      field.count++
      add(field.shape, item)
    }
  }
}

/**
 * Names TypeScript already gives a meaning to: an interface with one of these names would shadow
 * it, so a key such as "date" yields DateType rather than Date.
 */
const BUILT_IN = new Set([
  'Array', 'ArrayBuffer', 'Awaited', 'BigInt', 'Boolean', 'Capitalize', 'DataView', 'Date', 'Error', 'Exclude',
  'Extract', 'Function', 'Generator', 'InstanceType', 'Intl', 'Iterator', 'JSON', 'Lowercase', 'Map', 'Math',
  'NonNullable', 'Number', 'Object', 'Omit', 'Parameters', 'Partial', 'Pick', 'Promise', 'Readonly', 'Record',
  'RegExp', 'Required', 'ReturnType', 'Set', 'String', 'Symbol', 'Uncapitalize', 'Uppercase', 'WeakMap', 'WeakSet',
])

const IDENTIFIER = /^[\p{L}_$][\p{L}\p{Nd}_$]*$/u

/** PascalCase type name from a key: first-name → FirstName, 1x → _1x, $$ → Field. */
export function typeName(key: string): string {
  const words = key.split(/[^\p{L}\p{Nd}]+/u).filter(Boolean)
  const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('')
  if (name === '') return 'Field'
  return /^\p{Nd}/u.test(name) ? `_${name}` : name
}

/** Name for the items of an array named by a plural key: users → User, categories → Category. */
function singular(name: string): string {
  if (/[^aeiou]ies$/.test(name)) return name.slice(0, -3) + 'y'
  if (/(?:ss|x|z|ch|sh)es$/.test(name)) return name.slice(0, -2)
  if (/[^su]s$/.test(name)) return name.slice(0, -1)
  return `${name}Item`
}

/** A property name as TypeScript accepts it: bare when it is an identifier, else quoted. */
function propertyName(key: string): string {
  return IDENTIFIER.test(key) ? key : JSON.stringify(key)
}

export interface Declarations {
  /** The declarations, root first, each followed by a blank line except the last. */
  output: string
  /** Names declared, in output order. */
  names: string[]
}

/**
 * Declarations for a JSON value. An object root becomes `export interface <root>`; any other root
 * becomes `export type <root> = …`, its array items named like any array's (Root → RootItem).
 * Objects with the same fields and the same name reuse one interface; different objects that would
 * share a name are numbered (Address, Address2).
 */
export function jsonToTypeScript(value: unknown, root: string): Declarations {
  const shape = emptyShape()
  add(shape, value)

  // Structural identity of object shapes, so identical objects found twice declare once.
  const ids = new Map<string, number>()
  const idOf = new Map<ObjectShape, number>()
  const shapeKey = (s: Shape): string =>
    `${s.kinds.join(',')}${s.nullable ? '?' : ''}${s.object ? `o${objectId(s.object)}` : ''}${s.items ? `[${shapeKey(s.items)}]` : ''}`
  const objectId = (o: ObjectShape): number => {
    let id = idOf.get(o)
    if (id === undefined) {
      const key = [...o.fields].map(([k, f]) => `${JSON.stringify(k)}${f.count < o.count ? '?' : ''}:${shapeKey(f.shape)}`).join(';')
      id = ids.get(key) ?? ids.size
      ids.set(key, id)
      idOf.set(o, id)
    }
    return id
  }

  const used = new Set<string>([root])
  const names = new Map<ObjectShape, string>()
  const byStructure = new Map<string, string>()
  const order: ObjectShape[] = []

  const unique = (base: string): string => {
    const wanted = BUILT_IN.has(base) ? `${base}Type` : base
    let name = wanted
    for (let n = 2; used.has(name); n++) name = `${wanted}${n}`
    used.add(name)
    return name
  }
  const declare = (object: ObjectShape, base: string, fixed?: string): void => {
    const structure = `${base}|${objectId(object)}`
    const same = byStructure.get(structure)
    if (same !== undefined) {
      names.set(object, same)
      return
    }
    const name = fixed ?? unique(base)
    names.set(object, name)
    byStructure.set(structure, name)
    order.push(object)
    for (const [key, field] of object.fields) visit(field.shape, typeName(key))
  }
  // Objects in an array are named after the array's key in the singular; arrays nested in that
  // array keep the same name.
  const visit = (s: Shape, base: string, itemBase = singular(base)): void => {
    if (s.object && s.object.fields.size > 0) declare(s.object, base)
    if (s.items) visit(s.items, itemBase, itemBase)
  }

  const rootIsInterface = shape.object !== null && shape.object.fields.size > 0 && shape.kinds.length === 1 && !shape.nullable
  if (rootIsInterface) declare(shape.object!, root, root)
  else visit(shape, root)

  const render = (s: Shape): { text: string; union: boolean } => {
    const parts: string[] = []
    for (const kind of s.kinds) {
      if (kind === 'object') {
        parts.push(s.object!.fields.size > 0 ? names.get(s.object!)! : 'Record<string, unknown>')
      } else if (kind === 'array') {
        const items = render(s.items!)
        parts.push(items.union ? `(${items.text})[]` : `${items.text}[]`)
      } else {
        parts.push(kind)
      }
    }
    if (s.nullable) parts.push('null')
    if (parts.length === 0) parts.push('unknown')
    return { text: parts.join(' | '), union: parts.length > 1 }
  }

  const blocks = order.map((object) => {
    const lines = [...object.fields].map(([key, field]) =>
      `  ${propertyName(key)}${field.count < object.count ? '?' : ''}: ${render(field.shape).text};`)
    return `export interface ${names.get(object)!} {\n${lines.join('\n')}\n}\n`
  })
  if (!rootIsInterface) blocks.unshift(`export type ${root} = ${render(shape).text};\n`)
  return {
    output: blocks.join('\n'),
    names: [...(rootIsInterface ? [] : [root]), ...order.map((o) => names.get(o)!)],
  }
}
