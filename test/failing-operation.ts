import { z } from 'zod'
import { busy } from '../src/core/errors.ts'
import { defineOperation } from '../src/core/operation.ts'
import { inEveryLanguage } from './translations.ts'

/** An operation that fails on our side: as a bug (500) or as a full queue (503). */
export const failing = defineOperation({
  category: 'dev', name: 'failing', input: 'query',
  summary: 'Fails on our side',
  params: z.object({ kind: z.enum(['bug', 'busy']).describe('bug throws an Error, busy refuses as a full queue would') }),
  examples: [{ params: { kind: 'busy' } }],
  run: ({ kind }) => {
    if (kind === 'busy') throw busy(1)
    throw new Error('internal detail')
  },
  ...inEveryLanguage({ summary: 'Falla por nuestra parte', params: { kind: 'bug lanza un Error, busy rechaza como una cola llena' } }),
})
