import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { categoryClient, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { ok, refused } = categoryClient(() => app, 'calc')

describe('required parameters', () => {
  it.each([
    ['percentage', { value: 150 }, 'percent'],
    ['percentage', { percent: 20 }, 'value'],
    ['percentage-of', { b: 120 }, 'a'],
    ['percentage-of', { a: 30 }, 'b'],
    ['percentage-change', { to: 75 }, 'from'],
    ['percentage-change', { from: 50 }, 'to'],
    ['tip', { tip_percent: 15 }, 'bill'],
    ['tip', { bill: 100 }, 'tip_percent'],
    ['discount', { discount_percent: 25 }, 'price'],
    ['discount', { price: 80 }, 'discount_percent'],
    ['vat', { rate: 20 }, 'amount'],
    ['vat', { amount: 100 }, 'rate'],
    ['gst', { rate: 10 }, 'amount'],
    ['gst', { amount: 100 }, 'rate'],
    ['sales-tax', { rate: 7.25 }, 'amount'],
    ['sales-tax', { amount: 100 }, 'rate'],
    ['margin', { price: 100 }, 'cost'],
    ['margin', { cost: 60 }, 'price'],
    ['markup', { markup_percent: 50 }, 'cost'],
    ['markup', { cost: 50 }, 'markup_percent'],
    ['payment-fee', {}, 'amount'],
    ['net-worth', { liabilities: 1 }, 'assets'],
    ['net-worth', { assets: 1 }, 'liabilities'],
    ['capital-gains-tax', { purchase_price: 1, rate: 15 }, 'sale_price'],
    ['capital-gains-tax', { sale_price: 1, rate: 15 }, 'purchase_price'],
    ['capital-gains-tax', { sale_price: 1, purchase_price: 1 }, 'rate'],
    ['property-tax', { rate: 1 }, 'assessed_value'],
    ['property-tax', { assessed_value: 1 }, 'rate'],
    ['down-payment', { percent: 20 }, 'price'],
    ['down-payment', { price: 1 }, 'percent'],
    ['cpm', { impressions: 1000 }, 'cost'],
    ['cpm', { cost: 5 }, 'impressions'],
  ])('%s without %j: %s is required', async (name, params, param) => {
    expect(await refused(name, params)).toEqual({ code: 'PARAM_REQUIRED', error: `${param} is required` })
  })

  it('a blank value counts as missing', async () => {
    expect((await refused('vat', { amount: ' ', rate: 20 })).code).toBe('PARAM_REQUIRED')
  })

  it('says so in Spanish under /es', async () => {
    expect(await refused('tip', { bill: 10 }, 'es')).toEqual({ code: 'PARAM_REQUIRED', error: 'tip_percent es obligatorio' })
  })
})

describe('numbers only, finite', () => {
  it.each([
    ['percentage', { percent: 'ten', value: 1 }, 'PARAM_NOT_NUMBER'],
    ['percentage', { percent: 'Infinity', value: 1 }, 'PARAM_NOT_NUMBER'],
    ['percentage-of', { a: 'NaN', b: 1 }, 'PARAM_NOT_NUMBER'],
    ['percentage-change', { from: '1e400', to: 1 }, 'PARAM_NOT_NUMBER'],
    ['vat', { amount: '12,50', rate: 20 }, 'PARAM_NOT_NUMBER'],
    ['vat', { amount: 10, rate: '1e400' }, 'PARAM_BETWEEN'],
    ['tip', { bill: 10, tip_percent: 15, people: 2.5 }, 'PARAM_NOT_INTEGER'],
    ['cpm', { cost: 10, impressions: 10.5 }, 'PARAM_NOT_INTEGER'],
  ])('%s %j: %s', async (name, params, code) => {
    expect((await refused(name, params)).code).toBe(code)
  })

  it('a result too large for a double is refused, not returned as null', async () => {
    expect(await refused('percentage', { percent: 1e300, value: 1e300 })).toEqual({ code: 'CALC_OUT_OF_RANGE', error: 'result is too large to compute; use smaller inputs' })
  })
})

describe('percentage', () => {
  // 20 % of 150 = 150 × 0.2 = 30 (by hand); 150 ± 30 = 180 / 120
  it('20 % of 150', async () => {
    expect(await ok('percentage', { percent: 20, value: 150 })).toEqual({
      inputs: { percent: 20, value: 150 }, result: 30, increased: 180, decreased: 120,
      formula: 'result = value × percent / 100; increased = value + result; decreased = value − result',
    })
  })

  // 17.5 % (the former UK VAT rate) of 40 = 7 by hand; 12.5 % of 64 = 8
  it.each([[17.5, 40, 7], [12.5, 64, 8], [-10, 50, -5], [250, 4, 10]])('%s percent of %s = %s', async (percent, value, result) => {
    expect((await ok('percentage', { percent, value })).result).toBe(result)
  })

  // binary artefacts: 19.99 × 300 / 100 is 59.96999999999999 in doubles, 1.1 × 3 is 3.3000000000000003
  it('no binary artefacts', async () => {
    expect((await ok('percentage', { percent: 300, value: 19.99 })).result).toBe(59.97)
    expect((await ok('percentage', { percent: 300, value: 1.1 })).result).toBe(3.3)
    expect((await ok('percentage', { percent: 10, value: 0.3 })).increased).toBe(0.33)
    // 15 % of 19.99 = 2.9985 exactly: not money, so not rounded to cents
    expect((await ok('percentage', { percent: 15, value: 19.99 })).result).toBe(2.9985)
  })
})

describe('percentage-of', () => {
  // 30 / 120 = 0.25 → 25 %; 1 / 3 = 33.33…% → 4 decimals; 0.1 / 0.3 → 33.3333 too
  it.each([[30, 120, 25], [1, 3, 33.3333], [2, 3, 66.6667], [0.1, 0.3, 33.3333], [150, 120, 125], [-5, 20, -25], [0, 7, 0]])('%s of %s is %s percent', async (a, b, share) => {
    expect((await ok('percentage-of', { a, b })).share_percent).toBe(share)
  })

  it('whole 0: 422 saying why', async () => {
    const { code, error } = await refused('percentage-of', { a: 5, b: 0 })
    expect(code).toBe('PERCENTAGE_OF_ZERO_WHOLE')
    expect(error).toMatch(/b \(the whole\) is 0.*pass a whole other than 0/)
    expect((await refused('percentage-of', { a: 5, b: 0 }, 'es')).error).toMatch(/^b \(el total\) es 0/)
  })
})

describe('percentage-change', () => {
  // (75 − 50) / 50 = +50 %; (60 − 80) / 80 = −25 %; (−5 − −10) / |−10| = +50 %; (100 − 100) = 0
  it.each([
    [50, 75, 25, 50, 'increase'], [80, 60, -20, -25, 'decrease'], [-10, -5, 5, 50, 'increase'],
    [100, 100, 0, 0, 'none'], [3, 4, 1, 33.3333, 'increase'], [40, 0, -40, -100, 'decrease'],
  ])('%s → %s: %s, %s percent, %s', async (from, to, change, changePercent, direction) => {
    expect(await ok('percentage-change', { from, to })).toMatchObject({ inputs: { from, to }, change, change_percent: changePercent, direction })
  })

  // 0.3 − 0.1 is 0.19999999999999998 in doubles
  it('no binary artefacts: 0.1 → 0.3 is +0.2, +200 %', async () => {
    expect(await ok('percentage-change', { from: 0.1, to: 0.3 })).toMatchObject({ change: 0.2, change_percent: 200 })
  })

  it('from 0: 422 explaining that a change from 0 has no percentage', async () => {
    const { code, error } = await refused('percentage-change', { from: 0, to: 12 })
    expect(code).toBe('PERCENTAGE_CHANGE_FROM_ZERO')
    expect(error).toContain('from is 0, so the change to 12 has no percentage')
    expect(error).toContain('pass an original value other than 0')
  })
})

describe('tip', () => {
  // 15 % of 100 = 15, total 115; 115 / 3 = 38.333… rounded up → 38.34, 3 × 38.34 = 115.02 (surplus 0.02)
  it('15 % on 100 split three ways', async () => {
    expect(await ok('tip', { bill: 100, tip_percent: 15, people: 3 })).toEqual({
      inputs: { bill: 100, tip_percent: 15, people: 3 }, tip: 15, total: 115, tip_per_person: 5, total_per_person: 38.34, rounding_surplus: 0.02,
      formula: 'tip = bill × tip_percent / 100; total = bill + tip; each share = total / people, rounded up to the cent',
    })
  })

  // 18 % of 85.50 = 15.39; total 100.89; / 2 = 50.445 → 50.45; tip / 2 = 7.695 → 7.70
  it('18 % on 85.50 split two ways', async () => {
    expect(await ok('tip', { bill: 85.5, tip_percent: 18, people: 2 })).toMatchObject({ tip: 15.39, total: 100.89, tip_per_person: 7.7, total_per_person: 50.45, rounding_surplus: 0.01 })
  })

  // 20 % of 59.97 (19.99 × 3) = 11.994 → 11.99; total 71.96 (not 71.96000000000001); / 3 = 23.9866… → 23.99
  it('people defaults to 1; no binary artefacts', async () => {
    expect(await ok('tip', { bill: 59.97, tip_percent: 20 })).toMatchObject({ inputs: { people: 1 }, tip: 11.99, total: 71.96, total_per_person: 71.96, rounding_surplus: 0 })
    expect(await ok('tip', { bill: 59.97, tip_percent: 20, people: 3 })).toMatchObject({ total_per_person: 23.99, rounding_surplus: 0.01 })
    // an even split stays exact: 19.99 × 3 = 59.97, no tip, three ways → 19.99 each (19.99 × 100 is 1998.9999999999998)
    expect(await ok('tip', { bill: 59.97, tip_percent: 0, people: 3 })).toMatchObject({ total_per_person: 19.99, rounding_surplus: 0 })
  })

  it.each([
    [{ bill: -1, tip_percent: 15 }, 'PARAM_MIN', 'bill must be at least 0'],
    [{ bill: 10, tip_percent: -5 }, 'PARAM_BETWEEN', 'tip_percent must be between 0 and 1000'],
    [{ bill: 10, tip_percent: 15, people: 0 }, 'PARAM_BETWEEN', 'people must be between 1 and 1000'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('tip', params)).toEqual({ code, error })
  })
})

describe('discount', () => {
  // 25 % of 80 = 20 → 60; 15 % of 19.99 = 2.9985 → 3.00 → 16.99; 100 % off → free
  it.each([[80, 25, 20, 60], [19.99, 15, 3, 16.99], [59.97, 10, 6, 53.97], [49.5, 100, 49.5, 0], [10, 0, 0, 10]])('%s at %s percent off: saves %s, pays %s', async (price, pct, savings, finalPrice) => {
    expect(await ok('discount', { price, discount_percent: pct })).toMatchObject({ inputs: { price, discount_percent: pct }, savings, final_price: finalPrice })
  })

  it.each([
    [{ price: 10, discount_percent: 120 }, 'PARAM_BETWEEN', 'discount_percent must be between 0 and 100'],
    [{ price: -10, discount_percent: 20 }, 'PARAM_MIN', 'price must be at least 0'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('discount', params)).toEqual({ code, error })
  })
})

describe('vat, gst and sales-tax', () => {
  // UK VAT 20 % (HMRC): 100 net → 20 VAT → 120 gross; 120 gross → 100 net, VAT fraction 1/6 = 20
  it('UK VAT 20 %', async () => {
    expect(await ok('vat', { amount: 100, rate: 20 })).toEqual({
      inputs: { amount: 100, rate: 20, mode: 'add' }, net: 100, tax: 20, gross: 120, formula: 'tax = net × rate / 100; gross = net + tax',
    })
    expect(await ok('vat', { amount: 120, rate: 20, mode: 'remove' })).toEqual({
      inputs: { amount: 120, rate: 20, mode: 'remove' }, net: 100, tax: 20, gross: 120, formula: 'net = gross / (1 + rate / 100); tax = gross − net',
    })
  })

  // Germany 19 %: 49.99 × 0.19 = 9.4981 → 9.50, gross 59.49; UK: 100 gross at 20 % → 83.333… → 83.33 net, 16.67 VAT (1/6 of 100)
  it('rounding keeps net + tax = gross', async () => {
    expect(await ok('vat', { amount: 49.99, rate: 19 })).toMatchObject({ net: 49.99, tax: 9.5, gross: 59.49 })
    expect(await ok('vat', { amount: 100, rate: 20, mode: 'remove' })).toMatchObject({ net: 83.33, tax: 16.67, gross: 100 })
    // 19.99 × 3 = 59.97 gross at 0 %: no artefact (59.97 / 1 stays 59.97)
    expect(await ok('vat', { amount: 59.97, rate: 0, mode: 'remove' })).toMatchObject({ net: 59.97, tax: 0, gross: 59.97 })
    // 0.1 + 0.2 style: 0.3 at 10 % → 0.03 tax, 0.33 gross
    expect(await ok('vat', { amount: 0.3, rate: 10 })).toMatchObject({ net: 0.3, tax: 0.03, gross: 0.33 })
  })

  // Australia (ATO): GST 10 %, the GST in an inclusive price is 1/11: 110 → 10; 100 + 10 % = 110
  // New Zealand (IRD): GST 15 %, fraction 3/23: 115 → 15; India 18 % slab: 1000 → 180 → 1180
  it('GST 10 %, 15 %, 18 %', async () => {
    expect(await ok('gst', { amount: 100, rate: 10 })).toMatchObject({ net: 100, tax: 10, gross: 110 })
    expect(await ok('gst', { amount: 110, rate: 10, mode: 'remove' })).toMatchObject({ net: 100, tax: 10, gross: 110 })
    expect(await ok('gst', { amount: 115, rate: 15, mode: 'remove' })).toMatchObject({ net: 100, tax: 15, gross: 115 })
    expect(await ok('gst', { amount: 1000, rate: 18 })).toMatchObject({ tax: 180, gross: 1180 })
    // 99.99 inclusive at 10 %: 99.99 / 11 = 9.09 GST (ATO rounding to the cent)
    expect(await ok('gst', { amount: 99.99, rate: 10, mode: 'remove' })).toMatchObject({ net: 90.9, tax: 9.09 })
  })

  // California base rate 7.25 %: 100 → 7.25 → 107.25; New York City 8.875 %: 50 → 4.4375 → 4.44 → 54.44;
  // back: 54.44 / 1.08875 = 50.0023 → 50.00 net, 4.44 tax
  it('US sales tax', async () => {
    expect(await ok('sales-tax', { amount: 100, rate: 7.25 })).toMatchObject({ inputs: { mode: 'add' }, net: 100, tax: 7.25, gross: 107.25 })
    expect(await ok('sales-tax', { amount: 50, rate: 8.875 })).toMatchObject({ tax: 4.44, gross: 54.44 })
    expect(await ok('sales-tax', { amount: 54.44, rate: 8.875, mode: 'remove' })).toMatchObject({ net: 50, tax: 4.44, gross: 54.44 })
    // 19.99 × 3 = 59.97 at 6 %: 3.5982 → 3.60, 63.57
    expect(await ok('sales-tax', { amount: 59.97, rate: 6 })).toMatchObject({ tax: 3.6, gross: 63.57 })
  })

  it('add then remove gives the net back, for every cent amount tried', async () => {
    for (const amount of [0.01, 0.99, 1.05, 9.99, 19.99, 123.45, 1000.01]) {
      const { gross } = await ok('vat', { amount, rate: 20 })
      expect((await ok('vat', { amount: gross, rate: 20, mode: 'remove' })).net).toBe(amount)
    }
  })

  it.each([
    ['vat', { amount: 100, rate: 20, mode: 'subtract' }, 'PARAM_ENUM', 'mode must be one of: add, remove'],
    ['gst', { amount: 100, rate: 101 }, 'PARAM_BETWEEN', 'rate must be between 0 and 100'],
    ['sales-tax', { amount: -5, rate: 7 }, 'PARAM_MIN', 'amount must be at least 0'],
  ])('%s %j: %s', async (name, params, code, error) => {
    expect(await refused(name, params)).toEqual({ code, error })
  })
})

describe('margin', () => {
  // cost 60, price 100: profit 40, margin 40/100 = 40 %, markup 40/60 = 66.6667 %
  // cost 50, price 75: margin 25/75 = 33.3333 %, markup 25/50 = 50 %
  it.each([
    [60, 100, 40, 40, 66.6667], [50, 75, 25, 33.3333, 50], [120, 100, -20, -20, -16.6667], [19.99, 59.97, 39.98, 66.6667, 200],
  ])('cost %s, price %s: profit %s, margin %s percent, markup %s percent', async (cost, price, profit, marginPercent, markupPercent) => {
    expect(await ok('margin', { cost, price })).toMatchObject({ inputs: { cost, price }, profit, margin_percent: marginPercent, markup_percent: markupPercent, note: null })
  })

  it('cost 0: markup is null with a note', async () => {
    const r = await ok('margin', { cost: 0, price: 10 })
    expect(r).toMatchObject({ profit: 10, margin_percent: 100, markup_percent: null })
    expect(r.note).toMatch(/markup .* undefined and given as null/)
    expect((await ok('margin', { cost: 0, price: 10 }, 'es')).note).toMatch(/^cost es 0/)
  })

  it('price 0: 422 saying why', async () => {
    const { code, error } = await refused('margin', { cost: 5, price: 0 })
    expect(code).toBe('MARGIN_ZERO_PRICE')
    expect(error).toBe('price is 0, so there is no margin: margin is profit divided by the selling price; pass a price above 0')
  })

  it('negative cost: 422', async () => {
    expect((await refused('margin', { cost: -1, price: 10 })).code).toBe('PARAM_MIN')
  })
})

describe('markup', () => {
  // 50 on 50 → 75, margin 25/75 = 33.3333 %; 25 % on 80 → 100, margin 20 %; keystone 100 % doubles, margin 50 %
  it.each([
    [50, 50, 75, 25, 33.3333], [80, 25, 100, 20, 20], [12.5, 100, 25, 12.5, 50], [19.99, 200, 59.97, 39.98, 66.6667], [10, 0, 10, 0, 0],
  ])('cost %s, markup %s percent: price %s, profit %s, margin %s percent', async (cost, markupPercent, price, profit, marginPercent) => {
    expect(await ok('markup', { cost, markup_percent: markupPercent })).toMatchObject({ inputs: { cost, markup_percent: markupPercent }, price, profit, margin_percent: marginPercent })
  })

  it('agrees with margin on the same figures', async () => {
    const m = await ok('markup', { cost: 37.5, markup_percent: 60 })
    expect(await ok('margin', { cost: 37.5, price: m.price })).toMatchObject({ markup_percent: 60, margin_percent: m.margin_percent })
  })

  it('cost 0: 422 saying why', async () => {
    const { code, error } = await refused('markup', { cost: 0, markup_percent: 50 })
    expect(code).toBe('MARKUP_ZERO_COST')
    expect(error).toContain('a markup is a percentage of the cost')
  })

  it('negative markup: 422', async () => {
    expect(await refused('markup', { cost: 10, markup_percent: -5 })).toEqual({ code: 'PARAM_MIN', error: 'markup_percent must be at least 0' })
  })
})

describe('payment-fee', () => {
  // Stripe US standard 2.9 % + 0.30: 100 → 2.90 + 0.30 = 3.20 fee, 96.80 received;
  // to receive 100: 100.30 / 0.971 = 103.2956… → 103.30; fee on it 2.9957 + 0.30 = 3.2957 → 3.30; leaves 100.00
  it('defaults 2.9 % + 0.30', async () => {
    expect(await ok('payment-fee', { amount: 100 })).toEqual({
      inputs: { amount: 100, rate_percent: 2.9, fixed_fee: 0.3 },
      fee: 3.2, net_received: 96.8, charge_to_receive_amount: 103.3, fee_on_charge: 3.3, received_from_charge: 100,
      formula: 'fee = amount × rate_percent / 100 + fixed_fee; net_received = amount − fee; charge_to_receive_amount = (amount + fixed_fee) / (1 − rate_percent / 100), rounded up to the cent',
    })
  })

  // PayPal-style 3.49 % + 0.49: 3.49 + 0.49 = 3.98; 100.49 / 0.9651 = 104.1239… → 104.13
  it('custom rate and fixed fee', async () => {
    expect(await ok('payment-fee', { amount: 100, rate_percent: 3.49, fixed_fee: 0.49 })).toMatchObject({ fee: 3.98, net_received: 96.02, charge_to_receive_amount: 104.13 })
    // no fixed fee: 2 % of 50 = 1; 50 / 0.98 = 51.0204… → 51.03
    expect(await ok('payment-fee', { amount: 50, rate_percent: 2, fixed_fee: 0 })).toMatchObject({ fee: 1, net_received: 49, charge_to_receive_amount: 51.03 })
  })

  it('a fee larger than a small charge gives a negative net', async () => {
    // 0.20 × 2.9 % = 0.0058 + 0.30 = 0.3058 → 0.31; 0.20 − 0.31 = −0.11
    expect(await ok('payment-fee', { amount: 0.2 })).toMatchObject({ fee: 0.31, net_received: -0.11 })
  })

  it('the charge always leaves at least the amount', async () => {
    for (const amount of [0.01, 1, 9.99, 19.99, 59.97, 250, 1234.56]) {
      const r = await ok('payment-fee', { amount })
      expect(r.received_from_charge as number).toBeGreaterThanOrEqual(amount)
    }
  })

  it('rate 100: 422 saying why', async () => {
    const { code, error } = await refused('payment-fee', { amount: 10, rate_percent: 100 })
    expect(code).toBe('PAYMENT_FEE_FULL_RATE')
    expect(error).toBe('rate_percent is 100, so the fee takes the whole charge and no charge can leave 10 after fees; pass a rate below 100')
  })

  it('negative fixed fee: 422', async () => {
    expect((await refused('payment-fee', { amount: 10, fixed_fee: -0.3 })).code).toBe('PARAM_MIN')
  })
})

describe('net-worth', () => {
  // 250000 − 100000 = 150000; 100000 / 250000 = 40 %; 20000 − 35000 = −15000, 35000 / 20000 = 175 %
  it.each([[250000, 100000, 150000, 40], [20000, 35000, -15000, 175], [1000.1, 0.2, 999.9, 0.02]])('assets %s, liabilities %s: %s, %s percent', async (assets, liabilities, netWorth, ratio) => {
    expect(await ok('net-worth', { assets, liabilities })).toMatchObject({ inputs: { assets, liabilities }, net_worth: netWorth, debt_ratio_percent: ratio, note: null })
  })

  it('assets 0: the debt ratio is null with a note', async () => {
    const r = await ok('net-worth', { assets: 0, liabilities: 5000 })
    expect(r).toMatchObject({ net_worth: -5000, debt_ratio_percent: null })
    expect(r.note).toBe('assets are 0, so the debt ratio (liabilities divided by assets) is undefined and given as null')
  })

  it('negative liabilities: 422', async () => {
    expect((await refused('net-worth', { assets: 10, liabilities: -1 })).code).toBe('PARAM_MIN')
  })
})

describe('capital-gains-tax', () => {
  // US long-term rate 15 %: bought 10000, sold 15000 → gain 5000, tax 750, keeps 14250
  it('gain of 5000 at 15 %', async () => {
    expect(await ok('capital-gains-tax', { sale_price: 15000, purchase_price: 10000, rate: 15 })).toEqual({
      inputs: { sale_price: 15000, purchase_price: 10000, fees: 0, rate: 15 },
      gain: 5000, tax: 750, net_proceeds: 14250, profit_after_tax: 4250, note: null,
      formula: 'gain = sale_price − purchase_price − fees; tax = gain × rate / 100 if gain > 0, else 0; net_proceeds = sale_price − fees − tax',
    })
  })

  // 20000 − 12000 − 500 = 7500; 20 % = 1500; 20000 − 500 − 1500 = 18000
  it('fees reduce the gain', async () => {
    expect(await ok('capital-gains-tax', { sale_price: 20000, purchase_price: 12000, fees: 500, rate: 20 })).toMatchObject({ gain: 7500, tax: 1500, net_proceeds: 18000, profit_after_tax: 6000 })
    // 59.97 − 19.99 − 0.1 = 39.88 (no artefacts); 10 % → 3.99 (3.988)
    expect(await ok('capital-gains-tax', { sale_price: 59.97, purchase_price: 19.99, fees: 0.1, rate: 10 })).toMatchObject({ gain: 39.88, tax: 3.99, net_proceeds: 55.88 })
  })

  it('a loss owes no tax, and says so', async () => {
    const r = await ok('capital-gains-tax', { sale_price: 8000, purchase_price: 10000, rate: 15 })
    expect(r).toMatchObject({ gain: -2000, tax: 0, net_proceeds: 8000, profit_after_tax: -2000 })
    expect(r.note).toBe('the sale made a capital loss of 2000, so no tax is due; in many tax systems a loss can offset other capital gains')
    // fees can turn a nominal gain into a loss: 10500 − 10000 − 600 = −100
    expect(await ok('capital-gains-tax', { sale_price: 10500, purchase_price: 10000, fees: 600, rate: 20 })).toMatchObject({ gain: -100, tax: 0, net_proceeds: 9900 })
    expect((await ok('capital-gains-tax', { sale_price: 100, purchase_price: 100, rate: 20 })).note).toBe('the sale made neither a gain nor a loss, so no tax is due')
  })

  it('rate over 100: 422', async () => {
    expect(await refused('capital-gains-tax', { sale_price: 1, purchase_price: 1, rate: 150 })).toEqual({ code: 'PARAM_BETWEEN', error: 'rate must be between 0 and 100' })
  })
})

describe('property-tax', () => {
  // 300000 × 1.1 % = 3300 a year, 275 a month, 11 mills; 250000 × 1.25 % = 3125, / 12 = 260.4166… → 260.42
  it.each([[300000, 1.1, 3300, 275, 11], [250000, 1.25, 3125, 260.42, 12.5], [199999.99, 0.7, 1400, 116.67, 7]])('%s at %s percent: %s / %s', async (value, rate, annual, monthly, mills) => {
    expect(await ok('property-tax', { assessed_value: value, rate })).toMatchObject({ inputs: { assessed_value: value, rate }, annual_tax: annual, monthly_tax: monthly, mills })
  })

  it.each([
    [{ assessed_value: -1, rate: 1 }, 'PARAM_MIN'], [{ assessed_value: 1, rate: 101 }, 'PARAM_BETWEEN'],
  ])('%j: %s', async (params, code) => {
    expect((await refused('property-tax', params)).code).toBe(code)
  })
})

describe('down-payment', () => {
  // 20 % of 400000 = 80000, loan 320000; FHA minimum 3.5 % of 300000 = 10500, loan 289500
  it.each([[400000, 20, 80000, 320000, 80], [300000, 3.5, 10500, 289500, 96.5], [59.97, 10, 6, 53.97, 90], [250000, 100, 250000, 0, 0]])('%s at %s percent: %s down, %s loan', async (price, pct, down, loan, ltv) => {
    expect(await ok('down-payment', { price, percent: pct })).toMatchObject({ inputs: { price, percent: pct }, down_payment: down, loan_amount: loan, loan_to_value_percent: ltv })
  })

  it.each([
    [{ price: 100000, percent: 120 }, 'PARAM_BETWEEN', 'percent must be between 0 and 100'],
    [{ price: -5, percent: 20 }, 'PARAM_MIN', 'price must be at least 0'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('down-payment', params)).toEqual({ code, error })
  })
})

describe('cpm', () => {
  // CPM = cost / impressions × 1000: 500 / 100000 × 1000 = 5; 2500 / 1000000 × 1000 = 2.50; 59.97 / 3000 × 1000 = 19.99
  it.each([[500, 100000, 5, 0.005], [2500, 1000000, 2.5, 0.0025], [59.97, 3000, 19.99, 0.01999], [10, 3, 3333.33, 3.33333333333333]])('%s for %s impressions: CPM %s', async (cost, impressions, cpm, each) => {
    expect(await ok('cpm', { cost, impressions })).toMatchObject({ inputs: { cost, impressions }, cpm, cost_per_impression: each })
  })

  it('impressions 0: 422 saying why', async () => {
    const { code, error } = await refused('cpm', { cost: 100, impressions: 0 })
    expect(code).toBe('CPM_NO_IMPRESSIONS')
    expect(error).toContain('pass the number of impressions served, 1 or more')
  })

  it('negative cost: 422', async () => {
    expect((await refused('cpm', { cost: -1, impressions: 10 })).code).toBe('PARAM_MIN')
  })

  it('negative impressions: 422', async () => {
    expect(await refused('cpm', { cost: 1, impressions: -10 })).toEqual({ code: 'PARAM_BETWEEN', error: 'impressions must be between 0 and 1000000000000' })
  })
})

describe('documentation', () => {
  it('every 422 code of these calculators has a Spanish message', async () => {
    for (const [name, params] of [
      ['percentage-change', { from: 0, to: 1 }], ['margin', { cost: 1, price: 0 }], ['markup', { cost: 0, markup_percent: 1 }],
      ['payment-fee', { amount: 1, rate_percent: 100 }], ['cpm', { cost: 1, impressions: 0 }],
    ] as const) {
      const en = await refused(name, params)
      const es = await refused(name, params, 'es')
      expect(es.code).toBe(en.code)
      expect(es.error).not.toBe(en.error)
    }
  })
})
