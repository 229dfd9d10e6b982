/**
 * culori, loaded with the first CSS colour read rather than at start-up: some 60 ms for a library
 * only the colour operations, watermarks and SVG backgrounds need. Both readers of CSS colours
 * (css.ts, and the image code's cssColor) take it from here.
 */
import type * as Culori from 'culori'

export type CuloriModule = typeof Culori

let culori: Promise<CuloriModule> | undefined

export const loadCulori = (): Promise<CuloriModule> => (culori ??= import('culori'))
