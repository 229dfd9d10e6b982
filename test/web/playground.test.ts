import Fastify, { type FastifyInstance } from 'fastify'
import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../src/config.ts'
import type { Operation } from '../../src/core/operation.ts'
import { paramsJsonSchema } from '../../src/core/validate.ts'
import { installSite } from '../../src/http/site.ts'
import { languageTag, LANGUAGES } from '../../src/i18n/index.ts'
import { FILE_FORMATS } from '../../src/lib/files/file-type.ts'
import { operations } from '../../src/operations/index.ts'
import { APP_TEXT_LANGUAGES, appText, type AppTextKey } from '../../src/web/app-text.ts'
import { escapeHtml } from '../../src/web/html.ts'
import { renderAccountPage } from '../../src/web/pages/account.ts'
import { acceptFor, playgroundFields, renderPlayground } from '../../src/web/playground.ts'

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode']
type Element = DefaultTreeAdapterMap['element']

function isElement(node: Node): node is Element {
  return 'tagName' in node
}

function elements(root: Node): Element[] {
  const out: Element[] = []
  const walk = (node: Node) => {
    if (isElement(node)) out.push(node)
    const children = 'childNodes' in node ? node.childNodes : []
    for (const child of children) walk(child as Node)
    // <template> and <noscript> content is parsed as text or in content: covered by the children.
  }
  walk(root)
  return out
}

function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value
}

function has(el: Element, name: string): boolean {
  return el.attrs.some((a) => a.name === name)
}

function textOf(el: Node): string {
  if ('value' in el && (el as { nodeName: string }).nodeName === '#text') return (el as { value: string }).value
  const children = 'childNodes' in el ? el.childNodes : []
  return children.map((c) => textOf(c as Node)).join('')
}

function fragment(markup: string): Element[] {
  return elements(parseFragment(markup) as Node)
}

/** The CSP forbids inline scripts, handlers and style attributes: none may appear. */
function expectCspClean(all: Element[]): void {
  for (const el of all) {
    for (const a of el.attrs) {
      expect(a.name.startsWith('on'), `${el.tagName} has ${a.name}`).toBe(false)
      expect(a.name, `${el.tagName} has a style attribute`).not.toBe('style')
      if (a.name === 'href' || a.name === 'action') expect(a.value.trim().toLowerCase().startsWith('javascript:')).toBe(false)
    }
    if (el.tagName === 'script') {
      expect(has(el, 'src') || attr(el, 'type') === 'application/json', 'inline executable script').toBe(true)
    }
    expect(el.tagName).not.toBe('style')
  }
}

function expectUniqueIds(all: Element[]): void {
  const ids = all.map((el) => attr(el, 'id')).filter((id): id is string => id !== undefined)
  expect(new Set(ids).size, `duplicate ids: ${ids.filter((id, i) => ids.indexOf(id) !== i).join(', ')}`).toBe(ids.length)
}

const scalar = (v: unknown) => (v === undefined || v === null ? undefined : String(v))

describe('renderPlayground for every operation in the registry', () => {
  for (const lang of LANGUAGES) {
    it(`renders one labelled, correctly typed control per parameter (${lang})`, () => {
      expect(operations.length).toBeGreaterThan(0)
      for (const op of operations as readonly Operation[]) {
        const where = `${op.operationId} (${lang})`
        const markup = renderPlayground(op, lang).value
        const all = fragment(markup)
        expectCspClean(all)
        expectUniqueIds(all)
        const byId = new Map(all.filter((el) => attr(el, 'id')).map((el) => [attr(el, 'id')!, el]))

        // The form and its configuration block.
        const forms = all.filter((el) => el.tagName === 'form' && has(el, 'data-pg-config'))
        expect(forms, where).toHaveLength(1)
        const form = forms[0]!
        expect(attr(form, 'action'), where).toBe(`/${lang}${op.path}`)
        expect(attr(form, 'method'), where).toBe(op.method === 'GET' ? 'get' : 'post')
        const configBlock = byId.get(attr(form, 'data-pg-config')!)
        expect(configBlock?.tagName, where).toBe('script')
        const config = JSON.parse(textOf(configBlock!)) as { path: string; method: string; input: string; params: { name: string }[]; text: Record<string, string> }
        expect(config.path).toBe(`/${lang}${op.path}`)
        expect(config.method).toBe(op.method)
        expect(config.input).toBe(op.input)
        expect(config.text['pg.run']).toBe(appText(lang)['pg.run'])

        const { properties, required } = paramsJsonSchema(op.params)
        expect(config.params.map((p) => p.name)).toEqual(Object.keys(properties))
        const example = (op.examples[0]?.params ?? {}) as Record<string, unknown>
        const formControls = elements(form).filter((el) => ['input', 'select', 'textarea'].includes(el.tagName))

        for (const [name, schema] of Object.entries(properties)) {
          const at = `${where} ${name}`
          const controls = formControls.filter((el) => attr(el, 'name') === name)
          expect(controls, at).toHaveLength(1)
          const control = controls[0]!
          const id = attr(control, 'id')
          expect(id, at).toBeDefined()
          const labels = all.filter((el) => el.tagName === 'label' && attr(el, 'for') === id)
          expect(labels, at).toHaveLength(1)
          expect(textOf(labels[0]!), at).toContain(name)
          const describedBy = attr(control, 'aria-describedby')
          expect(describedBy, at).toBeDefined()
          for (const ref of describedBy!.split(/\s+/)) expect(byId.has(ref), `${at} describedby ${ref}`).toBe(true)

          const isRequired = required.includes(name)
          const initial = scalar(example[name]) ?? undefined
          if (isRequired) expect(textOf(labels[0]!), at).toContain(appText(lang)['pg.required'])

          if (Array.isArray(schema.enum)) {
            expect(control.tagName, at).toBe('select')
            const options = elements(control).filter((el) => el.tagName === 'option')
            const values = options.map((o) => attr(o, 'value'))
            expect(values.filter((v) => v !== ''), at).toEqual(schema.enum.map(String))
            const selected = options.filter((o) => has(o, 'selected'))
            expect(selected.length, at).toBeLessThanOrEqual(1)
            const want = initial ?? scalar(schema.default)
            if (want !== undefined) expect(attr(selected[0]!, 'value'), at).toBe(want)
            if (!isRequired && schema.default === undefined) expect(values, at).toContain('')
          } else if (schema.type === 'boolean') {
            expect(control.tagName, at).toBe('input')
            expect(attr(control, 'type'), at).toBe('checkbox')
            const want = example[name] ?? schema.default
            expect(has(control, 'checked'), at).toBe(want === true || want === 'true')
          } else if (schema.type === 'number' || schema.type === 'integer') {
            expect(control.tagName, at).toBe('input')
            expect(attr(control, 'type'), at).toBe('number')
            expect(attr(control, 'step'), at).toBe(schema.type === 'integer' ? '1' : 'any')
            expect(attr(control, 'min'), at).toBe(scalar(schema.minimum))
            expect(attr(control, 'max'), at).toBe(scalar(schema.maximum))
            expect(attr(control, 'value'), at).toBe(initial ?? '')
            if (schema.default !== undefined) expect(attr(control, 'placeholder'), at).toBe(String(schema.default))
            expect(has(control, 'required'), at).toBe(isRequired)
          } else {
            expect(['input', 'textarea'], at).toContain(control.tagName)
            if (control.tagName === 'input') {
              expect(attr(control, 'type'), at).toBe('text')
              expect(attr(control, 'value'), at).toBe(initial ?? '')
            } else {
              // The HTML parser drops one leading newline of a textarea's content.
              expect(textOf(control).replace(/^\n/, ''), at).toBe((initial ?? '').replace(/^\n/, ''))
            }
            expect(attr(control, 'maxlength'), at).toBe(scalar(schema.maxLength))
            expect(has(control, 'required'), at).toBe(isRequired)
          }
        }

        // Only parameter controls carry names: the key field must never be sent as a parameter.
        const named = formControls.filter((el) => attr(el, 'name') !== undefined).map((el) => attr(el, 'name'))
        const expected = [...Object.keys(properties), ...(op.files ? ['files[]', ...(op.files.extraFields ?? [])] : [])]
        expect(named.sort(), where).toEqual(expected.sort())
        const key = formControls.find((el) => has(el, 'data-pg-key'))
        expect(key && attr(key, 'type'), where).toBe('password')

        // Files.
        const fileInputs = formControls.filter((el) => attr(el, 'type') === 'file')
        if (op.files) {
          expect(attr(form, 'enctype'), where).toBe('multipart/form-data')
          const main = fileInputs.filter((el) => attr(el, 'name') === 'files[]')
          expect(main, where).toHaveLength(1)
          const accept = attr(main[0]!, 'accept')!.split(',')
          for (const format of op.files.accepts) expect(accept, where).toContain(FILE_FORMATS[format].mime)
          expect(has(main[0]!, 'multiple'), where).toBe(op.files.maxFiles !== 1)
          expect(all.filter((el) => el.tagName === 'label' && attr(el, 'for') === attr(main[0]!, 'id')), where).toHaveLength(1)
          expect(all.some((el) => has(el, 'data-pg-drop')), where).toBe(true)
          for (const extra of op.files.extraFields ?? []) {
            expect(fileInputs.filter((el) => attr(el, 'name') === extra), `${where} ${extra}`).toHaveLength(1)
          }
        } else {
          expect(fileInputs, where).toHaveLength(0)
          expect(attr(form, 'enctype'), where).toBeUndefined()
        }

        // Run, the result area and its live region.
        expect(elements(form).some((el) => el.tagName === 'button' && attr(el, 'type') === 'submit'), where).toBe(true)
        expect(all.some((el) => attr(el, 'role') === 'status' && attr(el, 'aria-live') === 'polite'), where).toBe(true)
        expect(all.some((el) => has(el, 'data-pg-result')), where).toBe(true)
      }
    })
  }

  it('prefills the first example and marks defaults (a spot check)', () => {
    const find = (id: string) => operations.find((op) => op.operationId === id)
    const hash = find('devHash')
    if (hash) {
      const fields = playgroundFields(hash, 'en')
      const algo = fields.find((f) => f.name === 'algo')
      expect(algo?.control).toBe('select')
      const text = fields.find((f) => f.name === 'text')
      expect(text?.control).toBe('textarea')
    }
    const bcrypt = find('devBcrypt')
    if (bcrypt) {
      const markup = renderPlayground(bcrypt, 'en').value
      expect(markup).toMatch(/name="cost" inputmode="numeric" step="1" min="4" max="15"/)
    }
  })

  it('builds accept= from MIME types and extensions', () => {
    const accept = acceptFor(['jpg', 'png', 'heic']).split(',')
    expect(accept).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/heic', '.jpg', '.jpeg', '.png', '.heic']))
    expect(new Set(accept).size).toBe(accept.length)
  })

  it('keeps one-line fields one line and long texts in text areas', () => {
    for (const op of operations as readonly Operation[]) {
      for (const f of playgroundFields(op, 'en')) {
        if (f.name === 'url' || f.name === 'domain') expect(f.control, op.operationId).toBe('text')
        if (['text', 'json', 'csv', 'xml'].includes(f.name) && f.type === 'string' && !f.schema.enum) expect(f.control, op.operationId).toBe('textarea')
      }
    }
  })

  it('escapes example values and descriptions', () => {
    const op = operations.find((o) => o.input === 'json' && Object.keys(paramsJsonSchema(o.params).properties).length > 0)!
    const name = Object.keys(paramsJsonSchema(op.params).properties)[0]!
    const hostile = { ...op, examples: [{ params: { [name]: '</textarea><script>alert(1)</script>' } }] } as unknown as Operation
    const markup = renderPlayground(hostile, 'en').value
    expect(markup).not.toContain('<script>alert(1)')
    expectCspClean(fragment(markup))
  })
})

describe('app text', () => {
  const en = appText('en')
  const keys = Object.keys(en) as AppTextKey[]

  it('has every string in every language, none empty, with the same placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const lang of APP_TEXT_LANGUAGES) {
      const t = appText(lang)
      expect(Object.keys(t).sort()).toEqual([...keys].sort())
      for (const key of keys) {
        expect(t[key].trim(), `${lang} ${key}`).not.toBe('')
        expect(placeholders(t[key]), `${lang} ${key}`).toEqual(placeholders(en[key]))
      }
    }
  })

  it('covers every page language', () => {
    for (const lang of LANGUAGES) expect(APP_TEXT_LANGUAGES).toContain(lang)
  })

  it('is really translated into Spanish', () => {
    const es = appText('es')
    const same = keys.filter((key) => es[key] === en[key] && !/^[{}\w\s·.-]*$/.test(en[key]))
    expect(same.filter((key) => !['pg.time', 'acct.plan'].includes(key))).toEqual([])
  })
})

describe('renderAccountPage', () => {
  for (const lang of LANGUAGES) {
    it(`renders the dashboard shell with all its strings (${lang})`, () => {
      const page = renderAccountPage(lang)
      const t = appText(lang)
      const doc = parse(page) as Node
      const all = elements(doc)
      expectCspClean(all)
      expectUniqueIds(all)
      expect(attr(all.find((el) => el.tagName === 'html')!, 'lang')).toBe(languageTag(lang))

      // Every dashboard string is on the page: in the markup or in the script's JSON block.
      const block = all.find((el) => attr(el, 'id') === 'acct-text')!
      const strings = JSON.parse(textOf(block)) as Record<string, string>
      for (const key of Object.keys(t).filter((k) => k.startsWith('acct.')) as AppTextKey[]) {
        expect(strings[key], key).toBe(t[key])
      }
      const visible = ['acct.title', 'acct.signUp', 'acct.logIn', 'acct.email', 'acct.password', 'acct.logOut', 'acct.newKey', 'acct.newKeyNote',
        'acct.rotate', 'acct.rotateWarning', 'acct.rotateConfirm', 'acct.rotateCancel', 'acct.usageTitle', 'acct.plan', 'acct.limit',
        'acct.used', 'acct.remaining', 'acct.resets', 'acct.chartTitle', 'acct.tableToggle', 'acct.day', 'acct.calls', 'acct.copyKey'] as const
      for (const key of visible) expect(page, key).toContain(escapeHtml(t[key]))

      // The forms post to the account API of the page language, with labelled inputs.
      const forms = all.filter((el) => el.tagName === 'form' && has(el, 'data-acct-form'))
      expect(forms.map((f) => attr(f, 'action')).sort()).toEqual([`/${lang}/api/v1/account/login`, `/${lang}/api/v1/account/signup`])
      for (const form of forms) {
        const inputs = elements(form).filter((el) => el.tagName === 'input')
        expect(inputs.map((i) => attr(i, 'type')).sort()).toEqual(['email', 'password'])
        for (const input of inputs) {
          expect(all.filter((el) => el.tagName === 'label' && attr(el, 'for') === attr(input, 'id'))).toHaveLength(1)
          expect(has(input, 'required')).toBe(true)
          expect(attr(input, 'autocomplete')).toBeTruthy()
        }
      }
      const root = all.find((el) => has(el, 'data-acct'))!
      expect(attr(root, 'data-api')).toBe(`/${lang}/api/v1/account`)
      expect(all.some((el) => attr(el, 'aria-controls') === 'acct-rotate-confirm')).toBe(true)
      expect(page).toMatch(/<script src="\/assets\/account\.js[^"]*" defer><\/script>/)
      expect(page).toMatch(/<link rel="stylesheet" href="\/assets\/app\.css[^"]*">/)
    })
  }
})

describe('over HTTP', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = Fastify()
    installSite(app, { operations, config: testConfig() })
    await app.ready()
  })
  afterAll(() => app.close())

  it('serves the account page in every language under the strict CSP', async () => {
    for (const lang of LANGUAGES) {
      const res = await app.inject({ method: 'GET', url: `/${lang}/account` })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expectCspClean(elements(parse(res.body) as Node))
      expect(res.body).toContain(escapeHtml(appText(lang)['acct.signUp']))
    }
  })

  it('serves operation pages with a working playground', async () => {
    const samples = [
      operations.find((op) => op.input === 'query'),
      operations.find((op) => op.input === 'json'),
      operations.find((op) => op.input === 'file'),
    ].filter((op): op is Operation => op !== undefined)
    for (const lang of LANGUAGES) {
      for (const op of samples) {
        const res = await app.inject({ method: 'GET', url: `/${lang}/docs/${op.category}/${op.name}` })
        expect(res.statusCode, op.operationId).toBe(200)
        const all = elements(parse(res.body) as Node)
        expectCspClean(all)
        expectUniqueIds(all)
        expect(all.filter((el) => el.tagName === 'form' && has(el, 'data-pg-config'))).toHaveLength(1)
        expect(res.body).toMatch(/<script src="\/assets\/playground\.js[^"]*" defer><\/script>/)
      }
    }
  })

  it('serves the scripts and the stylesheet', async () => {
    for (const [name, type] of [['playground.js', 'javascript'], ['account.js', 'javascript'], ['app.css', 'text/css']] as const) {
      const res = await app.inject({ method: 'GET', url: `/assets/${name}` })
      expect(res.statusCode, name).toBe(200)
      expect(res.headers['content-type']).toContain(type)
    }
  })
})
