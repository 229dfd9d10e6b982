// Messages of Excel serials, epochs, durations, business days, number formatting and the expression evaluator.
export default {
} as const
