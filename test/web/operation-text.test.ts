import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineOperation } from '../../src/core/operation.ts'
import { paramsJsonSchema } from '../../src/core/validate.ts'
import { TRANSLATIONS } from '../../src/i18n/index.ts'
import { operations } from '../../src/operations/index.ts'
import { inEveryLanguage } from '../translations.ts'

/**
 * The type checker already asks every operation for its texts in every language (OperationSpec);
 * these checks catch what types cannot: an empty text, a forgotten copy of the English, a
 * description the English lacks, a text for a parameter the English leaves undescribed.
 */

/** English parameter descriptions of an operation, by parameter name. */
function paramTexts(params: (typeof operations)[number]['params']): Map<string, string | undefined> {
  const { properties } = paramsJsonSchema(params)
  return new Map(Object.entries(properties).map(([name, schema]) => [name, schema.description]))
}

/** A problem when the translated text is missing, empty or a forgotten copy of the English. */
function checkText(where: string, english: string, translated: string | undefined): string[] {
  if (translated === undefined) return [`${where}: no text`]
  if (translated.trim() === '') return [`${where}: the text is empty`]
  const words = english.trim().split(/\s+/).length
  if (words > 3 && translated.trim() === english.trim()) return [`${where}: the text is the English one`]
  return []
}

describe('operation texts are typed', () => {
  // `npm run lint` type-checks this file: each @ts-expect-error fails the build when the error it
  // expects stops happening, so these prove that a missing language or parameter text, or a text for
  // a parameter that does not exist, does not compile.
  const base = {
    category: 'text', name: 'typed-texts', input: 'json', summary: 'Checks how operation texts are typed',
    params: z.object({ text: z.string().max(10).describe('Some text') }),
    examples: [{ params: { text: 'x' } }],
    run: ({ text }: { text: string }) => ({ text }),
  } as const

  it('compiles an operation with its texts in every language', () => {
    expect(defineOperation({ ...base, ...inEveryLanguage({ summary: 'Comprueba los textos', params: { text: 'Un texto' } }) }).es.params?.text).toBe('Un texto')
  })

  it('does not compile without a language, a parameter text, or with a text for no parameter', () => {
    const { 'zh-cn': _chinese, ...withoutChinese } = inEveryLanguage({ summary: 'Comprueba los textos', params: { text: 'Un texto' } })
    // @ts-expect-error -- no texts at all
    defineOperation({ ...base })
    // @ts-expect-error -- no Chinese texts
    defineOperation({ ...base, ...withoutChinese })
    // @ts-expect-error -- the Spanish lacks the text of parameter `text`
    defineOperation({ ...base, ...withoutChinese, 'zh-cn': _chinese, es: { summary: 'Comprueba los textos', params: {} } })
    // @ts-expect-error -- `txt` is not a parameter (a renamed one, say)
    defineOperation({ ...base, ...withoutChinese, 'zh-cn': _chinese, es: { summary: 'Comprueba los textos', params: { text: 'Un texto', txt: 'Un texto' } } })
  })
})

describe.each(TRANSLATIONS)('operation texts in %s', (lang) => {
  it('translates the summary of every operation', () => {
    const problems = operations.flatMap((op) => checkText(`${op.operationId}.summary`, op.summary, op[lang].summary))
    expect(problems).toEqual([])
  })

  it('translates every description, and adds none the English lacks', () => {
    const problems = operations.flatMap((op) => {
      const translated = op[lang].description
      if (op.description === undefined) {
        return translated === undefined ? [] : [`${op.operationId}.description: the English has none`]
      }
      return checkText(`${op.operationId}.description`, op.description, translated)
    })
    expect(problems).toEqual([])
  })

  it('translates every described parameter, and only parameters that exist and are described', () => {
    const problems = operations.flatMap((op) => {
      const english = paramTexts(op.params)
      const translated: Readonly<Record<string, string>> = op[lang].params ?? {}
      const missing = [...english].flatMap(([name, text]) =>
        text === undefined ? [] : checkText(`${op.operationId}.params.${name}`, text, translated[name]))
      const extra = Object.keys(translated).flatMap((name) => {
        if (!english.has(name)) return [`${op.operationId}.params.${name}: no such parameter`]
        return english.get(name) === undefined ? [`${op.operationId}.params.${name}: the English has no description`] : []
      })
      return [...missing, ...extra]
    })
    expect(problems).toEqual([])
  })
})
