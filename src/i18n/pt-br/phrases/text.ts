import type en from '../../en/phrases/text.ts'

/** Sentences the text operations share. */

/** A figure as the texts write it: 10.000.000. */
function figure(value: number): string {
  return value.toLocaleString('pt-BR')
}

const TEXT_PARAM = 'O texto a ser processado; o tamanho dele em UTF-8 não pode exceder o limite de texto configurado (1 MiB por padrão)'

const TEXT_LIMIT_NOTE = 'Um texto acima do limite de tamanho configurado (1 MiB de UTF-8 por padrão) é recusado com 413 TEXT_TOO_LARGE.'

const LINES_NOTE = 'As linhas terminam em \\n ou \\r\\n; uma quebra de linha no final do texto encerra a última linha em vez de iniciar uma vazia, e é mantida. A saída separa as linhas com \\n.'

const BREAKS_NOTE = 'As quebras de linha \\r\\n do texto viram \\n na saída.'

function outputLimitNote(max: number): string {
  return `Um resultado com mais de ${figure(max)} caracteres (unidades de código UTF-16) é recusado com 413 OUTPUT_TOO_LARGE antes de ser gerado.`
}

const CASE_FOLDING_NOTE = 'Ao ignorar maiúsculas e minúsculas, a comparação usa o case folding simples do Unicode, como faz uma expressão regular /iu do JavaScript: o sinal de kelvin corresponde a k e ς a σ, mas ß não corresponde a SS, e o İ e o ı do turco são letras próprias.'

function flag(description: string): string {
  return `${description}; 1/true ou 0/false, padrão false`
}

function separator(description: string, max: number): string {
  return `${description}; no máximo ${max} caracteres`
}

export default { figure, TEXT_PARAM, TEXT_LIMIT_NOTE, LINES_NOTE, BREAKS_NOTE, outputLimitNote, CASE_FOLDING_NOTE, flag, separator } satisfies typeof en
