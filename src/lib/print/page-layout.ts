/**
 * Where the PDF drawing tasks put things on a page (src/lib/pdf: images to pages, signatures,
 * watermarks, page numbers): paper sizes, the space kept clear of the edges, and the positions a
 * caller may choose. The operations describe and validate these on the main thread, which must not
 * load pdf-lib to read them; the tasks apply them in the document worker threads.
 */

/** Paper sizes in points (portrait: the short side first). */
export const PAGE_SIZES = { a4: [595.28, 841.89], letter: [612, 792] } as const
export type PageSize = keyof typeof PAGE_SIZES | 'fit'
export type Orientation = 'auto' | 'portrait' | 'landscape'

/** Density assumed when an image records none: the usual screen resolution. */
export const DEFAULT_DENSITY = 96
/** Longest page side PDF readers accept (200 inches, the PDF 1.x implementation limit). */
export const MAX_PAGE_SIDE = 14_400

/** Clear space between the default signature stamp and the page's edges. */
export const SIGNATURE_EDGE = 36

export const WATERMARK_POSITIONS = ['center', 'diagonal', 'top', 'bottom'] as const
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number]
/** Clear space between the watermark and the page's edges. */
export const WATERMARK_EDGE = 36
/** An image watermark takes at most this share of the page's width and height. */
export const IMAGE_SHARE = 0.5

export const NUMBER_POSITIONS = ['bottom-center', 'bottom-right', 'bottom-left', 'top-center', 'top-right', 'top-left'] as const
export type NumberPosition = (typeof NUMBER_POSITIONS)[number]
