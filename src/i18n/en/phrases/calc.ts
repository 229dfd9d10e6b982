/** Phrases the calc operations share (the Spanish in ../../es/phrases/calc.ts has the same names). */

/** Body weight, in kilograms up to `max`. */
function weight(max: number): string {
  return `Body weight, in kilograms (more than 0, at most ${max})`
}

/** Height, in centimetres from `min` to `max`. */
function height(min: number, max: number): string {
  return `Height, in centimetres (${min} to ${max}; 175 for 1.75 m)`
}

/** Age, in years up to `max`. */
function age(max: number): string {
  return `Age, in years (0 to ${max}; decimals allowed)`
}

/** A body circumference (`what`), in centimetres up to `max`. */
function circumference(what: string, max: number): string {
  return `${what}, in centimetres (more than 0, at most ${max})`
}

/** The gender parameter, after what it chooses. */
function gender(what: string): string {
  return `${what}: male (default) or female`
}

const MONEY = 'Money figures are rounded to cents in the result and computed at full precision.'

/** The short form, where the computation is described in the text itself. */
const MONEY_CENTS = 'Money figures are rounded to cents.'

/** How percent figures in results are rounded (see percent in lib/calc/calc.ts). */
const PERCENT_ROUNDING = 'Percentages are rounded to four decimals.'

export default { weight, height, age, circumference, gender, MONEY, MONEY_CENTS, PERCENT_ROUNDING }
