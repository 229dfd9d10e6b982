import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { operations } from '../../src/operations/index.ts'
import { categoryClient, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { ok, refused } = categoryClient(() => app, 'calc')

// Unless a published figure is cited, expected values were hand-computed from the stated formula with
// 40-digit decimal arithmetic (Python's decimal module) and rounded half up to cents.

const FINANCE_OPERATIONS = [
  'simple-interest', 'compound-interest', 'loan', 'mortgage', 'future-value', 'roi', 'cagr', 'savings-goal', 'sip',
  'inflation', 'apy', 'cd', 'rule-of-72', 'refinance', 'break-even', 'debt-to-income',
]

/** A valid call of each operation, with every required parameter. */
const REQUIRED: Record<string, Record<string, number>> = {
  'simple-interest': { principal: 1000, rate: 5, years: 3 },
  'compound-interest': { principal: 1000, rate: 5, years: 10 },
  loan: { principal: 10000, annual_rate: 5, months: 36 },
  mortgage: { price: 250000, rate: 6, years: 30 },
  'future-value': { rate: 6, years: 10 },
  roi: { cost: 1000, return: 1500 },
  cagr: { start: 100, end: 200, years: 5 },
  'savings-goal': { goal: 10000, rate: 5, months: 36 },
  sip: { monthly: 1000, rate: 12, years: 10 },
  inflation: { amount: 100, rate: 3, years: 10 },
  apy: { rate: 5 },
  cd: { principal: 10000, rate: 5, years: 1 },
  'rule-of-72': { rate: 8 },
  refinance: { closing_costs: 4000, monthly_saving: 150 },
  'break-even': { fixed_costs: 10000, price: 50, variable_cost: 30 },
  'debt-to-income': { monthly_debt: 2000, monthly_income: 6000 },
}

const without = (params: Record<string, number>, key: string) => Object.fromEntries(Object.entries(params).filter(([k]) => k !== key))

describe('the finance operations', () => {
  it('are all registered as GET calc operations, with a description and at least two examples', () => {
    for (const name of FINANCE_OPERATIONS) {
      const op = operations.find((o) => o.category === 'calc' && o.name === name)
      expect(op, name).toBeDefined()
      expect(op!.method).toBe('GET')
      expect(op!.description?.length ?? 0, name).toBeGreaterThan(100)
      expect(op!.examples.length, name).toBeGreaterThanOrEqual(2)
      for (const [param, schema] of Object.entries(op!.params.shape)) {
        expect((schema as { description?: string }).description, `${name} ${param}`).toBeTruthy()
      }
    }
  })

  it('report inputs and formula in every result', async () => {
    for (const name of FINANCE_OPERATIONS) {
      const result = await ok(name, REQUIRED[name]!)
      expect(result.inputs, name).toMatchObject(REQUIRED[name]!)
      expect(typeof result.formula, name).toBe('string')
    }
  })
})

describe('required parameters', () => {
  const cases = Object.entries(REQUIRED).flatMap(([name, params]) => Object.keys(params).map((key) => [name, key] as const))

  it.each(cases)('%s without %s: PARAM_REQUIRED', async (name, key) => {
    expect(await refused(name, without(REQUIRED[name]!, key))).toEqual({ code: 'PARAM_REQUIRED', error: `${key} is required` })
  })

  it.each(cases)('%s with %s blank: PARAM_REQUIRED', async (name, key) => {
    expect((await refused(name, { ...REQUIRED[name]!, [key]: ' ' })).code).toBe('PARAM_REQUIRED')
  })

  it('says so in Spanish under /es', async () => {
    expect(await refused('loan', without(REQUIRED.loan!, 'months'), 'es')).toEqual({ code: 'PARAM_REQUIRED', error: 'months es obligatorio' })
  })
})

describe('numbers', () => {
  it.each([['abc'], ['0x10'], ['Infinity'], ['NaN'], ['1,000'], ['1e400']])('principal=%s: PARAM_NOT_NUMBER', async (principal) => {
    expect(await refused('simple-interest', { ...REQUIRED['simple-interest']!, principal })).toEqual({ code: 'PARAM_NOT_NUMBER', error: 'principal must be a number' })
  })

  it('a rate of 1e400 is out of its range', async () => {
    expect(await refused('compound-interest', { ...REQUIRED['compound-interest']!, rate: '1e400' }))
      .toEqual({ code: 'PARAM_BETWEEN', error: 'rate must be between -100 and 1000' })
  })

  it('accepts exponent notation and surrounding spaces', async () => {
    expect(await ok('simple-interest', { principal: ' 1e3 ', rate: '5', years: '3' })).toMatchObject({ interest: 150 })
  })
})

describe('results that would not be finite', () => {
  // A divisor just above 0 (1e-320, a denormal double) passes validation but divides to Infinity.
  it.each([
    ['refinance', { closing_costs: 1000, monthly_saving: '1e-320' }, 'break_even_months'],
    ['debt-to-income', { monthly_debt: 1000, monthly_income: '1e-320' }, 'dti_percent'],
    ['rule-of-72', { rate: '1e-320' }, 'years'],
    ['roi', { cost: '1e-320', return: 1000 }, 'roi_percent'],
    ['cagr', { start: '1e-320', end: '1e300', years: 0.01 }, 'cagr_percent'],
    ['inflation', { amount: '1e300', rate: -99.99, years: 100 }, 'purchasing_power'],
    ['sip', { monthly: '1e300', rate: 1000, years: 100 }, 'future_value'],
    ['loan', { principal: '1e308', annual_rate: 1000, months: 1200 }, 'total_paid'],
  ])('%s %j: CALC_OUT_OF_RANGE for %s', async (name, params, what) => {
    expect(await refused(name, params)).toEqual({ code: 'CALC_OUT_OF_RANGE', error: `${what} is too large to compute; use smaller inputs` })
  })
})

describe('simple-interest', () => {
  // I = P × r × t: 1,000 at 5 % for 3 years earns 150 (the standard textbook example).
  it('1,000 at 5 % for 3 years: 150 interest, 1,150 total', async () => {
    expect(await ok('simple-interest', { principal: 1000, rate: 5, years: 3 })).toEqual({
      inputs: { principal: 1000, rate: 5, years: 3 }, interest: 150, total: 1150,
      formula: 'interest = P × r × t (r = rate / 100, t = years); total = P + interest',
    })
  })

  // Hand-computed: 2,500 × 0.0375 × 1.5 = 140.625 → 140.63 (half up).
  it('2,500 at 3.75 % for 18 months rounds half a cent up', async () => {
    expect(await ok('simple-interest', { principal: 2500, rate: 3.75, years: 1.5 })).toMatchObject({ interest: 140.63, total: 2640.63 })
  })

  it('0 principal or 0 % earns nothing', async () => {
    expect(await ok('simple-interest', { principal: 0, rate: 5, years: 3 })).toMatchObject({ interest: 0, total: 0 })
    expect(await ok('simple-interest', { principal: 100, rate: 0, years: 3 })).toMatchObject({ interest: 0, total: 100 })
  })

  it('refuses a negative principal, saying why', async () => {
    expect(await refused('simple-interest', { principal: -1, rate: 5, years: 3 })).toEqual({
      code: 'FINANCE_NEGATIVE_AMOUNT', error: 'principal must be 0 or more: it is an amount of money, and a negative amount has no meaning here',
    })
  })

  it('refuses a negative rate and 0 years', async () => {
    expect(await refused('simple-interest', { principal: 1, rate: -1, years: 3 })).toEqual({ code: 'PARAM_BETWEEN', error: 'rate must be between 0 and 1000' })
    expect((await refused('simple-interest', { principal: 1, rate: 5, years: 0 })).code).toBe('FINANCE_YEARS_NOT_POSITIVE')
    expect(await refused('simple-interest', { principal: 1, rate: 5, years: 101 })).toEqual({ code: 'PARAM_MAX', error: 'years must be at most 100' })
  })
})

describe('compound-interest', () => {
  // Textbook: 1,000 at 5 % compounded yearly for 10 years = 1,000 × 1.05^10 = 1,628.89.
  it('1,000 at 5 % for 10 years, yearly by default', async () => {
    expect(await ok('compound-interest', { principal: 1000, rate: 5, years: 10 })).toMatchObject({
      inputs: { principal: 1000, rate: 5, years: 10, compounds_per_year: 1 }, amount: 1628.89, interest: 628.89, effective_annual_rate_percent: 5,
    })
  })

  // Hand-computed: 1,000 × (1 + 0.05/12)^120 = 1,647.0095; APY (1 + 0.05/12)^12 − 1 = 5.1162 %.
  it('monthly compounding', async () => {
    expect(await ok('compound-interest', { principal: 1000, rate: 5, years: 10, compounds_per_year: 12 }))
      .toMatchObject({ amount: 1647.01, interest: 647.01, effective_annual_rate_percent: 5.1162 })
  })

  // Hand-computed: 5,000 × (1 + 0.04/4)^(4 × 2.5) = 5,000 × 1.01^10 = 5,523.11.
  it('quarterly over a fractional term', async () => {
    expect(await ok('compound-interest', { principal: 5000, rate: 4, years: 2.5, compounds_per_year: 4 })).toMatchObject({ amount: 5523.11, interest: 523.11 })
  })

  it('negative rates lose money, down to everything at -100 %', async () => {
    // 1,000 × 0.9^2 = 810.
    expect(await ok('compound-interest', { principal: 1000, rate: -10, years: 2 })).toMatchObject({ amount: 810, interest: -190 })
    expect(await ok('compound-interest', { principal: 1000, rate: -100, years: 1 })).toMatchObject({ amount: 0, interest: -1000 })
  })

  it('refuses a rate below -100 %, saying why', async () => {
    expect(await refused('compound-interest', { principal: 1000, rate: -101, years: 2 })).toEqual({
      code: 'FINANCE_RATE_BELOW_TOTAL_LOSS',
      error: 'rate must be -100 or more: a yearly loss above 100 % would take more than everything invested; send a rate from -100 to 1000',
    })
  })

  it.each([['0', 'PARAM_BETWEEN'], ['366', 'PARAM_BETWEEN'], ['1.5', 'PARAM_NOT_INTEGER'], ['monthly', 'PARAM_NOT_NUMBER']])('compounds_per_year=%s: %s', async (n, code) => {
    expect((await refused('compound-interest', { principal: 1000, rate: 5, years: 10, compounds_per_year: n })).code).toBe(code)
  })

  it('refuses an overflow instead of answering Infinity', async () => {
    expect(await refused('compound-interest', { principal: 1e300, rate: 1000, years: 100, compounds_per_year: 365 }))
      .toEqual({ code: 'CALC_OUT_OF_RANGE', error: 'amount is too large to compute; use smaller inputs' })
  })
})

describe('loan', () => {
  // Widely published: 200,000 at 6 % over 30 years = 1,199.10 a month; 1,199.101 × 360 = 431,676.38.
  it('200,000 at 6 % over 360 months', async () => {
    const r = await ok('loan', { principal: 200000, annual_rate: 6, months: 360 })
    expect(r).toMatchObject({ inputs: { principal: 200000, annual_rate: 6, months: 360 }, monthly_payment: 1199.1, total_paid: 431676.38, total_interest: 231676.38 })
    const years = r.schedule_by_year as { year: number; payments: number; principal_paid: number; interest_paid: number; balance: number }[]
    expect(years).toHaveLength(30)
    // Hand-computed year 1 of the schedule (matches published amortisation tables for this loan).
    expect(years[0]).toEqual({ year: 1, payments: 12, principal_paid: 2456.02, interest_paid: 11933.19, balance: 197543.98 })
    expect(years[29]).toMatchObject({ year: 30, payments: 12, balance: 0 })
    const paid = years.reduce((s, y) => s + y.principal_paid, 0)
    expect(paid).toBeCloseTo(200000, 0)
  })

  // Widely published: 10,000 at 5 % over 36 months = 299.71 a month.
  it('10,000 at 5 % over 36 months, with its yearly schedule', async () => {
    expect(await ok('loan', { principal: 10000, annual_rate: 5, months: 36 })).toMatchObject({
      monthly_payment: 299.71, total_paid: 10789.52, total_interest: 789.52,
      schedule_by_year: [
        { year: 1, payments: 12, principal_paid: 3168.46, interest_paid: 428.04, balance: 6831.54 },
        { year: 2, payments: 12, principal_paid: 3330.57, interest_paid: 265.94, balance: 3500.97 },
        { year: 3, payments: 12, principal_paid: 3500.97, interest_paid: 95.54, balance: 0 },
      ],
    })
  })

  // 0 %: P / n. 1,000 over 30 months = 33.33; the last year has 6 payments.
  it('0 % repays P / n, and a short last year has fewer payments', async () => {
    const r = await ok('loan', { principal: 1000, annual_rate: 0, months: 30 })
    expect(r).toMatchObject({ monthly_payment: 33.33, total_paid: 1000, total_interest: 0 })
    expect((r.schedule_by_year as { payments: number; balance: number }[]).map((y) => [y.payments, y.balance])).toEqual([[12, 600], [12, 200], [6, 0]])
  })

  it('refuses 0 months, saying why; whole months from 1 to 1200', async () => {
    expect(await refused('loan', { principal: 1000, annual_rate: 5, months: 0 })).toEqual({
      code: 'FINANCE_MONTHS_TOO_FEW', error: 'months must be at least 1: the calculation is spread over monthly payments, so it needs at least one month',
    })
    expect((await refused('loan', { principal: 1000, annual_rate: 5, months: 12.5 })).code).toBe('PARAM_NOT_INTEGER')
    expect(await refused('loan', { principal: 1000, annual_rate: 5, months: 1201 })).toEqual({ code: 'PARAM_BETWEEN', error: 'months must be between 1 and 1200' })
  })

  it('refuses a negative principal and a negative rate', async () => {
    expect((await refused('loan', { principal: -5, annual_rate: 5, months: 12 })).code).toBe('FINANCE_NEGATIVE_AMOUNT')
    expect(await refused('loan', { principal: 5, annual_rate: -1, months: 12 })).toEqual({ code: 'PARAM_BETWEEN', error: 'annual_rate must be between 0 and 1000' })
  })
})

describe('mortgage', () => {
  // Widely published: a 200,000 loan at 6 % over 30 years = 1,199.10 a month.
  it('250,000 with 50,000 down at 6 % over 30 years', async () => {
    const r = await ok('mortgage', { price: 250000, down_payment: 50000, rate: 6, years: 30 })
    expect(r).toMatchObject({
      inputs: { price: 250000, down_payment: 50000, rate: 6, years: 30 }, loan_amount: 200000, down_payment_percent: 20, months: 360,
      monthly_payment: 1199.1, total_paid: 431676.38, total_interest: 231676.38, total_cost: 481676.38,
    })
    expect((r.schedule_by_year as unknown[])[0]).toEqual({ year: 1, payments: 12, principal_paid: 2456.02, interest_paid: 11933.19, balance: 197543.98 })
  })

  // Hand-computed: 300,000 at 4.5 % over 15 years = 2,294.98 a month (published 15-year tables agree).
  it('no down payment by default', async () => {
    expect(await ok('mortgage', { price: 300000, rate: 4.5, years: 15 })).toMatchObject({
      inputs: { down_payment: 0 }, loan_amount: 300000, down_payment_percent: 0, months: 180, monthly_payment: 2294.98, total_interest: 113096.38,
    })
  })

  it('a fractional term of whole months works (2.5 years is 30 payments)', async () => {
    const r = await ok('mortgage', { price: 1000, rate: 0, years: 2.5 })
    expect(r).toMatchObject({ months: 30, monthly_payment: 33.33 })
    expect(r.schedule_by_year).toHaveLength(3)
  })

  it('refuses a term that is not a whole number of months, suggesting one', async () => {
    expect(await refused('mortgage', { price: 100000, rate: 5, years: 2.55 })).toEqual({
      code: 'FINANCE_WHOLE_MONTHS',
      error: 'years must come to a whole number of monthly payments, at least one: 2.55 years is 30.6 months; send a multiple of 1/12 year, such as 2.5833 (31 months)',
    })
  })

  it.each([[250000, 250000], [250000, 300000]])('price %d with down_payment %d: 422 saying why', async (price, down) => {
    expect(await refused('mortgage', { price, down_payment: down, rate: 6, years: 30 })).toEqual({
      code: 'FINANCE_DOWN_PAYMENT_TOO_LARGE',
      error: `down_payment (${down}) must be less than price (${price}): a down payment that covers the whole price leaves nothing to borrow; lower down_payment or leave it out`,
    })
  })

  it('says why in Spanish too', async () => {
    expect((await refused('mortgage', { price: 100, down_payment: 100, rate: 6, years: 30 }, 'es')).error)
      .toBe('down_payment (100) debe ser menor que price (100): una entrada que cubre todo el precio no deja nada que financiar; reduzca down_payment u omítalo')
  })

  it('refuses a negative down payment', async () => {
    expect((await refused('mortgage', { price: 100, down_payment: -1, rate: 6, years: 30 })).code).toBe('FINANCE_NEGATIVE_AMOUNT')
  })
})

describe('future-value', () => {
  // Widely published (annuity tables, FVIFA(0.5 %, 120) = 163.8793): 100 a month at 6 % for 10 years = 16,387.93.
  it('100 at the end of every month at 6 % for 10 years', async () => {
    expect(await ok('future-value', { rate: 6, years: 10, monthly: 100 })).toMatchObject({
      inputs: { rate: 6, years: 10, present_value: 0, monthly: 100 }, months: 120,
      future_value: 16387.93, future_value_of_present_value: 0, future_value_of_contributions: 16387.93, total_contributions: 12000, interest: 4387.93,
    })
  })

  // Hand-computed: 10,000 × (1 + 0.07/12)^240 = 40,387.39; 200 × ((1 + 0.07/12)^240 − 1) / (0.07/12) = 104,185.33.
  it('a lump sum plus contributions', async () => {
    expect(await ok('future-value', { rate: 7, years: 20, present_value: 10000, monthly: 200 })).toMatchObject({
      future_value_of_present_value: 40387.39, future_value_of_contributions: 104185.33, future_value: 144572.72, total_contributions: 48000, interest: 86572.72,
    })
  })

  // Hand-computed: 1,000 × 1.005^120 = 1,819.40 (monthly compounding of a lump sum).
  it('a lump sum alone compounds monthly', async () => {
    expect(await ok('future-value', { rate: 6, years: 10, present_value: 1000 })).toMatchObject({ future_value: 1819.4, interest: 819.4 })
  })

  it('0 % just adds the money up; nothing in gives nothing out', async () => {
    expect(await ok('future-value', { rate: 0, years: 2, present_value: 500, monthly: 10 })).toMatchObject({ future_value: 740, interest: 0 })
    expect(await ok('future-value', { rate: 6, years: 10 })).toMatchObject({ future_value: 0, total_contributions: 0 })
  })

  it('refuses a term that is not whole months and negative amounts', async () => {
    expect((await refused('future-value', { rate: 6, years: 0.3 })).code).toBe('FINANCE_WHOLE_MONTHS')
    expect((await refused('future-value', { rate: 6, years: 1, monthly: -5 })).code).toBe('FINANCE_NEGATIVE_AMOUNT')
    expect((await refused('future-value', { rate: -150, years: 1 })).code).toBe('FINANCE_RATE_BELOW_TOTAL_LOSS')
  })
})

describe('roi', () => {
  // ROI = (1,500 − 1,000) / 1,000 = 50 %; annualised over 2 years: √1.5 − 1 = 22.4745 %.
  it('1,000 returning 1,500, with and without years', async () => {
    expect(await ok('roi', { cost: 1000, return: 1500 })).toMatchObject({
      inputs: { cost: 1000, return: 1500, years: null }, gain: 500, roi_percent: 50, annualized_roi_percent: null,
    })
    expect(await ok('roi', { cost: 1000, return: 1500, years: 2 })).toMatchObject({ inputs: { years: 2 }, roi_percent: 50, annualized_roi_percent: 22.4745 })
  })

  // Investopedia-style loss example, hand-computed: (1,500 − 2,000) / 2,000 = −25 %; over 3 years 0.75^(1/3) − 1 = −9.1440 %.
  it('a loss is negative', async () => {
    expect(await ok('roi', { cost: 2000, return: 1500, years: 3 })).toMatchObject({ gain: -500, roi_percent: -25, annualized_roi_percent: -9.144 })
    expect(await ok('roi', { cost: 2000, return: 0 })).toMatchObject({ gain: -2000, roi_percent: -100 })
  })

  it('refuses a cost of 0 (division by zero), saying why', async () => {
    expect(await refused('roi', { cost: 0, return: 100 })).toEqual({
      code: 'FINANCE_ROI_COST', error: 'cost must be greater than 0: ROI is the gain divided by the cost, and a cost of 0 or less cannot divide it',
    })
    expect((await refused('roi', { cost: -10, return: 100 })).code).toBe('FINANCE_ROI_COST')
  })

  it('refuses 0 years for the annualised figure', async () => {
    expect((await refused('roi', { cost: 10, return: 100, years: 0 })).code).toBe('FINANCE_YEARS_NOT_POSITIVE')
  })
})

describe('cagr', () => {
  // Doubling in 5 years: 2^(1/5) − 1 = 14.8698 % (the "rule of 72" neighbourhood: 72 / 14.87 ≈ 4.8 years).
  it('100 to 200 over 5 years', async () => {
    expect(await ok('cagr', { start: 100, end: 200, years: 5 })).toEqual({
      inputs: { start: 100, end: 200, years: 5 }, cagr_percent: 14.8698, total_growth_percent: 100, formula: 'CAGR = (end / start)^(1 / years) − 1',
    })
  })

  // Hand-computed: 0.8^(1/3) − 1 = −7.1682 %.
  it('a decline', async () => {
    expect(await ok('cagr', { start: 10000, end: 8000, years: 3 })).toMatchObject({ cagr_percent: -7.1682, total_growth_percent: -20 })
  })

  // Hand-computed: (19,500 / 10,000)^(1/2.5) − 1 = 30.6213 %.
  it('a fractional number of years', async () => {
    expect(await ok('cagr', { start: 10000, end: 19500, years: 2.5 })).toMatchObject({ cagr_percent: 30.6213 })
  })

  it('an end of 0 is -100 %', async () => {
    expect(await ok('cagr', { start: 100, end: 0, years: 4 })).toMatchObject({ cagr_percent: -100 })
  })

  it.each([[0], [-50]])('refuses start=%d, saying why', async (start) => {
    expect(await refused('cagr', { start, end: 200, years: 5 })).toEqual({
      code: 'FINANCE_CAGR_START', error: 'start must be greater than 0: the growth rate is the ratio of end to start, which has no meaning for a start of 0 or less',
    })
  })

  it('refuses a negative end and 0 years', async () => {
    expect((await refused('cagr', { start: 100, end: -1, years: 5 })).code).toBe('FINANCE_CAGR_END')
    expect(await refused('cagr', { start: 100, end: 200, years: 0 })).toEqual({
      code: 'FINANCE_YEARS_NOT_POSITIVE',
      error: 'years must be greater than 0: the money needs a period of time to grow or be repaid over; send the term in years, such as 10 or 2.5',
    })
    expect((await refused('cagr', { start: 100, end: 200, years: -2 })).code).toBe('FINANCE_YEARS_NOT_POSITIVE')
  })
})

describe('savings-goal', () => {
  // Hand-computed sinking fund: 10,000 × (0.05/12) / ((1 + 0.05/12)^36 − 1) = 258.04.
  it('10,000 in 36 months at 5 %', async () => {
    expect(await ok('savings-goal', { goal: 10000, rate: 5, months: 36 })).toMatchObject({
      inputs: { goal: 10000, rate: 5, months: 36 }, monthly_deposit: 258.04, total_deposited: 9289.52, interest_earned: 710.48,
    })
  })

  // 0 %: goal / months = 5,000 / 18 = 277.78.
  it('0 % divides the goal by the months', async () => {
    expect(await ok('savings-goal', { goal: 5000, rate: 0, months: 18 })).toMatchObject({ monthly_deposit: 277.78, total_deposited: 5000, interest_earned: 0 })
  })

  // Consistency with future-value: 100 a month at 6 % for 120 months reaches 16,387.93, so that goal needs 100 a month.
  it('is the inverse of future-value', async () => {
    expect(await ok('savings-goal', { goal: 16387.93, rate: 6, months: 120 })).toMatchObject({ monthly_deposit: 100 })
  })

  it('one month needs the whole goal (deposited at the month end, no time to earn)', async () => {
    expect(await ok('savings-goal', { goal: 1000, rate: 12, months: 1 })).toMatchObject({ monthly_deposit: 1000, interest_earned: 0 })
  })

  it('refuses 0 months (division by zero), saying why', async () => {
    expect((await refused('savings-goal', { goal: 1000, rate: 5, months: 0 })).code).toBe('FINANCE_MONTHS_TOO_FEW')
    expect((await refused('savings-goal', { goal: -1000, rate: 5, months: 10 })).code).toBe('FINANCE_NEGATIVE_AMOUNT')
  })
})

describe('sip', () => {
  // Common SIP calculators (annuity due): 1,000 a month at 12 % for 10 years = 232,339 (1000 × (1.01^120 − 1) / 0.01 × 1.01).
  it('1,000 a month at 12 % for 10 years', async () => {
    expect(await ok('sip', { monthly: 1000, rate: 12, years: 10 })).toEqual({
      inputs: { monthly: 1000, rate: 12, years: 10 }, months: 120, future_value: 232339.08, invested: 120000, gains: 112339.08,
      formula: 'FV = P × ((1 + i)^n − 1) / i × (1 + i) (i = rate / 12 / 100, n = years × 12, payments at each month start)',
    })
  })

  // Hand-computed annuity due: 5,000 × ((1 + 0.1/12)^60 − 1) / (0.1/12) × (1 + 0.1/12) = 390,411.91.
  it('5,000 a month at 10 % for 5 years', async () => {
    expect(await ok('sip', { monthly: 5000, rate: 10, years: 5 })).toMatchObject({ future_value: 390411.91, invested: 300000, gains: 90411.91 })
  })

  // One month at 12 %: the single instalment earns one month, 1,000 × 1.01.
  it('pays at the start of the month, so even one month earns interest', async () => {
    expect(await ok('sip', { monthly: 1000, rate: 12, years: 1 / 12 })).toMatchObject({ months: 1, future_value: 1010, gains: 10 })
  })

  it('0 % is just the sum invested', async () => {
    expect(await ok('sip', { monthly: 250, rate: 0, years: 3 })).toMatchObject({ future_value: 9000, gains: 0 })
  })

  it('refuses impossible terms and rates', async () => {
    expect((await refused('sip', { monthly: 250, rate: 10, years: 0 })).code).toBe('FINANCE_YEARS_NOT_POSITIVE')
    expect((await refused('sip', { monthly: 250, rate: 10, years: 1.3 })).code).toBe('FINANCE_WHOLE_MONTHS')
    expect((await refused('sip', { monthly: 250, rate: -200, years: 1 })).code).toBe('FINANCE_RATE_BELOW_TOTAL_LOSS')
  })
})

describe('inflation', () => {
  // Hand-computed: 100 × 1.03^10 = 134.39; 100 / 1.03^10 = 74.41.
  it('100 at 3 % over 10 years', async () => {
    expect(await ok('inflation', { amount: 100, rate: 3, years: 10 })).toMatchObject({
      inputs: { amount: 100, rate: 3, years: 10 }, future_cost: 134.39, purchasing_power: 74.41, cumulative_inflation_percent: 34.3916,
    })
  })

  // Hand-computed: 50,000 × 1.025^20 = 81,930.82; 50,000 / 1.025^20 = 30,513.55.
  it('50,000 at 2.5 % over 20 years', async () => {
    expect(await ok('inflation', { amount: 50000, rate: 2.5, years: 20 })).toMatchObject({ future_cost: 81930.82, purchasing_power: 30513.55 })
  })

  // Deflation of 2 % for 5 years: 1,000 × 0.98^5 = 903.92; 1,000 / 0.98^5 = 1,106.29.
  it('a negative rate is deflation', async () => {
    expect(await ok('inflation', { amount: 1000, rate: -2, years: 5 })).toMatchObject({ future_cost: 903.92, purchasing_power: 1106.29, cumulative_inflation_percent: -9.6079 })
  })

  it.each([[-100], [-120]])('refuses rate=%d, saying why', async (rate) => {
    expect(await refused('inflation', { amount: 100, rate, years: 10 })).toEqual({
      code: 'FINANCE_INFLATION_TOTAL_LOSS',
      error: 'rate must be greater than -100: at -100 % or less prices would fall to zero or below, and today\'s value of the amount could not be computed',
    })
  })
})

describe('apy', () => {
  // Published bank APY tables: 5 % APR compounded monthly = 5.116 % APY; continuous e^0.05 − 1 = 5.127 %.
  it('5 % compounded monthly by default', async () => {
    expect(await ok('apy', { rate: 5 })).toMatchObject({ inputs: { rate: 5, compounds_per_year: 12 }, apy_percent: 5.1162, continuous_apy_percent: 5.1271 })
  })

  // Hand-computed: (1 + 0.06/365)^365 − 1 = 6.1831 %; (1.01)^4 − 1 = 4.0604 %.
  it('daily and quarterly compounding', async () => {
    expect(await ok('apy', { rate: 6, compounds_per_year: 365 })).toMatchObject({ apy_percent: 6.1831 })
    expect(await ok('apy', { rate: 4, compounds_per_year: 4 })).toMatchObject({ apy_percent: 4.0604 })
  })

  it('yearly compounding leaves the rate unchanged', async () => {
    expect(await ok('apy', { rate: 7.25, compounds_per_year: 1 })).toMatchObject({ apy_percent: 7.25 })
  })

  it('refuses compounds_per_year out of range and rates below -100', async () => {
    expect(await refused('apy', { rate: 5, compounds_per_year: 0 })).toEqual({ code: 'PARAM_BETWEEN', error: 'compounds_per_year must be between 1 and 365' })
    expect((await refused('apy', { rate: -100.5 })).code).toBe('FINANCE_RATE_BELOW_TOTAL_LOSS')
  })
})

describe('cd', () => {
  // Hand-computed: 10,000 × (1 + 0.05/12)^12 = 10,511.62 (APY 5.1162 %, as bank CD tables show).
  it('10,000 for a year at 5 %, monthly by default', async () => {
    expect(await ok('cd', { principal: 10000, rate: 5, years: 1 })).toMatchObject({
      inputs: { principal: 10000, rate: 5, years: 1, compounds_per_year: 12 }, maturity_value: 10511.62, interest: 511.62, apy_percent: 5.1162,
    })
  })

  // Hand-computed: 5,000 × (1 + 0.04/365)^(365 × 5) = 6,106.95; APY 4.0808 %.
  it('5,000 for 5 years at 4 %, daily', async () => {
    expect(await ok('cd', { principal: 5000, rate: 4, years: 5, compounds_per_year: 365 })).toMatchObject({ maturity_value: 6106.95, interest: 1106.95, apy_percent: 4.0808 })
  })

  // Hand-computed: a six-month CD, 2,000 × (1 + 0.045/12)^6 = 2,045.42.
  it('a six-month CD', async () => {
    expect(await ok('cd', { principal: 2000, rate: 4.5, years: 0.5 })).toMatchObject({ maturity_value: 2045.42, interest: 45.42 })
  })

  it('refuses 0 years and a negative principal', async () => {
    expect((await refused('cd', { principal: 2000, rate: 4.5, years: 0 })).code).toBe('FINANCE_YEARS_NOT_POSITIVE')
    expect((await refused('cd', { principal: -2000, rate: 4.5, years: 1 })).code).toBe('FINANCE_NEGATIVE_AMOUNT')
  })
})

describe('rule-of-72', () => {
  // Rule of 72: at 8 % money doubles in about 72 / 8 = 9 years; exactly ln 2 / ln 1.08 = 9.006 years.
  it('8 %', async () => {
    expect(await ok('rule-of-72', { rate: 8 })).toMatchObject({
      inputs: { rate: 8 },
      estimate: { years_to_double: 9, years_to_triple: 14.25, years_to_quadruple: 18 },
      exact: { years_to_double: 9.01, years_to_triple: 14.27, years_to_quadruple: 18.01 },
    })
  })

  // 72 / 6 = 12, 114 / 6 = 19, 144 / 6 = 24; exact ln 2 / ln 1.06 = 11.90.
  it('6 %', async () => {
    expect(await ok('rule-of-72', { rate: 6 })).toMatchObject({
      estimate: { years_to_double: 12, years_to_triple: 19, years_to_quadruple: 24 },
      exact: { years_to_double: 11.9, years_to_triple: 18.85, years_to_quadruple: 23.79 },
    })
  })

  it.each([[0], [-3]])('refuses rate=%d, saying why', async (rate) => {
    expect(await refused('rule-of-72', { rate })).toEqual({
      code: 'FINANCE_RULE72_RATE', error: 'rate must be greater than 0: at a rate of 0 % or less money never doubles',
    })
  })

  it('says why in Spanish', async () => {
    expect((await refused('rule-of-72', { rate: 0 }, 'es')).error).toBe('rate debe ser mayor que 0: con un tipo del 0 % o menos el dinero nunca se duplica')
  })
})

describe('refinance', () => {
  // 4,000 / 150 = 26.67 months, so the 27th month is the first fully paid off.
  it('4,000 of closing costs saving 150 a month', async () => {
    expect(await ok('refinance', { closing_costs: 4000, monthly_saving: 150 })).toMatchObject({
      inputs: { closing_costs: 4000, monthly_saving: 150 }, break_even_months: 27, break_even_months_exact: 26.67, break_even_years: 2.22,
    })
  })

  // An exact division: 3,600 / 200 = 18 months = 1.5 years.
  it('an exact number of months is not rounded up further', async () => {
    expect(await ok('refinance', { closing_costs: 3600, monthly_saving: 200 })).toMatchObject({ break_even_months: 18, break_even_months_exact: 18, break_even_years: 1.5 })
  })

  it('no closing costs break even at once', async () => {
    expect(await ok('refinance', { closing_costs: 0, monthly_saving: 200 })).toMatchObject({ break_even_months: 0 })
  })

  it.each([[0], [-50]])('refuses monthly_saving=%d (never pays off), saying why', async (saving) => {
    expect(await refused('refinance', { closing_costs: 3000, monthly_saving: saving })).toEqual({
      code: 'FINANCE_REFINANCE_NO_SAVING',
      error: 'monthly_saving must be greater than 0: without a monthly saving the closing costs are never recovered, so refinancing never breaks even',
    })
  })
})

describe('break-even', () => {
  // Textbook: 10,000 / (50 − 30) = 500 units, 500 × 50 = 25,000 of revenue.
  it('10,000 fixed, price 50, variable cost 30', async () => {
    expect(await ok('break-even', { fixed_costs: 10000, price: 50, variable_cost: 30 })).toMatchObject({
      inputs: { fixed_costs: 10000, price: 50, variable_cost: 30 },
      units: 500, units_exact: 500, revenue: 25000, revenue_at_units: 25000, contribution_margin: 20, contribution_margin_percent: 40,
    })
  })

  // Hand-computed: 5,000 / 12.49 = 400.3203 → 401 units; 400.3203 × 19.99 = 8,002.40; 401 × 19.99 = 8,015.99.
  it('a fraction of a unit rounds up', async () => {
    expect(await ok('break-even', { fixed_costs: 5000, price: 19.99, variable_cost: 7.5 }))
      .toMatchObject({ units: 401, units_exact: 400.3203, revenue: 8002.4, revenue_at_units: 8015.99, contribution_margin: 12.49, contribution_margin_percent: 62.4812 })
  })

  it('price below variable cost: each unit loses money', async () => {
    expect(await refused('break-even', { fixed_costs: 1000, price: 20, variable_cost: 25 })).toEqual({
      code: 'FINANCE_BREAK_EVEN_NO_MARGIN',
      error: 'price (20) must be greater than variable_cost (25): each unit sold contributes -5 (price − variable_cost) towards the fixed costs, so no number of units covers them; raise price or lower variable_cost',
    })
  })

  it('price equal to variable cost: division by zero, refused', async () => {
    expect((await refused('break-even', { fixed_costs: 1000, price: 25, variable_cost: 25 })).error).toContain('contributes 0 (price − variable_cost)')
  })
})

describe('debt-to-income', () => {
  // 2,000 / 6,000 = 33.33 %: within the 36 % guideline.
  it('2,000 of debt on 6,000 of income is good', async () => {
    const r = await ok('debt-to-income', { monthly_debt: 2000, monthly_income: 6000 })
    expect(r).toMatchObject({ inputs: { monthly_debt: 2000, monthly_income: 6000 }, dti_percent: 33.3333, band: 'good' })
    expect((r.bands as { band: string }[]).map((b) => b.band)).toEqual(['good', 'manageable', 'high'])
  })

  // Band edges: 36 % good (≤ 36), 43 % manageable (≤ 43, the former Qualified Mortgage limit), 50 % high.
  it.each([[1800, 5000, 36, 'good'], [1805, 5000, 36.1, 'manageable'], [2150, 5000, 43, 'manageable'], [2151, 5000, 43.02, 'high'], [2500, 5000, 50, 'high'], [0, 5000, 0, 'good']])(
    '%d on %d: %d %% is %s', async (monthly_debt, monthly_income, dti, band) => {
      expect(await ok('debt-to-income', { monthly_debt, monthly_income })).toMatchObject({ dti_percent: dti, band })
    },
  )

  it.each([[0], [-100]])('refuses monthly_income=%d (division by zero), saying why', async (income) => {
    expect(await refused('debt-to-income', { monthly_debt: 500, monthly_income: income })).toEqual({
      code: 'FINANCE_DTI_INCOME', error: 'monthly_income must be greater than 0: the ratio divides the monthly debt by the monthly income',
    })
  })
})
