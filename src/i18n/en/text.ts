// Messages of the text operations.
export default {
  FIND_EMPTY: '{param} is empty; send at least one character to look for',
  FIND_REGEX_TOO_LONG: 'find is {length} characters long, but a regular expression may have at most {max}; shorten it, or send regex: false to search for the text literally',
  FIND_INVALID_REGEX: 'find is not a valid JavaScript regular expression: {detail}; check for unbalanced parentheses or brackets, a quantifier with nothing to repeat, or a lone {, } or ] (write \\{, \\} or \\]), or send regex: false to search for the text literally',
} as const
