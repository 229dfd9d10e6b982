/**
 * Epoch timestamps, exact in BigInt nanoseconds since 1970-01-01T00:00:00Z (Unix time, which
 * has no leap seconds). Other epochs:
 * - Windows FILETIME and LDAP/Active Directory timestamps: 100 ns since 1601-01-01
 *   (116444736000000000 at the Unix epoch: 11644473600 s).
 * - WebKit/Chrome time: microseconds since 1601-01-01.
 * - Cocoa (Apple NSDate reference date): seconds since 2001-01-01 (978307200 Unix).
 * - GPS time: seconds since 1980-01-06T00:00:00Z (315964800 Unix) that count every leap second,
 *   so GPS − UTC grew by one at each leap second inserted since 1980: 18 s since 2017-01-01
 *   (IERS Bulletin C; GPS = TAI − 19 s, TAI − UTC = 37 s).
 * Conversion to a coarser unit floors toward the past.
 */
import { OperationError } from '../../core/errors.ts'
import { DateTime } from 'luxon'

export const EPOCH_FORMS = ['unix', 'unix_ms', 'unix_us', 'unix_ns', 'filetime', 'ldap', 'webkit', 'cocoa', 'gps'] as const
export type EpochForm = (typeof EPOCH_FORMS)[number]

/** Longest value text: 30 digits (and a sign, a point and 9 decimals). */
export const EPOCH_MAX_DIGITS = 30

const S = 1_000_000_000n
const FORMS: Readonly<Record<EpochForm, { unit: bigint; epoch: bigint }>> = {
  unix: { unit: S, epoch: 0n },
  unix_ms: { unit: 1_000_000n, epoch: 0n },
  unix_us: { unit: 1_000n, epoch: 0n },
  unix_ns: { unit: 1n, epoch: 0n },
  filetime: { unit: 100n, epoch: -11_644_473_600n * S },
  ldap: { unit: 100n, epoch: -11_644_473_600n * S },
  webkit: { unit: 1_000n, epoch: -11_644_473_600n * S },
  cocoa: { unit: S, epoch: 978_307_200n * S },
  gps: { unit: S, epoch: 315_964_800n * S },
}

/** Unix times (UTC) at which GPS − UTC grew by one second: the leap seconds since 1980-01-06 (IERS). */
const LEAP_SECONDS_AT: readonly bigint[] = [
  '1981-07-01', '1982-07-01', '1983-07-01', '1985-07-01', '1988-01-01', '1990-01-01', '1991-01-01', '1992-07-01',
  '1993-07-01', '1994-07-01', '1996-01-01', '1997-07-01', '1999-01-01', '2006-01-01', '2009-01-01', '2012-07-01',
  '2015-07-01', '2017-01-01',
].map((d) => BigInt(Date.parse(`${d}T00:00:00Z`) / 1000))

/** Unix seconds of 0001-01-01T00:00:00Z and of 9999-12-31T23:59:59Z. */
const MIN_UNIX = -62_135_596_800n
const MAX_UNIX = 253_402_300_799n

const floorDiv = (a: bigint, b: bigint) => (a % b !== 0n && (a < 0n) !== (b < 0n) ? a / b - 1n : a / b)

/** GPS − UTC in seconds at a Unix second. */
export function gpsLeapSeconds(unixSeconds: bigint): number {
  return LEAP_SECONDS_AT.filter((t) => unixSeconds >= t).length
}

/** The value text as a fraction digits / 10^scale, or undefined when it is not a decimal number. */
function readDecimal(text: string): { digits: bigint; scale: bigint } | undefined {
  const m = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text)
  if (!m) return undefined
  const fraction = (m[3] ?? '').replace(/0+$/, '')
  const digits = BigInt(`${m[1]}${m[2]}${fraction}` || '0')
  return { digits, scale: 10n ** BigInt(fraction.length) }
}

export interface EpochReading {
  /** Nanoseconds since the Unix epoch (UTC). */
  ns: bigint
  /** A GPS time that falls in an inserted leap second (23:59:60), shown as 23:59:59. */
  leapSecond: boolean
}

export function readEpoch(value: string, from: EpochForm): EpochReading {
  const text = value.trim().replace(/_/g, '')
  const dec = readDecimal(text)
  if (!dec) throw new OperationError('EPOCH_NOT_NUMBER', { param: 'value', value: text.slice(0, 60) })
  const integerDigits = text.replace(/^[+-]/, '').split('.')[0]!.replace(/^0+(?=\d)/, '').length
  if (integerDigits > EPOCH_MAX_DIGITS) throw new OperationError('EPOCH_TOO_MANY_DIGITS', { param: 'value', digits: integerDigits, max: EPOCH_MAX_DIGITS })
  const { unit, epoch } = FORMS[from]
  const own = floorDiv(dec.digits * unit, dec.scale)
  let ns = own + epoch
  let leapSecond = false
  if (from === 'gps') {
    // The Unix second u with u + leap(u) equal to the GPS second, if any; else a leap second.
    const gpsSecond = floorDiv(ns, S)
    const match = [...Array(LEAP_SECONDS_AT.length + 1).keys()].find((n) => gpsLeapSeconds(gpsSecond - BigInt(n)) === n)
    if (match === undefined) {
      leapSecond = true
      const n = gpsLeapSeconds(gpsSecond)
      ns = ns - BigInt(n) * S - (ns - gpsSecond * S) // the second before the leap second, whole
    } else {
      ns -= BigInt(match) * S
    }
  }
  checkRange(ns, text, from)
  return { ns, leapSecond }
}

function checkRange(ns: bigint, value: string, from: EpochForm): void {
  const seconds = floorDiv(ns, S)
  if (seconds < MIN_UNIX || seconds > MAX_UNIX) {
    throw new OperationError('EPOCH_RANGE', { param: 'value', value: value.slice(0, 60), from })
  }
}

/** An integer as a JSON number when exact (|n| ≤ 2^53), else as its decimal digits. */
export function exact(n: bigint): number | string {
  return n >= -(2n ** 53n) && n <= 2n ** 53n ? Number(n) : n.toString()
}

/** The moment in every form (floored to each unit). */
export function epochForms(ns: bigint): Record<EpochForm, number | string> {
  const out = {} as Record<EpochForm, number | string>
  for (const form of EPOCH_FORMS) {
    const { unit, epoch } = FORMS[form]
    let own = ns - epoch
    if (form === 'gps') own += BigInt(gpsLeapSeconds(floorDiv(ns, S))) * S
    out[form] = exact(floorDiv(own, unit))
  }
  return out
}

/** ISO 8601 in UTC with as many decimals of the second as needed (up to 9). */
export function isoOfNs(ns: bigint, leapSecond = false): string {
  const seconds = floorDiv(ns, S)
  const nanos = ns - seconds * S
  const dt = DateTime.fromSeconds(Number(seconds), { zone: 'utc' })
  let base = dt.toFormat("yyyy-MM-dd'T'HH:mm:ss")
  if (leapSecond) base = base.replace(/:59$/, ':60')
  const fraction = nanos === 0n ? '' : `.${nanos.toString().padStart(9, '0').replace(/0+$/, '')}`
  return `${base}${fraction}Z`
}
