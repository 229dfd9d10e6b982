import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { imageLinkFields, qrCodeFields } from '../kits/text-results.ts'
import { formatParam, imageLink, QR_IMAGE_WORDS, qrParams, qrQuery, renderQr } from '../../lib/image/codes.ts'

export default defineOperation({
  category: 'generate',
  name: 'qr',
  input: 'query',
  summary: 'Generate a QR code image (PNG or SVG) for a text or URL',
  description: 'Encodes text (UTF-8; runs of digits or capitals use the denser numeric and alphanumeric modes) in the smallest QR code '
    + 'version (1-40) that holds it at the chosen error correction level. '
    + 'url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); '
    + 'fetching it counts no quota. data_uri is the same image inline (data:image/png;base64,… or data:image/svg+xml;base64,…), which never expires. '
    + 'The PNG is exactly size × size pixels, black on white: every module (square of the code) is the same whole number of pixels, '
    + 'the code is centred and the pixels left over widen the quiet zone; when even one pixel per module does not fit, the call is refused. '
    + 'The SVG has the same width and height and scales freely. '
    + 'version and modules (17 + 4 × version, the code\'s width without margin) tell how dense the code is: '
    + 'aim for 3 or more pixels per module for reliable scanning. Very long texts make long url values (the text is in the link); '
    + 'use data_uri for those.',
  params: qrParams.extend({ format: formatParam }),
  result: z.object({
    ...imageLinkFields,
    ...qrCodeFields,
  }),
  examples: [
    {
      title: 'a URL as a 300 px PNG',
      params: { text: 'https://example.com' },
      result: { format: 'png', content_type: 'image/png', width: 300, height: 300, size: 300, error_correction: 'M', margin: 4, version: 2, modules: 25 },
    },
    {
      title: 'SVG with high error correction',
      params: { text: 'Hello, world', format: 'svg', size: 200, error_correction: 'H' },
      result: { format: 'svg', content_type: 'image/svg+xml', size: 200, error_correction: 'H', version: 2 },
    },
  ],
  run: async ({ format, ...spec }, ctx) => {
    const { image, version, modules } = await renderQr(spec, format)
    return {
      ...imageLink(ctx, 'qr', image, qrQuery(spec)),
      size: spec.size,
      error_correction: spec.error_correction,
      margin: spec.margin,
      version,
      modules,
    }
  },
  es: {
    summary: 'Genera una imagen de código QR (PNG o SVG) para un texto o una URL',
    description: 'Codifica text (UTF-8; los tramos de dígitos o mayúsculas usan los modos numérico y alfanumérico, más densos) en la versión de código QR más pequeña (1-40) que lo contiene con el nivel de corrección de errores elegido. url es un enlace a la imagen en este servicio, firmado y válido hasta expires_at (después responde 410: vuelva a llamar para obtener uno nuevo); descargarlo no consume cuota. data_uri es la misma imagen en línea (data:image/png;base64,… o data:image/svg+xml;base64,…), que nunca caduca. El PNG mide exactamente size × size píxeles, negro sobre blanco: cada módulo (cuadrado del código) ocupa el mismo número entero de píxeles, el código va centrado y los píxeles sobrantes ensanchan la zona de silencio; cuando no cabe ni un píxel por módulo, la llamada se rechaza. El SVG tiene el mismo ancho y alto y se escala libremente. version y modules (17 + 4 × version, el ancho del código sin margen) indican lo denso que es el código: procure 3 o más píxeles por módulo para una lectura fiable. Los textos muy largos dan valores de url largos (el texto va en el enlace); para ellos use data_uri.',
    params: {
      ...QR_IMAGE_WORDS.es,
      text: 'El texto que se codifica, como una URL; hasta 2953 bytes de texto UTF-8 con el nivel L, 2331 con M, 1663 con Q y 1273 con H (solo dígitos: 7089, 5596, 3993, 3057)',
      error_correction: 'Nivel de corrección de errores: L (puede dañarse el 7 % del código), M (15 %, por defecto), Q (25 %) o H (30 %); los niveles más altos admiten menos texto',
    },
  },
  de: {
    summary: 'Erzeugt ein QR-Code-Bild (PNG oder SVG) für einen Text oder eine URL',
    description: 'Codiert text (UTF-8; Folgen von Ziffern oder Großbuchstaben nutzen die dichteren numerischen und alphanumerischen Modi) in der kleinsten QR-Code-Version (1-40), die ihn mit der gewählten Fehlerkorrekturstufe aufnimmt. url ist ein Link zum Bild auf diesem Dienst, signiert und gültig bis expires_at (danach antwortet er mit 410: Rufen Sie die Operation erneut auf, um einen neuen zu erhalten); sein Abruf wird nicht auf das Kontingent angerechnet. data_uri ist dasselbe Bild eingebettet (data:image/png;base64,… oder data:image/svg+xml;base64,…) und läuft nie ab. Das PNG ist genau size × size Pixel groß, schwarz auf weiß: Jedes Modul (Quadrat des Codes) ist gleich viele ganze Pixel groß, der Code ist zentriert, und übrige Pixel verbreitern die Ruhezone; passt nicht einmal ein Pixel pro Modul, wird der Aufruf abgelehnt. Das SVG hat dieselbe Breite und Höhe und lässt sich frei skalieren. version und modules (17 + 4 × version, die Breite des Codes ohne Rand) geben an, wie dicht der Code ist: Für zuverlässiges Scannen sollten es 3 oder mehr Pixel pro Modul sein. Sehr lange Texte ergeben lange url-Werte (der Text steht im Link); verwenden Sie dafür data_uri.',
    params: {
      ...QR_IMAGE_WORDS.de,
      text: 'Der zu codierende Text, etwa eine URL; bis zu 2953 Byte UTF-8-Text bei Stufe L, 2331 bei M, 1663 bei Q, 1273 bei H (nur Ziffern: 7089, 5596, 3993, 3057)',
      error_correction: 'Fehlerkorrekturstufe: L (7 % des Codes dürfen beschädigt sein), M (15 %, Standard), Q (25 %) oder H (30 %); höhere Stufen fassen weniger Text',
    },
  },
  fr: {
    summary: 'Génère l\'image d\'un code QR (PNG ou SVG) pour un texte ou une URL',
    description: 'Encode text (UTF-8\u00a0; les suites de chiffres ou de majuscules utilisent les modes numérique et alphanumérique, plus denses) dans la plus petite version de code QR (1-40) qui le contient au niveau de correction d\'erreurs choisi. url est un lien vers l\'image sur ce service, signé et valide jusqu\'à expires_at (il répond ensuite 410\u00a0: appelez à nouveau l\'opération pour en obtenir un nouveau)\u00a0; son téléchargement n\'est pas décompté du quota. data_uri est la même image intégrée (data:image/png;base64,… ou data:image/svg+xml;base64,…), qui n\'expire jamais. Le PNG mesure exactement size × size pixels, noir sur blanc\u00a0: chaque module (carré du code) occupe le même nombre entier de pixels, le code est centré et les pixels restants élargissent la zone de silence\u00a0; si même un pixel par module ne tient pas, l\'appel est refusé. Le SVG a la même largeur et la même hauteur et se redimensionne librement. version et modules (17 + 4 × version, la largeur du code sans marge) indiquent la densité du code\u00a0: visez au moins 3 pixels par module pour une lecture fiable. Les textes très longs donnent des valeurs url longues (le texte figure dans le lien)\u00a0; utilisez data_uri dans ce cas.',
    params: {
      ...QR_IMAGE_WORDS.fr,
      text: 'Le texte à encoder, par exemple une URL\u00a0; jusqu\'à 2953 octets de texte UTF-8 au niveau L, 2331 au niveau M, 1663 au niveau Q, 1273 au niveau H (chiffres seuls\u00a0: 7089, 5596, 3993, 3057)',
      error_correction: 'Niveau de correction d\'erreurs\u00a0: L (7 % du code peut être endommagé), M (15 %, par défaut), Q (25 %) ou H (30 %)\u00a0; les niveaux plus élevés contiennent moins de texte',
    },
  },
  'pt-br': {
    summary: 'Gera uma imagem de código QR (PNG ou SVG) para um texto ou URL',
    description: 'Codifica text (UTF-8; sequências de dígitos ou maiúsculas usam os modos numérico e alfanumérico, mais densos) na menor versão de código QR (1-40) que o comporta no nível de correção de erros escolhido. url é um link para a imagem neste serviço, assinado e válido até expires_at (depois responde 410: chame de novo para obter um novo); baixá-lo não consome cota. data_uri é a mesma imagem embutida (data:image/png;base64,… ou data:image/svg+xml;base64,…), que nunca expira. O PNG tem exatamente size × size pixels, preto sobre branco: cada módulo (quadrado do código) ocupa o mesmo número inteiro de pixels, o código fica centralizado e os pixels que sobram alargam a zona de silêncio; quando não cabe nem um pixel por módulo, a chamada é recusada. O SVG tem a mesma largura e altura e pode ser redimensionado livremente. version e modules (17 + 4 × version, a largura do código sem margem) indicam a densidade do código: procure usar 3 ou mais pixels por módulo para uma leitura confiável. Textos muito longos geram valores de url longos (o texto vai no link); para eles, use data_uri.',
    params: {
      ...QR_IMAGE_WORDS['pt-br'],
      text: 'O texto a codificar, como uma URL; até 2953 bytes de texto UTF-8 no nível L, 2331 no M, 1663 no Q e 1273 no H (apenas dígitos: 7089, 5596, 3993, 3057)',
      error_correction: 'Nível de correção de erros: L (até 7% do código pode estar danificado), M (15%, padrão), Q (25%) ou H (30%); níveis mais altos comportam menos texto',
    },
  },
  'zh-cn': {
    summary: '为文本或 URL 生成 QR 码图像（PNG 或 SVG）',
    description: '将 text（UTF-8；连续的数字或大写字母使用更紧凑的数字模式和字母数字模式）编码为在所选纠错级别下能容纳它的最小 QR 码版本（1-40）。url 是指向本服务上该图像的链接，已签名，在 expires_at 之前有效（之后返回 410：请重新调用以获取新链接）；访问该链接不计入配额。data_uri 是内嵌的同一图像（data:image/png;base64,… 或 data:image/svg+xml;base64,…），永不过期。PNG 的尺寸正好是 size × size 像素，白底黑码：每个模块（码中的方块）占用相同的整数像素，码居中放置，多余的像素用于加宽静区；如果每个模块连一个像素都放不下，则拒绝该调用。SVG 的宽高相同，可自由缩放。version 和 modules（17 + 4 × version，即不含边距的码宽）表示码的密度：为确保扫描可靠，每个模块应至少有 3 个像素。很长的文本会生成很长的 url 值（文本包含在链接中）；此时请使用 data_uri。',
    params: {
      ...QR_IMAGE_WORDS['zh-cn'],
      text: '要编码的文本，例如 URL；L 级最多 2953 字节的 UTF-8 文本，M 级 2331，Q 级 1663，H 级 1273（纯数字：7089、5596、3993、3057）',
      error_correction: '纠错级别：L（码的 7% 可以损坏）、M（15%，默认）、Q（25%）或 H（30%）；级别越高，可容纳的文本越少',
    },
  },
})
