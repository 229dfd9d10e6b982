/** Phrases the dates operations share (the Spanish in ../../es/phrases/dates.ts has the same names). */
export default {}
