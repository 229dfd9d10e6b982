import type en from '../../en/phrases/text.ts'

/** Sentences the text operations share. */

/** A figure as the texts write it: 1000, 10 000, 10 000 000 (spaces group the thousands from five digits on). */
function figure(value: number): string {
  const digits = String(value)
  return /^\d{5,}$/.test(digits) ? digits.replace(/\B(?=(\d{3})+$)/g, ' ') : digits
}

const TEXT_PARAM = 'El texto sobre el que se trabaja; su tamaño en UTF-8 no puede superar el límite de texto configurado (1 MiB por defecto)'

const TEXT_LIMIT_NOTE = 'Un texto que supera el límite de tamaño configurado (1 MiB de UTF-8 por defecto) se rechaza con 413 TEXT_TOO_LARGE.'

const LINES_NOTE = 'Las líneas terminan en \\n o \\r\\n; un salto de línea al final del texto cierra la última línea en lugar de empezar una vacía, y se conserva. La salida separa las líneas con \\n.'

const BREAKS_NOTE = 'Los saltos de línea \\r\\n del texto pasan a ser \\n en la salida.'

function outputLimitNote(max: number): string {
  return `Un resultado de más de ${figure(max)} de caracteres (unidades de código UTF-16) se rechaza con 413 OUTPUT_TOO_LARGE antes de construirse.`
}

const CASE_FOLDING_NOTE = 'Sin distinguir mayúsculas, la comparación usa el plegado simple de mayúsculas de Unicode, como una expresión regular /iu de JavaScript: el signo de kelvin coincide con k y ς con σ, pero ß no coincide con SS, y la İ y la ı del turco son letras propias.'

function flag(description: string): string {
  return `${description}; 1/true o 0/false, por defecto false`
}

function separator(description: string, max: number): string {
  return `${description}; como máximo ${max} caracteres`
}

export default { figure, TEXT_PARAM, TEXT_LIMIT_NOTE, LINES_NOTE, BREAKS_NOTE, outputLimitNote, CASE_FOLDING_NOTE, flag, separator } satisfies typeof en
