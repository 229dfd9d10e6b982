// Messages of IBAN, card numbers, phone numbers and email addresses.
export default {
} as const
