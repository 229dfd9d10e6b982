/** Phrases the office operations share (the Spanish in ../../es/phrases/office.ts has the same names). */
export default {}
