export default {
  INVALID_ROMAN: '"{value}" is not a valid Roman numeral; use standard form such as MCMXCIV (I, V, X, L, C, D, M)',
  ROMAN_RANGE: 'value must be a whole number between 1 and 3999 to write it in Roman numerals',
} as const
