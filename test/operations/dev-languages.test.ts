import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { client, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const api = client(() => app, 'dev')
const ok = (name: string, params: Record<string, unknown>, lang?: string) => api.ok(name, { params, ...(lang && { lang }) })

describe('dev/cron in every language', () => {
  const weekdays = { expression: '*/15 9-17 * * 1-5', from: '2025-01-03T16:50:00Z', count: 1 }

  // Each one is how a native speaker says the schedule; cronstrue writes its list with ASCII commas in Chinese too.
  it.each([
    ['en', weekdays, 'Every 15 minutes, between 09:00 and 17:59, Monday through Friday'],
    ['es', weekdays, 'Cada 15 minutos, entre las 09:00 y las 17:59, de lunes a viernes'],
    ['de', weekdays, 'Alle 15 Minuten, zwischen 09:00 und 17:59, Montag bis Freitag'],
    ['fr', { expression: '0 9 * * 1', from: '2025-01-03T16:50:00Z', count: 1 }, 'À 09:00, uniquement le lundi'],
    ['pt-br', weekdays, 'A cada 15 minutos, entre 09:00 e 17:59, de segunda-feira a sexta-feira'],
    ['zh-cn', weekdays, '每隔 15 分钟, 在 09:00 和 17:59 之间, 星期一至星期五'],
  ])('%s', async (lang, params, description) => {
    expect((await ok('cron', params, lang === 'en' ? undefined : lang)).description).toBe(description)
  })

  it('keeps the times and fields whatever the language', async () => {
    const english = await ok('cron', weekdays)
    for (const lang of ['de', 'fr', 'pt-br', 'zh-cn']) {
      const words = await ok('cron', weekdays, lang)
      expect({ ...words, description: null }).toEqual({ ...english, description: null })
    }
  })
})

describe('dev/http-status in every language', () => {
  // The registered name stays as IANA spells it; the class and the explanation are in the language of the call.
  it.each([
    ['de', 404, 'Clientfehler', /^Für die Zielressource wurde keine aktuelle Repräsentation gefunden\.$/],
    ['fr', 404, 'Erreur du client', /^Aucune représentation actuelle de la ressource cible n'a été trouvée\.$/],
    ['pt-br', 404, 'Erro do cliente', /^Nenhuma representação atual do recurso de destino foi encontrada\.$/],
    ['zh-cn', 404, '客户端错误', /^未找到目标资源的当前表示形式。$/],
  ])('%s: %i', async (lang, code, className, description) => {
    const result = await ok('http-status', { code }, lang)
    expect(result).toMatchObject({ code, name: 'Not Found', class: { range: '4xx', name: className }, reference: 'RFC 9110, Section 15.5.5' })
    expect(result.description).toMatch(description)
  })

  it.each([
    ['de', 'Serverfehler', /Server.*unerwarteten Zustand/],
    ['fr', 'Erreur du serveur', /serveur a rencontré une condition inattendue/],
    ['pt-br', 'Erro do servidor', /servidor encontrou uma condição inesperada/],
    ['zh-cn', '服务器错误', /服务器遇到了意外情况/],
  ])('%s: 500', async (lang, className, description) => {
    const result = await ok('http-status', { code: 500 }, lang)
    expect(result).toMatchObject({ name: 'Internal Server Error', class: { range: '5xx', name: className } })
    expect(result.description).toMatch(description)
  })

  it('tells the teapot story in every language, naming the joke as it was written', async () => {
    for (const lang of ['de', 'fr', 'pt-br', 'zh-cn']) {
      const result = await ok('http-status', { code: 418 }, lang)
      expect(result).toMatchObject({ name: '(Unused)' })
      expect(result.description).toMatch(/I'm a teapot.*RFC 2324/)
    }
  })

  it('gives every class its name in every language', async () => {
    const expected: Record<string, string[]> = {
      de: ['Informativ', 'Erfolgreich', 'Umleitung', 'Clientfehler', 'Serverfehler'],
      fr: ['Information', 'Succès', 'Redirection', 'Erreur du client', 'Erreur du serveur'],
      'pt-br': ['Informativa', 'Sucesso', 'Redirecionamento', 'Erro do cliente', 'Erro do servidor'],
      'zh-cn': ['信息', '成功', '重定向', '客户端错误', '服务器错误'],
    }
    for (const [lang, names] of Object.entries(expected)) {
      const classes = await Promise.all([100, 200, 300, 400, 500].map(async (code) => ((await ok('http-status', { code }, lang)).class as { name: string }).name))
      expect(classes).toEqual(names)
    }
  })
})
