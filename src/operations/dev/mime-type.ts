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
    kind: z.enum(['extension', 'media_type']).apply(described, {
      en: 'What the value was read as',
      es: 'Cómo se leyó el valor',
      de: 'Wie der Wert gelesen wurde',
      fr: 'Comment la valeur a été lue',
      'pt-br': 'Como o valor foi lido',
      'zh-cn': '值被解读为何种类型',
    }),
    extension: z.string().nullable().apply(described, {
      en: 'The extension looked up, lower case without the dot (null for a media type)',
      es: 'La extensión consultada, en minúsculas y sin el punto (null para un tipo de medio)',
      de: 'Die nachgeschlagene Erweiterung, in Kleinbuchstaben ohne Punkt (null bei einem Medientyp)',
      fr: "L'extension recherchée, en minuscules et sans le point (null pour un type de média)",
      'pt-br': 'A extensão consultada, em minúsculas e sem o ponto (null para um tipo de mídia)',
      'zh-cn': '查询的扩展名，小写且不带点（媒体类型时为 null）',
    }),
    type: z.string().apply(described, {
      en: 'The media type: the preferred one for an extension',
      es: 'El tipo de medio: el preferido para una extensión',
      de: 'Der Medientyp: der bevorzugte bei einer Erweiterung',
      fr: "Le type de média\u00a0: le type préféré pour une extension",
      'pt-br': 'O tipo de mídia: o preferido para uma extensão',
      'zh-cn': '媒体类型：对扩展名而言为首选类型',
    }),
    types: z.array(z.string()).apply(described, {
      en: 'Every media type using the extension, preferred first (for a media type: itself)',
      es: 'Todos los tipos de medio que usan la extensión, el preferido primero (para un tipo de medio: él mismo)',
      de: 'Alle Medientypen, die die Erweiterung verwenden, der bevorzugte zuerst (bei einem Medientyp: er selbst)',
      fr: "Tous les types de média qui utilisent l'extension, le préféré en premier (pour un type de média\u00a0: lui-même)",
      'pt-br': 'Todos os tipos de mídia que usam a extensão, o preferido primeiro (para um tipo de mídia: ele mesmo)',
      'zh-cn': '使用该扩展名的所有媒体类型，首选类型在前（对媒体类型而言：即其本身）',
    }),
    extensions: z.array(z.string()).apply(described, {
      en: 'The extensions of type, the usual one first',
      es: 'Las extensiones de type, la habitual primero',
      de: 'Die Erweiterungen von type, die übliche zuerst',
      fr: "Les extensions de type, l'habituelle en premier",
      'pt-br': 'As extensões de type, a usual primeiro',
      'zh-cn': 'type 的扩展名，常用的在前',
    }),
    charset: z.string().nullable().apply(described, {
      en: 'The charset mime-db gives type, or null',
      es: 'El juego de caracteres que mime-db da a type, o null',
      de: 'Der Zeichensatz, den mime-db für type angibt, oder null',
      fr: 'Le jeu de caractères que mime-db attribue à type, ou null',
      'pt-br': 'O conjunto de caracteres que o mime-db atribui a type, ou null',
      'zh-cn': 'mime-db 为 type 指定的字符集，或 null',
    }),
    compressible: z.boolean().nullable().apply(described, {
      en: 'Whether type is worth compressing (gzip, brotli), or null when unknown',
      es: 'Si vale la pena comprimir type (gzip, brotli), o null si no se sabe',
      de: 'Ob sich das Komprimieren von type lohnt (gzip, brotli), oder null, wenn unbekannt',
      fr: "S'il vaut la peine de compresser type (gzip, brotli), ou null si on ne le sait pas",
      'pt-br': 'Se vale a pena compactar type (gzip, brotli), ou null se não se sabe',
      'zh-cn': '是否值得压缩 type（gzip、brotli），未知时为 null',
    }),
    source: z.enum(['iana', 'apache', 'nginx']).nullable().apply(described, {
      en: 'Where the entry of type comes from (null: added by mime-db)',
      es: 'De dónde procede la entrada de type (null: añadida por mime-db)',
      de: 'Woher der Eintrag von type stammt (null: von mime-db hinzugefügt)',
      fr: "D'où provient l'entrée de type (null\u00a0: ajoutée par mime-db)",
      'pt-br': 'De onde vem a entrada de type (null: adicionada pelo mime-db)',
      'zh-cn': 'type 条目的来源（null：由 mime-db 添加）',
    }),
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
  de: {
    summary: 'Medientyp (MIME-Typ) einer Dateierweiterung oder die Erweiterungen eines Medientyps',
    description: 'Schlägt den Wert in mime-db nach, der gepflegten Datenbank hinter den Paketen mime-types, Express und send (erstellt aus der IANA-Registrierung der Medientypen und den Listen von Apache und nginx). Eine Erweiterung (png oder .png) oder ein Dateiname (photo.JPG: seine letzte Erweiterung, archive.tar.gz ergibt also gz) liefert in types die Medientypen, die sie verwenden, den bevorzugten zuerst und in type (gereiht wie in mime-types 3: registrierte Bäume vor vnd.-, x- und prs.-Typen, IANA vor Apache und nginx, video/mp4 vor application/mp4); ein Medientyp (image/png, Parameter wie ; charset=utf-8 und Groß-/Kleinschreibung werden ignoriert) liefert seine Erweiterungen. In beiden Fällen folgen der Zeichensatz, den die Datenbank für den Typ angibt (null, wenn keiner), ob sich das Komprimieren über HTTP lohnt (compressible, null, wenn unbekannt) und woher der Eintrag stammt (source). Unbekannte Erweiterungen und Typen ergeben 404 (MIME_EXTENSION_UNKNOWN, MIME_TYPE_UNKNOWN); ein Wert, der keins von beiden ist, ergibt 422 MIME_VALUE_INVALID.',
    params: {
      value: 'Eine Erweiterung (png, .png), ein Dateiname (photo.png) oder ein Medientyp (image/png)',
    },
  },
  fr: {
    summary: "Type de média (type MIME) d'une extension de fichier, ou les extensions d'un type de média",
    description: "Recherche la valeur dans mime-db, la base de données maintenue qu'utilisent les paquets mime-types, Express et send (construite à partir du registre IANA des types de média et des listes d'Apache et de nginx). Une extension (png ou .png) ou un nom de fichier (photo.JPG\u00a0: sa dernière extension, donc archive.tar.gz donne gz) donne dans types les types de média qui l'utilisent, le préféré en premier et dans type (classés comme le fait mime-types 3\u00a0: arbres enregistrés avant vnd., x- et prs., IANA avant Apache et nginx, video/mp4 avant application/mp4)\u00a0; un type de média (image/png, sans tenir compte des paramètres comme\u00a0; charset=utf-8 ni de la casse) donne ses extensions. Dans les deux cas s'ajoutent le jeu de caractères que la base attribue au type (null s'il n'y en a pas), s'il vaut la peine de le compresser en HTTP (compressible, null si on ne le sait pas) et la provenance de l'entrée (source). Les extensions et types inconnus renvoient 404 (MIME_EXTENSION_UNKNOWN, MIME_TYPE_UNKNOWN)\u00a0; une valeur qui n'est ni l'un ni l'autre renvoie 422 MIME_VALUE_INVALID.",
    params: {
      value: 'Une extension (png, .png), un nom de fichier (photo.png) ou un type de média (image/png)',
    },
  },
  'pt-br': {
    summary: 'Tipo de mídia (tipo MIME) de uma extensão de arquivo, ou as extensões de um tipo de mídia',
    description: 'Consulta o valor no mime-db, o banco de dados mantido usado pelos pacotes mime-types, Express e send (construído a partir do registro de tipos de mídia da IANA e das listas do Apache e do nginx). Uma extensão (png ou .png) ou um nome de arquivo (photo.JPG: sua última extensão, então archive.tar.gz dá gz) dá em types os tipos de mídia que a usam, o preferido primeiro e em type (ordenados como o mime-types 3 faz: árvores registradas antes de vnd., x- e prs., IANA antes de Apache e nginx, video/mp4 antes de application/mp4); um tipo de mídia (image/png, ignorando parâmetros como ; charset=utf-8 e maiúsculas/minúsculas) dá suas extensões. Nos dois casos são informados o conjunto de caracteres que o banco de dados atribui ao tipo (null se não houver), se vale a pena compactá-lo em HTTP (compressible, null se não se sabe) e de onde vem a entrada (source). Extensões e tipos desconhecidos respondem 404 (MIME_EXTENSION_UNKNOWN, MIME_TYPE_UNKNOWN); um valor que não é nenhum dos dois responde 422 MIME_VALUE_INVALID.',
    params: {
      value: 'Uma extensão (png, .png), um nome de arquivo (photo.png) ou um tipo de mídia (image/png)',
    },
  },
  'zh-cn': {
    summary: '文件扩展名对应的媒体类型（MIME 类型），或媒体类型对应的扩展名',
    description: '在 mime-db 中查找该值。mime-db 是 mime-types、Express 和 send 等包所依赖的、持续维护的数据库（基于 IANA 媒体类型注册表以及 Apache 和 nginx 的列表构建）。扩展名（png 或 .png）或文件名（photo.JPG：取其最后一个扩展名，因此 archive.tar.gz 为 gz）会在 types 中给出使用它的媒体类型，首选类型在前，并放在 type 中（按 mime-types 3 的规则排序：已注册树优先于 vnd.、x- 和 prs. 类型，IANA 优先于 Apache 和 nginx，video/mp4 优先于 application/mp4）；媒体类型（image/png，忽略 ; charset=utf-8 等参数和大小写）会给出其扩展名。两种情况下还会给出数据库为该类型指定的字符集（没有时为 null）、是否值得在 HTTP 中压缩（compressible，未知时为 null）以及条目的来源 (source)。未知的扩展名和类型返回 404（MIME_EXTENSION_UNKNOWN、MIME_TYPE_UNKNOWN）；既不是扩展名也不是媒体类型的值返回 422 MIME_VALUE_INVALID。',
    params: {
      value: '扩展名（png、.png）、文件名 (photo.png) 或媒体类型 (image/png)',
    },
  },
})
