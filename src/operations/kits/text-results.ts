/**
 * Result shapes that several text, number and generate operations answer alike, each named once
 * so the OpenAPI document publishes it as one component that those operations refer to.
 */
import { z } from 'zod'
import { IMAGE_FORMATS } from '../../lib/image/codes.ts'

const outputText = z.string().describe('The resulting text; line breaks are written as \\n')
const lineCount = z.number().int().min(0).describe('Number of lines in output (an empty text has none; a final line break does not start a new one)')

/** A text operation that answers the transformed text alone. */
export const TextOutput = z.object({
  output: outputText,
}).meta({ id: 'TextOutput', description: 'The text an operation produced' })

/** A line operation: the resulting text and how many lines it has. */
export const TextLines = z.object({
  output: outputText,
  lines: lineCount,
}).meta({ id: 'TextLines', description: 'The text a line operation produced, with its number of lines' })

/** A line filter: the lines kept, and how many were dropped. */
export const FilteredLines = z.object({
  output: z.string().describe('The lines kept, in their original order, joined with \\n (a final line break is kept)'),
  lines: z.number().int().min(0).describe('Number of lines kept'),
  removed: z.number().int().min(0).describe('Number of lines removed'),
}).meta({ id: 'FilteredLines', description: 'The lines a filter kept, with the numbers of lines kept and removed' })

const channel = (name: string) => z.number().int().min(0).max(255).describe(`${name} channel, 0-255`)

/** A colour in every form a stylesheet uses (describeColor in src/lib/image/color.ts). */
export const Color = z.object({
  hex: z.string().regex(/^#[0-9a-f]{6}$/).describe('The colour as #rrggbb, lower case'),
  rgb: z.object({
    r: channel('Red'),
    g: channel('Green'),
    b: channel('Blue'),
  }).describe('Red, green and blue channels'),
  hsl: z.object({
    h: z.number().min(0).lt(360).describe('Hue in degrees, 0 to less than 360, to one decimal (0 for a grey)'),
    s: z.number().min(0).max(100).describe('Saturation in percent, 0-100, to one decimal'),
    l: z.number().min(0).max(100).describe('Lightness in percent, 0-100, to one decimal'),
  }).describe('Hue, saturation and lightness'),
  css: z.object({
    rgb: z.string().describe('CSS rgb() value, such as rgb(51, 102, 153)'),
    hsl: z.string().describe('CSS hsl() value, such as hsl(210, 50%, 40%)'),
  }).describe('The colour as CSS values'),
}).meta({ id: 'Color', description: 'An sRGB colour as HEX, RGB and HSL values and as CSS' })
export type Color = z.output<typeof Color>

/**
 * The fields of a generated image link (imageLink in src/lib/image/codes.ts), which each image
 * result extends with its own: a link, the image inline, and when the link stops working.
 */
export const imageLinkFields = {
  url: z.string().describe('Signed link to the image on this service; it works until expires_at'),
  data_uri: z.string().describe('The same image inline, as a base64 data: URI'),
  format: z.enum(IMAGE_FORMATS).describe('Image format: png or svg'),
  content_type: z.string().describe('Media type of the image: image/png or image/svg+xml'),
  width: z.number().int().min(0).describe('Width of the image: pixels for PNG, CSS pixels for SVG'),
  height: z.number().int().min(0).describe('Height of the image: pixels for PNG, CSS pixels for SVG'),
  expires_at: z.iso.datetime().describe('When url stops working, ISO 8601 in UTC'),
}
