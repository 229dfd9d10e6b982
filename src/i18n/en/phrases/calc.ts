/** Phrases the calc operations share (the Spanish in ../../es/phrases/calc.ts has the same names). */
export default {}
