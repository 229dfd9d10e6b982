import type en from '../../en/phrases/calc.ts'

/** Parameters and sentences the calculators share. */
function weight(max: number): string {
  return `Körpergewicht in Kilogramm (größer als 0, höchstens ${max})`
}

function height(min: number, max: number): string {
  return `Körpergröße in Zentimetern (${min} bis ${max}; 175 für 1,75 m)`
}

function age(max: number): string {
  return `Alter in Jahren (0 bis ${max}; Dezimalstellen erlaubt)`
}

function circumference(what: string, max: number): string {
  return `${what}, in Zentimetern (größer als 0, höchstens ${max})`
}

function gender(what: string): string {
  return `${what}: male (Standard) oder female`
}

const MONEY = 'Geldbeträge werden mit voller Genauigkeit berechnet und im Ergebnis auf Cent gerundet.'

const MONEY_CENTS = 'Geldbeträge werden auf Cent gerundet.'

const PERCENT_ROUNDING = 'Prozentwerte werden auf vier Dezimalstellen gerundet.'

export default { weight, height, age, circumference, gender, MONEY, MONEY_CENTS, PERCENT_ROUNDING } satisfies typeof en
