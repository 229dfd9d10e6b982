/**
 * Payment card numbers (ISO/IEC 7812-1 PANs): the Luhn check and the brand from the issuer
 * identification number ranges the card networks publish. The number itself never leaves this
 * module except as its masked form (last four digits).
 */

/** Longest value read, spaces and hyphens included (a PAN has at most 19 digits). */
export const MAX_CARD_INPUT = 32

export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'JCB', 'Diners', 'UnionPay', 'Maestro'] as const
export type CardBrand = (typeof CARD_BRANDS)[number]

export const CARD_REASONS = ['format', 'unknown_brand', 'length', 'checksum'] as const
export type CardReason = (typeof CARD_REASONS)[number]

const range = (from: number, to: number, lengths: readonly number[]) => ({ from, to, digits: String(from).length, lengths })
const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * Prefix ranges by brand. Overlaps: Discover's 622126-622925 (UnionPay cards accepted on the
 * Discover network) lies inside UnionPay's 62, Discover's 644-649 and 65 and UnionPay's 62 inside
 * Maestro's 56-69. The longest matching prefix wins; between prefixes of the same length, the
 * earlier entry here (Discover before UnionPay before Maestro).
 */
const RANGES: readonly { brand: CardBrand; from: number; to: number; digits: number; lengths: readonly number[] }[] = [
  { brand: 'Visa', ...range(4, 4, [13, 16, 19]) },
  { brand: 'Mastercard', ...range(51, 55, [16]) },
  { brand: 'Mastercard', ...range(2221, 2720, [16]) },
  { brand: 'American Express', ...range(34, 34, [15]) },
  { brand: 'American Express', ...range(37, 37, [15]) },
  { brand: 'Discover', ...range(6011, 6011, span(16, 19)) },
  { brand: 'Discover', ...range(644, 649, span(16, 19)) },
  { brand: 'Discover', ...range(65, 65, span(16, 19)) },
  { brand: 'Discover', ...range(622126, 622925, span(16, 19)) },
  { brand: 'JCB', ...range(3528, 3589, span(16, 19)) },
  { brand: 'Diners', ...range(36, 36, span(14, 19)) },
  { brand: 'Diners', ...range(300, 305, span(14, 19)) },
  { brand: 'Diners', ...range(38, 39, span(14, 19)) },
  { brand: 'UnionPay', ...range(62, 62, span(16, 19)) },
  { brand: 'Maestro', ...range(50, 50, span(12, 19)) },
  { brand: 'Maestro', ...range(56, 69, span(12, 19)) },
]

/** The brand of a digit string and the lengths it allows, or null. */
export function cardBrand(digits: string): { brand: CardBrand; lengths: readonly number[] } | null {
  let best: (typeof RANGES)[number] | undefined
  for (const r of RANGES) {
    if (digits.length < r.digits) continue
    const prefix = Number(digits.slice(0, r.digits))
    if (prefix < r.from || prefix > r.to) continue
    if (!best || r.digits > best.digits) best = r
  }
  return best ? { brand: best.brand, lengths: best.lengths } : null
}

/** The Luhn (mod 10) check of ISO/IEC 7812-1 annex B. */
export function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

export interface CardCheck {
  valid: boolean
  reason: CardReason | null
  brand: CardBrand | null
  length: number
  length_ok: boolean
  allowed_lengths: number[]
  luhn: boolean
  masked: string | null
}

/** Every digit but the last four replaced by *. */
export const maskCard = (digits: string) => '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4)

export function checkCard(value: string): CardCheck {
  const digits = value.replace(/[\s-]+/g, '')
  if (!/^[0-9]+$/.test(digits)) {
    return { valid: false, reason: 'format', brand: null, length: 0, length_ok: false, allowed_lengths: [], luhn: false, masked: null }
  }
  const found = cardBrand(digits)
  const lengthOk = found !== null && found.lengths.includes(digits.length)
  const passes = luhn(digits)
  // Fewer than eight digits are shown as stars only: four of them would be half the value.
  const masked = digits.length >= 8 ? maskCard(digits) : '*'.repeat(digits.length)
  const reason: CardReason | null = found === null ? 'unknown_brand' : !lengthOk ? 'length' : !passes ? 'checksum' : null
  return {
    valid: reason === null, reason, brand: found?.brand ?? null, length: digits.length, length_ok: lengthOk,
    allowed_lengths: [...(found?.lengths ?? [])], luhn: passes, masked,
  }
}
