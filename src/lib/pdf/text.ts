/**
 * Plain text of a PDF page from the pieces pdf.js finds in its content (getTextContent): lines
 * are rebuilt from the pieces' positions, in the order the page draws them.
 */

/** The part of a pdf.js text item that matters here. */
export interface TextPiece {
  str: string
  /** Text matrix [a, b, c, d, e, f]: e, f is where the piece starts, c, d scale its height. */
  transform: readonly number[]
  /** Advance of the piece, in the same units. */
  width: number
  /** pdf.js saw a line break after this piece. */
  hasEOL: boolean
}

// A baseline that moves by more than this share of the font size starts a new line: less is a
// superscript, a subscript or rounding.
const NEW_LINE_SHIFT = 0.5
// A gap wider than this share of the font size, with no space on either side, is a word break.
const WORD_GAP = 0.2

interface Pen {
  /** Baseline of the current line. */
  y: number
  /** Where the last piece ended. */
  x: number
}

const fontSize = (piece: TextPiece) => Math.hypot(piece.transform[2] ?? 0, piece.transform[3] ?? 0) || 1

/** Text of one page: lines joined by \n, trailing spaces and empty trailing lines removed. */
export function pageText(pieces: readonly TextPiece[]): string {
  const lines: string[] = []
  let line = ''
  let pen: Pen | undefined
  const breakLine = () => {
    lines.push(line.trimEnd())
    line = ''
  }
  for (const piece of pieces) {
    const x = piece.transform[4] ?? 0
    const y = piece.transform[5] ?? 0
    if (piece.str !== '') {
      const size = fontSize(piece)
      if (pen && line !== '' && Math.abs(y - pen.y) > size * NEW_LINE_SHIFT) breakLine()
      else if (pen && line !== '' && x - pen.x > size * WORD_GAP && !/\s$/.test(line) && !/^\s/.test(piece.str)) line += ' '
      line += piece.str
      pen = { x: x + piece.width, y }
    }
    if (piece.hasEOL) {
      breakLine()
      pen = undefined
    }
  }
  if (line !== '') breakLine()
  while (lines.length > 0 && lines.at(-1) === '') lines.pop()
  return lines.join('\n')
}
