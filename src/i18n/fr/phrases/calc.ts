import type en from '../../en/phrases/calc.ts'

/** Parameters and sentences the calculators share. */
function weight(max: number): string {
  return `Poids corporel, en kilogrammes (supérieur à 0, au plus ${max})`
}

function height(min: number, max: number): string {
  return `Taille, en centimètres (de ${min} à ${max}\u00a0; 175 pour 1,75 m)`
}

function age(max: number): string {
  return `Âge, en années (de 0 à ${max}\u00a0; décimales acceptées)`
}

function circumference(what: string, max: number): string {
  return `${what}, en centimètres (supérieur à 0, au plus ${max})`
}

function gender(what: string): string {
  return `${what}\u00a0: male (par défaut) ou female`
}

const MONEY = 'Les montants sont calculés en pleine précision et arrondis au centime dans le résultat.'

const MONEY_CENTS = 'Les montants sont arrondis au centime.'

const PERCENT_ROUNDING = 'Les pourcentages sont arrondis à quatre décimales.'

export default { weight, height, age, circumference, gender, MONEY, MONEY_CENTS, PERCENT_ROUNDING } satisfies typeof en
