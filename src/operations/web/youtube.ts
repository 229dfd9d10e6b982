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
    id: z.string().apply(described, { en: 'The 11-character video ID', es: 'El ID de vídeo de 11 caracteres' }),
    title: z.string().nullable().apply(described, { en: 'Title of the video; null when YouTube does not give it', es: 'Título del vídeo; null cuando YouTube no lo da' }),
    channel: z.string().nullable().apply(described, { en: 'Name of the channel; null when not given', es: 'Nombre del canal; null cuando no se da' }),
    channel_url: z.string().nullable().apply(described, { en: 'URL of the channel; null when not given', es: 'URL del canal; null cuando no se da' }),
    watch_url: z.string().apply(described, { en: 'The video\'s watch URL on www.youtube.com', es: 'La URL de reproducción del vídeo en www.youtube.com' }),
    thumbnail_url: z.string().nullable().apply(described, { en: 'URL of the thumbnail oEmbed gives; null when not given', es: 'URL de la miniatura que da oEmbed; null cuando no se da' }),
    thumbnail_width: z.number().nullable().apply(described, { en: 'Its width in pixels; null when not given', es: 'Su anchura en píxeles; null cuando no se da' }),
    thumbnail_height: z.number().nullable().apply(described, { en: 'Its height in pixels; null when not given', es: 'Su altura en píxeles; null cuando no se da' }),
    thumbnails: z.object({
      default: thumbnailUrl('120×90'),
      medium: thumbnailUrl('320×180'),
      high: thumbnailUrl('480×360'),
      standard: thumbnailUrl('640×480', { rare: true }),
      maxres: thumbnailUrl('1280×720', { rare: true }),
    }).apply(described, { en: 'The standard thumbnail URLs for the ID', es: 'Las URL de miniatura estándar para el ID' }),
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
})
