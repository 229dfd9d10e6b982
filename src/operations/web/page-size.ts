import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { FINAL_RESPONSE_FIELDS, LOOKUP_MS } from '../kits/web-results.ts'
import { absolute, baseOf, isHtml, parseHtml, relOf, urlParam, withScheme } from '../../lib/web/page.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

type Kind = 'scripts' | 'stylesheets' | 'images' | 'frames' | 'media' | 'other'

const LINKED_RELS = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'apple-touch-icon', 'manifest', 'prefetch'])

export default defineOperation({
  category: 'web',
  name: 'page-size',
  input: 'query',
  summary: 'Download size of a web page and how many resources it links',
  description: 'Fetches url (redirects followed and checked as in web/http-status) and measures its body: transferred_bytes as sent on the wire '
    + '(compressed when the site uses gzip, br or deflate), decoded_bytes after decompression, and compression_ratio (decoded / transferred, '
    + 'null when nothing was transferred). Bodies are read up to the service limit (5 MiB decoded by default): beyond it reading stops, truncated '
    + 'is true and both sizes count only what was read. For HTML pages, resources counts the distinct linked resources found in the first 2 MB '
    + '(scripts, stylesheets and other link rel resources, images, iframes, media sources) by kind; linked resources are counted, not downloaded. '
    + 'For other content types resources is null.',
  params: z.object({ url: urlParam.describe(en.web.PAGE_URL) }),
  result: z.object({
    ...FINAL_RESPONSE_FIELDS,
    content_type: z.string().nullable().apply(described, {
      en: 'The Content-Type header of the final response; null when absent',
      es: 'La cabecera Content-Type de la respuesta final; null cuando falta',
      de: 'Der Content-Type-Header der endgültigen Antwort; null, wenn er fehlt',
      fr: `L'en-tête Content-Type de la réponse finale\u00a0; null s'il est absent`,
      'pt-br': 'O cabeçalho Content-Type da resposta final; null quando ausente',
      'zh-cn': '最终响应的 Content-Type 标头；缺失时为 null',
    }),
    content_encoding: z.string().nullable().apply(described, {
      en: 'The Content-Encoding the site used, such as gzip or br; null when uncompressed',
      es: 'El Content-Encoding que usó el sitio, como gzip o br; null cuando no hay compresión',
      de: 'Das von der Website verwendete Content-Encoding, etwa gzip oder br; null ohne Komprimierung',
      fr: `Le Content-Encoding utilisé par le site, comme gzip ou br\u00a0; null en l'absence de compression`,
      'pt-br': 'O Content-Encoding usado pelo site, como gzip ou br; null quando não há compactação',
      'zh-cn': '站点使用的 Content-Encoding，如 gzip 或 br；未压缩时为 null',
    }),
    transferred_bytes: z.number().int().nonnegative().apply(described, {
      en: 'Bytes of the body as sent on the wire (compressed when the site compresses)',
      es: 'Bytes del cuerpo tal como se enviaron por la red (comprimidos cuando el sitio comprime)',
      de: 'Bytes des Bodys, wie sie über die Leitung gesendet wurden (komprimiert, wenn die Website komprimiert)',
      fr: `Octets du corps tels qu'envoyés sur le réseau (compressés si le site compresse)`,
      'pt-br': 'Bytes do corpo como foram enviados pela rede (compactados quando o site compacta)',
      'zh-cn': '网络上传输的正文字节数（站点压缩时为压缩后的大小）',
    }),
    decoded_bytes: z.number().int().nonnegative().apply(described, {
      en: 'Bytes of the body after decompression',
      es: 'Bytes del cuerpo tras la descompresión',
      de: 'Bytes des Bodys nach der Dekomprimierung',
      fr: 'Octets du corps après décompression',
      'pt-br': 'Bytes do corpo após a descompactação',
      'zh-cn': '解压后的正文字节数',
    }),
    compression_ratio: z.number().nullable().apply(described, {
      en: 'decoded_bytes / transferred_bytes, to 2 decimals; null when nothing was transferred',
      es: 'decoded_bytes / transferred_bytes, con 2 decimales; null cuando no se transfirió nada',
      de: 'decoded_bytes / transferred_bytes, auf 2 Dezimalstellen; null, wenn nichts übertragen wurde',
      fr: `decoded_bytes / transferred_bytes, à 2 décimales\u00a0; null si rien n'a été transféré`,
      'pt-br': 'decoded_bytes / transferred_bytes, com 2 casas decimais; null quando nada foi transferido',
      'zh-cn': 'decoded_bytes / transferred_bytes，保留 2 位小数；未传输任何内容时为 null',
    }),
    truncated: z.boolean().apply(described, {
      en: 'The body exceeded limit_bytes, so reading stopped there and both sizes count only what was read',
      es: 'El cuerpo superó limit_bytes, así que se dejó de leer ahí y ambos tamaños cuentan solo lo leído',
      de: 'Der Body hat limit_bytes überschritten, daher wurde dort mit dem Lesen aufgehört, und beide Größen zählen nur das Gelesene',
      fr: `Le corps a dépassé limit_bytes\u00a0: la lecture s'est arrêtée là et les deux tailles ne comptent que ce qui a été lu`,
      'pt-br': 'O corpo ultrapassou limit_bytes, então a leitura parou ali e os dois tamanhos contam apenas o que foi lido',
      'zh-cn': '正文超过了 limit_bytes，因此在该处停止读取，两个大小都只统计已读取的部分',
    }),
    limit_bytes: z.number().int().apply(described, {
      en: 'Most decoded bytes read of a body, in bytes',
      es: 'Máximo de bytes decodificados que se leen de un cuerpo, en bytes',
      de: 'Höchstzahl der decodierten Bytes, die aus einem Body gelesen werden, in Bytes',
      fr: `Nombre maximal d'octets décodés lus dans un corps, en octets`,
      'pt-br': 'Máximo de bytes decodificados lidos de um corpo, em bytes',
      'zh-cn': '从正文中读取的解码字节数上限，单位为字节',
    }),
    resources: z.object({
      total: z.number().int().nonnegative().apply(described, {
        en: 'Distinct linked resources of every kind',
        es: 'Recursos enlazados distintos de todos los tipos',
        de: 'Unterschiedliche verlinkte Ressourcen aller Arten',
        fr: 'Ressources liées distinctes de tous types',
        'pt-br': 'Recursos vinculados distintos de todos os tipos',
        'zh-cn': '各类不同链接资源的总数',
      }),
      scripts: z.number().int().nonnegative().apply(described, {
        en: 'Scripts: script elements with a src attribute',
        es: 'Scripts: elementos script con atributo src',
        de: 'Skripts: script-Elemente mit einem src-Attribut',
        fr: 'Scripts\u00a0: éléments script avec un attribut src',
        'pt-br': 'Scripts: elementos script com atributo src',
        'zh-cn': '脚本：带 src 属性的 script 元素',
      }),
      stylesheets: z.number().int().nonnegative().apply(described, {
        en: 'Stylesheets (<link rel="stylesheet">)',
        es: 'Hojas de estilo (<link rel="stylesheet">)',
        de: 'CSS-Stylesheets (<link rel="stylesheet">)',
        fr: 'Feuilles de style (<link rel="stylesheet">)',
        'pt-br': 'Folhas de estilo (<link rel="stylesheet">)',
        'zh-cn': '样式表（<link rel="stylesheet">）',
      }),
      images: z.number().int().nonnegative().apply(described, {
        en: 'Images (<img src>)',
        es: 'Imágenes (<img src>)',
        de: 'Bilder (<img src>)',
        fr: 'Images (éléments <img src>)',
        'pt-br': 'Imagens (<img src>)',
        'zh-cn': '图像（<img src>）',
      }),
      frames: z.number().int().nonnegative().apply(described, {
        en: 'Frames (<iframe src>)',
        es: 'Marcos (<iframe src>)',
        de: 'Inlineframes (<iframe src>)',
        fr: 'Cadres (<iframe src>)',
        'pt-br': 'Quadros (<iframe src>)',
        'zh-cn': '框架（<iframe src>）',
      }),
      media: z.number().int().nonnegative().apply(described, {
        en: 'Video, audio and embedded media sources',
        es: 'Fuentes de vídeo, audio y multimedia incrustada',
        de: 'Video-, Audio- und eingebettete Medienquellen',
        fr: 'Sources vidéo, audio et multimédias intégrées',
        'pt-br': 'Fontes de vídeo, áudio e mídia incorporada',
        'zh-cn': '视频、音频和嵌入式媒体源',
      }),
      other: z.number().int().nonnegative().apply(described, {
        en: 'Other linked resources (icons, preloads, manifest...)',
        es: 'Otros recursos enlazados (iconos, precargas, manifiesto...)',
        de: 'Andere verlinkte Ressourcen (Symbole, Preloads, Manifest...)',
        fr: 'Autres ressources liées (icônes, préchargements, manifeste...)',
        'pt-br': 'Outros recursos vinculados (ícones, pré-carregamentos, manifesto...)',
        'zh-cn': '其他链接资源（图标、预加载、清单...）',
      }),
    }).nullable().apply(described, {
      en: 'Distinct resources the HTML links, by kind (counted, not downloaded); null when the body is not HTML',
      es: 'Recursos distintos que enlaza el HTML, por tipo (contados, no descargados); null cuando el cuerpo no es HTML',
      de: 'Unterschiedliche Ressourcen, die das HTML verlinkt, nach Art (gezählt, nicht heruntergeladen); null, wenn der Body kein HTML ist',
      fr: `Ressources distinctes liées par le HTML, par type (comptées, pas téléchargées)\u00a0; null si le corps n'est pas du HTML`,
      'pt-br': 'Recursos distintos que o HTML vincula, por tipo (contados, não baixados); null quando o corpo não é HTML',
      'zh-cn': 'HTML 链接的不同资源，按类型统计（只计数，不下载）；正文不是 HTML 时为 null',
    }),
    total_ms: LOOKUP_MS,
  }),
  examples: [{ title: 'a public page', params: { url: 'https://example.com' }, network: true }],
  async run({ url }, ctx) {
    const r = await ctx.web.fetch(withScheme(url), { truncate: true })
    let resources: ({ total: number } & Record<Kind, number>) | null = null
    if (isHtml(r)) {
      const html = await parseHtml(r)
      const base = baseOf(html, r.url)
      const seen = new Map<string, Kind>()
      const add = (ref: string | undefined, kind: Kind) => {
        const abs = absolute(ref, base)
        if (abs && !seen.has(abs)) seen.set(abs, kind)
      }
      for (const t of html.tags) {
        if (t.name === 'script') add(t.attrs.src, 'scripts')
        else if (t.name === 'img') add(t.attrs.src, 'images')
        else if (t.name === 'iframe') add(t.attrs.src, 'frames')
        else if (t.name === 'video' || t.name === 'audio' || t.name === 'source' || t.name === 'embed') add(t.attrs.src, 'media')
        else if (t.name === 'link') {
          const rels = relOf(t)
          if (rels.includes('stylesheet')) add(t.attrs.href, 'stylesheets')
          else if (rels.some((rel) => LINKED_RELS.has(rel))) add(t.attrs.href, 'other')
        }
      }
      resources = { total: seen.size, scripts: 0, stylesheets: 0, images: 0, frames: 0, media: 0, other: 0 }
      for (const kind of seen.values()) resources[kind]++
    }
    return {
      url: r.url,
      status: r.status,
      content_type: r.contentType,
      content_encoding: typeof r.headers['content-encoding'] === 'string' ? r.headers['content-encoding'] : null,
      transferred_bytes: r.transferredBytes,
      decoded_bytes: r.decodedBytes,
      compression_ratio: r.transferredBytes > 0 ? Math.round((r.decodedBytes / r.transferredBytes) * 100) / 100 : null,
      truncated: r.truncated,
      limit_bytes: ctx.web.maxBytes,
      resources,
      total_ms: r.totalMs,
    }
  },
  es: {
    summary: 'Tamaño de descarga de una página web y cuántos recursos enlaza',
    description: 'Descarga url (con las redirecciones seguidas y comprobadas como en web/http-status) y mide su cuerpo: transferred_bytes tal como se envió por la red (comprimido cuando el sitio usa gzip, br o deflate), decoded_bytes tras la descompresión, y compression_ratio (decodificado / transferido, null cuando no se transfirió nada). Los cuerpos se leen hasta el límite del servicio (5 MiB decodificados por defecto): a partir de ahí se deja de leer, truncated es true y ambos tamaños cuentan solo lo leído. En las páginas HTML, resources cuenta por tipo los recursos enlazados distintos que se encuentran en los primeros 2 MB (scripts, hojas de estilo y otros recursos link rel, imágenes, iframes, fuentes multimedia); los recursos enlazados se cuentan, no se descargan. Para otros tipos de contenido resources es null.',
    params: {
      url: es.web.PAGE_URL,
    },
  },
  de: {
    summary: 'Downloadgröße einer Webseite und Anzahl der verlinkten Ressourcen',
    description: 'Ruft url ab (Weiterleitungen werden wie bei web/http-status verfolgt und geprüft) und misst den Body: transferred_bytes so, wie er über die Leitung gesendet wurde (komprimiert, wenn die Website gzip, br oder deflate verwendet), decoded_bytes nach der Dekomprimierung und compression_ratio (decodiert / übertragen, null, wenn nichts übertragen wurde). Bodys werden bis zum Limit des Diensts gelesen (standardmäßig 5 MiB decodiert): Darüber hinaus wird das Lesen beendet, truncated ist true, und beide Größen zählen nur das Gelesene. Bei HTML-Seiten zählt resources die unterschiedlichen verlinkten Ressourcen in den ersten 2 MB (Skripts, Stylesheets und andere link-rel-Ressourcen, Bilder, Iframes, Medienquellen) nach Art; verlinkte Ressourcen werden gezählt, nicht heruntergeladen. Bei anderen Inhaltstypen ist resources null.',
    params: {
      url: de.web.PAGE_URL,
    },
  },
  fr: {
    summary: `Taille de téléchargement d'une page web et nombre de ressources qu'elle lie`,
    description: `Récupère url (redirections suivies et vérifiées comme dans web/http-status) et mesure son corps\u00a0: transferred_bytes tel qu'il a transité sur le réseau (compressé lorsque le site utilise gzip, br ou deflate), decoded_bytes après décompression, et compression_ratio (décodé / transféré, null si rien n'a été transféré). Les corps sont lus jusqu'à la limite du service (5 MiB décodés par défaut)\u00a0: au-delà, la lecture s'arrête, truncated vaut true et les deux tailles ne comptent que ce qui a été lu. Pour les pages HTML, resources compte par type les ressources liées distinctes trouvées dans les 2 premiers MB (scripts, feuilles de style et autres ressources link rel, images, iframes, sources multimédias)\u00a0; les ressources liées sont comptées, pas téléchargées. Pour les autres types de contenu, resources vaut null.`,
    params: {
      url: fr.web.PAGE_URL,
    },
  },
  'pt-br': {
    summary: 'Tamanho de download de uma página da Web e quantos recursos ela vincula',
    description: 'Baixa url (com os redirecionamentos seguidos e verificados como em web/http-status) e mede o corpo: transferred_bytes como foi enviado pela rede (compactado quando o site usa gzip, br ou deflate), decoded_bytes após a descompactação e compression_ratio (decodificado / transferido, null quando nada foi transferido). Os corpos são lidos até o limite do serviço (5 MiB decodificados por padrão): a partir daí a leitura para, truncated é true e os dois tamanhos contam apenas o que foi lido. Em páginas HTML, resources conta por tipo os recursos vinculados distintos encontrados nos primeiros 2 MB (scripts, folhas de estilo e outros recursos link rel, imagens, iframes, fontes de mídia); os recursos vinculados são contados, não baixados. Para outros tipos de conteúdo, resources é null.',
    params: {
      url: ptBr.web.PAGE_URL,
    },
  },
  'zh-cn': {
    summary: '网页的下载大小及其链接的资源数量',
    description: '获取 url（按 web/http-status 的方式跟随并检查重定向）并测量其正文：transferred_bytes 为网络上实际传输的大小（站点使用 gzip、br 或 deflate 时为压缩后的大小），decoded_bytes 为解压后的大小，compression_ratio 为解码大小 / 传输大小（未传输任何内容时为 null）。正文最多读取到服务的上限（默认解码后 5 MiB）：超过上限即停止读取，truncated 为 true，两个大小都只统计已读取的部分。对于 HTML 页面，resources 按类型统计前 2 MB 中找到的不同链接资源（脚本、样式表和其他 link rel 资源、图像、iframe、媒体源）；链接资源只计数，不下载。对于其他内容类型，resources 为 null。',
    params: {
      url: zhCn.web.PAGE_URL,
    },
  },
})
