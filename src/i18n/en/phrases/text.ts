/** Phrases the text operations share (the Spanish in ../../es/phrases/text.ts has the same names). */

/** A figure as the texts write it: 10,000,000. */
function figure(value: number): string {
  return value.toLocaleString('en')
}

/** The usual `text` parameter. */
const TEXT_PARAM = 'The text to work on; its UTF-8 size may not exceed the configured text limit (1 MiB by default)'

const TEXT_LIMIT_NOTE = 'A text over the configured size limit (1 MiB of UTF-8 by default) is refused with 413 TEXT_TOO_LARGE.'

const LINES_NOTE = 'Lines end at \\n or \\r\\n; a line break at the very end of the text ends the last line rather than starting an empty one, and is kept. The output separates lines with \\n.'

const BREAKS_NOTE = 'Line breaks \\r\\n in the text become \\n in the output.'

/** The cap on a result's length, `max` UTF-16 code units. */
function outputLimitNote(max: number): string {
  return `A result longer than ${figure(max)} characters (UTF-16 code units) is refused with 413 OUTPUT_TOO_LARGE before it is built.`
}

const CASE_FOLDING_NOTE = 'Ignoring case compares with Unicode simple case folding, as a JavaScript /iu regular expression does: the Kelvin sign matches k, ς matches σ, but ß does not match SS and the Turkish İ and ı are letters of their own.'

/** An on/off parameter, off by default: what it does, then how it is written. */
function flag(description: string): string {
  return `${description}; 1/true or 0/false, default false`
}

/** A separator parameter: what it is and its default, then its length limit. */
function separator(description: string, max: number): string {
  return `${description}; at most ${max} characters`
}

export default { figure, TEXT_PARAM, TEXT_LIMIT_NOTE, LINES_NOTE, BREAKS_NOTE, outputLimitNote, CASE_FOLDING_NOTE, flag, separator }
