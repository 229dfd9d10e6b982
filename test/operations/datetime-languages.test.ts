import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { categoryClient, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { ok } = categoryClient(() => app, 'datetime')

// The words each language answers with: its own plural forms, list conjunction and names.
// French puts a no-break space (U+00A0) between a number and its unit, as Intl writes it.
describe('duration in words', () => {
  it.each([
    ['de', '1 Tag, 2 Stunden und 30 Minuten'],
    ['fr', '1\u00a0jour, 2\u00a0heures et 30\u00a0minutes'],
    ['pt-br', '1 dia, 2 horas e 30 minutos'],
    ['zh-cn', '1天、2小时和30分钟'],
  ])('P1DT2H30M under /%s', async (lang, human) => {
    expect(await ok('duration', { value: 'P1DT2H30M' }, lang)).toMatchObject({ seconds: 95400, iso: 'P1DT2H30M', human })
  })

  it.each([
    ['de', '-1 Minute und 30,5 Sekunden'],
    ['fr', '-1\u00a0minute et 30,5\u00a0secondes'],
    ['pt-br', '-1 minuto e 30,5 segundos'],
    ['zh-cn', '-1分钟和30.5秒钟'],
  ])('a negative duration with a fraction of a second under /%s', async (lang, human) => {
    expect((await ok('duration', { value: '-90.5' }, lang)).human).toBe(human)
  })

  it.each([
    // Zero takes the plural in German and Portuguese, the singular in French; Chinese has no plural.
    ['de', '0 Sekunden'],
    ['fr', '0\u00a0seconde'],
    ['pt-br', '0 segundos'],
    ['zh-cn', '0秒钟'],
  ])('nothing at all under /%s', async (lang, human) => {
    expect((await ok('duration', { value: '0' }, lang)).human).toBe(human)
  })
})

describe('diff in words', () => {
  it.each([
    ['de', '2 Jahre, 3 Monate und 4 Tage', '1 Jahr und 1 Tag'],
    ['fr', '2\u00a0ans, 3\u00a0mois et 4\u00a0jours', '1\u00a0an et 1\u00a0jour'],
    ['pt-br', '2 anos, 3 meses e 4 dias', '1 ano e 1 dia'],
    ['zh-cn', '2年、3个月和4天', '1年和1天'],
  ])('plural and singular under /%s', async (lang, plural, singular) => {
    expect(await ok('diff', { from: '2022-01-15', to: '2024-04-19' }, lang)).toMatchObject({ years: 2, months: 3, days: 4, human: plural })
    expect((await ok('diff', { from: '2024-01-01', to: '2025-01-02' }, lang)).human).toBe(singular)
  })

  it.each([
    ['de', '0 Tage'],
    ['fr', '0\u00a0jour'],
    ['pt-br', '0 dias'],
    ['zh-cn', '0天'],
  ])('the same day under /%s', async (lang, human) => {
    expect((await ok('diff', { from: '2024-03-01', to: '2024-03-01' }, lang)).human).toBe(human)
  })
})

describe('names of days and months', () => {
  it.each([
    ['de', 'Sonntag', 'Donnerstag'],
    ['fr', 'dimanche', 'jeudi'],
    ['pt-br', 'domingo', 'quinta-feira'],
    ['zh-cn', '星期日', '星期四'],
  ])('day-of-week under /%s', async (lang, sunday, thursday) => {
    expect(await ok('day-of-week', { date: '2024-03-10' }, lang)).toMatchObject({
      day_name: 'Sunday', day_name_localized: sunday, language: lang, iso_weekday: 7,
    })
    expect((await ok('day-of-week', { date: '2024-02-29' }, lang)).day_name_localized).toBe(thursday)
  })

  it.each([
    ['de', 'Februar'],
    ['fr', 'février'],
    ['pt-br', 'fevereiro'],
    ['zh-cn', '二月'],
  ])('days-in-month under /%s', async (lang, february) => {
    expect(await ok('days-in-month', { year: 2024, month: 2 }, lang)).toMatchObject({
      month_name: 'February', month_name_localized: february, language: lang, days: 29,
    })
  })
})
