/** Phrases the web operations share (the Spanish in ../../es/phrases/web.ts has the same names). */
export default {}
