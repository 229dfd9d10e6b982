/** Sentences the text operations share. */
const TEXT_PARAM = 'El texto sobre el que se trabaja; su tamaño en UTF-8 no puede superar el límite de texto configurado (1 MiB por defecto)'

const TEXT_TOO_LARGE = 'Un texto que supera el límite de tamaño configurado (1 MiB de UTF-8 por defecto) se rechaza con 413 TEXT_TOO_LARGE.'

const CRLF = 'Los saltos de línea \\r\\n del texto pasan a ser \\n en la salida.'

const LINES = 'Las líneas terminan en \\n o \\r\\n; un salto de línea al final del texto cierra la última línea en lugar de empezar una vacía, y se conserva. La salida separa las líneas con \\n.'

const OUTPUT_TOO_LARGE = 'Un resultado de más de 10 000 000 de caracteres (unidades de código UTF-16) se rechaza con 413 OUTPUT_TOO_LARGE antes de construirse.'

const CASE_FOLD = 'Sin distinguir mayúsculas, la comparación usa el plegado simple de mayúsculas de Unicode, como una expresión regular /iu de JavaScript: el signo de kelvin coincide con k y ς con σ, pero ß no coincide con SS, y la İ y la ı del turco son letras propias.'

export default { TEXT_PARAM, TEXT_TOO_LARGE, CRLF, LINES, OUTPUT_TOO_LARGE, CASE_FOLD }
