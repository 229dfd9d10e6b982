/**
 * Phone numbers through libphonenumber-js with its full metadata (the "max" build: number types
 * and exact validation). The metadata is large, so it is loaded on the first call, not at start-up.
 */
import type * as PhoneLibrary from 'libphonenumber-js/max'
import { OperationError } from '../../core/errors.ts'

/** Longest value read: an E.164 number has at most 15 digits; the rest is room for spaces, punctuation and an extension. */
export const MAX_PHONE_INPUT = 64

export const PHONE_REASONS = ['not_a_number', 'too_short', 'too_long', 'invalid_length', 'invalid_country', 'invalid_number'] as const
export type PhoneReason = (typeof PHONE_REASONS)[number]

export const PHONE_TYPES = [
  'mobile', 'fixed_line', 'fixed_line_or_mobile', 'toll_free', 'premium_rate', 'shared_cost', 'voip',
  'personal_number', 'pager', 'uan', 'voicemail',
] as const
export type PhoneType = (typeof PHONE_TYPES)[number]

export interface PhoneCheck {
  valid: boolean
  possible: boolean
  reason: PhoneReason | null
  e164: string | null
  international: string | null
  national: string | null
  rfc3966: string | null
  country: string | null
  calling_code: string | null
  national_number: string | null
  extension: string | null
  type: PhoneType | null
}

type Library = typeof PhoneLibrary
let library: Promise<Library> | undefined
const load = () => (library ??= import('libphonenumber-js/max'))

const empty = (reason: PhoneReason): PhoneCheck => ({
  valid: false, possible: false, reason, e164: null, international: null, national: null, rfc3966: null,
  country: null, calling_code: null, national_number: null, extension: null, type: null,
})

/** 422 PHONE_COUNTRY_UNKNOWN unless the code is a region with a numbering plan; the code in upper case. */
async function region(country: string | undefined): Promise<string | undefined> {
  if (country === undefined) return undefined
  const code = country.trim().toUpperCase()
  const lib = await load()
  if (!lib.isSupportedCountry(code)) throw new OperationError('PHONE_COUNTRY_UNKNOWN', { country: country.slice(0, 8) })
  return code
}

export async function checkPhone(value: string, country?: string): Promise<PhoneCheck> {
  const lib = await load()
  const defaultCountry = await region(country) as PhoneLibrary.CountryCode | undefined
  let number: ReturnType<Library['parsePhoneNumberWithError']>
  try {
    number = lib.parsePhoneNumberWithError(value, { defaultCountry, extract: false })
  } catch (error) {
    const code = error instanceof lib.ParseError ? error.message : 'NOT_A_NUMBER'
    // Without "+" and a calling code, and without country, the number cannot be read at all.
    if (code === 'INVALID_COUNTRY') {
      if (value.trim().startsWith('+')) return empty('invalid_country')
      throw new OperationError('PHONE_COUNTRY_NEEDED', {})
    }
    return empty(code === 'TOO_SHORT' ? 'too_short' : code === 'TOO_LONG' ? 'too_long' : 'not_a_number')
  }
  const valid = number.isValid()
  const possible = number.isPossible()
  let reason: PhoneReason | null = null
  if (!valid) {
    const length = lib.validatePhoneNumberLength(number.number, {})
    reason = length === 'TOO_SHORT' ? 'too_short' : length === 'TOO_LONG' ? 'too_long' : length === 'INVALID_LENGTH' ? 'invalid_length'
      : length === 'INVALID_COUNTRY' ? 'invalid_country' : 'invalid_number'
  }
  const type = number.getType()
  return {
    valid,
    possible,
    reason,
    e164: number.number,
    international: number.formatInternational(),
    national: number.formatNational(),
    rfc3966: number.getURI(),
    country: number.country ?? null,
    calling_code: number.countryCallingCode,
    national_number: number.nationalNumber,
    extension: number.ext ?? null,
    type: type ? type.toLowerCase() as PhoneType : null,
  }
}
