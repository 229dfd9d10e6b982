import { describe, expect, it } from 'vitest'
import {
  DTI_BANDS, amortise, amortisationResult, amortisingPayment, annuityFactor, annuityFutureValue, breakEvenUnits, cagr,
  compoundAmount, dtiBand, effectiveAnnualRate, financeParam, growthFactor, growthMinusOne, paybackMonths, periodicRate,
  presentValue, returnOnInvestment, simpleInterest, sinkingFundPayment, wholeMonths, yearsToMultiply,
} from '../../src/lib/money/finance.ts'
import { failure } from '../helpers.ts'

// Reference values below were computed independently with 40-digit decimal arithmetic (Python's
// decimal module) from the textbook formulas, unless a published figure is cited.


const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

describe('rates and compounding', () => {
  it('periodicRate splits a nominal annual percent over the periods', () => {
    expect(periodicRate(6, 12)).toBeCloseTo(0.005, 15)
    expect(periodicRate(5)).toBe(0.05)
  })

  it('growthFactor and growthMinusOne', () => {
    expect(growthFactor(0.05, 10)).toBeCloseTo(1.62889462677744, 12)
    expect(growthMinusOne(0.05, 10)).toBeCloseTo(0.62889462677744, 12)
    // (1 + 1e-12)^12 − 1 = 1.2000000000066e-11: the naive form loses most digits, expm1/log1p keeps them.
    expect(growthMinusOne(1e-12, 12) / 1.2000000000066e-11).toBeCloseTo(1, 12)
    expect(growthMinusOne(-1, 5)).toBe(-1)
    expect(growthMinusOne(0, 100)).toBe(0)
  })

  it('simpleInterest: I = P r t (1,000 at 5 % for 3 years is 150)', () => {
    expect(simpleInterest(1000, 5, 3)).toBeCloseTo(150, 10)
    expect(simpleInterest(2500, 3.75, 1.5)).toBeCloseTo(140.625, 10)
    expect(simpleInterest(1000, 0, 10)).toBe(0)
  })

  it('compoundAmount: 1,000 at 5 % for 10 years, yearly = 1,628.894627 (textbook), monthly = 1,647.009498', () => {
    expect(compoundAmount(1000, 5, 10)).toBeCloseTo(1628.89462677744, 9)
    expect(compoundAmount(1000, 5, 10, 12)).toBeCloseTo(1647.0094976902, 8)
    expect(compoundAmount(1000, 0, 10, 12)).toBe(1000)
    expect(compoundAmount(1000, -100, 3)).toBe(0)
    // Half a year at 4 % yearly compounding: the fractional exponent, 1000 × 1.04^0.5.
    expect(compoundAmount(1000, 4, 0.5)).toBeCloseTo(1000 * Math.sqrt(1.04), 10)
  })

  it('effectiveAnnualRate: 5 % compounded monthly is 5.11619 % APY (published bank APY tables)', () => {
    expect(effectiveAnnualRate(5, 12)).toBeCloseTo(0.0511618978817332, 14)
    expect(effectiveAnnualRate(5, 1)).toBeCloseTo(0.05, 15)
    expect(effectiveAnnualRate(6, 365)).toBeCloseTo(0.0618313106778537, 13)
  })

  it('cagr: doubling in 5 years is 2^(1/5) − 1 = 14.8698 %', () => {
    expect(cagr(100, 200, 5)).toBeCloseTo(0.148698354997035, 14)
    expect(cagr(10000, 8000, 3)).toBeCloseTo(-0.0716822332774442, 14)
    expect(cagr(100, 100, 7)).toBe(0)
    expect(cagr(100, 0, 2)).toBe(-1)
  })

  it('yearsToMultiply: ln 2 / ln 1.08 = 9.006468 years to double at 8 %', () => {
    expect(yearsToMultiply(2, 8)).toBeCloseTo(9.0064683420006, 12)
    expect(yearsToMultiply(4, 8)).toBeCloseTo(2 * yearsToMultiply(2, 8), 12)
  })

  it('presentValue: 100 in 10 years at 3 % is worth 74.409391 today', () => {
    expect(presentValue(100, 3, 10)).toBeCloseTo(74.4093914896725, 12)
    expect(presentValue(100, 0, 10)).toBe(100)
  })

  it('returnOnInvestment', () => {
    expect(returnOnInvestment(1000, 1500)).toBe(0.5)
    expect(returnOnInvestment(2000, 1500)).toBe(-0.25)
    expect(returnOnInvestment(1000, 0)).toBe(-1)
  })
})

describe('annuities', () => {
  it('annuityFactor: FVIFA(0.5 %, 120) = 163.879347 (annuity tables); n at 0 %', () => {
    expect(annuityFactor(0.005, 120)).toBeCloseTo(163.879346806463, 10)
    expect(annuityFactor(0, 120)).toBe(120)
  })

  it('annuityFutureValue: ordinary annuity vs annuity due', () => {
    // 100 a month at 6 % for 10 years, end of month: 16,387.93 (widely published).
    expect(annuityFutureValue(100, 0.005, 120)).toBeCloseTo(16387.9346806463, 8)
    // SIP convention, start of month: 1,000 a month at 12 % for 10 years = 232,339.08.
    expect(annuityFutureValue(1000, 0.01, 120, 'start')).toBeCloseTo(232339.07635194, 6)
    expect(annuityFutureValue(50, 0, 10, 'start')).toBe(500)
  })

  it('sinkingFundPayment: 10,000 in 36 months at 5 % needs 258.0423 a month, and grows back to the goal', () => {
    const i = periodicRate(5, 12)
    const payment = sinkingFundPayment(10000, i, 36)
    expect(payment).toBeCloseTo(258.042304379988, 9)
    expect(annuityFutureValue(payment, i, 36)).toBeCloseTo(10000, 8)
    expect(sinkingFundPayment(5000, 0, 18)).toBeCloseTo(277.7777777778, 9)
  })

  it('amortisingPayment: 200,000 at 6 % for 30 years = 1,199.10 a month (widely published)', () => {
    expect(amortisingPayment(200000, 0.005, 360)).toBeCloseTo(1199.10105030550, 9)
    expect(amortisingPayment(1200, 0, 12)).toBe(100)
    // The payment's present value at the loan rate is the principal.
    const i = periodicRate(7.25, 12)
    const m = amortisingPayment(15000, i, 48)
    expect(m * -growthMinusOne(i, -48) / i).toBeCloseTo(15000, 8)
  })
})

describe('amortise', () => {
  it('200,000 at 6 % for 30 years: first year 2,456.02 principal and 11,933.19 interest', () => {
    const a = amortise(200000, 6, 360)
    expect(a.payment).toBeCloseTo(1199.10105030550, 9)
    expect(a.years).toHaveLength(30)
    expect(a.years[0]).toMatchObject({ year: 1, payments: 12 })
    expect(a.years[0]!.principalPaid).toBeCloseTo(2456.02, 2)
    expect(a.years[0]!.interestPaid).toBeCloseTo(11933.19, 2)
    expect(a.years[0]!.balance).toBeCloseTo(197543.98, 2)
    expect(a.years[29]!.balance).toBe(0)
  })

  it('principal rows add up to the principal, interest rows to the total interest, balances fall', () => {
    const a = amortise(25000, 8.5, 67)
    expect(sum(a.years.map((y) => y.principalPaid))).toBeCloseTo(25000, 6)
    expect(sum(a.years.map((y) => y.interestPaid))).toBeCloseTo(a.totalInterest, 6)
    expect(a.totalPaid).toBeCloseTo(a.payment * 67, 9)
    expect(a.years.map((y) => y.payments)).toEqual([12, 12, 12, 12, 12, 7])
    for (let k = 1; k < a.years.length; k++) expect(a.years[k]!.balance).toBeLessThan(a.years[k - 1]!.balance)
    expect(a.years.at(-1)!.balance).toBe(0)
  })

  it('0 % repays principal evenly with no interest', () => {
    const a = amortise(1200, 0, 18)
    expect(a.payment).toBe(1200 / 18)
    expect(a.totalInterest).toBeCloseTo(0, 9)
    expect(a.years.map((y) => [y.payments, y.interestPaid])).toEqual([[12, 0], [6, 0]])
    expect(a.years[0]!.balance).toBeCloseTo(400, 9)
  })

  it('a single month repays principal plus one month of interest', () => {
    const a = amortise(1000, 12, 1)
    expect(a.payment).toBeCloseTo(1010, 9)
    expect(a.years).toEqual([{ year: 1, payments: 1, principalPaid: 1000, interestPaid: 10, balance: 0 }])
  })

  it('amortisationResult rounds to cents and names fields in snake_case', () => {
    // 10,000 at 5 % over 36 months: 299.71 a month (widely published).
    expect(amortisationResult(10000, 5, 36)).toMatchObject({
      monthly_payment: 299.71, total_paid: 10789.52, total_interest: 789.52,
      schedule_by_year: [
        { year: 1, payments: 12, principal_paid: 3168.46, interest_paid: 428.04, balance: 6831.54 },
        { year: 2, payments: 12, principal_paid: 3330.57, interest_paid: 265.94, balance: 3500.97 },
        { year: 3, payments: 12, principal_paid: 3500.97, interest_paid: 95.54, balance: 0 },
      ],
    })
  })

  it('amortisationResult refuses an overflow', () => {
    expect(failure(() => amortisationResult(1e308, 1000, 1200))).toEqual({ code: 'CALC_OUT_OF_RANGE', vars: { what: 'total_paid' } })
  })
})

describe('wholeMonths', () => {
  it.each([[30, 360], [2.5, 30], [1 / 12, 1], [0.0833, 1], [2.5833, 31], [100, 1200]])('%d years is %i months', (years, months) => {
    expect(wholeMonths(years)).toBe(months)
  })

  it('refuses a term that is not whole months, suggesting the nearest', () => {
    expect(failure(() => wholeMonths(2.55))).toEqual({
      code: 'FINANCE_WHOLE_MONTHS', vars: { param: 'years', years: 2.55, months: 30.6, suggestion: 2.5833, suggestionMonths: 31 },
    })
  })

  it('refuses less than one month, suggesting one', () => {
    expect(failure(() => wholeMonths(0.001))).toMatchObject({ code: 'FINANCE_WHOLE_MONTHS', vars: { months: 0.012, suggestion: 0.0833, suggestionMonths: 1 } })
  })
})

describe('ratios', () => {
  it('breakEvenUnits: 10,000 / (50 − 30) = 500', () => {
    expect(breakEvenUnits(10000, 50, 30)).toBe(500)
    expect(breakEvenUnits(0, 50, 30)).toBe(0)
  })

  it('paybackMonths', () => {
    expect(paybackMonths(4000, 150)).toBeCloseTo(26.6666666667, 9)
    expect(paybackMonths(0, 150)).toBe(0)
  })

  it.each([[0, 'good'], [36, 'good'], [36.0001, 'manageable'], [43, 'manageable'], [43.0001, 'high'], [250, 'high']])('DTI %d %% is %s', (dti, band) => {
    expect(dtiBand(dti)).toBe(band)
  })

  it('lists the bands from the lowest', () => {
    expect(DTI_BANDS.map((b) => [b.band, b.up_to_percent])).toEqual([['good', 36], ['manageable', 43], ['high', null]])
  })
})

describe('financeParam', () => {
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

  it('amounts refuse negatives with the reason', () => {
    expect(message(financeParam.amount('x').safeParse(-1))).toBe('FINANCE_NEGATIVE_AMOUNT')
    expect(financeParam.amount('x').safeParse(0).success).toBe(true)
    expect(financeParam.amountOr('x', 0).parse(undefined)).toBe(0)
  })

  it('growth rates go down to -100 and no further', () => {
    expect(financeParam.growthRate('x').safeParse(-100).success).toBe(true)
    expect(message(financeParam.growthRate('x').safeParse(-100.01))).toBe('FINANCE_RATE_BELOW_TOTAL_LOSS')
    expect(financeParam.growthRate('x').safeParse(1001).success).toBe(false)
  })

  it('years must be above 0 and at most 100', () => {
    expect(message(financeParam.years('x').safeParse(0))).toBe('FINANCE_YEARS_NOT_POSITIVE')
    expect(financeParam.years('x').safeParse(100).success).toBe(true)
    expect(financeParam.years('x').safeParse(100.5).success).toBe(false)
    expect(financeParam.optionalYears('x').parse(undefined)).toBeUndefined()
  })

  it('every builder keeps its description, defaults included', () => {
    for (const schema of [financeParam.amount('a'), financeParam.amountOr('a', 0), financeParam.interestRate('a'), financeParam.growthRate('a'),
      financeParam.years('a'), financeParam.optionalYears('a'), financeParam.compoundsPerYear(12)]) {
      expect(schema.description).toBeTruthy()
    }
    expect(financeParam.compoundsPerYear(12).parse(undefined)).toBe(12)
  })
})
