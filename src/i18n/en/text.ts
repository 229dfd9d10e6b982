// Messages of the text operations.
export default {
  FIND_EMPTY: '{param} is empty; send at least one character to look for',
  FIND_REGEX_TOO_LONG: 'find is {length} characters long, but a regular expression may have at most {max}; shorten it, or send regex: false to search for the text literally',
  FIND_INVALID_REGEX: 'find is not a valid JavaScript regular expression: {detail}; check for unbalanced parentheses or brackets, a quantifier with nothing to repeat, or a lone {, } or ] (write \\{, \\} or \\]), or send regex: false to search for the text literally',
  DIFF_INPUT_TOO_LARGE: '{param} is {size} bytes; text/diff compares texts of at most {max} bytes (UTF-8) each; compare smaller pieces',
  DIFF_TOO_COMPLEX: 'a and b differ by more than {max} insertions and deletions (by {unit}), or comparing them took over {ms} ms; compare smaller pieces, or by lines',
  DISTANCE_TOO_LONG: '{param} has {length} characters; the edit distance is computed on at most {max} characters each; send shorter texts',
  DISTANCE_TOO_MANY_CELLS: 'a has {length_a} characters and b {length_b}; their product may be at most {max}; send shorter texts',
  ESCAPE_BAD_SEQUENCE: '{sequence} at position {position} is not a valid {format} escape sequence; write a backslash itself as \\\\, or escape the text first',
  ESCAPE_STRAY_QUOTE: 'the lone {quote} at position {position} is not valid in {format}: inside the value write it doubled ({quote}{quote})',
  ESCAPE_UNCLOSED_QUOTE: 'the quote opened at position {position} is never closed; close it, or escape the text first ({format})',
  ESCAPE_SEVERAL_WORDS: 'the text is several shell words (unquoted whitespace at position {position}); send one word, with its spaces quoted or escaped',
} as const
