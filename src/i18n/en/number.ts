// Messages of the number category. {position} counts characters from 1, as the caller sees them.
export default {
  INVALID_ROMAN: '"{value}" is not a valid Roman numeral; use standard form such as MCMXCIV (I, V, X, L, C, D, M)',
  ROMAN_RANGE: 'value must be a whole number between 1 and 3999 to write it in Roman numerals',
  NUMBER_INVALID: '{param} must be a whole number written with the digits 0-9, such as 42 or -7; "{value}" is not one',
  NUMBER_FRACTION: '{param} must be a whole number; remove the decimal point and the fractional part from "{value}"',
  NUMBER_EXPONENT: '{param} must be written out in plain digits; scientific notation such as "{value}" is not accepted',
  NUMBER_TOO_LONG: '{param} may have at most {max} digits, but it has {digits}; send a smaller number',
  NUMBER_UNDERSCORE: 'the underscore at position {position} of {param} is misplaced; an underscore may only separate two digits, as in 1_000_000',
  BASE_INVALID_DIGIT: '"{digit}" at position {position} of {param} is not a digit in base {base}; base {base} uses the digits {digits}',
  BASE_NO_DIGITS: '{param} contains no digits; write at least one digit of base {base} ({digits})',
  WORDS_INVALID: '{param} must be a number written with the digits 0-9, an optional sign and an optional decimal point, such as -12.5; "{value}" is not one',
  WORDS_TOO_LONG: 'words in {lang} are available for at most {max} digits before and {max} after the decimal point, but {param} has {integer} and {fraction}; send a smaller number or fewer decimals',
  WORDS_LANGUAGE: '"{lang}" is not a language available for number words; use one of: {languages}',
} as const
