import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { lookupMediaType } from '../../lib/reference/media-types.ts'

export default defineOperation({
  category: 'dev',
  name: 'mime-type',
  input: 'json',
  summary: 'Media type (MIME type) of a file extension, or the extensions of a media type',
  description: 'Looks the value up in mime-db, the maintained database behind the mime-types, Express and send packages (built from the IANA media type registry and the Apache and nginx lists). '
    + 'An extension (png or .png) or a file name (photo.JPG: its last extension, so archive.tar.gz is gz) gives the media types that use it in types, the preferred one first and in type '
    + '(ranked as mime-types 3 ranks them: registered trees before vnd., x- and prs. ones, IANA before Apache and nginx, video/mp4 before application/mp4); '
    + 'a media type (image/png, parameters such as ; charset=utf-8 ignored, any case) gives its extensions. '
    + 'Either way come the charset the database gives the type (null when none), whether it is worth compressing over HTTP (compressible, null when unknown) and where the entry comes from (source). '
    + 'Unknown extensions and types answer 404 (MIME_EXTENSION_UNKNOWN, MIME_TYPE_UNKNOWN); a value that is neither answers 422 MIME_VALUE_INVALID.',
  params: z.object({
    value: z.string().max(255).describe('An extension (png, .png), a file name (photo.png) or a media type (image/png)'),
  }),
  result: z.object({
    kind: z.enum(['extension', 'media_type']).apply(described, { en: 'What the value was read as', es: 'Cómo se leyó el valor' }),
    extension: z.string().nullable().apply(described, { en: 'The extension looked up, lower case without the dot (null for a media type)', es: 'La extensión consultada, en minúsculas y sin el punto (null para un tipo de medio)' }),
    type: z.string().apply(described, { en: 'The media type: the preferred one for an extension', es: 'El tipo de medio: el preferido para una extensión' }),
    types: z.array(z.string()).apply(described, { en: 'Every media type using the extension, preferred first (for a media type: itself)', es: 'Todos los tipos de medio que usan la extensión, el preferido primero (para un tipo de medio: él mismo)' }),
    extensions: z.array(z.string()).apply(described, { en: 'The extensions of type, the usual one first', es: 'Las extensiones de type, la habitual primero' }),
    charset: z.string().nullable().apply(described, { en: 'The charset mime-db gives type, or null', es: 'El juego de caracteres que mime-db da a type, o null' }),
    compressible: z.boolean().nullable().apply(described, { en: 'Whether type is worth compressing (gzip, brotli), or null when unknown', es: 'Si vale la pena comprimir type (gzip, brotli), o null si no se sabe' }),
    source: z.enum(['iana', 'apache', 'nginx']).nullable().apply(described, { en: 'Where the entry of type comes from (null: added by mime-db)', es: 'De dónde procede la entrada de type (null: añadida por mime-db)' }),
  }),
  examples: [
    {
      params: { value: 'photo.PNG' },
      result: { kind: 'extension', extension: 'png', type: 'image/png', types: ['image/png'], extensions: ['png'], charset: null, compressible: false, source: 'iana' },
    },
    {
      title: 'a media type',
      params: { value: 'application/json; charset=utf-8' },
      result: { kind: 'media_type', extension: null, type: 'application/json', extensions: ['json', 'map'], charset: 'UTF-8', compressible: true, source: 'iana' },
    },
  ],
  run: ({ value }) => lookupMediaType(value),
  es: {
    summary: 'Tipo de medio (tipo MIME) de una extensión de archivo, o las extensiones de un tipo de medio',
    description: 'Consulta el valor en mime-db, la base de datos mantenida que usan los paquetes mime-types, Express y send (construida a partir del registro de tipos de medio de IANA y de las listas de Apache y nginx). Una extensión (png o .png) o un nombre de archivo (photo.JPG: su última extensión, así que archive.tar.gz es gz) da en types los tipos de medio que la usan, el preferido primero y en type (ordenados como lo hace mime-types 3: los árboles registrados antes que los vnd., x- y prs., IANA antes que Apache y nginx, video/mp4 antes que application/mp4); un tipo de medio (image/png, sin tener en cuenta parámetros como ; charset=utf-8 ni mayúsculas) da sus extensiones. En ambos casos se indican el juego de caracteres que la base de datos asigna al tipo (null si no tiene), si vale la pena comprimirlo en HTTP (compressible, null si no se sabe) y de dónde procede la entrada (source). Las extensiones y los tipos desconocidos responden 404 (MIME_EXTENSION_UNKNOWN, MIME_TYPE_UNKNOWN); un valor que no es ninguna de las dos cosas responde 422 MIME_VALUE_INVALID.',
    params: {
      value: 'Una extensión (png, .png), un nombre de archivo (photo.png) o un tipo de medio (image/png)',
    },
  },
})
