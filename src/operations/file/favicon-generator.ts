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
  de: {
    summary: 'Erzeugt einen Favicon-Satz aus einem Bild',
    description: 'Erstellt aus einem Bild (jedes unterstützte Format; quadratisch und mindestens 512×512 ergibt das schärfste Ergebnis) alle Symbole, auf die eine Website verweist, geliefert als favicon.zip: favicon.ico (16, 32 und 48 px, jeweils als PNG), favicon-16x16.png, -32x32, -48x48, -64x64, -96x96, -128x128, -192x192, -256x256, -384x384 und -512x512, apple-touch-icon.png (180 px, auf `background_color` gelegt, da iOS keine Transparenz anzeigt), android-chrome-192x192.png und android-chrome-512x512.png, site.webmanifest (name, short_name, diese beiden Symbole, theme_color, background_color) sowie favicon.html mit den <link>-Tags für den <head> der Seite (die Dateien sind für das Stammverzeichnis der Website gedacht). Ein nicht quadratisches Bild wird vollständig und zentriert mit transparenten Rändern in das Quadrat eingepasst; kleinere Bilder werden vergrößert. Von einer Animation wird der erste Frame verwendet, von einem Symbol das größte Bild.',
    params: {
      name: 'Der Name der Anwendung für das Manifest; Standardwert: "App"',
      short_name: `Kurzname, der unter dem Symbol auf dem Startbildschirm angezeigt wird; Standardwert: der auf ${SHORT_NAME_MAX} Zeichen gekürzte Name`,
      theme_color: 'Farbe der Browseroberfläche rund um die Website (theme_color im Manifest und das Meta-Tag theme-color), als HEX (#rrggbb oder #rgb); Standardwert: #ffffff',
      background_color: 'Farbe des Begrüßungsbildschirms (background_color im Manifest), die auch hinter das apple-touch-icon gelegt wird, als HEX (#rrggbb oder #rgb); Standardwert: #ffffff',
    },
  },
  fr: {
    summary: 'Génère un jeu de favicons à partir d\'une image',
    description: 'Crée, à partir d\'une seule image (tout format pris en charge\u00a0; une image carrée d\'au moins 512×512 donne le résultat le plus net), toutes les icônes qu\'un site web référence, livrées dans favicon.zip\u00a0: favicon.ico (16, 32 et 48 px, chacune au format PNG), favicon-16x16.png, -32x32, -48x48, -64x64, -96x96, -128x128, -192x192, -256x256, -384x384 et -512x512, apple-touch-icon.png (180 px, posée sur `background_color`, car iOS n\'affiche pas la transparence), android-chrome-192x192.png et android-chrome-512x512.png, site.webmanifest (name, short_name, ces deux icônes, theme_color, background_color) et favicon.html, les balises <link> pour le <head> de la page (les fichiers sont prévus pour la racine du site). Une image qui n\'est pas carrée est ajustée entière dans le carré, centrée, avec des marges transparentes\u00a0; les images plus petites sont agrandies. D\'une animation, la première image est utilisée\u00a0; d\'une icône, sa plus grande image.',
    params: {
      name: 'Le nom de l\'application, pour le manifeste\u00a0; "App" par défaut',
      short_name: `Nom court affiché sous l'icône de l'écran d'accueil\u00a0; par défaut, le nom tronqué à ${SHORT_NAME_MAX} caractères`,
      theme_color: 'Couleur de l\'interface du navigateur autour du site (theme_color du manifeste et balise meta theme-color), en HEX (#rrggbb ou #rgb)\u00a0; #ffffff par défaut',
      background_color: 'Couleur de l\'écran de démarrage (background_color du manifeste), également placée derrière l\'apple-touch-icon, en HEX (#rrggbb ou #rgb)\u00a0; #ffffff par défaut',
    },
  },
  'pt-br': {
    summary: 'Gera um conjunto de favicons a partir de uma imagem',
    description: 'Cria, a partir de uma imagem (qualquer formato compatível; uma imagem quadrada de pelo menos 512×512 dá o resultado mais nítido), todos os ícones que um site referencia, retornados como favicon.zip: favicon.ico (16, 32 e 48 px, cada um em PNG), favicon-16x16.png, -32x32, -48x48, -64x64, -96x96, -128x128, -192x192, -256x256, -384x384 e -512x512, apple-touch-icon.png (180 px, sobre `background_color`, já que o iOS não exibe transparência), android-chrome-192x192.png e android-chrome-512x512.png, site.webmanifest (name, short_name, esses dois ícones, theme_color, background_color) e favicon.html, as tags <link> para o <head> da página (os arquivos foram feitos para a raiz do site). Uma imagem que não é quadrada é ajustada inteira dentro do quadrado, centralizada, com margens transparentes; imagens menores são ampliadas. De uma animação é usado o primeiro quadro e, de um ícone, a maior imagem.',
    params: {
      name: 'O nome do aplicativo, para o manifesto; padrão: "App"',
      short_name: `Nome curto exibido abaixo do ícone na tela inicial; padrão: o nome cortado em ${SHORT_NAME_MAX} caracteres`,
      theme_color: 'Cor da interface do navegador em volta do site (theme_color do manifesto e a metatag theme-color), em HEX (#rrggbb ou #rgb); padrão: #ffffff',
      background_color: 'Cor da tela de abertura (background_color do manifesto), também colocada atrás do apple-touch-icon, em HEX (#rrggbb ou #rgb); padrão: #ffffff',
    },
  },
  'zh-cn': {
    summary: '根据一张图像生成一套网站图标',
    description: '根据一张图像（任何支持的格式；正方形且不小于 512×512 的图像效果最清晰）生成网站引用的全部图标，以 favicon.zip 返回：favicon.ico（16、32 和 48 px，均为 PNG）、favicon-16x16.png、-32x32、-48x48、-64x64、-96x96、-128x128、-192x192、-256x256、-384x384 和 -512x512、apple-touch-icon.png（180 px，铺在 `background_color` 上，因为 iOS 不显示透明效果）、android-chrome-192x192.png 和 android-chrome-512x512.png、site.webmanifest（name、short_name、上述两个图标、theme_color、background_color），以及 favicon.html，即用于页面 <head> 的 <link> 标签（这些文件应放在网站根目录）。非正方形的图像会完整地居中放入正方形，四周留出透明边距；较小的图像会被放大。动画使用第一帧，图标使用其中最大的图像。',
    params: {
      name: '应用程序的名称，用于清单文件；默认为 "App"',
      short_name: `显示在主屏幕图标下方的短名称；默认为截断至 ${SHORT_NAME_MAX} 个字符的名称`,
      theme_color: '网站周围浏览器界面的颜色（清单中的 theme_color 和 theme-color meta 标签），使用 HEX 格式（#rrggbb 或 #rgb）；默认为 #ffffff',
      background_color: '启动画面的颜色（清单中的 background_color），也会铺在 apple-touch-icon 背后，使用 HEX 格式（#rrggbb 或 #rgb）；默认为 #ffffff',
    },
  },
})
