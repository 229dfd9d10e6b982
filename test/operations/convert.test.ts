import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { categoryClient, makeApp } from '../helpers.ts'
import {
  div, formatRatio, fromNumber, parseDecimal, toDecimals, toNumber, toSignificant, convertUnits, listCategories,
  UNIT_CATEGORIES, type CategoryListing, type UnitCategory,
} from '../../src/lib/numbers/units.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { ok, refused } = categoryClient(() => app, 'convert')

/**
 * Every unit's size in its category's base unit, transcribed from the published definitions (NIST
 * SP 811 appendix B, BIPM SI Brochure, IAU 2012), independently of src/lib/numbers/units.ts. A value is a
 * decimal, or "a/b" where the definition is a quotient (evaluated exactly).
 */
const PUBLISHED: Record<Exclude<UnitCategory, 'temperature'>, Record<string, string>> = {
  length: {
    meter: '1', kilometer: '1000', centimeter: '0.01', millimeter: '0.001', micrometer: '0.000001', nanometer: '0.000000001',
    angstrom: '0.0000000001', mile: '1609.344', yard: '0.9144', foot: '0.3048', inch: '0.0254', 'nautical-mile': '1852',
    'light-year': '9460730472580800', 'astronomical-unit': '149597870700',
  },
  weight: {
    kilogram: '1', gram: '0.001', milligram: '0.000001', microgram: '0.000000001', 'metric-ton': '1000', pound: '0.45359237',
    ounce: '0.028349523125', stone: '6.35029318', 'short-ton': '907.18474', 'long-ton': '1016.0469088', grain: '0.00006479891',
    'troy-ounce': '0.0311034768', carat: '0.0002',
  },
  volume: {
    liter: '1', milliliter: '0.001', centiliter: '0.01', deciliter: '0.1', 'cubic-meter': '1000', 'cubic-centimeter': '0.001',
    'cubic-inch': '0.016387064', 'cubic-foot': '28.316846592', 'cubic-yard': '764.554857984',
    'us-gallon': '3.785411784', 'us-quart': '0.946352946', 'us-pint': '0.473176473', 'us-cup': '0.2365882365',
    'us-fluid-ounce': '0.0295735295625', 'us-tablespoon': '0.01478676478125', 'us-teaspoon': '0.00492892159375',
    'imperial-gallon': '4.54609', 'imperial-quart': '1.1365225', 'imperial-pint': '0.56826125', 'imperial-fluid-ounce': '0.0284130625',
    'metric-cup': '0.25', 'metric-tablespoon': '0.015', 'metric-teaspoon': '0.005', 'oil-barrel': '158.987294928',
  },
  area: {
    'square-meter': '1', 'square-kilometer': '1000000', 'square-centimeter': '0.0001', 'square-millimeter': '0.000001',
    hectare: '10000', are: '100', 'square-mile': '2589988.110336', acre: '4046.8564224', 'square-yard': '0.83612736',
    'square-foot': '0.09290304', 'square-inch': '0.00064516',
  },
  speed: {
    'meter-per-second': '1', 'kilometer-per-hour': '1/3.6', 'mile-per-hour': '0.44704', knot: '1852/3600', 'foot-per-second': '0.3048',
  },
  data: {
    bit: '0.125', kilobit: '125', megabit: '125000', gigabit: '125000000', terabit: '125000000000',
    byte: '1', kilobyte: '1000', megabyte: '1000000', gigabyte: '1000000000', terabyte: '1000000000000', petabyte: '1000000000000000',
    kibibyte: '1024', mebibyte: '1048576', gibibyte: '1073741824', tebibyte: '1099511627776', pebibyte: '1125899906842624',
  },
  time: {
    nanosecond: '0.000000001', microsecond: '0.000001', millisecond: '0.001', second: '1', minute: '60', hour: '3600', day: '86400',
    week: '604800', month: '2629746', year: '31556952', decade: '315569520', century: '3155695200',
  },
  pressure: {
    pascal: '1', hectopascal: '100', kilopascal: '1000', megapascal: '1000000', bar: '100000', millibar: '100', atmosphere: '101325',
    torr: '101325/760', psi: '4.4482216152605/0.00064516', mmhg: '133.322387415', inhg: '3386.388640341',
  },
  energy: {
    joule: '1', kilojoule: '1000', megajoule: '1000000', calorie: '4.184', kilocalorie: '4184', 'it-calorie': '4.1868',
    'it-kilocalorie': '4186.8', 'watt-hour': '3600', 'kilowatt-hour': '3600000', 'megawatt-hour': '3600000000',
    btu: '1055.05585262', electronvolt: '1.602176634e-19', erg: '0.0000001', 'foot-pound': '1.3558179483314004',
  },
  angle: {
    degree: '1', radian: '57.29577951308232', gradian: '0.9', arcminute: '1/60', arcsecond: '1/3600', turn: '360',
  },
  power: {
    watt: '1', milliwatt: '0.001', kilowatt: '1000', megawatt: '1000000', gigawatt: '1000000000',
    horsepower: '745.69987158227022', 'metric-horsepower': '735.49875', 'btu-per-hour': '1055.05585262/3600',
    'foot-pound-per-second': '1.3558179483314004',
  },
  frequency: {
    hertz: '1', kilohertz: '1000', megahertz: '1000000', gigahertz: '1000000000', terahertz: '1000000000000', rpm: '1/60',
  },
  force: {
    newton: '1', kilonewton: '1000', dyne: '0.00001', 'pound-force': '4.4482216152605', 'ounce-force': '0.27801385095378125',
    'kilogram-force': '9.80665', poundal: '0.138254954376', kip: '4448.2216152605',
  },
}

const published = (text: string): number => {
  const [a, b] = text.split('/')
  return toNumber(b === undefined ? parseDecimal(a!) : div(parseDecimal(a!), parseDecimal(b)))
}

let listing: CategoryListing[]
beforeAll(async () => { listing = (await ok('categories', {})).categories as CategoryListing[] })
const unitsOf = (category: string) => listing.find((c) => c.category === category)!.units

describe('exact arithmetic', () => {
  it('reads a double as the decimal it is written as', () => {
    expect(fromNumber(0.1)).toEqual({ n: 1n, d: 10n })
    expect(fromNumber(-2.5e-7)).toEqual({ n: -1n, d: 4000000n })
    expect(fromNumber(1e21)).toEqual({ n: 10n ** 21n, d: 1n })
    expect(parseDecimal('1609.344')).toEqual({ n: 201168n, d: 125n })
  })

  it('rounds to significant digits and decimals half away from zero', () => {
    expect(toSignificant(parseDecimal('0.62137119223733396961743'), 10)).toBe(0.6213711922)
    expect(toSignificant(parseDecimal('-2.5'), 1)).toBe(-3)
    expect(toSignificant(parseDecimal('99999.5'), 5)).toBe(100000)
    expect(toDecimals(parseDecimal('1.005'), 2)).toBe(1.01)
    expect(toDecimals(parseDecimal('-0.004'), 2)).toBe(0)
    expect(Object.is(toDecimals(parseDecimal('-0.004'), 2), 0)).toBe(true)
    expect(toDecimals(parseDecimal('1234.5'), 0)).toBe(1235)
  })

  it('gives the double nearest to the exact value', () => {
    expect(toNumber(div(parseDecimal('1000'), parseDecimal('1609.344')))).toBe(0.621371192237334)
    expect(toNumber(div(parseDecimal('1'), parseDecimal('3')))).toBe(1 / 3)
    expect(toNumber(div(parseDecimal('2'), parseDecimal('3')))).toBe(2 / 3)
  })

  it('writes exact values as decimals or fractions', () => {
    expect(formatRatio(parseDecimal('-0.125'))).toBe('-0.125')
    expect(formatRatio(div(parseDecimal('5'), parseDecimal('9')))).toBe('5/9')
    expect(formatRatio(parseDecimal('32'))).toBe('32')
  })
})

describe('unit definitions', () => {
  it('has a published definition for every unit, and a unit for every definition', () => {
    for (const category of UNIT_CATEGORIES.filter((c) => c !== 'temperature')) {
      expect(unitsOf(category).map((u) => u.slug).sort(), category).toEqual(Object.keys(PUBLISHED[category as keyof typeof PUBLISHED]).sort())
    }
  })

  describe.each(Object.entries(PUBLISHED))('%s', (category, table) => {
    it.each(Object.entries(table))('1 %s is %s base units, exactly', async (slug, definition) => {
      const base = listing.find((c) => c.category === category)!.base_unit
      const expected = published(definition)
      expect(unitsOf(category).find((u) => u.slug === slug)!.factor).toBe(expected)
      const r = await ok(category, { from: slug, to: base, value: 1 })
      expect(r.result).toBe(expected)
      // And the other way: 1 base unit in this unit is the exact reciprocal.
      const back = await ok(category, { from: base, to: slug, value: 1 })
      const [a, b] = definition.split('/')
      const exact = b === undefined ? parseDecimal(a!) : div(parseDecimal(a!), parseDecimal(b))
      if (slug !== 'radian') expect(back.result).toBe(toNumber(div(parseDecimal('1'), exact)))
    })
  })

  // Cross-check against the rounded figures printed in NIST SP 811 B.9 (7 significant digits).
  it.each([
    ['pressure', 'psi', 'pascal', 6894.757], ['pressure', 'torr', 'pascal', 133.3224], ['pressure', 'mmhg', 'pascal', 133.3224],
    ['pressure', 'inhg', 'pascal', 3386.389], ['power', 'horsepower', 'watt', 745.6999], ['energy', 'btu', 'joule', 1055.056],
    ['speed', 'knot', 'meter-per-second', 0.5144444], ['force', 'ounce-force', 'newton', 0.2780139], ['force', 'poundal', 'newton', 0.1382550],
    ['energy', 'electronvolt', 'joule', 1.602177e-19], ['angle', 'radian', 'degree', 57.29578], ['volume', 'us-teaspoon', 'milliliter', 4.928922],
  ])('%s: 1 %s is %s %s per NIST SP 811', async (category, from, to, nist) => {
    const r = await ok(category, { from, to, value: 1 })
    expect(Number((r.result as number).toPrecision(7))).toBe(nist)
  })
})

describe('round trips', () => {
  it.each(UNIT_CATEGORIES.map((c) => [c]))('%s: a → b → a returns the value for every pair within 1e-12', async (category) => {
    const slugs = unitsOf(category).map((u) => u.slug)
    const pairs = slugs.flatMap((a) => slugs.map((b) => [a, b] as const))
    const values = category === 'temperature' ? [310.15] : [123.456, -0.0078]
    await Promise.all(pairs.flatMap(([a, b]) => values.map(async (value) => {
      const there = await ok(category, { from: a, to: b, value })
      const back = await ok(category, { from: b, to: a, value: there.result })
      const error = Math.abs((back.result as number) - value) / Math.abs(value)
      expect(error, `${a} → ${b} → ${a}: ${value} → ${String(there.result)} → ${String(back.result)}`).toBeLessThanOrEqual(1e-12)
    })))
  })
})

describe('results', () => {
  it('converts 1 km to 0.621371192237334 mi, with display, factor and formula', async () => {
    expect(await ok('length', { from: 'km', to: 'mi', value: 1 })).toEqual({
      category: 'length', from: 'kilometer', to: 'mile', value: 1,
      result: 0.621371192237334, display: '0.6213711922 mi', factor: 0.621371192237334, formula: 'mi = km × 1000 / 1609.344',
    })
  })

  it('computes in decimal: no binary artefacts', async () => {
    expect((await ok('length', { from: 'cm', to: 'm', value: 100 })).result).toBe(1)
    expect((await ok('length', { from: 'ft', to: 'in', value: 0.1 })).result).toBe(1.2) // 0.1 * 12 = 1.2000000000000002
    expect((await ok('length', { from: 'km', to: 'm', value: 1.1 })).result).toBe(1100) // 1.1 * 1000 = 1100.0000000000002
    expect((await ok('length', { from: 'mm', to: 'm', value: 0.3 })).result).toBe(0.0003)
    expect((await ok('length', { from: 'm', to: 'cm', value: 0.57 })).result).toBe(57) // 0.57 * 100 = 56.99999999999999
    expect((await ok('weight', { from: 'g', to: 'kg', value: 0.7 })).result).toBe(0.0007)
    expect((await ok('volume', { from: 'l', to: 'ml', value: 4.35 })).result).toBe(4350) // 4.35 * 1000 = 4349.999999999999
  })

  it('shifts every two-decimal value by powers of ten without artefacts', () => {
    for (let i = 1; i < 1000; i++) {
      const text = (i / 100).toFixed(2)
      const value = Number(text)
      expect(convertUnits('length', 'm', 'cm', value).result, text).toBe(i)
      expect(String(convertUnits('length', 'm', 'km', value).result), text).toBe(String(Number(`${text}e-3`)))
      expect(String(convertUnits('data', 'kB', 'B', value).result), text).toBe(String(Number(`${text}e3`)))
    }
  })

  it('keeps negative values and zero', async () => {
    expect((await ok('length', { from: 'm', to: 'ft', value: -0.3048 })).result).toBe(-1)
    expect(await ok('length', { from: 'm', to: 'ft', value: 0 })).toMatchObject({ result: 0, display: '0 ft' })
  })

  it('displays 10 significant digits with the unit symbol', async () => {
    expect((await ok('length', { from: 'light-year', to: 'km', value: 1 })).display).toBe('9460730473000 km')
    expect((await ok('length', { from: 'nm', to: 'km', value: 1 })).display).toBe('1e-12 km')
    expect((await ok('angle', { from: 'turn', to: 'rad', value: 1 })).display).toBe('6.283185307 rad')
    expect((await ok('data', { from: 'TiB', to: 'TB', value: 1 })).display).toBe('1.099511628 TB')
  })

  it('reports a result too large for a double', async () => {
    expect((await refused('length', { from: 'light-year', to: 'nm', value: 1e300 })).code).toBe('CALC_OUT_OF_RANGE')
  })

  it('converts the same unit to itself', async () => {
    expect(await ok('length', { from: 'meter', to: 'm', value: 2.5 })).toMatchObject({ result: 2.5, factor: 1, formula: 'm = m' })
  })
})

describe('temperature', () => {
  it.each([
    ['celsius', 'fahrenheit', 100, 212, '°F = °C × 1.8 + 32'],
    ['fahrenheit', 'celsius', 98.6, 37, '°C = (°F − 32) × 5/9'],
    ['fahrenheit', 'celsius', -40, -40, '°C = (°F − 32) × 5/9'],
    ['celsius', 'kelvin', 0, 273.15, 'K = °C + 273.15'],
    ['kelvin', 'celsius', 0, -273.15, '°C = K − 273.15'],
    ['kelvin', 'fahrenheit', 0, -459.67, '°F = K × 1.8 − 459.67'],
    ['fahrenheit', 'kelvin', 32, 273.15, 'K = (°F + 459.67) × 5/9'],
    ['rankine', 'fahrenheit', 491.67, 32, '°F = °R − 459.67'],
    ['celsius', 'rankine', 0, 491.67, '°R = °C × 1.8 + 491.67'],
    ['rankine', 'kelvin', 9, 5, 'K = °R × 5/9'],
    ['celsius', 'celsius', 21.5, 21.5, '°C = °C'],
  ])('%s → %s: %s gives %s', async (from, to, value, result, formula) => {
    expect(await ok('temperature', { from, to, value })).toMatchObject({ result, formula, factor: null })
  })

  it('accepts symbols and degree signs', async () => {
    for (const spelling of ['C', 'c', '°C', 'degC', 'deg c', 'Celsius', 'centigrade']) {
      expect((await ok('temperature', { from: spelling, to: 'K', value: 0 })).from, spelling).toBe('celsius')
    }
  })

  it('refuses temperatures below absolute zero', async () => {
    expect(await refused('temperature', { from: 'C', to: 'F', value: -273.16 })).toEqual({
      code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
      error: 'value -273.16 °C is below absolute zero (-273.15 °C); send a temperature of at least -273.15 °C',
    })
    expect((await refused('temperature', { from: 'F', to: 'C', value: -460 })).code).toBe('TEMPERATURE_BELOW_ABSOLUTE_ZERO')
    expect((await refused('temperature', { from: 'K', to: 'C', value: -0.001 })).code).toBe('TEMPERATURE_BELOW_ABSOLUTE_ZERO')
    expect((await ok('temperature', { from: 'F', to: 'K', value: -459.67 })).result).toBe(0)
  })
})

describe('unit spellings', () => {
  it.each(['km', 'KM', 'kilometer', 'kilometre', 'kilometers', 'Kilometres', ' km ', 'KILOMETER'])('%j is the kilometer', async (spelling) => {
    expect((await ok('length', { from: spelling, to: 'm', value: 1 })).from).toBe('kilometer')
  })

  it.each([
    ['area', 'm²', 'square-meter'], ['area', 'sq ft', 'square-foot'], ['area', 'square_feet', 'square-foot'],
    ['volume', 'm3', 'cubic-meter'], ['length', 'µm', 'micrometer'], ['length', 'um', 'micrometer'], ['length', 'feet', 'foot'],
    ['speed', 'km/h', 'kilometer-per-hour'], ['speed', 'MPH', 'mile-per-hour'], ['angle', '°', 'degree'],
    ['energy', 'kWh', 'kilowatt-hour'], ['energy', 'Cal', 'kilocalorie'], ['energy', 'cal', 'calorie'],
    ['power', 'hp', 'horsepower'], ['power', 'metric-hp', 'metric-horsepower'], ['weight', 'lbs', 'pound'],
    ['data', 'Mb', 'megabit'], ['data', 'MB', 'megabyte'], ['data', 'b', 'bit'], ['data', 'B', 'byte'],
    ['data', 'mib', 'mebibyte'], ['data', 'KiB', 'kibibyte'], ['power', 'MW', 'megawatt'], ['power', 'mW', 'milliwatt'],
  ])('%s: %j is %s', async (category, spelling, slug) => {
    expect((await ok(category, { from: spelling, to: spelling, value: 1 })).from).toBe(slug)
  })

  it('refuses an unknown unit, listing the valid slugs', async () => {
    const { code, error } = await refused('length', { from: 'furlongs', to: 'm', value: 1 })
    expect(code).toBe('UNIT_UNKNOWN')
    expect(error).toBe('from "furlongs" is not a length unit; use one of: meter, kilometer, centimeter, millimeter, micrometer, nanometer, angstrom, '
      + 'mile, yard, foot, inch, nautical-mile, light-year, astronomical-unit (GET /api/v1/convert/categories lists their symbols and aliases)')
  })

  it('says when a unit belongs to another category', async () => {
    const { code, error } = await refused('length', { from: 'm', to: 'kg', value: 1 })
    expect(code).toBe('UNIT_OTHER_CATEGORY')
    expect(error).toMatch(/^to "kg" is a weight unit, not a length unit; convert it with \/api\/v1\/convert\/weight, or use one of: meter, /)
  })

  it.each([
    ['volume', 'gallon', ['us-gallon', 'imperial-gallon']], ['volume', 'pint', ['us-pint', 'imperial-pint']],
    ['volume', 'fl oz', ['us-fluid-ounce', 'imperial-fluid-ounce']], ['volume', 'cup', ['us-cup', 'metric-cup']],
    ['weight', 'ton', ['short-ton', 'long-ton', 'metric-ton']], ['data', 'mb', ['megabit', 'megabyte']],
    ['data', 'KB', ['kilobit', 'kilobyte']], ['power', 'mw', ['milliwatt', 'megawatt']],
  ])('%s: %j is refused as ambiguous', async (category, spelling, slugs) => {
    const { code, error } = await refused(category, { from: spelling, to: spelling, value: 1 })
    expect(code).toBe('UNIT_AMBIGUOUS')
    for (const slug of slugs) expect(error).toContain(`${slug} (`)
  })

  it('explains ambiguity in full', async () => {
    expect((await refused('volume', { from: 'l', to: 'gal', value: 1 })).error)
      .toBe('to "gal" could mean more than one unit: us-gallon (US gallon, gal (US)); imperial-gallon (imperial gallon, gal (imp)); send one of those slugs instead')
  })

  it('answers in Spanish under /es', async () => {
    expect((await refused('length', { from: 'kg', to: 'm', value: 1 }, 'es')).error)
      .toMatch(/^from "kg" es una unidad de weight, no de length; conviértala con \/api\/v1\/convert\/weight/)
  })
})

describe('parameters', () => {
  it.each([
    [{ to: 'm', value: 1 }, 'from'], [{ from: 'm', value: 1 }, 'to'], [{ from: 'm', to: 'ft' }, 'value'],
    [{ from: ' ', to: 'm', value: 1 }, 'from'], [{ from: 'm', to: 'm', value: '' }, 'value'],
  ])('%j: %s is required', async (params, param) => {
    expect(await refused('length', params)).toEqual({ code: 'PARAM_REQUIRED', error: `${param} is required` })
  })

  it.each(['abc', '1,5', 'Infinity', 'NaN', '1e400'])('value %j is refused', async (value) => {
    expect((await refused('length', { from: 'm', to: 'ft', value })).code).toMatch(/^PARAM_/)
  })

  it('refuses a unit spelling over 100 characters', async () => {
    expect((await refused('length', { from: 'm'.repeat(101), to: 'ft', value: 1 })).code).toBe('PARAM_MAX_LENGTH')
  })
})

describe('categories', () => {
  it('lists every unit category in order, with a stable shape', async () => {
    expect(listing.map((c) => c.category)).toEqual([...UNIT_CATEGORIES])
    expect(listing).toEqual(listCategories())
    for (const category of listing) {
      expect(Object.keys(category)).toEqual(['category', 'name', 'path', 'base_unit', 'conventions', 'units'])
      expect(category.path).toBe(`/api/v1/convert/${category.category}`)
      expect(category.units.some((u) => u.slug === category.base_unit)).toBe(true)
      for (const unit of category.units) {
        expect(Object.keys(unit)).toEqual(['slug', 'name', 'symbol', 'aliases', 'factor', 'definition'])
        expect(unit.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        expect(unit.aliases).not.toContain(unit.slug)
        if (category.category === 'temperature') expect(unit.factor).toBeNull()
        else expect(unit.definition.startsWith(`1 ${unit.symbol} = `)).toBe(true)
      }
    }
  })

  it('states the definitions', () => {
    expect(unitsOf('length').find((u) => u.slug === 'mile')).toEqual({
      slug: 'mile', name: 'mile (international)', symbol: 'mi', aliases: ['mi', 'miles', 'statute-mile', 'statute-miles', 'international-mile'],
      factor: 1609.344, definition: '1 mi = 1609.344 m',
    })
    expect(unitsOf('force').find((u) => u.slug === 'pound-force')!.definition).toBe('1 lbf = 0.45359237 × 9.80665 N')
    expect(unitsOf('temperature').find((u) => u.slug === 'fahrenheit')!.definition).toBe('K = (°F + 459.67) × 5/9')
  })

  it('lists spellings that each convert back to their unit', () => {
    for (const category of listing) {
      for (const unit of category.units) {
        for (const alias of unit.aliases) {
          expect(convertUnits(category.category, alias, unit.slug, 1).from, `${category.category} ${alias}`).toBe(unit.slug)
        }
      }
    }
  })
})
