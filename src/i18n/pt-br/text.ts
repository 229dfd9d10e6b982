import type { Catalogue } from '../catalogue.ts'
import type en from '../en/text.ts'

export default {
  FIND_EMPTY: '{param} está vazio; envie pelo menos um caractere a ser procurado',
  FIND_REGEX_TOO_LONG: 'find tem {length} caracteres, mas uma expressão regular pode ter no máximo {max}; encurte-a ou envie regex: false para procurar o texto literalmente',
  FIND_INVALID_REGEX: 'find não é uma expressão regular JavaScript válida: {detail}; verifique se há parênteses ou colchetes desbalanceados, um quantificador sem nada para repetir ou um {, } ou ] isolado (escreva \\{, \\} ou \\]), ou envie regex: false para procurar o texto literalmente',
  DIFF_INPUT_TOO_LARGE: '{param} tem {size} bytes; text/diff compara textos de no máximo {max} bytes (UTF-8) cada; compare partes menores',
  DIFF_TOO_COMPLEX: 'a e b diferem em mais de {max} inserções e exclusões (por {unit}), ou a comparação levou mais de {ms} ms; compare partes menores ou compare por linhas',
  DISTANCE_TOO_LONG: '{param} tem {length} caracteres; a distância de edição é calculada sobre no máximo {max} caracteres cada; envie textos mais curtos',
  DISTANCE_TOO_MANY_CELLS: 'a tem {length_a} caracteres e b tem {length_b}; o produto deles pode ser no máximo {max}; envie textos mais curtos',
  ESCAPE_BAD_SEQUENCE: '{sequence} na posição {position} não é uma sequência de escape {format} válida; escreva a própria barra invertida como \\\\ ou aplique escape ao texto antes',
  ESCAPE_STRAY_QUOTE: 'o {quote} isolado na posição {position} não é válido em {format}: dentro do valor, escreva-o duplicado ({quote}{quote})',
  ESCAPE_UNCLOSED_QUOTE: 'as aspas abertas na posição {position} nunca são fechadas; feche-as ou aplique escape ao texto antes ({format})',
  ESCAPE_SEVERAL_WORDS: 'o texto contém várias palavras de shell (espaço em branco sem aspas na posição {position}); envie uma única palavra, com os espaços entre aspas ou com escape',
} satisfies Catalogue<typeof en>
