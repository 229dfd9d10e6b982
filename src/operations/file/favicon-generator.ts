import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { parseHex, toHex } from '../../lib/image/color.ts'
import { faviconFiles } from '../../lib/image/favicon.ts'
import { FILE_FORMATS, IMAGE_FORMATS } from '../../lib/files/file-type.ts'
import { loadImage } from '../../lib/image/image.ts'
import { imageJob } from '../kits/image-conversion.ts'
import { zipOutputs } from '../../lib/files/zip.ts'

const SHORT_NAME_MAX = 30

const colorParam = (what: string) =>
  z.string().max(20).default('#ffffff')
    .describe(`${what}, as HEX (#rrggbb or #rgb); default #ffffff`)

export default defineOperation({
  category: 'file',
  name: 'favicon-generator',
  input: 'file',
  summary: 'Generate a favicon set from one image',
  description: [
    'Makes every icon a web site links from one image (any supported format; square, and at least 512×512, gives the sharpest result), answered as favicon.zip:',
    'favicon.ico (16, 32 and 48 px, each a PNG),',
    'favicon-16x16.png, -32x32, -48x48, -64x64, -96x96, -128x128, -192x192, -256x256, -384x384 and -512x512,',
    'apple-touch-icon.png (180 px, laid on `background_color` since iOS shows no transparency),',
    'android-chrome-192x192.png and android-chrome-512x512.png,',
    'site.webmanifest (name, short_name, those two icons, theme_color, background_color)',
    'and favicon.html, the <link> tags for the page\'s <head> (the files are meant for the site root).',
    'A picture that is not square is fitted whole inside the square, centred, with transparent margins; smaller pictures are enlarged.',
    'Of an animation the first frame is used, of an icon its largest image.',
  ].join(' '),
  // The icon set: PNGs, favicon.ico, the manifest and the HTML, in one ZIP.
  files: { accepts: IMAGE_FORMATS, mode: 'each', maxFiles: 1, answers: [FILE_FORMATS.zip.mime] },
  params: z.object({
    name: z.string().trim().min(1).max(100).default('App').describe('The application\'s name, for the manifest; default "App"'),
    short_name: z.string().trim().min(1).max(SHORT_NAME_MAX).optional()
      .describe(`Short name shown under the home-screen icon; default the name cut to ${SHORT_NAME_MAX} characters`),
    theme_color: colorParam('Colour of the browser interface around the site (manifest theme_color and the theme-color meta tag)'),
    background_color: colorParam('Splash-screen colour (manifest background_color), also laid behind the apple-touch-icon'),
  }),
  examples: [
    { title: 'Favicons from a photo', params: {}, files: ['photo.jpg'], output: 'application/zip' },
    { title: 'Named, with colours', params: { name: 'My "Shop"', short_name: 'Shop', theme_color: '#336699', background_color: '#000' }, files: ['alpha.png'], output: 'application/zip' },
  ],
  run: async (params, ctx) => {
    // Colours are checked before any decoding: a typo costs the caller nothing.
    const settings = {
      name: params.name,
      shortName: params.short_name ?? [...params.name].slice(0, SHORT_NAME_MAX).join('').trim(),
      themeColor: toHex(parseHex(params.theme_color, 'theme_color')),
      backgroundColor: toHex(parseHex(params.background_color, 'background_color')),
    }
    const job = imageJob(ctx)
    const loaded = await loadImage(ctx.files.uploads[0]!, job)
    return zipOutputs('favicon.zip', await faviconFiles(loaded, job, settings))
  },
  es: {
    summary: 'Genera un conjunto de favicons a partir de una imagen',
    description: 'Crea, a partir de una imagen (cualquier formato admitido; cuadrada y de al menos 512×512 da el resultado más nítido), todos los iconos que enlaza un sitio web, devueltos como favicon.zip: favicon.ico (16, 32 y 48 px, cada uno un PNG), favicon-16x16.png, -32x32, -48x48, -64x64, -96x96, -128x128, -192x192, -256x256, -384x384 y -512x512, apple-touch-icon.png (180 px, sobre `background_color`, ya que iOS no muestra transparencia), android-chrome-192x192.png y android-chrome-512x512.png, site.webmanifest (name, short_name, esos dos iconos, theme_color, background_color) y favicon.html, las etiquetas <link> para el <head> de la página (los archivos están pensados para la raíz del sitio). Una imagen que no es cuadrada se ajusta entera dentro del cuadrado, centrada y con márgenes transparentes; las imágenes más pequeñas se amplían. De una animación se usa el primer fotograma, y de un icono su imagen más grande.',
    params: {
      name: 'El nombre de la aplicación, para el manifiesto; por defecto "App"',
      short_name: 'Nombre corto que se muestra bajo el icono de la pantalla de inicio; por defecto, el nombre cortado a 30 caracteres',
      theme_color: 'Color de la interfaz del navegador alrededor del sitio (theme_color del manifiesto y la metaetiqueta theme-color), en HEX (#rrggbb o #rgb); por defecto #ffffff',
      background_color: 'Color de la pantalla de bienvenida (background_color del manifiesto), que también se pone detrás del apple-touch-icon, en HEX (#rrggbb o #rgb); por defecto #ffffff',
    },
  },
})
