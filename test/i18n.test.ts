import { describe, expect, it } from 'vitest'
import { LANGUAGES, MESSAGE_KEYS, translate } from '../src/i18n/index.ts'
import { isKeptAsInEnglish } from '../src/i18n/same.ts'

const keys = MESSAGE_KEYS
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('message catalogue', () => {
  it('serves English and Spanish', () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'es']))
  })

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s uses the same placeholders as English in every message', (lang) => {
    for (const key of keys) {
      const english = translate('en', key)
      const other = translate(lang, key)
      if (!isKeptAsInEnglish(other)) expect(other, key).not.toBe(english)
      expect(placeholders(other), key).toEqual(placeholders(english))
    }
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'PARAM_BETWEEN', { param: 'cost', min: 4, max: 15 })).toBe('cost must be between 4 and 15')
    expect(translate('es', 'PARAM_BETWEEN', { param: 'cost', min: 4, max: 15 })).toBe('cost debe estar entre 4 y 15')
    expect(translate('en', 'PARAM_REQUIRED')).toBe('{param} is required')
  })

  it('falls back to English for an unknown language', () => {
    expect(translate('xx', 'PARAM_REQUIRED', { param: 'a' })).toBe('a is required')
  })
})
