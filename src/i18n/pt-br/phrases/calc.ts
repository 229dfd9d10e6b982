import type en from '../../en/phrases/calc.ts'

/** Parameters and sentences the calculators share. */
function weight(max: number): string {
  return `Peso corporal, em quilogramas (maior que 0 e no máximo ${max})`
}

function height(min: number, max: number): string {
  return `Altura, em centímetros (de ${min} a ${max}; 175 para 1,75 m)`
}

function age(max: number): string {
  return `Idade, em anos (de 0 a ${max}; decimais permitidos)`
}

function circumference(what: string, max: number): string {
  return `${what}, em centímetros (maior que 0 e no máximo ${max})`
}

function gender(what: string): string {
  return `${what}: male (padrão) ou female`
}

const MONEY = 'Os valores monetários são calculados com precisão total e arredondados para centavos no resultado.'

const MONEY_CENTS = 'Os valores monetários são arredondados para centavos.'

const PERCENT_ROUNDING = 'As porcentagens são arredondadas para quatro casas decimais.'

export default { weight, height, age, circumference, gender, MONEY, MONEY_CENTS, PERCENT_ROUNDING } satisfies typeof en
