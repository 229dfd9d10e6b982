import type { Operation } from '../core/operation.ts'
import number from './number/index.ts'
import encode from './encode/index.ts'
import dev from './dev/index.ts'
import text from './text/index.ts'
import datetime from './datetime/index.ts'
import calc from './calc/index.ts'
import convert from './convert/index.ts'
import generate from './generate/index.ts'
import web from './web/index.ts'
import file from './file/index.ts'

import answers from './example-answers.json' with { type: 'json' }

const recorded: Readonly<Record<string, readonly unknown[] | undefined>> = answers

/** The operation with each example's whole answer as `npm run examples` recorded it. */
function withAnswers(op: Operation): Operation {
  const answered = recorded[`${op.category}/${op.name}`]
  if (!answered) return op
  return { ...op, examples: op.examples.map((example, i) => (answered[i] == null ? example : { ...example, answer: answered[i] })) }
}

/** Every operation the service serves, category by category. */
export const operations: readonly Operation[] = [...convert, ...dev, ...text, ...calc, ...web, ...generate, ...encode, ...datetime, ...number, ...file]
  .map(withAnswers)
