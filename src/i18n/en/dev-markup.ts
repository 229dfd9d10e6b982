// Messages of dev/regex-test, dev/markdown-to-html and dev/color-palette. The COLOR_ messages
// belong to src/lib/image/color.ts and serve every colour operation.
export default {
  REGEX_DELIMITER: 'pattern must start with a delimiter, such as / in /\\d+/i or # in #a.b#s; "{char}" cannot be one (letters, digits, backslash and whitespace are not allowed)',
  REGEX_NO_END_DELIMITER: 'pattern has no closing {close} to match the opening {open}; end the pattern with {close} followed by any flags, as in {open}\\d+{close}i, and write a {close} that belongs to the pattern as \\{close}',
  REGEX_UNKNOWN_FLAGS: 'unknown flags after the closing delimiter: {flags}; use i (ignore case), m (^ and $ at line breaks), s (. matches newlines), u (Unicode), x (ignore whitespace and # comments), A or y (anchored), D, S, g, d (group positions) or v (Unicode sets)',
  REGEX_FLAG_UNGREEDY: 'flag U (ungreedy) has no JavaScript equivalent; remove it and make the quantifiers lazy instead, as in .*? +? ?? {2,5}?',
  INVALID_REGEX: 'pattern is not a valid JavaScript regular expression: {detail}; check for unbalanced parentheses or brackets, a quantifier with nothing to repeat, or a PCRE-only feature such as possessive quantifiers (a++), atomic groups (?>…) or recursion (?R)',
  REGEX_TIMEOUT: 'the pattern takes too long on this text (over {ms} ms): catastrophic backtracking, usually from nested or overlapping quantifiers such as (a+)+, (a|aa)+ or (.*a){20}; make the repeated parts unable to match the same characters, anchor the pattern, or shorten the text',
  REGEX_OUTPUT_TOO_LARGE: 'the first match and its captured groups add up to more than {max} characters; capture less, for example with non-capturing groups (?:…) or a shorter text',
  MARKDOWN_TIMEOUT: 'the Markdown takes too long to render (over {ms} ms); it probably contains a pathological construct such as thousands of unclosed * or [ or deeply nested > quotes; simplify those parts or send the document in smaller pieces',
  MARKDOWN_TOO_MANY_ELEMENTS: 'the Markdown has too many blocks and table cells to render (over {max}); send a smaller document, for example with fewer table columns or rows (short rows count as full ones: empty cells are added to match the header)',
  MARKDOWN_OUTPUT_TOO_LARGE: 'the HTML for this Markdown would be longer than {max} characters; send a smaller document, for example with fewer table columns or rows',
  COLOR_INVALID_HEX: '{param} "{value}" is not a HEX colour; write 6 hex digits or the 3-digit shorthand, optionally after #, as in #4f7cff or #fff (in a URL query string write # as %23)',
  COLOR_INVALID_RGB: '{param} "{value}" is not an RGB colour; write three whole numbers from 0 to 255 separated by commas, as in 79,124,255 or rgb(79, 124, 255)',
} as const
