/**
 * What extracting a PDF's images promises, apart from the work itself (extract.ts, in the document
 * worker threads): its limits and the files of its answer, for the operation that describes them
 * on the main thread, which must not load pdf-lib to read them.
 */

/** Images in one request: past this, choose fewer pages. */
export const MAX_IMAGES = 500
/** Decoded bytes of all the images together: grey or RGB pixels, their alpha, and JPEG bytes. */
export const MAX_DECODED_BYTES = 512 * 1024 * 1024
/** The name of the list of images that were found but not extracted. */
export const SKIPPED_LIST = 'skipped-images.txt'
export const ZIP_TYPE = 'application/zip'
