import { describe, expect, it } from 'vitest'
import { OperationError } from '../../src/core/errors.ts'
import {
  dispersion, MAX_LIST_COUNT, maximum, mean, median, minimum, modes, parseNumberList, roundSignificant, sum,
} from '../../src/lib/calc/stats.ts'

/** The code and variables of the OperationError that fn throws. */
function refusal(fn: () => unknown): { code: string; vars: unknown } {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(OperationError)
    const { code, vars } = error as OperationError
    return { code, vars }
  }
  throw new Error('expected a refusal')
}

/** NIST StRD NumAcc2-4: `base` + 0.2, then 500 pairs of `base` + 0.1 and `base` + 0.3 (1001 values). */
function numAcc(base: number): number[] {
  const values = [base + 0.2]
  for (let i = 0; i < 500; i++) values.push(base + 0.1, base + 0.3)
  return values
}

describe('parseNumberList', () => {
  it.each([
    ['1, 2, 3', [1, 2, 3]],
    ['1 2 3', [1, 2, 3]],
    ['1,2 ,3', [1, 2, 3]],
    ['  ,1\n2\t3,, ', [1, 2, 3]],
    ['-1.5 +2 .5 1e3 2E-2', [-1.5, 2, 0.5, 1000, 0.02]],
    ['-0', [0]],
    // A comma is always a separator: 1,000 is two numbers (documented; inputs echo them so it shows).
    ['1,000', [1, 0]],
  ])('%j → %j', (text, expected) => {
    expect(parseNumberList(text, 'numbers')).toEqual(expected)
  })

  it('keeps -0 out of the list', () => {
    expect(Object.is(parseNumberList('-0', 'numbers')[0], 0)).toBe(true)
  })

  it('an empty list is a missing parameter', () => {
    expect(refusal(() => parseNumberList('  ', 'numbers'))).toEqual({ code: 'PARAM_REQUIRED', vars: { param: 'numbers' } })
  })

  it('separators alone are refused', () => {
    expect(refusal(() => parseNumberList(', ,', 'numbers'))).toEqual({ code: 'STATS_NO_NUMBERS', vars: { param: 'numbers' } })
  })

  it.each([
    ['1, two, 3', 2, 'two'],
    ['1;2', 1, '1;2'],
    ['1 0x10', 2, '0x10'],
    ['1 NaN', 2, 'NaN'],
    ['Infinity', 1, 'Infinity'],
    ['1 2 1.2.3', 3, '1.2.3'],
    ['1 €5', 2, '€5'],
  ])('%j: item %i, %j, is not a number', (text, position, item) => {
    expect(refusal(() => parseNumberList(text, 'numbers'))).toEqual({ code: 'STATS_NOT_A_NUMBER', vars: { param: 'numbers', position, item } })
  })

  it('shortens a long bad item in the message', () => {
    const { vars } = refusal(() => parseNumberList(`1 ${'x'.repeat(100)}`, 'numbers'))
    expect((vars as { item: string }).item).toBe(`${'x'.repeat(30)}…`)
  })

  it('refuses a number beyond the double range, naming it', () => {
    expect(refusal(() => parseNumberList('1 1e400', 'numbers'))).toEqual({ code: 'STATS_NUMBER_TOO_LARGE', vars: { param: 'numbers', position: 2, item: '1e400' } })
  })

  it(`accepts ${MAX_LIST_COUNT} numbers and refuses one more`, () => {
    expect(parseNumberList(Array(MAX_LIST_COUNT).fill('7').join(','), 'numbers')).toHaveLength(MAX_LIST_COUNT)
    expect(refusal(() => parseNumberList(Array(MAX_LIST_COUNT + 1).fill('7').join(','), 'numbers'))).toEqual({
      code: 'STATS_TOO_MANY', vars: { param: 'numbers', count: MAX_LIST_COUNT + 1, max: MAX_LIST_COUNT },
    })
  })
})

describe('sum and mean', () => {
  it('compensated summation keeps what plain addition loses', () => {
    expect(sum([1e16, 1, -1e16])).toBe(1) // plain left-to-right addition gives 0
    expect(sum(Array(10).fill(0.1))).toBe(1) // plain addition gives 0.9999999999999999
    expect(sum([])).toBe(0)
  })

  it('the mean of equal values is that value', () => {
    expect(mean([0.1, 0.1, 0.1])).toBe(0.1) // sum / n alone gives 0.10000000000000002
    expect(mean([2, 4, 4, 4, 5, 5, 7, 9])).toBe(5)
  })

  it('averages values whose sum overflows', () => {
    expect(mean([1e308, 1e308])).toBe(1e308)
    expect(Number.isFinite(sum([1e308, 1e308]))).toBe(false) // the operations refuse such a sum
  })
})

describe('median, modes, minimum, maximum', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[5], 5],
    [[-1, -3], -2],
    [[1e308, 1.7e308], 1.35e308], // mean of the middle two without overflow
  ])('median of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected)
  })

  it('median does not reorder its input', () => {
    const values = [3, 1, 2]
    median(values)
    expect(values).toEqual([3, 1, 2])
  })

  it.each([
    [[2, 4, 4, 4, 5, 5, 7, 9], { modes: [4], count: 3 }],
    [[3, 1, 3, 1, 2], { modes: [1, 3], count: 2 }],
    [[1, 2, 3], { modes: [], count: 1 }],
    [[0, -0, 1], { modes: [0], count: 2 }],
    [[1.5, 1.50, -2, -2], { modes: [-2, 1.5], count: 2 }],
  ])('modes of %j', (values, expected) => {
    expect(modes(values)).toEqual(expected)
  })

  it('minimum and maximum', () => {
    expect(minimum([3, -1, 2])).toBe(-1)
    expect(maximum([3, -1, 2])).toBe(3)
    const many = Array.from({ length: 10_000 }, (_, i) => i)
    expect([minimum(many), maximum(many)]).toEqual([0, 9999])
  })
})

describe('dispersion', () => {
  it('2, 4, 4, 4, 5, 5, 7, 9: population SD 2 (the standard textbook example), sample SD √(32/7)', () => {
    const d = dispersion([2, 4, 4, 4, 5, 5, 7, 9])
    expect(d.mean).toBe(5)
    expect(d.populationVariance).toBe(4)
    expect(d.populationSd).toBe(2)
    expect(d.sampleVariance).toBeCloseTo(32 / 7, 14)
    expect(d.sampleSd).toBeCloseTo(Math.sqrt(32 / 7), 14)
  })

  it('NIST StRD NumAcc1 (10000001, 10000003, 10000002): certified mean 10000002, standard deviation 1', () => {
    const d = dispersion([10000001, 10000003, 10000002])
    expect(d.mean).toBe(10000002)
    expect(d.sampleSd).toBe(1)
  })

  it('NIST StRD NumAcc2 (1.2, then 1.1 and 1.3 500 times): certified mean 1.2, standard deviation 0.1', () => {
    const d = dispersion(numAcc(1))
    expect(roundSignificant(d.mean)).toBe(1.2)
    expect(d.sampleSd).toBeCloseTo(0.1, 15)
    expect(roundSignificant(d.sampleSd)).toBe(0.1)
  })

  it('NIST StRD NumAcc3 and NumAcc4 (the same around 1000000 and 10000000): 0.1 up to the binary representation of the data', () => {
    // 1000000.1 has no exact double; NIST notes this truncation error cannot be recovered.
    // The algorithm adds no error of its own: the deviations it sees are exact.
    const three = dispersion(numAcc(1_000_000))
    expect(three.mean).toBeCloseTo(1000000.2, 9)
    expect(three.sampleSd).toBeCloseTo(0.1, 9)
    const four = dispersion(numAcc(10_000_000))
    expect(four.sampleSd).toBeCloseTo(0.1, 8)
    // The one-pass textbook formula (Σx² − (Σx)²/n) / (n − 1) is off by orders of magnitude here.
    const values = numAcc(10_000_000)
    const n = values.length
    const naive = (values.reduce((s, x) => s + x * x, 0) - values.reduce((s, x) => s + x, 0) ** 2 / n) / (n - 1)
    expect(Math.abs(Math.sqrt(Math.max(0, naive)) - 0.1)).toBeGreaterThan(1e-3)
  })

  it('equal values have no spread', () => {
    expect(dispersion([0.1, 0.1, 0.1])).toEqual({ mean: 0.1, populationVariance: 0, sampleVariance: 0, populationSd: 0, sampleSd: 0 })
  })

  it('deviations near the double limits neither overflow nor vanish', () => {
    expect(dispersion([1e200, 3e200]).populationSd).toBeCloseTo(1e200, -186)
    expect(dispersion([1e-200, 3e-200]).populationSd).toBeCloseTo(1e-200, 214)
    expect(dispersion([1e200, 3e200]).populationVariance).toBe(Infinity) // 1e400: the operation refuses it
  })

  it('needs two values', () => {
    expect(() => dispersion([1])).toThrow(RangeError)
  })
})

describe('roundSignificant', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1 / 3, 0.333333333333],
    [2 / 3, 0.666666666667],
    [123456789.1234567, 123456789.123],
    [1.23456789012345e-20, 1.23456789012e-20],
    [1e300 / 3, 3.33333333333e299],
    [-0, 0],
    [0, 0],
    [Infinity, Infinity],
  ])('%d → %d', (value, expected) => {
    expect(Object.is(roundSignificant(value), expected)).toBe(true)
  })

  it('takes a digit count', () => {
    expect(roundSignificant(Math.PI, 3)).toBe(3.14)
  })
})
