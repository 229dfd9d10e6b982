/**
 * Arithmetic expressions with mathjs (number type, not BigNumber), hardened as the mathjs
 * documentation ("Security") advises: the functions that would reach outside an expression
 * (import, createUnit, evaluate, parse, compile, simplify, derivative, resolve, reviver, ...)
 * are replaced by ones that refuse, and the parsed tree is checked before it is evaluated: no
 * assignment, no function definitions, no blocks, matrices, objects, strings or indexing, at
 * most MAX_NODES nodes. Nesting is counted on the text before parsing, since the mathjs parser
 * is recursive. Only a finite number or a unit value is an answer. mathjs is loaded on first use,
 * inside the worker thread that evaluates.
 */
import { OperationError } from '../../core/errors.ts'
import type { FactoryFunctionMap, MathJsInstance, MathNode } from 'mathjs'

export const EXPRESSION_MAX_LENGTH = 1000
export const MAX_NESTING = 32
export const MAX_NODES = 400
/** Time budget of one evaluation, including the first load of mathjs in a thread (a few seconds on a busy machine). */
export const EVALUATE_BUDGET_MS = 10_000

/** Functions replaced by ones that refuse, as the mathjs documentation lists them (others depend on the rest). */
const REPLACED = ['import', 'createUnit', 'reviver', 'evaluate', 'parse', 'compile', 'simplify', 'derivative', 'resolve']
/** Names an expression may not call or mention. */
const DISABLED = [
  'import', 'createUnit', 'evaluate', 'parse', 'compile', 'simplify', 'simplifyConstant', 'simplifyCore', 'derivative',
  'resolve', 'reviver', 'replacer', 'parser', 'chain', 'config', 'typed', 'help', 'rationalize', 'leafCount',
  'symbolicEqual', 'print', 'format', 'map', 'forEach', 'filter', 'apply', 'sort', 'partitionSelect', 'range',
  'matrix', 'sparse', 'zeros', 'ones', 'identity', 'random', 'randomInt', 'pickRandom', 'string', 'bin', 'oct', 'hex',
  'splitUnit', 'unit', 'createUnit', 'lsolve', 'usolve', 'lup', 'qr', 'slu', 'schur', 'sylvester', 'lyap', 'eigs', 'expm', 'sqrtm',
]
const DISABLED_SET = new Set(DISABLED)
/** Node types an arithmetic expression is made of. */
const ALLOWED_NODES = new Set(['ConstantNode', 'SymbolNode', 'OperatorNode', 'ParenthesisNode', 'FunctionNode', 'ConditionalNode'])

let instance: { math: MathJsInstance; parse: MathJsInstance['parse'] } | undefined

async function mathjs() {
  if (instance) return instance
  const { create, all } = await import('mathjs')
  const math = create(all as FactoryFunctionMap, { number: 'number' })
  const parse = math.parse
  const refuse = (name: string) => () => {
    throw new OperationError('EXPRESSION_NOT_ALLOWED', { param: 'expression', name })
  }
  math.import(Object.fromEntries(REPLACED.map((name) => [name, refuse(name)])), { override: true })
  instance = { math, parse }
  return instance
}

export interface Evaluated {
  value: number
  unit: string | null
  expression: string
}

/** Deepest bracket nesting of the text: ( [ { each count one level. */
function nesting(text: string): number {
  let depth = 0
  let max = 0
  for (const c of text) {
    if (c === '(' || c === '[' || c === '{') max = Math.max(max, ++depth)
    else if (c === ')' || c === ']' || c === '}') depth--
  }
  return max
}

/** Checks every node of the tree: allowed kinds, no disabled names, at most MAX_NODES. */
function checkTree(root: MathNode): void {
  let count = 0
  root.traverse((node) => {
    if (++count > MAX_NODES) throw new OperationError('EXPRESSION_TOO_COMPLEX', { param: 'expression', max: MAX_NODES })
    if (node.type === 'AssignmentNode' || node.type === 'FunctionAssignmentNode') {
      throw new OperationError('EXPRESSION_ASSIGNMENT', { param: 'expression' })
    }
    if (node.type === 'ConstantNode' && typeof (node as unknown as { value: unknown }).value !== 'number') {
      throw new OperationError('EXPRESSION_NOT_ALLOWED', { param: 'expression', name: 'text' })
    }
    if (!ALLOWED_NODES.has(node.type)) {
      throw new OperationError('EXPRESSION_NOT_ALLOWED', { param: 'expression', name: node.type.replace(/Node$/, '').toLowerCase() })
    }
    if (node.type === 'FunctionNode') {
      const fn = (node as unknown as { fn: MathNode }).fn
      if (fn.type !== 'SymbolNode') throw new OperationError('EXPRESSION_NOT_ALLOWED', { param: 'expression', name: 'call' })
    }
    if (node.type === 'SymbolNode') {
      const name = (node as unknown as { name: string }).name
      if (DISABLED_SET.has(name)) throw new OperationError('EXPRESSION_NOT_ALLOWED', { param: 'expression', name })
    }
  })
}

function mathError(error: unknown): never {
  if (error instanceof OperationError) throw error
  if (error instanceof RangeError && /call stack/i.test(error.message)) throw new OperationError('EXPRESSION_TOO_DEEP', { param: 'expression', max: MAX_NESTING })
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')
  const symbol = /^Undefined (?:symbol|function) (.+)$/.exec(message)
  if (symbol) throw new OperationError('EXPRESSION_UNKNOWN_NAME', { param: 'expression', name: symbol[1]!.slice(0, 60) })
  if (error instanceof SyntaxError) throw new OperationError('EXPRESSION_SYNTAX', { param: 'expression', detail: message.slice(0, 200) })
  throw new OperationError('EXPRESSION_INVALID', { param: 'expression', detail: message.slice(0, 200) })
}

/** Parses, checks and evaluates one expression (in a worker thread). */
export async function evaluateExpression({ expression }: { expression: string }): Promise<Evaluated> {
  const text = expression.trim()
  if (text === '') throw new OperationError('PARAM_REQUIRED', { param: 'expression' })
  if (text.length > EXPRESSION_MAX_LENGTH) throw new OperationError('PARAM_MAX_LENGTH', { param: 'expression', max: EXPRESSION_MAX_LENGTH })
  if (nesting(text) > MAX_NESTING) throw new OperationError('EXPRESSION_TOO_DEEP', { param: 'expression', max: MAX_NESTING })
  const { math, parse } = await mathjs()
  let result: unknown
  let node: MathNode
  try {
    node = parse(text)
    checkTree(node)
    result = node.evaluate()
  } catch (error) {
    mathError(error)
  }
  const shown = node.toString()
  if (typeof result === 'number') {
    if (!Number.isFinite(result)) throw new OperationError('EXPRESSION_NOT_FINITE', { param: 'expression' })
    return { value: result, unit: null, expression: shown }
  }
  if (math.isUnit(result)) {
    const unit = result.formatUnits()
    const value = unit === '' ? result.toNumber() : result.toNumber(unit)
    if (!Number.isFinite(value)) throw new OperationError('EXPRESSION_NOT_FINITE', { param: 'expression' })
    return { value, unit: unit === '' ? null : unit, expression: shown }
  }
  throw new OperationError('EXPRESSION_RESULT_TYPE', { param: 'expression', type: math.typeOf(result).toLowerCase() })
}
