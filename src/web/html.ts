/**
 * HTML built from template literals. Interpolated values are escaped unless they are Html
 * already, so a parameter description or an example value can never inject markup.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[]

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return ''
  if (value instanceof Html) return value.value
  if (Array.isArray(value)) return value.map(render).join('')
  return escapeHtml(String(value))
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0]!
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!
  })
  return new Html(out)
}

/** Markup known to be safe (our own constants, already-rendered fragments). */
export function raw(markup: string): Html {
  return new Html(markup)
}

/** JSON for a <script type="application/json"> block: "</" cannot close the element. */
export function jsonForScript(value: unknown): Html {
  return new Html(JSON.stringify(value).replace(/</g, '\\u003c'))
}
