import { describe, expect, it } from 'vitest'
import { paramsJsonSchema } from '../../src/core/validate.ts'
import { operations } from '../../src/operations/index.ts'
import { OPERATION_TEXT_ES } from '../../src/web/operation-text-es.ts'

/** Operations still being written carry this summary; their texts are not translated yet. */
const IN_PROGRESS = 'Not yet available'

const byId = new Map(operations.map((op) => [op.operationId, op]))
const ready = operations.filter((op) => op.summary !== IN_PROGRESS)

/** English parameter descriptions of an operation, by parameter name. */
function paramTexts(params: (typeof operations)[number]['params']): Map<string, string | undefined> {
  const { properties } = paramsJsonSchema(params)
  return new Map(Object.entries(properties).map(([name, schema]) => [name, schema.description]))
}

/** A problem when the Spanish text is missing, empty or a forgotten copy of the English. */
function checkText(where: string, english: string, spanish: string | undefined): string[] {
  if (spanish === undefined) return [`${where}: no Spanish text`]
  if (spanish.trim() === '') return [`${where}: Spanish text is empty`]
  const words = english.trim().split(/\s+/).length
  if (words > 3 && spanish.trim() === english.trim()) return [`${where}: Spanish text is the English one`]
  return []
}

describe('Spanish operation texts', () => {
  it('the registry has operations ready to translate', () => {
    expect(ready.length).toBeGreaterThan(0)
  })

  it('translates the summary of every ready operation', () => {
    const problems = ready.flatMap((op) =>
      checkText(`${op.operationId}.summary`, op.summary, OPERATION_TEXT_ES[op.operationId]?.summary))
    expect(problems).toEqual([])
  })

  it('translates every description, and adds none the English lacks', () => {
    const problems = ready.flatMap((op) => {
      const spanish = OPERATION_TEXT_ES[op.operationId]?.description
      if (op.description === undefined) {
        return spanish === undefined ? [] : [`${op.operationId}.description: the English has none`]
      }
      return checkText(`${op.operationId}.description`, op.description, spanish)
    })
    expect(problems).toEqual([])
  })

  it('translates every described parameter, and only parameters that exist and are described', () => {
    const problems = ready.flatMap((op) => {
      const english = paramTexts(op.params)
      const spanish = OPERATION_TEXT_ES[op.operationId]?.params ?? {}
      const missing = [...english].flatMap(([name, text]) =>
        text === undefined ? [] : checkText(`${op.operationId}.params.${name}`, text, spanish[name]))
      const extra = Object.keys(spanish).flatMap((name) => {
        if (!english.has(name)) return [`${op.operationId}.params.${name}: no such parameter`]
        return english.get(name) === undefined ? [`${op.operationId}.params.${name}: the English has no description`] : []
      })
      return [...missing, ...extra]
    })
    expect(problems).toEqual([])
  })

  it('names only operations that exist', () => {
    const unknown = Object.keys(OPERATION_TEXT_ES).filter((id) => !byId.has(id))
    expect(unknown).toEqual([])
  })

  it('has no empty text, even for operations still in progress', () => {
    const problems = Object.entries(OPERATION_TEXT_ES).flatMap(([id, text]) => [
      ...(text.summary.trim() === '' ? [`${id}.summary`] : []),
      ...(text.description?.trim() === '' ? [`${id}.description`] : []),
      ...Object.entries(text.params ?? {}).filter(([, value]) => value.trim() === '').map(([name]) => `${id}.params.${name}`),
    ])
    expect(problems).toEqual([])
  })
})
