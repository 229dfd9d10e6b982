import type { Catalogue } from '../catalogue.ts'
import type en from '../en/number.ts'

export default {
  INVALID_ROMAN: '"{value}" não é um número romano válido; use a forma padrão, como MCMXCIV (I, V, X, L, C, D, M)',
  ROMAN_RANGE: 'value deve ser um número inteiro entre 1 e 3999 para ser escrito em algarismos romanos',
  NUMBER_INVALID: '{param} deve ser um número inteiro escrito com os dígitos 0-9, como 42 ou -7; "{value}" não é',
  NUMBER_FRACTION: '{param} deve ser um número inteiro; remova o ponto decimal e a parte fracionária de "{value}"',
  NUMBER_EXPONENT: '{param} deve ser escrito com todos os dígitos; notação científica como "{value}" não é aceita',
  NUMBER_TOO_LONG: '{param} pode ter no máximo {max} dígitos, mas tem {digits}; envie um número menor',
  NUMBER_UNDERSCORE: 'o sublinhado na posição {position} de {param} está mal posicionado; um sublinhado só pode separar dois dígitos, como em 1_000_000',
  BASE_INVALID_DIGIT: '"{digit}" na posição {position} de {param} não é um dígito na base {base}; a base {base} usa os dígitos {digits}',
  BASE_NO_DIGITS: '{param} não contém dígitos; escreva pelo menos um dígito da base {base} ({digits})',
  WORDS_INVALID: '{param} deve ser um número escrito com os dígitos 0-9, um sinal opcional e um ponto decimal opcional, como -12.5; "{value}" não é',
  WORDS_TOO_LONG: 'a escrita por extenso em {lang} está disponível para no máximo {max} dígitos antes e {max} depois do ponto decimal, mas {param} tem {integer} e {fraction}; envie um número menor ou com menos casas decimais',
  WORDS_LANGUAGE: '"{lang}" não é um idioma disponível para escrever números por extenso; use um destes: {languages}',
} satisfies Catalogue<typeof en>
