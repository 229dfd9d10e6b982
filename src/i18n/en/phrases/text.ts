/** Phrases the text operations share (the Spanish in ../../es/phrases/text.ts has the same names). */
export default {}
