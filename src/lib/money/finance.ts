/**
 * Finance maths shared by the calc operations: compounding, annuities and amortisation, plus the
 * parameter builders those operations have in common.
 *
 * Conventions:
 * - Rates arrive as annual percent numbers (6 means 6 % a year) and are turned into a fraction per
 *   period here: 6 % compounded monthly is 0.005 a month (nominal annual rate ÷ periods per year).
 * - Everything is computed at full precision; rounding to cents is done once, in the result (money()).
 * - (1 + i)^n − 1 is computed as expm1(n·log1p(i)), which stays exact for tiny rates.
 */
import { z } from 'zod'
import { finite, impossible, money, roundTo } from '../calc/calc.ts'
import type { MessageKey } from '../../i18n/index.ts'

// ---------------------------------------------------------------------------------------------
// Rates and compounding
// ---------------------------------------------------------------------------------------------

/** Rate per period as a fraction: an annual 6 % compounded 12 times a year is 0.005. */
export function periodicRate(annualPercent: number, periodsPerYear = 1): number {
  return annualPercent / 100 / periodsPerYear
}

/** (1 + i)^n: what 1 grows to after n periods at i per period. */
export function growthFactor(rate: number, periods: number): number {
  return (1 + rate) ** periods
}

/** (1 + i)^n − 1, precise for rates near zero. At i = −1 it is −1 (everything lost). */
export function growthMinusOne(rate: number, periods: number): number {
  if (rate === -1) return -1
  return Math.expm1(periods * Math.log1p(rate))
}

/** Simple interest: P × r × t, with r the annual percent and t in years. */
export function simpleInterest(principal: number, annualPercent: number, years: number): number {
  return principal * (annualPercent / 100) * years
}

/** Compound amount: P × (1 + r/n)^(n·t). A fractional n·t compounds for the fraction of a period too. */
export function compoundAmount(principal: number, annualPercent: number, years: number, periodsPerYear = 1): number {
  return principal * growthFactor(periodicRate(annualPercent, periodsPerYear), periodsPerYear * years)
}

/** Effective annual rate (APY) of a nominal annual rate compounded n times a year, as a fraction: (1 + r/n)^n − 1. */
export function effectiveAnnualRate(annualPercent: number, periodsPerYear: number): number {
  return growthMinusOne(periodicRate(annualPercent, periodsPerYear), periodsPerYear)
}

/** Constant yearly growth that takes start to end in `years`, as a fraction: (end/start)^(1/years) − 1. */
export function cagr(start: number, end: number, years: number): number {
  if (end === 0) return -1
  return Math.expm1(Math.log(end / start) / years)
}

/** Years for money to grow k-fold at an annual percent compounded yearly: ln k / ln(1 + r). */
export function yearsToMultiply(k: number, annualPercent: number): number {
  return Math.log(k) / Math.log1p(annualPercent / 100)
}

/** What `amount` due in `years` is worth today when prices rise by an annual percent: amount / (1 + r)^t. */
export function presentValue(amount: number, annualPercent: number, years: number): number {
  return amount / growthFactor(periodicRate(annualPercent), years)
}

/** Return on investment as a fraction: (received − cost) / cost. */
export function returnOnInvestment(cost: number, received: number): number {
  return (received - cost) / cost
}

// ---------------------------------------------------------------------------------------------
// Annuities (a payment every period)
// ---------------------------------------------------------------------------------------------

/** Future value of 1 paid at the end of each of n periods (ordinary annuity): ((1 + i)^n − 1) / i; n when i = 0. */
export function annuityFactor(rate: number, periods: number): number {
  return rate === 0 ? periods : growthMinusOne(rate, periods) / rate
}

/**
 * Future value of a payment made every period for n periods. `timing` 'end' is an ordinary annuity
 * (deposits at the end of each period); 'start' an annuity due, each payment earning one more period: × (1 + i).
 */
export function annuityFutureValue(payment: number, rate: number, periods: number, timing: 'end' | 'start' = 'end'): number {
  return payment * annuityFactor(rate, periods) * (timing === 'start' ? 1 + rate : 1)
}

/** Payment at the end of each period that grows to `goal` in n periods (sinking fund): goal / annuityFactor. */
export function sinkingFundPayment(goal: number, rate: number, periods: number): number {
  return goal / annuityFactor(rate, periods)
}

/** Level payment that repays `principal` in n periods at i per period: P·i / (1 − (1 + i)^−n); P/n when i = 0. */
export function amortisingPayment(principal: number, rate: number, periods: number): number {
  if (rate === 0) return principal / periods
  return (principal * rate) / -growthMinusOne(rate, -periods)
}

// ---------------------------------------------------------------------------------------------
// Amortisation
// ---------------------------------------------------------------------------------------------

export interface AmortisationYear {
  /** 1 for the first twelve payments, and so on. */
  year: number
  /** Payments in that year: 12, except perhaps the last year. */
  payments: number
  principalPaid: number
  interestPaid: number
  /** Balance still owed after the year's last payment. */
  balance: number
}

export interface Amortisation {
  payment: number
  totalPaid: number
  totalInterest: number
  years: AmortisationYear[]
}

/**
 * Standard monthly amortisation at full precision: each month the interest is balance × r (r = annual/12),
 * the rest of the level payment repays principal; the last payment clears the balance exactly.
 */
export function amortise(principal: number, annualPercent: number, months: number): Amortisation {
  const rate = periodicRate(annualPercent, 12)
  const payment = amortisingPayment(principal, rate, months)
  const years: AmortisationYear[] = []
  let balance = principal
  for (let month = 1; month <= months; month++) {
    const interest = balance * rate
    const repaid = month === months ? balance : payment - interest
    balance = month === months ? 0 : balance - repaid
    if ((month - 1) % 12 === 0) years.push({ year: years.length + 1, payments: 0, principalPaid: 0, interestPaid: 0, balance })
    const row = years[years.length - 1]!
    row.payments++
    row.principalPaid += repaid
    row.interestPaid += interest
    row.balance = balance
  }
  const totalPaid = payment * months
  return { payment, totalPaid, totalInterest: totalPaid - principal, years }
}

/** The loan figures of a result, shared by loan and mortgage: money rounded to cents, snake_case. */
export function amortisationResult(principal: number, annualPercent: number, months: number) {
  const a = amortise(principal, annualPercent, months)
  finite(a.payment, 'monthly_payment')
  finite(a.totalPaid, 'total_paid')
  return {
    monthly_payment: money(a.payment),
    total_paid: money(a.totalPaid),
    total_interest: money(a.totalInterest),
    schedule_by_year: a.years.map((y) => ({
      year: y.year,
      payments: y.payments,
      principal_paid: money(y.principalPaid),
      interest_paid: money(y.interestPaid),
      balance: money(y.balance),
    })),
  }
}

/** The method in words, with the amount borrowed called `principal` (P for a loan, L for a mortgage). */
export function amortisationFormula(principal = 'P'): string {
  return `M = ${principal} × r / (1 − (1 + r)^−n), r = annual rate / 12 / 100, n = months (M = ${principal} / n at 0 %); `
    + 'each month interest = balance × r and principal repaid = M − interest'
}

// ---------------------------------------------------------------------------------------------
// Periods
// ---------------------------------------------------------------------------------------------

/** Tolerance for years × 12 to count as a whole number of months (about 7 hours). */
const MONTH_TOLERANCE = 0.01

/**
 * The number of monthly payments in `years`, refusing a term that is not a whole number of months
 * (payments are monthly) or shorter than one month.
 */
export function wholeMonths(years: number, param = 'years'): number {
  const exact = years * 12
  const months = Math.round(exact)
  if (months < 1 || Math.abs(exact - months) > MONTH_TOLERANCE) {
    const suggestion = Math.max(1, months)
    impossible('FINANCE_WHOLE_MONTHS', { param, years, months: roundTo(exact, 4), suggestion: roundTo(suggestion / 12, 4), suggestionMonths: suggestion })
  }
  return months
}

// ---------------------------------------------------------------------------------------------
// Parameters shared by the finance calculators
// ---------------------------------------------------------------------------------------------

const NEGATIVE_AMOUNT: MessageKey = 'FINANCE_NEGATIVE_AMOUNT'
const RATE_BELOW_TOTAL_LOSS: MessageKey = 'FINANCE_RATE_BELOW_TOTAL_LOSS'
const YEARS_NOT_POSITIVE: MessageKey = 'FINANCE_YEARS_NOT_POSITIVE'

/** Highest term in years any finance calculator accepts. */
export const MAX_YEARS = 100

export const financeParam = {
  /** An amount of money, 0 or more; a negative one is refused with the reason. */
  amount: (description: string) => z.number().min(0, NEGATIVE_AMOUNT).describe(`${description}; 0 or more`),
  /** An optional amount of money with its default. */
  amountOr: (description: string, fallback: number) => z.number().min(0, NEGATIVE_AMOUNT).default(fallback).describe(`${description}; 0 or more, default ${fallback}`),
  /** An annual interest rate that cannot be negative (loans, simple interest). */
  interestRate: (description: string) => z.number().min(0).max(1000).describe(`${description}, annual, in percent (6 means 6 %); 0 to 1000`),
  /**
   * An annual rate of return that may be negative (a loss), but not below −100 %, which would lose
   * more than everything.
   */
  growthRate: (description: string) => z.number().min(-100, RATE_BELOW_TOTAL_LOSS).max(1000)
    .describe(`${description}, annual, in percent (6 means 6 %); -100 to 1000, negative for a loss`),
  /** A term in years, above 0 and at most 100; fractions allowed. */
  years: (description: string) => z.number().positive(YEARS_NOT_POSITIVE).max(MAX_YEARS)
    .describe(`${description}, in years; above 0 and at most ${MAX_YEARS}, fractions allowed (2.5 is two and a half years)`),
  /** An optional term in years (the description says what leaving it out does). */
  optionalYears: (description: string) => z.number().positive(YEARS_NOT_POSITIVE).max(MAX_YEARS).optional()
    .describe(`${description}, in years; above 0 and at most ${MAX_YEARS}, fractions allowed`),
  /** Compounding periods per year, with the operation's default. */
  compoundsPerYear: (fallback: number) => z.number().int().min(1).max(365).default(fallback)
    .describe(`Compounding periods per year, a whole number from 1 to 365 (1 yearly, 4 quarterly, 12 monthly, 365 daily); default ${fallback}`),
}

// ---------------------------------------------------------------------------------------------
// Business and lending ratios
// ---------------------------------------------------------------------------------------------

/** Units to sell before revenue covers fixed and variable costs: fixed / (price − variable cost). */
export function breakEvenUnits(fixedCosts: number, price: number, variableCost: number): number {
  return fixedCosts / (price - variableCost)
}

/** Months until a one-off cost is recovered by a monthly saving: cost / saving. */
export function paybackMonths(cost: number, monthlySaving: number): number {
  return cost / monthlySaving
}

/**
 * Debt-to-income bands as US mortgage lending commonly uses them: 36 % or less is the traditional
 * back-end guideline (the "28/36 rule"; Fannie Mae's manual-underwriting maximum is 36 %, up to 45 % with
 * compensating factors), and 43 % was the ceiling of the CFPB's 2014 General Qualified Mortgage rule
 * (12 CFR 1026.43(e)(2)), replaced by a price-based test in 2021 but still the usual benchmark.
 * A band includes its upper limit.
 */
export const DTI_BANDS = [
  { band: 'good', up_to_percent: 36, meaning: '36 % or less: within the traditional lending guideline (28/36 rule)' },
  { band: 'manageable', up_to_percent: 43, meaning: 'above 36 % up to 43 %: many lenders still approve; 43 % is the former Qualified Mortgage limit' },
  { band: 'high', up_to_percent: null, meaning: 'above 43 %: beyond most lenders\' limits' },
] as const

export type DtiBand = (typeof DTI_BANDS)[number]['band']

/** The band of a debt-to-income ratio given in percent. */
export function dtiBand(dtiPercent: number): DtiBand {
  return DTI_BANDS.find((b) => b.up_to_percent === null || dtiPercent <= b.up_to_percent)!.band
}
