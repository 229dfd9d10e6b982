/**
 * Unit conversion: the unit tables of every convert category and exact conversion between their units.
 *
 * Conventions:
 * - Every unit is defined exactly, as an expression in its category's base unit, from the SI
 *   definitions (BIPM SI Brochure, NIST SP 811 appendix B): 1 in = 0.0254 m, 1 lb = 0.45359237 kg,
 *   1 US gal = 231 in³ = 3.785411784 L, 1 imp gal = 4.54609 L, 1 cal = 4.184 J (thermochemical),
 *   1 cal_IT = 4.1868 J, 1 atm = 101325 Pa, 1 kgf = 9.80665 N, and so on. The only inexact constant
 *   is π (radians), taken to 50 significant digits.
 * - Arithmetic is exact: the value the caller sent is read as the decimal it was written as, and
 *   value × factor is computed with rational BigInt arithmetic, then rounded once to the nearest
 *   double. So 0.1 ft is 1.2 in (not 1.2000000000000002) and 100 cm is exactly 1 m.
 * - `result` is that nearest double (full precision); `display` is the result rounded to 10
 *   significant digits followed by the unit symbol.
 * - A year is the mean Gregorian year, 365.2425 days (31 556 952 s); a month is a twelfth of it
 *   (30.436875 days). A light-year is the IAU one: a Julian year (365.25 days) at c.
 * - Units are matched by slug, symbol or alias, case-insensitively unless two units differ only by
 *   case (Mb megabit and MB megabyte): then the exact spelling decides, and a spelling that fits
 *   both is refused as ambiguous.
 */
import { OperationError } from '../../core/errors.ts'

// ---------------------------------------------------------------------------------------------
// Exact rational arithmetic

/** An exact rational number n / d, d > 0, in lowest terms. */
export interface Ratio {
  readonly n: bigint
  readonly d: bigint
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}
const pow10 = (k: number): bigint => 10n ** BigInt(k)

export function ratio(n: bigint, d: bigint = 1n): Ratio {
  if (d === 0n) throw new RangeError('division by zero')
  if (d < 0n) [n, d] = [-n, -d]
  const g = gcd(n, d)
  return g > 1n ? { n: n / g, d: d / g } : { n, d }
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/** The exact value of a decimal text such as "1609.344", "-2.5e-7" or "1e+21". */
export function parseDecimal(text: string): Ratio {
  const m = DECIMAL.exec(text.trim())
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`not a decimal: ${text}`)
  const fraction = m[3] ?? ''
  let n = BigInt((m[2] || '0') + fraction)
  if (m[1] === '-') n = -n
  const exponent = Number(m[4] ?? 0) - fraction.length
  return exponent >= 0 ? ratio(n * pow10(exponent), 1n) : ratio(n, pow10(-exponent))
}

/** The exact value of a double as it is written (its shortest round-trip text): 0.1 is 1/10. */
export const fromNumber = (value: number): Ratio => parseDecimal(String(value))

export const mul = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.n, a.d * b.d)
export const div = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d, a.d * b.n)
export const add = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d + b.n * a.d, a.d * b.d)
export const sub = (a: Ratio, b: Ratio): Ratio => ratio(a.n * b.d - b.n * a.d, a.d * b.d)
export const ONE = ratio(1n)
export const ZERO = ratio(0n)

/** Rounds half away from zero to `digits` significant digits; the result as a double. */
export function toSignificant(r: Ratio, digits: number): number {
  if (r.n === 0n) return 0
  const a = r.n < 0n ? -r.n : r.n
  const b = r.d
  // a / b lies in [10^(e-1), 10^(e+1)) with e the difference of their lengths; find k so that
  // 10^(digits-1) <= a·10^k / b < 10^digits.
  let k = digits - (a.toString().length - b.toString().length)
  const lo = pow10(digits - 1)
  const hi = pow10(digits)
  const scaled = (k: number) => (k >= 0 ? [a * pow10(k), b] : [a, b * pow10(-k)]) as [bigint, bigint]
  for (;;) {
    const [num, den] = scaled(k)
    const q = num / den
    if (q >= hi) { k--; continue }
    if (q < lo) { k++; continue }
    const rounded = (num % den) * 2n >= den ? q + 1n : q
    return Number(`${r.n < 0n ? '-' : ''}${rounded}e${-k}`)
  }
}

/** The double nearest to r (20 significant digits, then the platform's correctly rounded parse). */
export const toNumber = (r: Ratio): number => toSignificant(r, 20)

/** Rounds half away from zero to `places` decimals (a negative count rounds to tens, hundreds...). */
export function toDecimals(r: Ratio, places: number): number {
  const a = r.n < 0n ? -r.n : r.n
  const [num, den] = places >= 0 ? [a * pow10(places), r.d] : [a, r.d * pow10(-places)]
  const q = num / den
  const rounded = (num % den) * 2n >= den ? q + 1n : q
  if (rounded === 0n) return 0
  return Number(`${r.n < 0n ? '-' : ''}${rounded}e${-places}`)
}

/** Exact text of r: a terminating decimal ("1609.344", "-0.125") or a fraction ("5/9"). */
export function formatRatio(r: Ratio): string {
  let d = r.d
  let twos = 0
  let fives = 0
  while (d % 2n === 0n) { d /= 2n; twos++ }
  while (d % 5n === 0n) { d /= 5n; fives++ }
  if (d !== 1n) return `${r.n}/${r.d}`
  const places = Math.max(twos, fives)
  if (places === 0) return r.n.toString()
  const scaled = (r.n < 0n ? -r.n : r.n) * (pow10(places) / r.d)
  const text = scaled.toString().padStart(places + 1, '0')
  return `${r.n < 0n ? '-' : ''}${text.slice(0, -places)}.${text.slice(-places)}`
}

// ---------------------------------------------------------------------------------------------
// Unit definitions

/** π to 50 significant digits: the only inexact constant (it defines the radian). */
const PI = '3.1415926535897932384626433832795028841971693993751'

/**
 * Evaluates a definition: decimals and π joined by * and /, left to right ("0.45359237*9.80665",
 * "1852/3600", "180/pi"). Kept as text so the documentation shows the definition as written.
 */
function evaluate(expression: string): Ratio {
  const tokens = expression.split(/([*/])/).map((t) => t.trim())
  const operand = (t: string) => parseDecimal(t === 'pi' ? PI : t)
  let value = operand(tokens[0]!)
  for (let i = 1; i < tokens.length; i += 2) {
    value = tokens[i] === '*' ? mul(value, operand(tokens[i + 1]!)) : div(value, operand(tokens[i + 1]!))
  }
  return value
}

const prettyExpression = (expression: string) =>
  expression.replace(/\s*\*\s*/g, ' × ').replace(/\s*\/\s*/g, '/').replace(/\bpi\b/g, 'π')

export const UNIT_CATEGORIES = [
  'length', 'weight', 'temperature', 'volume', 'area', 'speed', 'data', 'time',
  'pressure', 'energy', 'angle', 'power', 'frequency', 'force',
] as const
export type UnitCategory = (typeof UNIT_CATEGORIES)[number]

interface UnitSpec {
  slug: string
  name: string
  symbol: string
  /** Linear units: the value of one unit in the base unit, as an exact expression. */
  def?: string
  /** Temperature units: kelvin = (value + offset) × scale. */
  offset?: string
  scale?: string
  /** Extra spellings (the slug, its plural and the symbol are always accepted). */
  aliases?: readonly string[]
  /** Plural of the slug when it is not slug + "s"; null when there is none worth accepting. */
  plural?: string | null
  /** A remark shown in the category listing (which variant of a unit this is). */
  note?: string
}

/** A documented conversion (from, to and value as a caller sends them) and what it must give. */
export interface ConversionExample {
  title?: string
  params: { from: string; to: string; value: number }
  result?: Partial<ConversionResult>
}

interface CategorySpec {
  title: string
  base: string
  /** Conventions of this category, appended to the operation description. */
  conventions: string
  units: readonly UnitSpec[]
  /** Spellings that could mean several units, with the slugs they could mean. */
  ambiguous?: Readonly<Record<string, readonly string[]>>
  examples: readonly ConversionExample[]
}

const u = (slug: string, name: string, symbol: string, def: string, aliases: readonly string[] = [], extra: Partial<UnitSpec> = {}): UnitSpec =>
  ({ slug, name, symbol, def, aliases, ...extra })

// Shared exact definitions (NIST SP 811 B.8 and B.9).
const INCH = '0.0254'
const FOOT = '0.3048'
const MILE = '1609.344'
const POUND = '0.45359237'
const G_N = '9.80665'
const LBF = `${POUND}*${G_N}`
const BTU_IT = '1055.05585262'
const US_GAL_L = '3.785411784'
const IMP_GAL_L = '4.54609'
const YEAR_S = '31556952'

const SPECS: Record<UnitCategory, CategorySpec> = {
  length: {
    title: 'Length',
    base: 'meter',
    conventions: 'Mile is the international mile (1609.344 m exactly), nautical mile 1852 m, inch 0.0254 m, foot 0.3048 m, yard 0.9144 m; '
      + 'light-year is the IAU one (9 460 730 472 580 800 m), astronomical unit 149 597 870 700 m.',
    units: [
      u('meter', 'meter', 'm', '1', ['metre', 'metres', 'meters']),
      u('kilometer', 'kilometer', 'km', '1000', ['kilometre', 'kilometres']),
      u('centimeter', 'centimeter', 'cm', '0.01', ['centimetre', 'centimetres']),
      u('millimeter', 'millimeter', 'mm', '0.001', ['millimetre', 'millimetres']),
      u('micrometer', 'micrometer', 'µm', '0.000001', ['micrometre', 'micrometres', 'micron', 'microns']),
      u('nanometer', 'nanometer', 'nm', '1e-9', ['nanometre', 'nanometres']),
      u('angstrom', 'ångström', 'Å', '1e-10', ['ångström', 'ångströms']),
      u('mile', 'mile (international)', 'mi', MILE, ['miles', 'statute-mile', 'statute-miles', 'international-mile']),
      u('yard', 'yard', 'yd', '0.9144', ['yds']),
      u('foot', 'foot', 'ft', FOOT, ['feet', "'"], { plural: null }),
      u('inch', 'inch', 'in', INCH, ['inches', '"'], { plural: null }),
      u('nautical-mile', 'nautical mile', 'nmi', '1852', ['nautical-miles', 'nmile', 'nmiles']),
      u('light-year', 'light-year', 'ly', '9460730472580800', ['lightyear', 'lightyears', 'light-years']),
      u('astronomical-unit', 'astronomical unit', 'au', '149597870700', ['astronomical-units']),
    ],
    examples: [
      { title: '1 kilometer in miles', params: { from: 'km', to: 'mi', value: 1 }, result: { from: 'kilometer', to: 'mile', result: 0.621371192237334, display: '0.6213711922 mi' } },
      { title: '6 feet in meters', params: { from: 'ft', to: 'm', value: 6 }, result: { result: 1.8288, factor: 0.3048 } },
      { title: '100 centimeters in meters', params: { from: 'centimeters', to: 'meter', value: 100 }, result: { result: 1 } },
    ],
  },
  weight: {
    title: 'Weight (mass)',
    base: 'kilogram',
    conventions: 'Pound is the avoirdupois pound, 0.45359237 kg exactly; ounce is 1/16 lb, stone 14 lb, short ton 2000 lb, long ton 2240 lb, '
      + 'grain 1/7000 lb, troy ounce 480 grains, carat 0.2 g. "ton" alone is refused as ambiguous (short, long or metric).',
    units: [
      u('kilogram', 'kilogram', 'kg', '1', ['kilo', 'kilos', 'kilogramme', 'kilogrammes']),
      u('gram', 'gram', 'g', '0.001', ['gramme', 'grammes']),
      u('milligram', 'milligram', 'mg', '0.000001', ['milligramme', 'milligrammes']),
      u('microgram', 'microgram', 'µg', '1e-9', ['mcg', 'microgramme', 'microgrammes']),
      u('metric-ton', 'metric ton (tonne)', 't', '1000', ['tonne', 'tonnes', 'metric-tons', 'metric-tonne', 'metric-tonnes']),
      u('pound', 'pound (avoirdupois)', 'lb', POUND, ['lbs', 'pounds']),
      u('ounce', 'ounce (avoirdupois)', 'oz', `${POUND}/16`, ['ounces']),
      u('stone', 'stone', 'st', `${POUND}*14`, ['stones']),
      u('short-ton', 'short ton (US ton)', 'tn', `${POUND}*2000`, ['us-ton', 'us-tons', 'short-tons']),
      u('long-ton', 'long ton (imperial ton)', 'LT', `${POUND}*2240`, ['imperial-ton', 'imperial-tons', 'long-tons']),
      u('grain', 'grain', 'gr', `${POUND}/7000`, ['grains']),
      u('troy-ounce', 'troy ounce', 'oz t', `${POUND}/7000*480`, ['ozt', 'troy-ounces', 'oz-t']),
      u('carat', 'carat (metric)', 'ct', '0.0002', ['carats']),
    ],
    ambiguous: {
      ton: ['short-ton', 'long-ton', 'metric-ton'],
      tons: ['short-ton', 'long-ton', 'metric-ton'],
    },
    examples: [
      { title: '1 pound in kilograms', params: { from: 'lb', to: 'kg', value: 1 }, result: { result: 0.45359237 } },
      { title: '1 stone in pounds', params: { from: 'stone', to: 'pound', value: 1 }, result: { result: 14 } },
      { title: '5 carats in grams', params: { from: 'ct', to: 'g', value: 5 }, result: { result: 1 } },
    ],
  },
  temperature: {
    title: 'Temperature',
    base: 'kelvin',
    conventions: 'Converted by formula, not by a factor: K = °C + 273.15, K = (°F + 459.67) × 5/9, K = °R × 5/9. '
      + 'Temperatures below absolute zero are refused. These are temperatures, not temperature differences.',
    units: [
      { slug: 'celsius', name: 'degree Celsius', symbol: '°C', offset: '273.15', scale: '1', aliases: ['c', 'degc', 'deg-c', 'degree-celsius', 'degrees-celsius', 'centigrade'], plural: null },
      { slug: 'fahrenheit', name: 'degree Fahrenheit', symbol: '°F', offset: '459.67', scale: '5/9', aliases: ['f', 'degf', 'deg-f', 'degree-fahrenheit', 'degrees-fahrenheit'], plural: null },
      { slug: 'kelvin', name: 'kelvin', symbol: 'K', offset: '0', scale: '1', aliases: ['kelvins'], plural: null },
      { slug: 'rankine', name: 'degree Rankine', symbol: '°R', offset: '0', scale: '5/9', aliases: ['r', 'ra', 'degr', 'deg-r', 'degree-rankine', 'degrees-rankine'], plural: null },
    ],
    examples: [
      { title: 'boiling water in Fahrenheit', params: { from: 'C', to: 'F', value: 100 }, result: { result: 212, formula: '°F = °C × 1.8 + 32' } },
      { title: '-40 is the same in both scales', params: { from: 'fahrenheit', to: 'celsius', value: -40 }, result: { result: -40 } },
      { title: '0 °C in kelvin', params: { from: 'celsius', to: 'kelvin', value: 0 }, result: { result: 273.15 } },
    ],
  },
  volume: {
    title: 'Volume',
    base: 'liter',
    conventions: 'US and imperial measures are separate units: US gallon 231 in³ = 3.785411784 L, imperial gallon 4.54609 L; '
      + 'quart, pint, cup, fluid ounce, tablespoon and teaspoon follow their gallon (US fl oz = 1/128 US gal, imperial fl oz = 1/160 imp gal). '
      + 'Metric cup 250 mL, tablespoon 15 mL, teaspoon 5 mL. Oil barrel 42 US gal. Spellings that could mean either system (gallon, pint, cup...) are refused as ambiguous.',
    units: [
      u('liter', 'liter', 'L', '1', ['litre', 'litres', 'l']),
      u('milliliter', 'milliliter', 'mL', '0.001', ['millilitre', 'millilitres', 'ml']),
      u('centiliter', 'centiliter', 'cL', '0.01', ['centilitre', 'centilitres', 'cl']),
      u('deciliter', 'deciliter', 'dL', '0.1', ['decilitre', 'decilitres', 'dl']),
      u('cubic-meter', 'cubic meter', 'm³', '1000', ['cubic-metre', 'cubic-metres', 'cubic-meters', 'm3']),
      u('cubic-centimeter', 'cubic centimeter', 'cm³', '0.001', ['cubic-centimetre', 'cubic-centimetres', 'cubic-centimeters', 'cm3', 'cc']),
      u('cubic-inch', 'cubic inch', 'in³', `${INCH}*${INCH}*${INCH}*1000`, ['cubic-inches', 'in3', 'cu-in'], { plural: null }),
      u('cubic-foot', 'cubic foot', 'ft³', `${FOOT}*${FOOT}*${FOOT}*1000`, ['cubic-feet', 'ft3', 'cu-ft'], { plural: null }),
      u('cubic-yard', 'cubic yard', 'yd³', '0.9144*0.9144*0.9144*1000', ['cubic-yards', 'yd3', 'cu-yd']),
      u('us-gallon', 'US gallon', 'gal (US)', US_GAL_L, ['us-gallons', 'us-gal', 'gal-us']),
      u('us-quart', 'US liquid quart', 'qt (US)', `${US_GAL_L}/4`, ['us-quarts', 'us-qt', 'qt-us']),
      u('us-pint', 'US liquid pint', 'pt (US)', `${US_GAL_L}/8`, ['us-pints', 'us-pt', 'pt-us']),
      u('us-cup', 'US customary cup', 'cup (US)', `${US_GAL_L}/16`, ['us-cups']),
      u('us-fluid-ounce', 'US fluid ounce', 'fl oz (US)', `${US_GAL_L}/128`, ['us-fluid-ounces', 'us-fl-oz', 'fl-oz-us', 'us-floz']),
      u('us-tablespoon', 'US tablespoon', 'tbsp (US)', `${US_GAL_L}/256`, ['us-tablespoons', 'us-tbsp']),
      u('us-teaspoon', 'US teaspoon', 'tsp (US)', `${US_GAL_L}/768`, ['us-teaspoons', 'us-tsp']),
      u('imperial-gallon', 'imperial gallon', 'gal (imp)', IMP_GAL_L, ['imperial-gallons', 'imp-gal', 'gal-imp', 'uk-gallon', 'uk-gallons']),
      u('imperial-quart', 'imperial quart', 'qt (imp)', `${IMP_GAL_L}/4`, ['imperial-quarts', 'imp-qt', 'qt-imp', 'uk-quart', 'uk-quarts']),
      u('imperial-pint', 'imperial pint', 'pt (imp)', `${IMP_GAL_L}/8`, ['imperial-pints', 'imp-pt', 'pt-imp', 'uk-pint', 'uk-pints']),
      u('imperial-fluid-ounce', 'imperial fluid ounce', 'fl oz (imp)', `${IMP_GAL_L}/160`, ['imperial-fluid-ounces', 'imp-fl-oz', 'fl-oz-imp', 'uk-fluid-ounce', 'uk-fl-oz']),
      u('metric-cup', 'metric cup', 'cup (metric)', '0.25', ['metric-cups']),
      u('metric-tablespoon', 'metric tablespoon', 'tbsp (metric)', '0.015', ['metric-tablespoons', 'metric-tbsp']),
      u('metric-teaspoon', 'metric teaspoon', 'tsp (metric)', '0.005', ['metric-teaspoons', 'metric-tsp']),
      u('oil-barrel', 'oil barrel', 'bbl', `${US_GAL_L}*42`, ['oil-barrels', 'barrel-of-oil']),
    ],
    ambiguous: {
      gallon: ['us-gallon', 'imperial-gallon'], gallons: ['us-gallon', 'imperial-gallon'], gal: ['us-gallon', 'imperial-gallon'],
      quart: ['us-quart', 'imperial-quart'], quarts: ['us-quart', 'imperial-quart'], qt: ['us-quart', 'imperial-quart'],
      pint: ['us-pint', 'imperial-pint'], pints: ['us-pint', 'imperial-pint'], pt: ['us-pint', 'imperial-pint'],
      'fluid-ounce': ['us-fluid-ounce', 'imperial-fluid-ounce'], 'fluid-ounces': ['us-fluid-ounce', 'imperial-fluid-ounce'],
      'fl-oz': ['us-fluid-ounce', 'imperial-fluid-ounce'], floz: ['us-fluid-ounce', 'imperial-fluid-ounce'], oz: ['us-fluid-ounce', 'imperial-fluid-ounce'],
      cup: ['us-cup', 'metric-cup'], cups: ['us-cup', 'metric-cup'],
      tablespoon: ['us-tablespoon', 'metric-tablespoon'], tablespoons: ['us-tablespoon', 'metric-tablespoon'], tbsp: ['us-tablespoon', 'metric-tablespoon'],
      teaspoon: ['us-teaspoon', 'metric-teaspoon'], teaspoons: ['us-teaspoon', 'metric-teaspoon'], tsp: ['us-teaspoon', 'metric-teaspoon'],
      barrel: ['oil-barrel'],
    },
    examples: [
      { title: '1 US gallon in liters', params: { from: 'us-gallon', to: 'l', value: 1 }, result: { result: 3.785411784 } },
      { title: '1 imperial pint in milliliters', params: { from: 'imperial-pint', to: 'ml', value: 1 }, result: { result: 568.26125 } },
      { title: '1 cubic foot in liters', params: { from: 'ft3', to: 'liter', value: 1 }, result: { result: 28.316846592 } },
    ],
  },
  area: {
    title: 'Area',
    base: 'square-meter',
    conventions: 'Acre is the international acre, 43 560 ft² = 4046.8564224 m² exactly; hectare 10 000 m², are 100 m²; '
      + 'square imperial units follow from the exact foot, inch, yard and mile.',
    units: [
      u('square-meter', 'square meter', 'm²', '1', ['square-metre', 'square-metres', 'square-meters', 'm2', 'sq-m', 'sqm']),
      u('square-kilometer', 'square kilometer', 'km²', '1000000', ['square-kilometre', 'square-kilometres', 'square-kilometers', 'km2', 'sq-km']),
      u('square-centimeter', 'square centimeter', 'cm²', '0.0001', ['square-centimetre', 'square-centimetres', 'square-centimeters', 'cm2', 'sq-cm']),
      u('square-millimeter', 'square millimeter', 'mm²', '0.000001', ['square-millimetre', 'square-millimetres', 'square-millimeters', 'mm2', 'sq-mm']),
      u('hectare', 'hectare', 'ha', '10000', ['hectares']),
      u('are', 'are', 'a', '100', ['ares']),
      u('square-mile', 'square mile', 'mi²', `${MILE}*${MILE}`, ['square-miles', 'mi2', 'sq-mi']),
      u('acre', 'acre (international)', 'ac', `${FOOT}*${FOOT}*43560`, ['acres']),
      u('square-yard', 'square yard', 'yd²', '0.9144*0.9144', ['square-yards', 'yd2', 'sq-yd']),
      u('square-foot', 'square foot', 'ft²', `${FOOT}*${FOOT}`, ['square-feet', 'ft2', 'sq-ft', 'sqft'], { plural: null }),
      u('square-inch', 'square inch', 'in²', `${INCH}*${INCH}`, ['square-inches', 'in2', 'sq-in'], { plural: null }),
    ],
    examples: [
      { title: '1 acre in square meters', params: { from: 'acre', to: 'm2', value: 1 }, result: { result: 4046.8564224 } },
      { title: '1 hectare in square meters', params: { from: 'ha', to: 'sqm', value: 1 }, result: { result: 10000 } },
      { title: '1 square foot in square inches', params: { from: 'sq-ft', to: 'sq-in', value: 1 }, result: { result: 144 } },
    ],
  },
  speed: {
    title: 'Speed',
    base: 'meter-per-second',
    conventions: 'km/h = 1000/3600 m/s, mph = 1609.344/3600 m/s, knot = one nautical mile (1852 m) per hour, ft/s = 0.3048 m/s.',
    units: [
      u('meter-per-second', 'meter per second', 'm/s', '1', ['meters-per-second', 'metre-per-second', 'metres-per-second', 'mps']),
      u('kilometer-per-hour', 'kilometer per hour', 'km/h', '1000/3600', ['kilometers-per-hour', 'kilometre-per-hour', 'kilometres-per-hour', 'kph', 'kmh', 'kmph']),
      u('mile-per-hour', 'mile per hour', 'mph', `${MILE}/3600`, ['miles-per-hour', 'mi/h']),
      u('knot', 'knot', 'kn', '1852/3600', ['knots', 'kt', 'kts']),
      u('foot-per-second', 'foot per second', 'ft/s', FOOT, ['feet-per-second', 'fps'], { plural: null }),
    ],
    examples: [
      { title: '100 km/h in mph', params: { from: 'km/h', to: 'mph', value: 100 }, result: { result: 62.1371192237334 } },
      { title: '10 knots in km/h', params: { from: 'knot', to: 'kph', value: 10 }, result: { result: 18.52 } },
      { title: '36 km/h in m/s', params: { from: 'kmh', to: 'm/s', value: 36 }, result: { result: 10 } },
    ],
  },
  data: {
    title: 'Data size',
    base: 'byte',
    conventions: 'Decimal (SI) prefixes are powers of 1000 (kB, MB, GB, TB, PB); binary (IEC) prefixes are powers of 1024 (KiB, MiB, GiB, TiB, PiB). '
      + 'A byte is 8 bits. Symbols are case-sensitive where case tells bits from bytes (Mb megabit, MB megabyte); a spelling that fits both, such as "mb", is refused as ambiguous.',
    units: [
      u('bit', 'bit', 'bit', '1/8', ['bits', 'b']),
      u('kilobit', 'kilobit', 'kbit', '1000/8', ['kilobits', 'kb']),
      u('megabit', 'megabit', 'Mbit', '1000000/8', ['megabits', 'Mb']),
      u('gigabit', 'gigabit', 'Gbit', '1e9/8', ['gigabits', 'Gb']),
      u('terabit', 'terabit', 'Tbit', '1e12/8', ['terabits', 'Tb']),
      u('byte', 'byte', 'B', '1', ['bytes', 'octet', 'octets']),
      u('kilobyte', 'kilobyte', 'kB', '1000', ['kilobytes']),
      u('megabyte', 'megabyte', 'MB', '1e6', ['megabytes']),
      u('gigabyte', 'gigabyte', 'GB', '1e9', ['gigabytes']),
      u('terabyte', 'terabyte', 'TB', '1e12', ['terabytes']),
      u('petabyte', 'petabyte', 'PB', '1e15', ['petabytes']),
      u('kibibyte', 'kibibyte', 'KiB', '1024', ['kibibytes']),
      u('mebibyte', 'mebibyte', 'MiB', '1048576', ['mebibytes']),
      u('gibibyte', 'gibibyte', 'GiB', '1073741824', ['gibibytes']),
      u('tebibyte', 'tebibyte', 'TiB', '1099511627776', ['tebibytes']),
      u('pebibyte', 'pebibyte', 'PiB', '1125899906842624', ['pebibytes']),
    ],
    examples: [
      { title: '1 GiB in MB', params: { from: 'GiB', to: 'MB', value: 1 }, result: { result: 1073.741824 } },
      { title: '100 megabits in megabytes', params: { from: 'Mbit', to: 'MB', value: 100 }, result: { result: 12.5 } },
      { title: '1 byte in bits', params: { from: 'byte', to: 'bit', value: 1 }, result: { result: 8 } },
    ],
  },
  time: {
    title: 'Time',
    base: 'second',
    conventions: 'A year is the mean Gregorian year, 365.2425 days (31 556 952 s); a month is a twelfth of it (30.436875 days); '
      + 'decade and century are 10 and 100 such years. A day is 86 400 s (leap seconds are ignored).',
    units: [
      u('nanosecond', 'nanosecond', 'ns', '1e-9', ['nanoseconds', 'nsec']),
      u('microsecond', 'microsecond', 'µs', '0.000001', ['microseconds', 'usec']),
      u('millisecond', 'millisecond', 'ms', '0.001', ['milliseconds', 'msec']),
      u('second', 'second', 's', '1', ['seconds', 'sec', 'secs']),
      u('minute', 'minute', 'min', '60', ['minutes', 'mins']),
      u('hour', 'hour', 'h', '3600', ['hours', 'hr', 'hrs']),
      u('day', 'day', 'd', '86400', ['days']),
      u('week', 'week', 'wk', '604800', ['weeks', 'w']),
      u('month', 'month (1/12 Gregorian year)', 'mo', `${YEAR_S}/12`, ['months']),
      u('year', 'year (Gregorian, 365.2425 d)', 'yr', YEAR_S, ['years', 'y', 'yrs']),
      u('decade', 'decade', 'dec', `${YEAR_S}*10`, ['decades']),
      u('century', 'century', 'c', `${YEAR_S}*100`, ['centuries'], { plural: null }),
    ],
    examples: [
      { title: '1 year in days', params: { from: 'year', to: 'day', value: 1 }, result: { result: 365.2425 } },
      { title: '90 minutes in hours', params: { from: 'min', to: 'h', value: 90 }, result: { result: 1.5 } },
      { title: '1 day in seconds', params: { from: 'days', to: 's', value: 1 }, result: { result: 86400 } },
    ],
  },
  pressure: {
    title: 'Pressure',
    base: 'pascal',
    conventions: 'Standard atmosphere 101 325 Pa exactly, torr = atm/760, bar 100 000 Pa, psi = lbf/in² (4.4482216152605 N / 0.00064516 m²), '
      + 'mmHg the conventional 133.322387415 Pa, inHg 25.4 mmHg.',
    units: [
      u('pascal', 'pascal', 'Pa', '1', ['pascals']),
      u('hectopascal', 'hectopascal', 'hPa', '100', ['hectopascals']),
      u('kilopascal', 'kilopascal', 'kPa', '1000', ['kilopascals']),
      u('megapascal', 'megapascal', 'MPa', '1000000', ['megapascals']),
      u('bar', 'bar', 'bar', '100000', ['bars']),
      u('millibar', 'millibar', 'mbar', '100', ['millibars']),
      u('atmosphere', 'standard atmosphere', 'atm', '101325', ['atmospheres']),
      u('torr', 'torr', 'Torr', '101325/760', ['torrs']),
      u('psi', 'pound-force per square inch', 'psi', `${LBF}/${INCH}/${INCH}`, ['pounds-per-square-inch', 'pound-per-square-inch', 'lbf/in2', 'lb/in2'], { plural: null }),
      u('mmhg', 'millimeter of mercury (conventional)', 'mmHg', '133.322387415', ['millimeter-of-mercury', 'millimeters-of-mercury', 'millimetre-of-mercury', 'millimetres-of-mercury', 'mm-hg'], { plural: null }),
      u('inhg', 'inch of mercury (conventional)', 'inHg', '133.322387415*25.4', ['inch-of-mercury', 'inches-of-mercury', 'in-hg'], { plural: null }),
    ],
    examples: [
      { title: '1 atmosphere in pascals', params: { from: 'atm', to: 'Pa', value: 1 }, result: { result: 101325 } },
      { title: '760 torr in atmospheres', params: { from: 'torr', to: 'atm', value: 760 }, result: { result: 1 } },
      { title: '1 bar in psi', params: { from: 'bar', to: 'psi', value: 1 }, result: { result: 14.50377377302092 } },
    ],
  },
  energy: {
    title: 'Energy',
    base: 'joule',
    conventions: 'calorie is the thermochemical calorie, 4.184 J (kilocalorie 4184 J, the food Calorie); the International Table calorie (4.1868 J) is a separate unit; '
      + 'BTU is the International Table BTU, 1055.05585262 J; kWh 3.6 MJ; electronvolt 1.602176634e-19 J exactly (SI 2019); foot-pound 0.3048 m × 1 lbf.',
    units: [
      u('joule', 'joule', 'J', '1', ['joules']),
      u('kilojoule', 'kilojoule', 'kJ', '1000', ['kilojoules']),
      u('megajoule', 'megajoule', 'MJ', '1000000', ['megajoules']),
      u('calorie', 'calorie (thermochemical)', 'cal', '4.184', ['calories', 'thermochemical-calorie', 'cal-th']),
      u('kilocalorie', 'kilocalorie (thermochemical, food Calorie)', 'kcal', '4184', ['kilocalories', 'food-calorie', 'food-calories', 'kcal-th', 'Cal']),
      u('it-calorie', 'calorie (International Table)', 'cal_IT', '4.1868', ['it-calories', 'cal-it', 'international-calorie']),
      u('it-kilocalorie', 'kilocalorie (International Table)', 'kcal_IT', '4186.8', ['it-kilocalories', 'kcal-it']),
      u('watt-hour', 'watt-hour', 'Wh', '3600', ['watt-hours']),
      u('kilowatt-hour', 'kilowatt-hour', 'kWh', '3600000', ['kilowatt-hours']),
      u('megawatt-hour', 'megawatt-hour', 'MWh', '3600000000', ['megawatt-hours']),
      u('btu', 'British thermal unit (International Table)', 'BTU', BTU_IT, ['btus', 'btu-it', 'british-thermal-unit', 'british-thermal-units']),
      u('electronvolt', 'electronvolt', 'eV', '1.602176634e-19', ['electronvolts', 'electron-volt', 'electron-volts']),
      u('erg', 'erg', 'erg', '1e-7', ['ergs']),
      u('foot-pound', 'foot-pound (force)', 'ft·lbf', `${FOOT}*${LBF}`, ['foot-pounds', 'ft-lbf', 'ft-lb', 'ftlb']),
    ],
    examples: [
      { title: '1 kWh in megajoules', params: { from: 'kWh', to: 'MJ', value: 1 }, result: { result: 3.6 } },
      { title: '1 kilocalorie in kilojoules', params: { from: 'kcal', to: 'kJ', value: 1 }, result: { result: 4.184 } },
      { title: '1 BTU in joules', params: { from: 'btu', to: 'J', value: 1 }, result: { result: 1055.05585262 } },
    ],
  },
  angle: {
    title: 'Angle',
    base: 'degree',
    conventions: 'A turn is 360°, a gradian 0.9° (400 per turn), an arcminute 1/60°, an arcsecond 1/3600°; a radian is 180/π degrees, '
      + 'with π taken to 50 significant digits, far beyond double precision.',
    units: [
      u('degree', 'degree', '°', '1', ['deg', 'degs', 'degrees']),
      u('radian', 'radian', 'rad', '180/pi', ['radians']),
      u('gradian', 'gradian (gon)', 'grad', '0.9', ['gradians', 'gon', 'gons', 'grade', 'grads']),
      u('arcminute', 'minute of arc', '′', '1/60', ['arcminutes', 'arcmin', 'arcmins', 'minute-of-arc', "'"]),
      u('arcsecond', 'second of arc', '″', '1/3600', ['arcseconds', 'arcsec', 'arcsecs', 'second-of-arc', '"']),
      u('turn', 'turn (revolution)', 'tr', '360', ['turns', 'revolution', 'revolutions', 'rev', 'revs', 'cycle']),
    ],
    examples: [
      { title: '180 degrees in radians', params: { from: 'deg', to: 'rad', value: 180 }, result: { result: 3.141592653589793 } },
      { title: '1 turn in gradians', params: { from: 'turn', to: 'grad', value: 1 }, result: { result: 400 } },
      { title: '1 degree in arcseconds', params: { from: 'degree', to: 'arcsec', value: 1 }, result: { result: 3600 } },
    ],
  },
  power: {
    title: 'Power',
    base: 'watt',
    conventions: 'horsepower is the mechanical (imperial) horsepower, 550 ft·lbf/s = 745.69987158227022 W exactly; metric horsepower (PS) is 75 kgf·m/s = 735.49875 W; '
      + 'BTU per hour uses the International Table BTU.',
    units: [
      u('watt', 'watt', 'W', '1', ['watts']),
      u('milliwatt', 'milliwatt', 'mW', '0.001', ['milliwatts']),
      u('kilowatt', 'kilowatt', 'kW', '1000', ['kilowatts']),
      u('megawatt', 'megawatt', 'MW', '1000000', ['megawatts']),
      u('gigawatt', 'gigawatt', 'GW', '1e9', ['gigawatts']),
      u('horsepower', 'horsepower (mechanical)', 'hp', `550*${FOOT}*${LBF}`, ['mechanical-horsepower', 'imperial-horsepower', 'bhp'], { plural: null }),
      u('metric-horsepower', 'horsepower (metric, PS)', 'PS', `75*${G_N}`, ['metric-hp', 'cv'], { plural: null }),
      u('btu-per-hour', 'BTU per hour', 'BTU/h', `${BTU_IT}/3600`, ['btu/h', 'btuh', 'btu-h', 'btus-per-hour']),
      u('foot-pound-per-second', 'foot-pound-force per second', 'ft·lbf/s', `${FOOT}*${LBF}`, ['foot-pounds-per-second', 'ft-lbf/s', 'ft-lb/s']),
    ],
    examples: [
      { title: '1 horsepower in watts', params: { from: 'hp', to: 'W', value: 1 }, result: { result: 745.6998715822702 } },
      { title: '1 metric horsepower in watts', params: { from: 'metric-hp', to: 'watt', value: 1 }, result: { result: 735.49875 } },
      { title: '2.5 kW in watts', params: { from: 'kW', to: 'W', value: 2.5 }, result: { result: 2500 } },
    ],
  },
  frequency: {
    title: 'Frequency',
    base: 'hertz',
    conventions: 'Hertz is one cycle per second; rpm is one revolution per minute, 1/60 Hz.',
    units: [
      u('hertz', 'hertz', 'Hz', '1', ['hz'], { plural: null }),
      u('kilohertz', 'kilohertz', 'kHz', '1000', [], { plural: null }),
      u('megahertz', 'megahertz', 'MHz', '1000000', [], { plural: null }),
      u('gigahertz', 'gigahertz', 'GHz', '1e9', [], { plural: null }),
      u('terahertz', 'terahertz', 'THz', '1e12', [], { plural: null }),
      u('rpm', 'revolution per minute', 'rpm', '1/60', ['revolutions-per-minute', 'revolution-per-minute', 'r/min'], { plural: null }),
    ],
    examples: [
      { title: '2.4 GHz in MHz', params: { from: 'GHz', to: 'MHz', value: 2.4 }, result: { result: 2400 } },
      { title: '3000 rpm in hertz', params: { from: 'rpm', to: 'Hz', value: 3000 }, result: { result: 50 } },
    ],
  },
  force: {
    title: 'Force',
    base: 'newton',
    conventions: 'pound-force = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N exactly; kilogram-force 9.80665 N; dyne 1e-5 N; '
      + 'poundal 1 lb·ft/s² = 0.138254954376 N; kip 1000 lbf.',
    units: [
      u('newton', 'newton', 'N', '1', ['newtons']),
      u('kilonewton', 'kilonewton', 'kN', '1000', ['kilonewtons']),
      u('dyne', 'dyne', 'dyn', '0.00001', ['dynes']),
      u('pound-force', 'pound-force', 'lbf', LBF, ['pounds-force', 'pound-forces']),
      u('ounce-force', 'ounce-force', 'ozf', `${LBF}/16`, ['ounces-force']),
      u('kilogram-force', 'kilogram-force', 'kgf', G_N, ['kilograms-force', 'kilopond', 'kiloponds', 'kp']),
      u('poundal', 'poundal', 'pdl', `${POUND}*${FOOT}`, ['poundals']),
      u('kip', 'kip (kilopound-force)', 'kip', `${LBF}*1000`, ['kips', 'kilopound-force', 'klbf']),
    ],
    examples: [
      { title: '1 kilogram-force in newtons', params: { from: 'kgf', to: 'N', value: 1 }, result: { result: 9.80665 } },
      { title: '1 pound-force in newtons', params: { from: 'lbf', to: 'N', value: 1 }, result: { result: 4.4482216152605 } },
    ],
  },
}

// ---------------------------------------------------------------------------------------------
// Compiled tables

interface Unit {
  readonly slug: string
  readonly name: string
  readonly symbol: string
  readonly aliases: readonly string[]
  readonly note?: string
  /** Linear: one unit in the base unit. */
  readonly factor?: Ratio
  readonly def?: string
  /** Temperature: kelvin = (v + offset) × scale. */
  readonly offset?: Ratio
  readonly scale?: Ratio
}

interface Category {
  readonly name: UnitCategory
  readonly spec: CategorySpec
  readonly base: Unit
  readonly units: readonly Unit[]
  readonly exact: ReadonlyMap<string, Unit>
  readonly folded: ReadonlyMap<string, readonly Unit[]>
  readonly ambiguous: ReadonlyMap<string, readonly string[]>
}

/** How a unit spelling is compared: trimmed, spaces and underscores as hyphens, ² ³ µ ° spelled out. */
function normalize(text: string): string {
  return text.trim()
    .replace(/[\s_]+/g, '-')
    .replace(/²/g, '2').replace(/³/g, '3')
    .replace(/[µμ]/g, 'u')
    .replace(/[°º]/g, 'deg')
    .replace(/·/g, '-')
}
const fold = (text: string) => normalize(text).toLowerCase()

function compile(name: UnitCategory, spec: CategorySpec): Category {
  const units: Unit[] = spec.units.map((s) => {
    const plural = s.plural === undefined ? `${s.slug}s` : s.plural
    const spellings = [...new Set([s.slug, s.symbol, ...(plural ? [plural] : []), ...(s.aliases ?? [])])]
    const base = { slug: s.slug, name: s.name, symbol: s.symbol, aliases: spellings.filter((a) => a !== s.slug), ...(s.note && { note: s.note }) }
    if (s.def !== undefined) return { ...base, def: s.def, factor: evaluate(s.def) }
    return { ...base, offset: evaluate(s.offset!), scale: evaluate(s.scale!) }
  })
  const exact = new Map<string, Unit>()
  const folded = new Map<string, Unit[]>()
  for (const unit of units) {
    for (const spelling of [unit.slug, ...unit.aliases]) {
      const key = normalize(spelling)
      const other = exact.get(key)
      if (other && other !== unit) throw new Error(`${name}: "${spelling}" names both ${other.slug} and ${unit.slug}`)
      exact.set(key, unit)
      const list = folded.get(key.toLowerCase()) ?? []
      if (!list.includes(unit)) list.push(unit)
      folded.set(key.toLowerCase(), list)
    }
  }
  const ambiguous = new Map(Object.entries(spec.ambiguous ?? {}).map(([k, v]) => [fold(k), v]))
  for (const [key, slugs] of ambiguous) {
    if (folded.has(key)) throw new Error(`${name}: "${key}" is both a unit and ambiguous`)
    for (const slug of slugs) if (!units.some((x) => x.slug === slug)) throw new Error(`${name}: unknown slug ${slug}`)
  }
  const base = units.find((x) => x.slug === spec.base)
  if (!base) throw new Error(`${name}: base unit ${spec.base} missing`)
  return { name, spec, base, units, exact, folded, ambiguous }
}

const CATEGORIES: ReadonlyMap<UnitCategory, Category> = new Map(UNIT_CATEGORIES.map((c) => [c, compile(c, SPECS[c])]))

export const categoryOf = (name: UnitCategory): Category => CATEGORIES.get(name)!

/** Finds a unit by slug, symbol or alias; refuses an unknown or ambiguous spelling with a 422 saying what to send. */
export function findUnit(category: UnitCategory, text: string, param: string): Unit {
  const cat = categoryOf(category)
  const value = text.trim()
  if (value === '') throw new OperationError('PARAM_REQUIRED', { param })
  const key = normalize(text)
  const unit = cat.exact.get(key)
  if (unit) return unit
  const candidates = cat.folded.get(key.toLowerCase()) ?? []
  if (candidates.length === 1) return candidates[0]!
  const alternatives = candidates.length > 1 ? candidates.map((c) => c.slug) : cat.ambiguous.get(key.toLowerCase())
  if (alternatives) {
    const options = alternatives.map((slug) => {
      const found = cat.units.find((x) => x.slug === slug)!
      return `${found.slug} (${found.name === found.slug ? '' : `${found.name}, `}${found.symbol})`
    })
    throw new OperationError('UNIT_AMBIGUOUS', { param, value, options: options.join('; ') })
  }
  const units = cat.units.map((x) => x.slug).join(', ')
  for (const other of CATEGORIES.values()) {
    if (other !== cat && (other.exact.has(key) || other.folded.has(key.toLowerCase()))) {
      throw new OperationError('UNIT_OTHER_CATEGORY', { param, value, category, other: other.name, units })
    }
  }
  throw new OperationError('UNIT_UNKNOWN', { param, value, category, units })
}

// ---------------------------------------------------------------------------------------------
// Conversion

export interface ConversionResult {
  category: UnitCategory
  from: string
  to: string
  value: number
  /** The exact result rounded once to the nearest double. */
  result: number
  /** The result to 10 significant digits with the target unit's symbol. */
  display: string
  /** One `from` in `to` (result = value × factor); null for temperature, which has an offset. */
  factor: number | null
  /** How the result was computed, with the exact definitions used. */
  formula: string
}

/** Significant digits of `display`. */
export const DISPLAY_DIGITS = 10

const isTerminating = (r: Ratio) => !formatRatio(r).includes('/')

/** "x" and "× a" and "+ b" pieces of a temperature formula, written the way people read them. */
function affineFormula(fromSymbol: string, a: Ratio, b: Ratio): string {
  const times = (r: Ratio) => (r.n === r.d ? '' : ` × ${formatRatio(r)}`)
  const plus = (r: Ratio) => (r.n === 0n ? '' : r.n < 0n ? ` − ${formatRatio(ratio(-r.n, r.d))}` : ` + ${formatRatio(r)}`)
  if (isTerminating(b) || b.n === 0n) return `${fromSymbol}${times(a)}${plus(b)}`
  // to = (v + c) × a reads better when c = b / a is a plain decimal: (°F − 32) × 5/9.
  const c = div(b, a)
  if (isTerminating(c)) return `(${fromSymbol}${plus(c)})${times(a)}`
  return `${fromSymbol}${times(a)}${plus(b)}`
}

function finiteResult(r: Ratio): number {
  const value = toNumber(r)
  if (!Number.isFinite(value)) throw new OperationError('CALC_OUT_OF_RANGE', { what: 'result' })
  return value
}

const displayOf = (r: Ratio, symbol: string): string => `${toSignificant(r, DISPLAY_DIGITS)} ${symbol}`

/** Converts `value` from one unit to another of the same category, exactly (see the module notes). */
export function convertUnits(category: UnitCategory, fromText: string, toText: string, value: number): ConversionResult {
  const from = findUnit(category, fromText, 'from')
  const to = findUnit(category, toText, 'to')
  const v = fromNumber(value)
  if (from.factor && to.factor) {
    const factor = div(from.factor, to.factor)
    const exact = mul(v, factor)
    const result = finiteResult(exact)
    const fromDef = prettyExpression(from.def!)
    const toDef = prettyExpression(to.def!)
    const toDefGrouped = /[×/]/.test(toDef) ? `(${toDef})` : toDef
    const formula = from === to ? `${to.symbol} = ${from.symbol}`
      : `${to.symbol} = ${from.symbol}${fromDef === '1' ? '' : ` × ${fromDef}`}${toDef === '1' ? '' : ` / ${toDefGrouped}`}`
    return {
      category, from: from.slug, to: to.slug, value, result,
      display: displayOf(exact, to.symbol),
      factor: toNumber(factor),
      formula,
    }
  }
  // Temperature: through kelvin. k = (v + offset_from) × scale_from; out = k / scale_to − offset_to.
  const kelvin = mul(add(v, from.offset!), from.scale!)
  if (kelvin.n < 0n) {
    const zero = toNumber(sub(ZERO, from.offset!))
    throw new OperationError('TEMPERATURE_BELOW_ABSOLUTE_ZERO', { param: 'value', value, unit: from.symbol, zero })
  }
  const exact = sub(div(kelvin, to.scale!), to.offset!)
  const a = div(from.scale!, to.scale!)
  const b = sub(div(mul(from.offset!, from.scale!), to.scale!), to.offset!)
  return {
    category, from: from.slug, to: to.slug, value,
    result: finiteResult(exact),
    display: displayOf(exact, to.symbol),
    factor: null,
    formula: `${to.symbol} = ${affineFormula(from.symbol, a, b)}`,
  }
}

// ---------------------------------------------------------------------------------------------
// Listing

export interface UnitListing {
  slug: string
  name: string
  symbol: string
  /** Other accepted spellings (symbol, plural, alternative spellings), matched case-insensitively unless case tells units apart. */
  aliases: string[]
  /** One unit in the category's base unit, as a double; null for temperature. */
  factor: number | null
  /** The exact definition: "1 mi = 1609.344 m", "K = (°F + 459.67) × 5/9". */
  definition: string
}

export interface CategoryListing {
  category: UnitCategory
  name: string
  path: string
  base_unit: string
  conventions: string
  units: UnitListing[]
}

/** Every unit category with its units, in a stable order (the order of UNIT_CATEGORIES and of each table). */
export function listCategories(): CategoryListing[] {
  return UNIT_CATEGORIES.map((name) => {
    const cat = categoryOf(name)
    return {
      category: name,
      name: cat.spec.title,
      path: `/api/v1/convert/${name}`,
      base_unit: cat.base.slug,
      conventions: cat.spec.conventions,
      units: cat.units.map((unit) => ({
        slug: unit.slug,
        name: unit.name,
        symbol: unit.symbol,
        aliases: [...unit.aliases],
        factor: unit.factor ? toNumber(unit.factor) : null,
        definition: unit.factor
          ? `1 ${unit.symbol} = ${prettyExpression(unit.def!)} ${cat.base.symbol}`
          : `${cat.base.symbol} = ${affineFormula(unit.symbol, unit.scale!, mul(unit.offset!, unit.scale!))}`,
      })),
    }
  })
}

/** The slugs of a category, in table order. */
export const unitSlugs = (category: UnitCategory): string[] => categoryOf(category).units.map((x) => x.slug)
