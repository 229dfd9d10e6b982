/**
 * Rendered Markdown as a page ready to print: a plain print style sheet (readable type, code
 * blocks, ruled tables) and an @page rule with the paper size and margins, which Chromium's
 * print to PDF follows.
 */

export interface PrintOptions {
  /** The document's title (the upload's name). */
  title: string
  pageSize: 'A4' | 'Letter'
  /** Margin on every side, in millimetres. */
  marginMm: number
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const STYLE = `
html { font-family: "DejaVu Serif", "Liberation Serif", Georgia, serif; font-size: 11pt; line-height: 1.45; color: #111; }
body { margin: 0; }
h1, h2, h3, h4, h5, h6 { font-family: "DejaVu Sans", "Liberation Sans", Arial, sans-serif; line-height: 1.2; margin: 1.2em 0 0.5em; break-after: avoid; page-break-after: avoid; }
h1 { font-size: 20pt; } h2 { font-size: 16pt; } h3 { font-size: 13pt; } h4, h5, h6 { font-size: 11pt; }
p, ul, ol, blockquote, pre, table { margin: 0 0 0.8em; }
a { color: #1a4f9c; text-decoration: underline; }
code, pre { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 9.5pt; }
code { background: #f2f2f2; padding: 0 0.2em; border-radius: 2px; }
pre { background: #f2f2f2; padding: 0.6em 0.8em; border-radius: 3px; white-space: pre-wrap; overflow-wrap: anywhere; }
pre code { background: none; padding: 0; }
blockquote { margin-left: 0; padding-left: 0.9em; border-left: 3px solid #ccc; color: #444; }
table { border-collapse: collapse; }
th, td { border: 1px solid #999; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
th { background: #eee; }
tr { break-inside: avoid; page-break-inside: avoid; }
img { max-width: 100%; }
hr { border: 0; border-top: 1px solid #bbb; }
`

/** A whole HTML page around `body` (already rendered, safe HTML). */
export function printPage(body: string, options: PrintOptions): string {
  const margin = `${options.marginMm}mm`
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>`
    + `<style>@page { size: ${options.pageSize}; margin: ${margin}; }${STYLE}</style></head><body>${body}</body></html>`
}
