/** Phrases the pdf operations share (the Spanish in ../../es/phrases/pdf.ts has the same names). */
export default {}
