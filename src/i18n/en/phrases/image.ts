/** Phrases the image operations share (the Spanish in ../../es/phrases/image.ts has the same names). */
export default {}
