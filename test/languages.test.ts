import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { makeApp } from './helpers.ts'
import { LANGUAGES, MESSAGE_KEYS, TRANSLATIONS, translate, type Translation } from '../src/i18n/index.ts'
import { isKeptAsInEnglish } from '../src/i18n/same.ts'
import { operations } from '../src/operations/index.ts'
import { operationText } from '../src/web/operation-text.ts'
import { resultFields } from '../src/web/result-fields.ts'
import { WORDS } from '../src/web/words/index.ts'

/**
 * Every language is complete: every message of the catalogue, every operation's summary,
 * description, parameter and result field, and every word of the site, with the same
 * placeholders as English. A text identical to its English twin (or, in a language other than
 * Spanish, to its Spanish one: a copied placeholder) must be marked with same(); a Chinese text
 * with no Chinese character in it is English left behind unless marked so.
 */

interface Twin {
  /** Where the text is: `message PARAM_REQUIRED`, `calc/bmi params.weight`, `site homeTitle`. */
  where: string
  en: string | undefined
  es: string | undefined
  text: string | undefined
}

const NEW_LANGUAGES = TRANSLATIONS.filter((lang) => lang !== 'es')
const HAN = /\p{Script=Han}/u

const braces = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

function messageTwins(lang: Translation): Twin[] {
  return MESSAGE_KEYS.map((key) => ({ where: `message ${key}`, en: translate('en', key), es: translate('es', key), text: translate(lang, key) }))
}

function operationTwins(lang: Translation): Twin[] {
  return operations.flatMap((op) => {
    const [en, es] = (['en', 'es'] as const).map((l) => operationText(op, l))
    const fields = (['en', 'es', lang] as const).map((l) => new Map(resultFields(op, l).map((field) => [field.name, field.meaning])))
    const id = `${op.category}/${op.name}`
    return [
      { where: `${id} summary`, en: en!.summary, es: es!.summary, text: op[lang].summary },
      ...(en!.description === undefined ? [] : [{ where: `${id} description`, en: en!.description, es: es!.description, text: op[lang].description }]),
      ...Object.keys(en!.params).map((name) => ({ where: `${id} params.${name}`, en: en!.params[name], es: es!.params[name], text: op[lang].params?.[name as never] })),
      ...[...fields[0]!].filter(([, meaning]) => meaning !== undefined).map(([name, meaning]) =>
        ({ where: `${id} result.${name}`, en: meaning, es: fields[1]!.get(name), text: fields[2]!.get(name) })),
    ]
  })
}

function siteTwins(lang: Translation): Twin[] {
  return (['site', 'app', 'keys'] as const).flatMap((part) => Object.entries(WORDS.en[part]).map(([key, english]) => ({
    where: `${part} ${key}`, en: english, es: (WORDS.es[part] as Record<string, string>)[key], text: (WORDS[lang][part] as Record<string, string | undefined>)[key],
  }))).concat(Object.entries(WORDS.en.categories).flatMap(([category, english]) => (['title', 'about'] as const).map((field) => ({
    where: `categories ${category}.${field}`, en: english[field], es: WORDS.es.categories[category as never][field], text: WORDS[lang].categories[category as never][field],
  }))))
}

const twinsOf = (lang: Translation): Twin[] => [...messageTwins(lang), ...operationTwins(lang), ...siteTwins(lang)]

describe('languages', () => {
  it('are English, Spanish, German, French, Brazilian Portuguese and Simplified Chinese', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'de', 'fr', 'pt-br', 'zh-cn'])
  })

  describe.each(TRANSLATIONS)('%s', (lang) => {
    const twins = twinsOf(lang)

    it('has every text: every message, every operation\'s summary, description, parameter and result field, every word of the site', () => {
      expect(twins.length).toBeGreaterThan(3500)
      expect(twins.filter((twin) => twin.text === undefined || twin.text.trim() === '').map((twin) => twin.where)).toEqual([])
    })

    it('keeps every {placeholder} of the English', () => {
      expect(twins.filter((twin) => twin.text !== undefined && twin.en !== undefined && braces(twin.text).join() !== braces(twin.en).join())
        .map((twin) => `${twin.where}: ${twin.text}`)).toEqual([])
    })

    it('leaves no text in English by mistake: one identical to English is marked with same()', () => {
      expect(twins.filter((twin) => twin.text === twin.en && !isKeptAsInEnglish(twin.text!))
        .map((twin) => `${twin.where}: ${twin.text}`)).toEqual([])
    })

    // Portuguese shares many short words with Spanish (Copiar, Cancelar, Texto): only a sentence
    // identical to the Spanish one is taken for a copy.
    const copiedFromSpanish = (text: string) => lang !== 'pt-br' || text.split(/\s+/).length >= 8
    it.runIf(lang !== 'es')('leaves no Spanish behind: a text identical to the Spanish is marked with same()', () => {
      expect(twins.filter((twin) => twin.text === twin.es && twin.text !== twin.en && copiedFromSpanish(twin.text!) && !isKeptAsInEnglish(twin.text!))
        .map((twin) => `${twin.where}: ${twin.text}`)).toEqual([])
    })

    it.runIf(lang === 'zh-cn')('writes in Chinese: a text without a Chinese character is marked with same()', () => {
      expect(twins.filter((twin) => twin.text !== undefined && !HAN.test(twin.text) && !isKeptAsInEnglish(twin.text))
        .map((twin) => `${twin.where}: ${twin.text}`)).toEqual([])
    })
  })

  it('the new languages differ from one another', () => {
    const [de, fr] = [twinsOf('de'), twinsOf('fr')]
    const identical = de.filter((twin, i) => twin.text === fr[i]!.text && twin.text !== twin.en)
    expect(identical.map((twin) => twin.where)).toEqual([])
    expect(NEW_LANGUAGES).toHaveLength(4)
  })
})

describe('languages over HTTP', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp() })
  afterAll(async () => { await app.close() })

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

  it.each([
    ['/pt-BR/', '/pt-br/'],
    ['/zh-CN/docs/calc/bmi?from=x', '/zh-cn/docs/calc/bmi?from=x'],
    ['/DE/docs', '/de/docs'],
    ['/Pt-Br/api/v1/number/roman?value=12', '/pt-br/api/v1/number/roman?value=12'],
  ])('sends %s to its lower-case address %s', async (from, to) => {
    const res = await get(from)
    expect(res.statusCode).toBe(308)
    expect(res.headers.location).toBe(to)
  })

  it('keeps the method and body of an API call on its way to the lower-case address', async () => {
    const res = await app.inject({ method: 'POST', url: '/zh-CN/api/v1/text/slugify', payload: { text: 'Hi there' } })
    expect(res.statusCode).toBe(308)
    expect(res.headers.location).toBe('/zh-cn/api/v1/text/slugify')
  })

  it.each([['de', 'de'], ['fr', 'fr'], ['pt-br', 'pt-BR'], ['zh-cn', 'zh-CN']])('serves /%s/ pages marked lang="%s"', async (lang, tag) => {
    for (const path of ['/', '/docs', '/docs/calc/bmi', '/docs/keys']) {
      const res = await get(`/${lang}${path}`)
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['content-language']).toBe(tag)
      expect(res.body).toContain(`<html lang="${tag}">`)
      expect(res.body).toContain(`<link rel="alternate" hreflang="${tag}" href="/${lang}${path}">`)
    }
  })

  it('lists all six languages in the language switch, each named in itself', async () => {
    const body = (await get('/de/')).body
    for (const [lang, tag, name] of [['en', 'en', 'English'], ['es', 'es', 'Español'], ['fr', 'fr', 'Français'], ['pt-br', 'pt-BR', 'Português (Brasil)'], ['zh-cn', 'zh-CN', '简体中文']]) {
      expect(body).toContain(`<a href="/${lang}/" hreflang="${tag}" lang="${tag}">${name}</a>`)
    }
    expect(body).toContain('<span aria-current="true" lang="de">Deutsch</span>')
  })

  it('answers API errors in the language of the prefix, and in English without one whatever Accept-Language says', async () => {
    for (const lang of NEW_LANGUAGES) {
      const roman = await get(`/${lang}/api/v1/number/roman`)
      expect(roman.statusCode).toBe(422)
      expect(roman.json().error).toBe(translate(lang, 'PARAM_REQUIRED', { param: 'value' }))
      expect(roman.json().error).not.toBe(translate('en', 'PARAM_REQUIRED', { param: 'value' }))
      const bmi = await get(`/${lang}/api/v1/calc/bmi?weight=70&height=20`)
      expect(bmi.statusCode).toBe(422)
      expect(bmi.json().code).toBe('HEALTH_HEIGHT_RANGE')
      expect(bmi.json().error).not.toBe((await get('/api/v1/calc/bmi?weight=70&height=20')).json().error)
    }
    // The two the issue names, as a French and a German reader expect them.
    expect((await get('/fr/api/v1/number/roman')).json().error).toBe('value est obligatoire')
    expect((await get('/de/api/v1/calc/bmi?weight=70&height=20')).json().error)
      .toBe('height muss eine Körpergröße in Zentimetern sein, von 50 bis 300 (für 1,75 m senden Sie 175; für 5 ft 9 in senden Sie 175.3)')
    expect((await get('/pt-br/api/v1/number/roman')).json().error).toBe('value é obrigatório')
    expect((await get('/zh-cn/api/v1/number/roman')).json().error).toBe('value 为必填项')
    const plain = await get('/api/v1/number/roman', { 'accept-language': 'de' })
    expect(plain.json().error).toBe('value is required')
  })
})
