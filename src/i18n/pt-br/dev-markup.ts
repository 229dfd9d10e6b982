import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-markup.ts'

export default {
  REGEX_DELIMITER: 'pattern deve começar com um delimitador, como / em /\\d+/i ou # em #a.b#s; "{char}" não pode ser um (letras, dígitos, barra invertida e espaços em branco não são permitidos)',
  REGEX_NO_END_DELIMITER: 'pattern não tem o {close} de fechamento correspondente ao {open} de abertura; termine o padrão com {close} seguido dos sinalizadores, como em {open}\\d+{close}i, e escreva um {close} que faça parte do padrão como \\{close}',
  REGEX_UNKNOWN_FLAGS: 'sinalizadores desconhecidos depois do delimitador de fechamento: {flags}; use i (ignorar maiúsculas e minúsculas), m (^ e $ em quebras de linha), s (. corresponde a quebras de linha), u (Unicode), x (ignorar espaços em branco e comentários #), A ou y (ancorado), D, S, g, d (posições dos grupos) ou v (conjuntos Unicode)',
  REGEX_FLAG_UNGREEDY: 'o sinalizador U (não guloso) não tem equivalente em JavaScript; remova-o e torne os quantificadores preguiçosos, como em .*? +? ?? {2,5}?',
  INVALID_REGEX: 'pattern não é uma expressão regular JavaScript válida: {detail}; verifique se há parênteses ou colchetes desbalanceados, um quantificador sem nada para repetir ou um recurso exclusivo do PCRE, como quantificadores possessivos (a++), grupos atômicos (?>…) ou recursão (?R)',
  REGEX_TIMEOUT: 'o padrão demora demais neste texto (mais de {ms} ms): retrocesso catastrófico, geralmente causado por quantificadores aninhados ou sobrepostos, como (a+)+, (a|aa)+ ou (.*a){20}; faça com que as partes repetidas não possam corresponder aos mesmos caracteres, ancore o padrão ou encurte o texto',
  REGEX_OUTPUT_TOO_LARGE: 'a primeira correspondência e os grupos capturados somam mais de {max} caracteres; capture menos, por exemplo com grupos de não captura (?:…), ou use um texto mais curto',
  MARKDOWN_TIMEOUT: 'o Markdown demora demais para ser renderizado (mais de {ms} ms); provavelmente contém uma construção patológica, como milhares de * ou [ não fechados ou citações > profundamente aninhadas; simplifique essas partes ou envie o documento em partes menores',
  MARKDOWN_TOO_MANY_ELEMENTS: 'o Markdown tem blocos e células de tabela demais para renderizar (mais de {max}); envie um documento menor, por exemplo com menos colunas ou linhas de tabela (linhas curtas contam como completas: células vazias são adicionadas para corresponder ao cabeçalho)',
  MARKDOWN_OUTPUT_TOO_LARGE: 'o HTML deste Markdown teria mais de {max} caracteres; envie um documento menor, por exemplo com menos colunas ou linhas de tabela',
  COLOR_INVALID_HEX: '{param} "{value}" não é uma cor HEX; escreva 6 dígitos hexadecimais ou a forma abreviada de 3 dígitos, opcionalmente depois de #, como em #4f7cff ou #fff (em uma query string de URL, escreva # como %23)',
  COLOR_INVALID_RGB: '{param} "{value}" não é uma cor RGB; escreva três números inteiros de 0 a 255 separados por vírgulas, como em 79,124,255 ou rgb(79, 124, 255)',
} satisfies Catalogue<typeof en>
