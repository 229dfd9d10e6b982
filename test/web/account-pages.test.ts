/**
 * The account pages' structure: the dashboard's settings card and forgotten-password form, and the
 * two pages the mailed links open (/{lang}/account/verify and /reset). Forms post to the account
 * API of the page's language, every input has its label, every form its own alert line; the link
 * pages keep their token to themselves (no-referrer before anything is loaded, no link or resource
 * naming it) and never send it on load.
 *
 * The link pages are asked of the app when it serves them, and rendered directly while it does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { FastifyInstance } from 'fastify'
import { makeApp } from '../helpers.ts'
import { languageTag, LANGUAGES } from '../../src/i18n/index.ts'
import { appText } from '../../src/web/app-text.ts'
import { renderAccountPage, renderAccountResetPage, renderAccountVerifyPage } from '../../src/web/pages/account.ts'
import { markupProblems } from './page-checks.ts'

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number]

const all = (root: Element | ReturnType<typeof parseDocument>, test: (el: Element) => boolean): Element[] =>
  DomUtils.findAll(test, 'children' in root ? root.children : [])
const one = (root: Element | ReturnType<typeof parseDocument>, test: (el: Element) => boolean): Element => {
  const found = all(root, test)
  expect(found, 'exactly one match').toHaveLength(1)
  return found[0]!
}
const text = (el: Element): string => DomUtils.textContent(el).replace(/[ \t\n\r\f]+/g, ' ').trim()
const hasAttr = (name: string, value?: string) => (el: Element) => el.attribs[name] !== undefined && (value === undefined || el.attribs[name] === value)

/** Every input of a form has exactly one label on the page, and the form one role=alert line. */
function expectLabelledForm(page: ReturnType<typeof parseDocument>, form: Element): Element[] {
  const inputs = all(form, (el) => el.name === 'input')
  for (const input of inputs) {
    const id = input.attribs.id
    expect(id, 'an input has an id').toBeTruthy()
    expect(all(page, (el) => el.name === 'label' && el.attribs.for === id), `label for ${id}`).toHaveLength(1)
    expect(input.attribs.required, `${id} is required`).toBe('')
    expect(input.attribs.autocomplete, `${id} says what it holds`).toBeTruthy()
    const described = input.attribs['aria-describedby']
    if (described) expect(all(page, hasAttr('id', described)), `${id}'s help`).toHaveLength(1)
  }
  const alerts = all(form, (el) => el.attribs.role === 'alert')
  expect(alerts).toHaveLength(1)
  expect(alerts[0]!.attribs.hidden).toBe('')
  expect(all(form, (el) => el.name === 'button' && el.attribs.type === 'submit')).toHaveLength(1)
  return inputs
}

describe('the dashboard\'s settings and forgotten password', () => {
  for (const lang of LANGUAGES) {
    it(`renders them in ${lang}`, () => {
      const t = appText(lang)
      const markup = renderAccountPage(lang)
      expect(markupProblems(markup)).toEqual([])
      const page = parseDocument(markup)
      expect(one(page, (el) => el.name === 'html').attribs.lang).toBe(languageTag(lang))
      const api = `/${lang}/api/v1/account`

      // The forgotten-password control opens a form of one address, inside the log-in card.
      const toggle = one(page, hasAttr('data-acct-forgot'))
      expect(toggle.name).toBe('button')
      expect(toggle.attribs.type).toBe('button')
      expect(toggle.attribs['aria-expanded']).toBe('false')
      expect(text(toggle)).toBe(t['acct.forgot'])
      const box = one(page, hasAttr('id', toggle.attribs['aria-controls']!))
      expect(box.attribs.hidden).toBe('')
      const login = one(page, (el) => el.name === 'section' && el.attribs['aria-labelledby'] === 'acct-login-title')
      expect(DomUtils.existsOne((el) => el === toggle, login.children)).toBe(true)
      const forgot = one(box, (el) => el.name === 'form')
      expect(forgot.attribs.action).toBe(`${api}/password-reset`)
      // Not one of the sign-up and log-in forms, whose handler posts them as credentials.
      expect(forgot.attribs['data-acct-form']).toBeUndefined()
      expect(expectLabelledForm(page, forgot).map((i) => i.attribs.type)).toEqual(['email'])
      expect(all(forgot, hasAttr('data-acct-form-done'))).toHaveLength(1)

      // The settings card, in the signed-in view.
      const dash = one(page, hasAttr('data-acct-dash'))
      const card = one(dash, hasAttr('data-acct-settings'))
      expect(text(one(card, (el) => el.name === 'h2'))).toBe(t['acct.settingsTitle'])
      expect(all(card, (el) => el.name === 'h3').map(text)).toEqual([t['acct.pwTitle'], t['acct.mailTitle'], t['acct.deleteTitle']])
      const notice = one(card, hasAttr('data-acct-unverified'))
      expect(notice.attribs.hidden).toBe('')
      expect(text(one(notice, hasAttr('data-acct-resend')))).toBe(t['acct.resend'])

      const password = one(card, hasAttr('data-acct-password-form'))
      expect(password.attribs.action).toBe(`${api}/password`)
      const [current, next] = expectLabelledForm(page, password)
      expect([current!.attribs.autocomplete, next!.attribs.autocomplete]).toEqual(['current-password', 'new-password'])
      // The new password has the sign-up's rules and help.
      expect(next!.attribs.minlength).toBe('10')
      expect(next!.attribs.maxlength).toBe('256')
      expect(text(one(page, hasAttr('id', next!.attribs['aria-describedby']!)))).toBe(t['acct.passwordHelp'])

      const email = one(card, hasAttr('data-acct-email-form'))
      expect(email.attribs.action).toBe(`${api}/email`)
      expect(expectLabelledForm(page, email).map((i) => [i.attribs.type, i.attribs.autocomplete])).toEqual([['email', 'email'], ['password', 'current-password']])
      expect(markup).toContain(t['acct.mailHelp'])

      const deletion = one(card, hasAttr('data-acct-delete-form'))
      expect(deletion.attribs.action).toBe(api)
      expect(expectLabelledForm(page, deletion).map((i) => i.attribs.type)).toEqual(['password'])
      expect(text(one(page, hasAttr('id', deletion.attribs['aria-describedby']!)))).toBe(t['acct.deleteWarning'])
      const remove = one(deletion, hasAttr('data-acct-delete'))
      expect(remove.attribs['aria-expanded']).toBe('false')
      const confirm = one(page, hasAttr('id', remove.attribs['aria-controls']!))
      expect(confirm.attribs.hidden).toBe('')
      expect(confirm.attribs.role).toBe('group')
      expect(text(one(confirm, hasAttr('data-acct-delete-yes')))).toBe(t['acct.deleteConfirm'])
      expect(text(one(confirm, hasAttr('data-acct-delete-no')))).toBe(t['acct.deleteCancel'])

      // The message of a deletion shows where the signed-out view is, outside the dashboard.
      const farewell = one(page, hasAttr('data-acct-farewell'))
      expect(DomUtils.existsOne((el) => el === farewell, dash.children)).toBe(false)
    })
  }
})

describe('the pages of mailed links', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await makeApp()
  })
  afterAll(() => app.close())

  const TOKEN = 'Tok3n-that-must-not-leak-0123456789abcdef'

  /** The page at /{lang}/account/{kind}?token=…, from the app once it serves it, else rendered. */
  async function linkPage(lang: string, kind: 'verify' | 'reset'): Promise<string> {
    const res = await app.inject({ method: 'GET', url: `/${lang}/account/${kind}?token=${TOKEN}` })
    if (res.statusCode === 404) return kind === 'verify' ? renderAccountVerifyPage(lang) : renderAccountResetPage(lang)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toBe(kind === 'verify' ? renderAccountVerifyPage(lang) : renderAccountResetPage(lang))
    return res.body
  }

  for (const lang of LANGUAGES) {
    for (const kind of ['verify', 'reset'] as const) {
      it(`renders /${lang}/account/${kind}`, async () => {
        const t = appText(lang)
        const markup = await linkPage(lang, kind)
        expect(markupProblems(markup)).toEqual([])
        expect(markup).not.toContain(TOKEN)
        expect(markup.toLowerCase()).not.toContain('token=')
        const page = parseDocument(markup)
        expect(one(page, (el) => el.name === 'html').attribs.lang).toBe(languageTag(lang))

        // No referrer for anything the page loads or links to: the tag comes before every script,
        // stylesheet and icon in the head.
        const head = one(page, (el) => el.name === 'head')
        const children = all(head, () => true)
        const referrer = children.findIndex((el) => el.name === 'meta' && el.attribs.name === 'referrer')
        expect(referrer).toBeGreaterThan(-1)
        expect(children[referrer]!.attribs.content).toBe('no-referrer')
        const firstLoad = children.findIndex((el) => el.name === 'script' || el.name === 'link')
        expect(referrer).toBeLessThan(firstLoad)
        expect(all(head, (el) => el.name === 'meta' && el.attribs.name === 'robots').map((el) => el.attribs.content)).toEqual(['noindex'])
        expect(text(one(head, (el) => el.name === 'title'))).toContain(t[kind === 'verify' ? 'acct.verifyTitle' : 'acct.resetTitle'])
        // Nothing runs from the markup itself: the CSP allows scripts from files only.
        for (const el of all(page, () => true)) {
          expect(Object.keys(el.attribs).filter((name) => /^on/i.test(name) || name === 'style'), el.name).toEqual([])
        }
        expect(all(page, (el) => el.name === 'script' && el.attribs.src !== undefined).map((el) => el.attribs.src!.split('?')[0]))
          .toEqual(['/assets/theme.js', '/assets/common.js', '/assets/search.js', '/assets/account.js'])

        const root = one(page, hasAttr('data-acct-link', kind))
        expect(root.attribs['data-api']).toBe(`/${lang}/api/v1/account`)
        // Not the dashboard's root, whose script would ask who is signed in.
        expect(root.attribs['data-acct']).toBeUndefined()
        expect(text(one(root, (el) => el.name === 'h1'))).toBe(t[kind === 'verify' ? 'acct.verifyTitle' : 'acct.resetTitle'])
        const live = one(root, hasAttr('data-acct-live'))
        expect([live.attribs.role, live.attribs['aria-live']]).toEqual(['status', 'polite'])

        const form = one(root, (el) => el.name === 'form')
        const inputs = expectLabelledForm(page, form)
        if (kind === 'verify') {
          expect(form.attribs.action).toBe(`/${lang}/api/v1/account/verify`)
          expect(inputs).toEqual([])
          expect(text(one(form, (el) => el.name === 'button'))).toBe(t['acct.verifySubmit'])
        } else {
          expect(form.attribs.action).toBe(`/${lang}/api/v1/account/password-reset/confirm`)
          expect(inputs.map((i) => [i.attribs.type, i.attribs.name, i.attribs.autocomplete, i.attribs.minlength])).toEqual([['password', 'password', 'new-password', '10']])
          expect(text(one(page, hasAttr('id', inputs[0]!.attribs['aria-describedby']!)))).toBe(t['acct.passwordHelp'])
          expect(text(one(form, (el) => el.name === 'button'))).toBe(t['acct.resetSubmit'])
        }
        const missing = one(root, hasAttr('data-acct-link-missing'))
        expect(missing.attribs.hidden).toBe('')
        expect(text(missing)).toBe(t['acct.linkMissing'])
        const dashboard = one(root, hasAttr('data-acct-dashboard'))
        expect(dashboard.attribs.href).toBe(`/${lang}/account`)
        expect(text(dashboard)).toBe(t['acct.dashboardLink'])

        // The script's words are on the page, in the page's language.
        const strings = JSON.parse(text(one(page, hasAttr('id', root.attribs['data-text']!)))) as Record<string, string>
        for (const key of ['acct.verified', 'acct.resetDone', 'acct.error', 'acct.working'] as const) expect(strings[key], key).toBe(t[key])
      })
    }
  }
})
