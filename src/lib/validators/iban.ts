/**
 * IBAN checks (ISO 13616-1): the country registry (IBAN length and BBAN structure of each
 * country, and the national check digits some countries have) comes from ibantools; the
 * ISO 7064 MOD 97-10 check is computed here, digit by digit, so that no big number is built.
 */
import { getCountrySpecifications, isValidBBAN } from 'ibantools'

/** Longest value read, spaces included: the longest IBAN (34 characters) printed in groups of four, with room to spare. */
export const MAX_IBAN_INPUT = 64

export const IBAN_REASONS = ['format', 'unknown_country', 'length_for_country', 'checksum', 'bban_format', 'national_checksum'] as const
export type IbanReason = (typeof IBAN_REASONS)[number]

export interface IbanCheck {
  valid: boolean
  reason: IbanReason | null
  country: string | null
  check_digits: string | null
  bban: string | null
  electronic: string
  print: string
  expected_length: number | null
  sepa: boolean | null
}

/** ISO 7064 MOD 97-10 remainder of the rearranged IBAN (letters A=10 … Z=35). */
export function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const code = char.charCodeAt(0)
    remainder = code <= 57 ? (remainder * 10 + (code - 48)) % 97 : (remainder * 100 + (code - 55)) % 97
  }
  return remainder
}

/** The electronic form in groups of four, as ISO 13616 prints it. */
const printForm = (electronic: string) => electronic.replace(/(.{4})(?=.)/g, '$1 ')

export function checkIban(value: string): IbanCheck {
  // Spaces (of the print form) and an "IBAN" label before the number are not part of it.
  const electronic = value.replace(/\s+/g, '').replace(/^IBAN:?/i, '').toUpperCase()
  const result: IbanCheck = {
    valid: false, reason: null, country: null, check_digits: null, bban: null,
    electronic, print: printForm(electronic), expected_length: null, sepa: null,
  }
  const fail = (reason: IbanReason) => ({ ...result, reason })
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(electronic)) return fail('format')
  result.country = electronic.slice(0, 2)
  result.check_digits = electronic.slice(2, 4)
  result.bban = electronic.slice(4)
  const spec = getCountrySpecifications()[result.country]
  if (!spec?.chars || !spec.bban_regexp) return fail('unknown_country')
  result.expected_length = spec.chars
  result.sepa = spec.SEPA
  if (electronic.length !== spec.chars) return fail('length_for_country')
  // Check digits 00, 01 and 99 are never produced by ISO 7064 MOD 97-10 (98 - remainder is 2…98).
  const digits = Number(result.check_digits)
  if (digits < 2 || digits > 98 || mod97(electronic) !== 1) return fail('checksum')
  if (!new RegExp(spec.bban_regexp).test(result.bban)) return fail('bban_format')
  if (!isValidBBAN(result.bban, result.country)) return fail('national_checksum')
  return { ...result, valid: true }
}
