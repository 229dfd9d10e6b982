// apca-w3 (the APCA reference implementation) ships no types; this is the part of its API the service uses.
declare module 'apca-w3' {
  /** Screen luminance Y of 8-bit sRGB channels [r, g, b] (0-255). */
  export function sRGBtoY(rgb: readonly number[]): number
  /** Lightness contrast Lc of text luminance on background luminance; a string when places is 0 or more. */
  export function APCAcontrast(textY: number, backgroundY: number, places?: number): number | string
}
