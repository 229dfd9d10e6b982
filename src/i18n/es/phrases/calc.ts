import type en from '../../en/phrases/calc.ts'

/** Parameters and sentences the calculators share. */
function weight(max: number): string {
  return `Peso corporal, en kilogramos (más de 0 y como máximo ${max})`
}

function height(min: number, max: number): string {
  return `Estatura, en centímetros (de ${min} a ${max}; 175 para 1,75 m)`
}

function age(max: number): string {
  return `Edad, en años (de 0 a ${max}; se admiten decimales)`
}

function circumference(what: string, max: number): string {
  return `${what}, en centímetros (más de 0 y como máximo ${max})`
}

function gender(what: string): string {
  return `${what}: male (por defecto) o female`
}

const MONEY = 'Los importes se calculan con toda la precisión y se redondean a céntimos en el resultado.'

const MONEY_CENTS = 'Los importes se redondean a céntimos.'

const PERCENT_ROUNDING = 'Los porcentajes se redondean a cuatro decimales.'

export default { weight, height, age, circumference, gender, MONEY, MONEY_CENTS, PERCENT_ROUNDING } satisfies typeof en
