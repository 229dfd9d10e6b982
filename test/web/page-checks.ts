import { DomUtils, Parser, parseDocument } from 'htmlparser2'

const VOID = new Set(['br', 'img', 'input', 'link', 'meta'])

/** A page's examples (the pre of each data-snippet block), as a reader copies them, by snippet name. */
export function snippetsOf(page: string): Record<string, string> {
  const blocks = DomUtils.findAll((el) => el.name === 'div' && el.attribs['data-snippet'] !== undefined, parseDocument(page).children)
  return Object.fromEntries(blocks.map((block) => [block.attribs['data-snippet'], DomUtils.textContent(DomUtils.findOne((el) => el.name === 'pre', block.children)!)]))
}

/** What a browser would have to repair: tags closed implicitly or out of order, duplicate ids. */
export function markupProblems(page: string): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  new Parser({
    onopentag(_name, attrs) {
      if (attrs.id !== undefined && ids.has(attrs.id)) problems.push(`duplicate id ${attrs.id}`)
      if (attrs.id !== undefined) ids.add(attrs.id)
    },
    onclosetag(name, implied) {
      if (implied && !VOID.has(name)) problems.push(`<${name}> closed implicitly`)
    },
  }).end(page)
  return problems
}
