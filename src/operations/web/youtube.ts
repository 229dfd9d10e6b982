import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { ApiError, OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'

const ID = /^[A-Za-z0-9_-]{11}$/
const HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'www.youtu.be', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])

/** The 11-character video ID of a bare ID or a video URL in any common form; 422 INVALID_VIDEO otherwise. */
export function videoId(input: string): string {
  const value = input.trim()
  if (ID.test(value)) return value
  const invalid = () => new OperationError('INVALID_VIDEO', { param: 'url', value: value.slice(0, 200) })
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`)
  } catch {
    throw invalid()
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !HOSTS.has(url.hostname.toLowerCase())) throw invalid()
  const segments = url.pathname.split('/').filter(Boolean)
  let candidate: string | null | undefined
  if (url.hostname.toLowerCase().endsWith('youtu.be')) candidate = segments[0]
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v')
  else if (['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0] ?? '')) candidate = segments[1]
  if (!candidate || !ID.test(candidate)) throw invalid()
  return candidate
}

/** The URL of one of the standard thumbnail images of a video; rare sizes exist only for some videos. */
function thumbnailUrl(size: string, { rare = false } = {}) {
  return z.string().apply(described, {
    en: `URL of the ${size} image${rare ? ' (exists only for some videos)' : ''}`,
    es: `URL de la imagen de ${size}${rare ? ' (solo existe para algunos vídeos)' : ''}`,
    de: `URL des Bilds in ${size}${rare ? ' (nur bei manchen Videos vorhanden)' : ''}`,
    fr: `URL de l'image en ${size}${rare ? " (n'existe que pour certaines vidéos)" : ''}`,
    'pt-br': `URL da imagem de ${size}${rare ? ' (existe apenas para alguns vídeos)' : ''}`,
    'zh-cn': `${size} 图像的 URL${rare ? '（仅部分视频提供）' : ''}`,
  })
}

export default defineOperation({
  category: 'web',
  name: 'youtube',
  input: 'query',
  summary: 'Title, channel and thumbnails of a YouTube video',
  description: 'Takes a YouTube video URL (youtube.com/watch?v=…, youtu.be/…, /shorts/…, /embed/…, /live/…, m. and music. hosts, '
    + 'youtube-nocookie.com) or the bare 11-character video ID, and asks YouTube\'s public oEmbed endpoint about it. Only the validated ID is sent '
    + 'on: the URL given is never fetched. Returns id, title, channel, channel_url, watch_url, and thumbnails: oEmbed\'s own thumbnail '
    + '(thumbnail_url with its width and height) and the standard image URLs for the ID (default 120×90, medium 320×180, high 480×360, '
    + 'standard 640×480, maxres 1280×720; the last two exist only for some videos). A malformed URL or ID answers 422 INVALID_VIDEO; '
    + 'a private, deleted or unknown video 404 VIDEO_NOT_FOUND.',
  params: z.object({
    url: z.string().max(2048).describe('YouTube video URL in any common form, or the 11-character video ID (letters, digits, - and _), such as dQw4w9WgXcQ'),
  }),
  result: z.object({
    id: z.string().apply(described, {
      en: 'The 11-character video ID',
      es: 'El ID de vídeo de 11 caracteres',
      de: 'Die 11-stellige Video-ID',
      fr: `L'ID de vidéo de 11 caractères`,
      'pt-br': 'O ID de vídeo de 11 caracteres',
      'zh-cn': '11 个字符的视频 ID',
    }),
    title: z.string().nullable().apply(described, {
      en: 'Title of the video; null when YouTube does not give it',
      es: 'Título del vídeo; null cuando YouTube no lo da',
      de: 'Titel des Videos; null, wenn YouTube ihn nicht angibt',
      fr: 'Titre de la vidéo\u00a0; null si YouTube ne le fournit pas',
      'pt-br': 'Título do vídeo; null quando o YouTube não o informa',
      'zh-cn': '视频标题；YouTube 未提供时为 null',
    }),
    channel: z.string().nullable().apply(described, {
      en: 'Name of the channel; null when not given',
      es: 'Nombre del canal; null cuando no se da',
      de: 'Name des Kanals; null, wenn nicht angegeben',
      fr: `Nom de la chaîne\u00a0; null s'il n'est pas fourni`,
      'pt-br': 'Nome do canal; null quando não informado',
      'zh-cn': '频道名称；未提供时为 null',
    }),
    channel_url: z.string().nullable().apply(described, {
      en: 'URL of the channel; null when not given',
      es: 'URL del canal; null cuando no se da',
      de: 'URL des Kanals; null, wenn nicht angegeben',
      fr: `URL de la chaîne\u00a0; null si elle n'est pas fournie`,
      'pt-br': 'URL do canal; null quando não informada',
      'zh-cn': '频道 URL；未提供时为 null',
    }),
    watch_url: z.string().apply(described, {
      en: 'The video\'s watch URL on www.youtube.com',
      es: 'La URL de reproducción del vídeo en www.youtube.com',
      de: 'Die Wiedergabe-URL des Videos auf www.youtube.com',
      fr: `L'URL de lecture de la vidéo sur www.youtube.com`,
      'pt-br': 'A URL de reprodução do vídeo em www.youtube.com',
      'zh-cn': '视频在 www.youtube.com 上的观看 URL',
    }),
    thumbnail_url: z.string().nullable().apply(described, {
      en: 'URL of the thumbnail oEmbed gives; null when not given',
      es: 'URL de la miniatura que da oEmbed; null cuando no se da',
      de: 'URL der Miniaturansicht, die oEmbed angibt; null, wenn nicht angegeben',
      fr: `URL de la miniature fournie par oEmbed\u00a0; null si elle n'est pas fournie`,
      'pt-br': 'URL da miniatura informada pelo oEmbed; null quando não informada',
      'zh-cn': 'oEmbed 提供的缩略图 URL；未提供时为 null',
    }),
    thumbnail_width: z.number().nullable().apply(described, {
      en: 'Its width in pixels; null when not given',
      es: 'Su anchura en píxeles; null cuando no se da',
      de: 'Ihre Breite in Pixeln; null, wenn nicht angegeben',
      fr: `Sa largeur en pixels\u00a0; null si elle n'est pas fournie`,
      'pt-br': 'Sua largura em pixels; null quando não informada',
      'zh-cn': '其宽度（像素）；未提供时为 null',
    }),
    thumbnail_height: z.number().nullable().apply(described, {
      en: 'Its height in pixels; null when not given',
      es: 'Su altura en píxeles; null cuando no se da',
      de: 'Ihre Höhe in Pixeln; null, wenn nicht angegeben',
      fr: `Sa hauteur en pixels\u00a0; null si elle n'est pas fournie`,
      'pt-br': 'Sua altura em pixels; null quando não informada',
      'zh-cn': '其高度（像素）；未提供时为 null',
    }),
    thumbnails: z.object({
      default: thumbnailUrl('120×90'),
      medium: thumbnailUrl('320×180'),
      high: thumbnailUrl('480×360'),
      standard: thumbnailUrl('640×480', { rare: true }),
      maxres: thumbnailUrl('1280×720', { rare: true }),
    }).apply(described, {
      en: 'The standard thumbnail URLs for the ID',
      es: 'Las URL de miniatura estándar para el ID',
      de: 'Die Standard-URLs der Miniaturansichten zur ID',
      fr: `Les URL de miniature standard pour l'ID`,
      'pt-br': 'As URLs de miniatura padrão para o ID',
      'zh-cn': '该 ID 的标准缩略图 URL',
    }),
  }),
  examples: [{ title: 'a video ID', params: { url: 'dQw4w9WgXcQ' }, network: true }],
  async run({ url }, ctx) {
    const id = videoId(url)
    const watch = `https://www.youtube.com/watch?v=${id}`
    const endpoint = new URL(ctx.web.youtubeOembedUrl)
    endpoint.searchParams.set('url', watch)
    endpoint.searchParams.set('format', 'json')
    const r = await ctx.web.fetch(endpoint.href, { headers: { accept: 'application/json' } })
    if (r.status === 404 || r.status === 401 || r.status === 403 || r.status === 400) throw new ApiError('VIDEO_NOT_FOUND', { id })
    if (r.status !== 200) throw new ApiError('UPSTREAM_FAILED', { url: endpoint.origin + endpoint.pathname, reason: `status ${r.status}` })
    let data: Record<string, unknown>
    try {
      data = JSON.parse(r.body.toString('utf8')) as Record<string, unknown>
    } catch {
      throw new ApiError('UPSTREAM_FAILED', { url: endpoint.origin + endpoint.pathname, reason: 'the answer is not JSON' })
    }
    const str = (v: unknown) => (typeof v === 'string' ? v : null)
    const num = (v: unknown) => (typeof v === 'number' ? v : null)
    const img = (name: string) => `https://i.ytimg.com/vi/${id}/${name}.jpg`
    return {
      id,
      title: str(data.title),
      channel: str(data.author_name),
      channel_url: str(data.author_url),
      watch_url: watch,
      thumbnail_url: str(data.thumbnail_url),
      thumbnail_width: num(data.thumbnail_width),
      thumbnail_height: num(data.thumbnail_height),
      thumbnails: {
        default: img('default'),
        medium: img('mqdefault'),
        high: img('hqdefault'),
        standard: img('sddefault'),
        maxres: img('maxresdefault'),
      },
    }
  },
  es: {
    summary: 'Título, canal y miniaturas de un vídeo de YouTube',
    description: 'Recibe una URL de vídeo de YouTube (youtube.com/watch?v=…, youtu.be/…, /shorts/…, /embed/…, /live/…, los hosts m. y music., youtube-nocookie.com) o el ID de vídeo de 11 caracteres a secas, y consulta por él el endpoint público oEmbed de YouTube. Solo se envía el ID validado: la URL recibida nunca se descarga. Devuelve id, title, channel, channel_url, watch_url y thumbnails: la miniatura propia de oEmbed (thumbnail_url con su width y height) y las URL de imagen estándar para el ID (default 120×90, medium 320×180, high 480×360, standard 640×480, maxres 1280×720; las dos últimas solo existen para algunos vídeos). Una URL o un ID mal formados responden 422 INVALID_VIDEO; un vídeo privado, eliminado o desconocido, 404 VIDEO_NOT_FOUND.',
    params: {
      url: 'URL de un vídeo de YouTube en cualquier forma habitual, o el ID de vídeo de 11 caracteres (letras, dígitos, - y _), como dQw4w9WgXcQ',
    },
  },
  de: {
    summary: 'Titel, Kanal und Miniaturansichten eines YouTube-Videos',
    description: 'Nimmt eine YouTube-Video-URL (youtube.com/watch?v=…, youtu.be/…, /shorts/…, /embed/…, /live/…, die Hosts m. und music., youtube-nocookie.com) oder nur die 11-stellige Video-ID entgegen und fragt den öffentlichen oEmbed-Endpunkt von YouTube danach. Nur die geprüfte ID wird weitergegeben: Die angegebene URL wird nie abgerufen. Gibt id, title, channel, channel_url, watch_url und thumbnails zurück: die eigene Miniaturansicht von oEmbed (thumbnail_url mit Breite und Höhe) und die Standard-Bild-URLs zur ID (default 120×90, medium 320×180, high 480×360, standard 640×480, maxres 1280×720; die letzten beiden gibt es nur bei manchen Videos). Eine fehlerhafte URL oder ID ergibt 422 INVALID_VIDEO, ein privates, gelöschtes oder unbekanntes Video 404 VIDEO_NOT_FOUND.',
    params: {
      url: 'YouTube-Video-URL in einer beliebigen gängigen Form oder die 11-stellige Video-ID (Buchstaben, Ziffern, - und _), etwa dQw4w9WgXcQ',
    },
  },
  fr: {
    summary: `Titre, chaîne et miniatures d'une vidéo YouTube`,
    description: `Accepte une URL de vidéo YouTube (youtube.com/watch?v=…, youtu.be/…, /shorts/…, /embed/…, /live/…, les hôtes m. et music., youtube-nocookie.com) ou l'ID de vidéo de 11 caractères seul, et interroge à son sujet le point de terminaison oEmbed public de YouTube. Seul l'ID validé est transmis\u00a0: l'URL fournie n'est jamais téléchargée. Renvoie id, title, channel, channel_url, watch_url et thumbnails\u00a0: la miniature propre à oEmbed (thumbnail_url avec sa largeur et sa hauteur) et les URL d'image standard pour l'ID (default 120×90, medium 320×180, high 480×360, standard 640×480, maxres 1280×720\u00a0; les deux dernières n'existent que pour certaines vidéos). Une URL ou un ID mal formé renvoie 422 INVALID_VIDEO\u00a0; une vidéo privée, supprimée ou inconnue, 404 VIDEO_NOT_FOUND.`,
    params: {
      url: `URL de vidéo YouTube sous n'importe quelle forme courante, ou l'ID de vidéo de 11 caractères (lettres, chiffres, - et _), comme dQw4w9WgXcQ`,
    },
  },
  'pt-br': {
    summary: 'Título, canal e miniaturas de um vídeo do YouTube',
    description: 'Recebe uma URL de vídeo do YouTube (youtube.com/watch?v=…, youtu.be/…, /shorts/…, /embed/…, /live/…, os hosts m. e music., youtube-nocookie.com) ou apenas o ID de vídeo de 11 caracteres e consulta sobre ele o endpoint público oEmbed do YouTube. Apenas o ID validado é repassado: a URL informada nunca é baixada. Retorna id, title, channel, channel_url, watch_url e thumbnails: a miniatura do próprio oEmbed (thumbnail_url com largura e altura) e as URLs de imagem padrão para o ID (default 120×90, medium 320×180, high 480×360, standard 640×480, maxres 1280×720; as duas últimas existem apenas para alguns vídeos). Uma URL ou um ID malformado responde 422 INVALID_VIDEO; um vídeo privado, excluído ou desconhecido, 404 VIDEO_NOT_FOUND.',
    params: {
      url: 'URL de um vídeo do YouTube em qualquer formato comum, ou o ID de vídeo de 11 caracteres (letras, dígitos, - e _), como dQw4w9WgXcQ',
    },
  },
  'zh-cn': {
    summary: 'YouTube 视频的标题、频道和缩略图',
    description: '接受 YouTube 视频 URL（youtube.com/watch?v=…、youtu.be/…、/shorts/…、/embed/…、/live/…、m. 和 music. 主机、youtube-nocookie.com）或单独的 11 个字符的视频 ID，并向 YouTube 的公共 oEmbed 端点查询该视频。只会转发经过验证的 ID：从不获取所提供的 URL。返回 id、title、channel、channel_url、watch_url 和 thumbnails：oEmbed 自身提供的缩略图（thumbnail_url 及其宽度和高度），以及该 ID 的标准图像 URL（default 120×90、medium 320×180、high 480×360、standard 640×480、maxres 1280×720；后两种仅部分视频提供）。格式错误的 URL 或 ID 返回 422 INVALID_VIDEO；私有、已删除或未知的视频返回 404 VIDEO_NOT_FOUND。',
    params: {
      url: '任意常见形式的 YouTube 视频 URL，或 11 个字符的视频 ID（字母、数字、- 和 _），如 dQw4w9WgXcQ',
    },
  },
})
