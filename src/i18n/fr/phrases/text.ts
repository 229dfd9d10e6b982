import type en from '../../en/phrases/text.ts'

/** Sentences the text operations share. */

/** A figure as the texts write it: 1 000, 10 000 000 (French digit grouping). */
function figure(value: number): string {
  return value.toLocaleString('fr')
}

const TEXT_PARAM = 'Le texte à traiter\u00a0; sa taille en UTF-8 ne peut pas dépasser la limite de texte configurée (1 Mio par défaut)'

const TEXT_LIMIT_NOTE = 'Un texte qui dépasse la limite de taille configurée (1 Mio en UTF-8 par défaut) est refusé avec 413 TEXT_TOO_LARGE.'

const LINES_NOTE = 'Les lignes se terminent par \\n ou \\r\\n\u00a0; un saut de ligne tout à la fin du texte termine la dernière ligne au lieu d\'en commencer une vide, et il est conservé. La sortie sépare les lignes par \\n.'

const BREAKS_NOTE = 'Les sauts de ligne \\r\\n du texte deviennent \\n dans la sortie.'

function outputLimitNote(max: number): string {
  return `Un résultat de plus de ${figure(max)} caractères (unités de code UTF-16) est refusé avec 413 OUTPUT_TOO_LARGE avant d'être construit.`
}

const CASE_FOLDING_NOTE = 'Sans distinction de casse, la comparaison utilise le pliage de casse simple d\'Unicode, comme une expression régulière JavaScript /iu\u00a0: le signe kelvin correspond à k et ς à σ, mais ß ne correspond pas à SS, et le İ et le ı turcs sont des lettres à part entière.'

function flag(description: string): string {
  return `${description}\u00a0; 1/true ou 0/false, false par défaut`
}

function separator(description: string, max: number): string {
  return `${description}\u00a0; au plus ${max} caractères`
}

export default { figure, TEXT_PARAM, TEXT_LIMIT_NOTE, LINES_NOTE, BREAKS_NOTE, outputLimitNote, CASE_FOLDING_NOTE, flag, separator } satisfies typeof en
