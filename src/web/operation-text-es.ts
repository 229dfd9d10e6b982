/**
 * Spanish texts of the operation registry (src/operations): summary, description and parameter
 * descriptions, keyed by operationId and by parameter name as in the params schema. Technical
 * terms, code, units, parameter names, values, formulas and format names stay as in English.
 * test/web/operation-text-es.test.ts checks that it covers the registry and names nothing else.
 */
export interface OperationTextEs {
  summary: string
  description?: string
  params?: Readonly<Record<string, string>>
}

/** The parameters every unit conversion shares. */
const UNIT_PARAMS = {
  from: 'Unidad de origen: un slug, símbolo o alias (km, kilometer, kilometre, kilometers), sin distinguir mayúsculas de minúsculas salvo cuando eso separa dos unidades',
  to: 'Unidad de destino, escrita de las mismas formas que from',
  value: 'El número que se convierte; cualquier número finito, con punto decimal (1.5)',
} as const

/** A unit conversion's description: what it converts, its units and what is particular to it. */
function unitConversion(kind: string, units: string, notes: string): string {
  return `Convierte value de una unidad de ${kind} a otra. Unidades: ${units} (GET /api/v1/convert/categories indica sus símbolos, alias y definiciones). Cada unidad se define de forma exacta a partir de las definiciones del SI (NIST SP 811) y la aritmética es decimal exacta: result es el valor exacto redondeado una sola vez a doble precisión (sin artefactos como 0.30000000000000004), display es ese valor con 10 cifras significativas y el símbolo de la unidad, factor es cuántas unidades to hay en una from, y formula muestra las definiciones usadas. ${notes}`
}

/** Sentences the text operations share. */
const TEXT_PARAM = 'El texto sobre el que se trabaja; su tamaño en UTF-8 no puede superar el límite de texto configurado (1 MiB por defecto)'
const TEXT_TOO_LARGE = 'Un texto que supera el límite de tamaño configurado (1 MiB de UTF-8 por defecto) se rechaza con 413 TEXT_TOO_LARGE.'
const CRLF = 'Los saltos de línea \\r\\n del texto pasan a ser \\n en la salida.'
const LINES = 'Las líneas terminan en \\n o \\r\\n; un salto de línea al final del texto cierra la última línea en lugar de empezar una vacía, y se conserva. La salida separa las líneas con \\n.'
const OUTPUT_TOO_LARGE = 'Un resultado de más de 10 000 000 de caracteres (unidades de código UTF-16) se rechaza con 413 OUTPUT_TOO_LARGE antes de construirse.'
const CASE_FOLD = 'Sin distinguir mayúsculas, la comparación usa el plegado simple de mayúsculas de Unicode, como una expresión regular /iu de JavaScript: el signo de kelvin coincide con k y ς con σ, pero ß no coincide con SS, y la İ y la ı del turco son letras propias.'

/** Parameters and sentences the calculators share. */
const WEIGHT = 'Peso corporal, en kilogramos (más de 0 y como máximo 1000)'
const HEIGHT = 'Estatura, en centímetros (de 50 a 300; 175 para 1,75 m)'
const AGE = 'Edad, en años (de 0 a 150; se admiten decimales)'
const MONEY = 'Los importes se calculan con toda la precisión y se redondean a céntimos en el resultado.'

/** The address parameter of the operations that fetch a public web page. */
const PAGE_URL = 'Dirección de una página web pública: una URL absoluta http:// o https:// (a un valor sin esquema se le antepone https://); se rechazan las direcciones privadas, de loopback y de enlace local'

/** How a time zone parameter is written, for the date and time operations. */
const ZONE_FORMS = 'Un nombre IANA como Europe/Madrid o America/New_York, UTC, o un desfase fijo como UTC+05:30 (escriba + como %2B en una URL)'

/** Sentences and parameters the file operations share. */
const SEVERAL_ZIP = 'Varios archivos en una misma petición se responden en un ZIP.'
const EDIT_TAIL = 'La orientación EXIF se aplica primero, así que los tamaños y las posiciones se refieren a la imagen tal como se muestra. El resultado conserva el formato del archivo subido (HEIC, que no se puede escribir, pasa a PNG; un icono se escribe con todos los tamaños estándar hasta el suyo), y no se copian los metadatos (EXIF, XMP, perfil ICC).'
const STAYS_ANIMATED = 'Los GIF y WebP animados siguen animados.'
const FIRST_FRAME_EDITED = 'De un GIF o WebP animado se edita el primer fotograma.'
const ON_WHITE = 'Las zonas transparentes se colocan sobre blanco (o sobre `background`).'
const COMPRESS_TAIL = 'Los metadatos (EXIF, GPS, comentarios, perfil de color) se descartan como parte de la compresión; los colores se convierten a sRGB y la orientación EXIF se aplica primero, así que la imagen se sigue mostrando derecha. El resultado nunca es mayor que el archivo subido: cuando volver a codificar no reduce un archivo, se responde con el archivo subido sin cambios (metadatos incluidos) y la cabecera X-Compression: original, y en otro caso X-Compression: compressed. X-Original-Size y X-Output-Size dan ambos tamaños en bytes.'
const COLOR_FORMS = '#rgb, #rrggbb, #rrggbbaa, "r,g,b" o "transparent"'
const FLATTEN_BACKGROUND = `Color que se pone detrás de las zonas transparentes, que este formato no admite; por defecto blanco: ${COLOR_FORMS}`

/** The quality parameter of an image encoder, with its default. */
function quality(byDefault: number): string {
  return `Calidad de codificación de 1 (archivo más pequeño) a 100 (mejor imagen); por defecto ${byDefault}`
}

/** A format-to-format image conversion: what it reads, and what is particular to it. */
function imageConversion(reads: string, notes = ''): string {
  return `Lee ${reads}; también lee cualquier otro formato de imagen admitido, ya que el formato se detecta a partir de los bytes. Se aplica la orientación EXIF y no se copian los metadatos. ${notes ? `${notes} ` : ''}${SEVERAL_ZIP}`
}

/** Sentences and parameters the PDF operations share. */
const PDF_PASSWORD = 'Contraseña que abre una entrada cifrada (su contraseña de usuario o de propietario). No hace falta para un archivo que se abre sin ella; se ignora en los archivos que no están cifrados.'
const PDF_OPENED = 'Una entrada cifrada se abre con password (un archivo que solo restringe la impresión o la edición se abre sin ella); el resultado no está cifrado.'
const PDF_SAVED_PLAIN = 'Contraseña que abre un PDF cifrado; el resultado se guarda sin cifrar'
const PDF_RENDER_PASSWORD = 'Contraseña de un PDF cifrado (su contraseña de usuario o de propietario); se ignora cuando el PDF no está cifrado'
const PDF_RENDER_PAGES = 'Páginas que se dibujan, como 1-3,5,7- (7- significa de la 7 a la última página), en el orden escrito; por defecto todas'
const PDF_RENDER_DPI = 'Resolución en puntos por pulgada, 36-300, por defecto 150: una página mide su tamaño en pulgadas × dpi píxeles de ancho y de alto, así que una página A4 a 150 dpi mide 1240×1754'
const KEEPS_INFO = 'conserva la información del documento (título, autor...), pero no los marcadores ni los campos de formulario'

/** How a page selection is written, after what the pages are for. */
function pageList(what: string): string {
  return `${what}: números de página e intervalos separados por comas, como 1-3,5,7- ("7-" llega hasta la última página y "all" son todas las páginas).`
}

/** The description of rendering PDF pages to images of one format. */
function pdfRender(format: string, ext: string): string {
  return `Dibuja cada página seleccionada de un PDF (todas las páginas por defecto) como una imagen ${format} a \`dpi\` puntos por pulgada, sobre papel blanco, con pdf.js. La imagen es la página tal como se muestra (crop box, con la rotación de la página aplicada) a esa resolución: una página A4 a 150 dpi mide 1240×1754 píxeles, y una página US Letter 1275×1650. Cada imagen se nombra según el PDF y su número de página (report-1.${ext}, report-3.${ext}…), también cuando solo se selecciona una página, para que el nombre indique siempre de qué página se trata. Una página se responde con la propia imagen; varias, con un ZIP de imágenes; varios PDF en una petición se responden con un ZIP con una carpeta por cada PDF que dio varias imágenes. Un PDF cifrado necesita su contraseña en \`password\` (422 PDF_ENCRYPTED sin ella, BAD_PASSWORD si es incorrecta). Límites, comprobados antes de dibujar nada: como máximo el límite de renderizado del servidor en páginas por petición (100 por defecto), y cada página como máximo el límite de píxeles de imagen con el dpi elegido (40 millones por defecto; pida un dpi más bajo o menos páginas), ambos respondidos con 413; los flujos comprimidos que se inflan por encima del límite del servidor se rechazan como bombas de descompresión (413), y una imagen dentro de una página que supera el límite de píxeles se omite del dibujo.`
}

/** The description of making a PDF from images, one page each. */
function imagesToPdf(reads: string): string {
  return `Lee imágenes ${reads} (el formato se detecta a partir de los bytes) y crea un PDF con una página por imagen, en el orden de subida. Se aplica la orientación EXIF, así que las fotos quedan como se tomaron. El tamaño de una imagen en la página sale de su densidad registrada (dpi, si está entre 36 y 2400) o, si no, de 96 dpi. Con page_size=fit cada página mide ese tamaño más los márgenes. En papel a4 o letter la imagen se centra dentro de los márgenes y se reduce para caber; nunca se amplía, lo que solo la emborronaría. Un lado de página nunca pasa de 14400 pt (200 pulgadas), lo máximo que aceptan los lectores de PDF: las imágenes mayores se reducen. Las imágenes JPEG se vuelven a escribir con calidad 92 y las PNG sin pérdida, conservando la transparencia. El PDF se nombra según la primera imagen.`
}

/** The parameters of making a PDF from images. */
const IMAGES_TO_PDF_PARAMS = {
  page_size: 'fit: cada página mide lo que su imagen (más los márgenes); a4 (595.28×841.89 pt) o letter (612×792 pt): papel con la imagen centrada; por defecto fit',
  orientation: 'Orientación del papel para a4 y letter: auto pone una página en horizontal cuando su imagen es más ancha que alta; se ignora con fit; por defecto auto',
  margin: 'Espacio libre alrededor de la imagen por cada lado, en puntos (72 pt = 1 pulgada); por defecto 0 con fit y 36 con a4 y letter',
} as const

/** Parameters the spreadsheet operations share. */
const SHEET = 'La hoja que se lee: su nombre (exacto, o sin distinguir mayúsculas) o su posición contando desde 1; por defecto la primera hoja. Una hoja desconocida responde 422 con la lista de nombres de hoja'
const ALL_SHEETS = '1: lee todas las hojas, en el orden del libro (sheet se ignora entonces); por defecto 0'
const SHEET_NAME_RULE = 'de 1 a 31 caracteres, ninguno de * ? : \\ / [ ]'

export const OPERATION_TEXT_ES: Readonly<Record<string, OperationTextEs>> = {
  // ── convert ──────────────────────────────────────────────────────────────────────────────
  convertCategories: {
    summary: 'Lista todas las categorías de unidades y sus unidades',
    description: 'Devuelve { categories: [...] } en un orden estable. Cada categoría tiene category (su slug, el último segmento de su ruta de conversión), name, path (pídala con GET y from, to y value), base_unit (el slug en que se expresan los factores), conventions (qué variante de cada unidad se entiende) y units. Cada unidad tiene slug (el nombre que le dan los resultados), name, symbol, aliases (otras grafías aceptadas en from y to), factor (una unidad expresada en la unidad base, como double; null para la temperatura, que se convierte por fórmula) y definition (la definición exacta, como "1 mi = 1609.344 m"). Las monedas no aparecen aquí: consulte /api/v1/convert/currency. Las conversiones se calculan de forma exacta y devuelven result con toda la precisión de un double y display con 10 cifras significativas.',
  },
  convertCurrency: {
    summary: 'Convierte un importe entre monedas con tipos de cambio de referencia',
    description: 'Convierte value de una moneda a otra con los tipos de referencia de la fuente configurada (por defecto, los tipos diarios del Banco Central Europeo, publicados los días laborables hacia las 16:00 CET; se conservan una hora por defecto antes de volver a leer la fuente, y se mantienen los últimos tipos válidos cuando la fuente no responde o está mal formada). Los códigos son ISO 4217, en mayúsculas o minúsculas. La fuente cotiza cada moneda frente a su base (EUR en el BCE), así que los demás pares son tipos cruzados: rate = rate(to) / rate(from). result es value × rate calculado de forma exacta y redondeado al alejarse de cero a las unidades menores de la moneda de destino (2 decimales para USD, 0 para JPY, 3 para KWD); rate (unidades de to por una de from) e inverse_rate (unidades de from por una de to) se redondean a 10 cifras significativas; date es la fecha de la fuente para esos tipos, source la dirección de la fuente y base su moneda base. Convertir una moneda en sí misma no necesita tipos: rate es 1, y date, source y base son null. Un código válido para el que la fuente no tiene tipo se rechaza con la lista de códigos que sí tiene; sin ningún tipo (fuente inaccesible y ninguno guardado) la respuesta es 503 con Retry-After.',
    params: {
      from: 'Moneda del importe: un código ISO 4217 como USD, EUR o JPY (en mayúsculas o minúsculas)',
      to: 'Moneda a la que se convierte: un código ISO 4217 (en mayúsculas o minúsculas)',
      value: 'El importe que se convierte, en from; cualquier número finito, con punto decimal (19.99)',
    },
  },
  convertLength: {
    summary: 'Convierte una longitud entre unidades',
    description: unitConversion('longitud', 'meter, kilometer, centimeter, millimeter, micrometer, nanometer, angstrom, mile, yard, foot, inch, nautical-mile, light-year, astronomical-unit', 'La milla es la milla internacional (1609.344 m exactos), la milla náutica 1852 m, la pulgada 0.0254 m, el pie 0.3048 m y la yarda 0.9144 m; el año luz es el de la UAI (9 460 730 472 580 800 m) y la unidad astronómica 149 597 870 700 m.'),
    params: UNIT_PARAMS,
  },
  convertWeight: {
    summary: 'Convierte un peso (masa) entre unidades',
    description: unitConversion('peso', 'kilogram, gram, milligram, microgram, metric-ton, pound, ounce, stone, short-ton, long-ton, grain, troy-ounce, carat', 'La libra es la libra avoirdupois, 0.45359237 kg exactos; la onza es 1/16 lb, el stone 14 lb, la tonelada corta 2000 lb, la tonelada larga 2240 lb, el grano 1/7000 lb, la onza troy 480 granos y el quilate 0.2 g. "ton" a secas se rechaza por ambigua (corta, larga o métrica).'),
    params: UNIT_PARAMS,
  },
  convertTemperature: {
    summary: 'Convierte una temperatura entre unidades',
    description: unitConversion('temperatura', 'celsius, fahrenheit, kelvin, rankine', 'Se convierte por fórmula, no por un factor: K = °C + 273.15, K = (°F + 459.67) × 5/9, K = °R × 5/9. Se rechazan las temperaturas por debajo del cero absoluto. Son temperaturas, no diferencias de temperatura.'),
    params: UNIT_PARAMS,
  },
  convertVolume: {
    summary: 'Convierte un volumen entre unidades',
    description: unitConversion('volumen', 'liter, milliliter, centiliter, deciliter, cubic-meter, cubic-centimeter, cubic-inch, cubic-foot, cubic-yard, us-gallon, us-quart, us-pint, us-cup, us-fluid-ounce, us-tablespoon, us-teaspoon, imperial-gallon, imperial-quart, imperial-pint, imperial-fluid-ounce, metric-cup, metric-tablespoon, metric-teaspoon, oil-barrel', 'Las medidas estadounidenses y las imperiales son unidades distintas: el galón estadounidense son 231 in³ = 3.785411784 L y el galón imperial 4.54609 L; el cuarto, la pinta, la taza, la onza líquida, la cucharada y la cucharadita siguen a su galón (US fl oz = 1/128 US gal, imperial fl oz = 1/160 imp gal). La taza métrica son 250 mL, la cucharada 15 mL y la cucharadita 5 mL. El barril de petróleo son 42 US gal. Las grafías que podrían referirse a cualquiera de los dos sistemas (gallon, pint, cup...) se rechazan por ambiguas.'),
    params: UNIT_PARAMS,
  },
  convertArea: {
    summary: 'Convierte una superficie entre unidades',
    description: unitConversion('superficie', 'square-meter, square-kilometer, square-centimeter, square-millimeter, hectare, are, square-mile, acre, square-yard, square-foot, square-inch', 'El acre es el acre internacional, 43 560 ft² = 4046.8564224 m² exactos; la hectárea son 10 000 m² y el área 100 m²; las unidades imperiales cuadradas se derivan del pie, la pulgada, la yarda y la milla exactos.'),
    params: UNIT_PARAMS,
  },
  convertSpeed: {
    summary: 'Convierte una velocidad entre unidades',
    description: unitConversion('velocidad', 'meter-per-second, kilometer-per-hour, mile-per-hour, knot, foot-per-second', 'km/h = 1000/3600 m/s, mph = 1609.344/3600 m/s, el nudo es una milla náutica (1852 m) por hora y ft/s = 0.3048 m/s.'),
    params: UNIT_PARAMS,
  },
  convertData: {
    summary: 'Convierte un tamaño de datos entre unidades',
    description: unitConversion('datos', 'bit, kilobit, megabit, gigabit, terabit, byte, kilobyte, megabyte, gigabyte, terabyte, petabyte, kibibyte, mebibyte, gibibyte, tebibyte, pebibyte', 'Los prefijos decimales (SI) son potencias de 1000 (kB, MB, GB, TB, PB); los binarios (IEC), potencias de 1024 (KiB, MiB, GiB, TiB, PiB). Un byte son 8 bits. Los símbolos distinguen mayúsculas de minúsculas cuando eso separa bits de bytes (Mb megabit, MB megabyte); una grafía que encaja con ambos, como "mb", se rechaza por ambigua.'),
    params: UNIT_PARAMS,
  },
  convertTime: {
    summary: 'Convierte una duración entre unidades',
    description: unitConversion('tiempo', 'nanosecond, microsecond, millisecond, second, minute, hour, day, week, month, year, decade, century', 'Un año es el año gregoriano medio, 365.2425 días (31 556 952 s); un mes es la duodécima parte (30.436875 días); la década y el siglo son 10 y 100 de esos años. Un día son 86 400 s (se ignoran los segundos intercalares).'),
    params: UNIT_PARAMS,
  },
  convertPressure: {
    summary: 'Convierte una presión entre unidades',
    description: unitConversion('presión', 'pascal, hectopascal, kilopascal, megapascal, bar, millibar, atmosphere, torr, psi, mmhg, inhg', 'La atmósfera estándar son 101 325 Pa exactos, torr = atm/760, el bar 100 000 Pa, psi = lbf/in² (4.4482216152605 N / 0.00064516 m²), el mmHg el convencional de 133.322387415 Pa y el inHg 25.4 mmHg.'),
    params: UNIT_PARAMS,
  },
  convertEnergy: {
    summary: 'Convierte una energía entre unidades',
    description: unitConversion('energía', 'joule, kilojoule, megajoule, calorie, kilocalorie, it-calorie, it-kilocalorie, watt-hour, kilowatt-hour, megawatt-hour, btu, electronvolt, erg, foot-pound', 'calorie es la caloría termoquímica, 4.184 J (kilocalorie 4184 J, la Caloría de los alimentos); la caloría de la Tabla Internacional (4.1868 J) es una unidad aparte; el BTU es el BTU de la Tabla Internacional, 1055.05585262 J; el kWh son 3.6 MJ; el electronvoltio 1.602176634e-19 J exactos (SI 2019); el pie-libra 0.3048 m × 1 lbf.'),
    params: UNIT_PARAMS,
  },
  convertAngle: {
    summary: 'Convierte un ángulo entre unidades',
    description: unitConversion('ángulo', 'degree, radian, gradian, arcminute, arcsecond, turn', 'Una vuelta son 360°, un gradián 0.9° (400 por vuelta), un minuto de arco 1/60° y un segundo de arco 1/3600°; un radián son 180/π grados, con π tomado con 50 cifras significativas, mucho más allá de la doble precisión.'),
    params: UNIT_PARAMS,
  },
  convertPower: {
    summary: 'Convierte una potencia entre unidades',
    description: unitConversion('potencia', 'watt, milliwatt, kilowatt, megawatt, gigawatt, horsepower, metric-horsepower, btu-per-hour, foot-pound-per-second', 'horsepower es el caballo de potencia mecánico (imperial), 550 ft·lbf/s = 745.69987158227022 W exactos; el caballo de vapor métrico (PS) son 75 kgf·m/s = 735.49875 W; el BTU por hora usa el BTU de la Tabla Internacional.'),
    params: UNIT_PARAMS,
  },
  convertFrequency: {
    summary: 'Convierte una frecuencia entre unidades',
    description: unitConversion('frecuencia', 'hertz, kilohertz, megahertz, gigahertz, terahertz, rpm', 'El hercio es un ciclo por segundo; rpm es una revolución por minuto, 1/60 Hz.'),
    params: UNIT_PARAMS,
  },
  convertForce: {
    summary: 'Convierte una fuerza entre unidades',
    description: unitConversion('fuerza', 'newton, kilonewton, dyne, pound-force, ounce-force, kilogram-force, poundal, kip', 'pound-force = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N exactos; el kilogramo-fuerza son 9.80665 N; la dina 1e-5 N; el poundal 1 lb·ft/s² = 0.138254954376 N; el kip 1000 lbf.'),
    params: UNIT_PARAMS,
  },
  // ── dev ──────────────────────────────────────────────────────────────────────────────────
  devHash: {
    summary: 'Calcula el hash de un texto con MD5, SHA-1, SHA-2, RIPEMD-160 o CRC-32',
    description: 'Calcula el resumen de los bytes UTF-8 del texto, tal como se envía (sin recortar ni cambiar los finales de línea), y lo devuelve en hexadecimal en minúsculas. crc32b es el CRC-32 de zlib, PNG y Ethernet, escrito con 8 dígitos hexadecimales con ceros a la izquierda. MD5, SHA-1 y CRC-32 sirven como sumas de comprobación, pero no deben proteger contraseñas ni firmas; para contraseñas use dev/bcrypt o dev/argon2. El resultado indica también el número de bytes procesados.',
    params: {
      text: 'Texto del que se calcula el hash; se procesan sus bytes UTF-8',
      algo: 'Algoritmo de resumen: md5, sha1, sha256, sha512, sha384, sha224, crc32b, ripemd160; por defecto sha256',
    },
  },
  devHashAll: {
    summary: 'MD5, SHA-1, SHA-256, SHA-512 y CRC-32 de un texto a la vez',
    description: 'Calcula el resumen de los bytes UTF-8 del texto, tal como se envía, con cinco algoritmos en una sola llamada. Cada resumen va en hexadecimal en minúsculas; crc32 es el CRC-32 de zlib, PNG y Ethernet (dev/hash lo llama crc32b), con 8 dígitos hexadecimales. El resultado indica también el número de bytes procesados.',
    params: {
      text: 'Texto del que se calcula el hash; se procesan sus bytes UTF-8',
    },
  },
  devHmac: {
    summary: 'HMAC de un mensaje con una clave secreta (SHA-2, SHA-1 o MD5)',
    description: 'Calcula el HMAC del RFC 2104 del mensaje con la clave y lo devuelve en hexadecimal en minúsculas y en Base64. Por defecto key y text se toman como texto y se usan sus bytes UTF-8, tal como se envían; para usar claves o mensajes binarios, escríbalos en hexadecimal o Base64 e indíquelo con key_encoding o text_encoding (el hexadecimal puede separar los bytes con espacios o dos puntos). Se admite una clave vacía, como define HMAC, pero no aporta ningún secreto.',
    params: {
      text: 'Mensaje que se autentica',
      key: 'Clave secreta',
      algo: 'Función hash: md5, sha1, sha224, sha256, sha384, sha512; por defecto sha256',
      key_encoding: 'Cómo está escrita la clave: utf8 (por defecto, se usan sus bytes UTF-8), hex (bytes como dígitos hexadecimales) o base64 (alfabeto estándar o URL-safe)',
      text_encoding: 'Cómo está escrito el mensaje: utf8 (por defecto, se usan sus bytes UTF-8), hex (bytes como dígitos hexadecimales) o base64 (alfabeto estándar o URL-safe)',
    },
  },
  devBcrypt: {
    summary: 'Calcula el hash bcrypt de una contraseña',
    description: 'Devuelve un hash bcrypt en formato modular crypt ($2b$, el coste de dos dígitos y luego 22 caracteres de sal aleatoria y 31 de resumen), listo para guardar; cada llamada usa una sal nueva, así que la misma contraseña da un hash distinto cada vez (compruébelo con dev/password-verify). El coste es el logaritmo en base 2 de las rondas: cada paso duplica el tiempo, desde aproximadamente 1 ms con 4 hasta unos 2 s con 15; OWASP recomienda al menos 10. bcrypt solo lee los primeros 72 bytes de una contraseña, así que una más larga (en UTF-8) se rechaza en lugar de truncarse en silencio; para frases de contraseña largas use dev/argon2. La contraseña se usa tal como se envía. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.',
    params: {
      text: 'Contraseña de la que se calcula el hash, como máximo 72 bytes en UTF-8',
      cost: 'Factor de coste, de 4 a 15; por defecto 10',
    },
  },
  devUuid: {
    summary: 'Genera UUID aleatorios de versión 4',
    description: 'UUID de versión 4 del RFC 9562 obtenidos de una fuente aleatoria criptográficamente segura (122 bits aleatorios cada uno), en la forma canónica en minúsculas 8-4-4-4-12, como 3b241101-e2bb-4255-8caf-4136c566a962. Cada llamada da valores nuevos.',
    params: {
      count: 'Cuántos UUID se generan, de 1 a 100; por defecto 1',
    },
  },
  devBase64: {
    summary: 'Codifica texto en Base64 o decodifica Base64 a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto con el alfabeto de la sección 4 del RFC 4648 (A-Z, a-z, 0-9, + /), rellenando con = hasta un múltiplo de 4 caracteres; con url_safe=true se escribe base64url (sección 5: - y _ en lugar de + y /) sin relleno, como en los JWT. Al decodificar se leen ambos alfabetos diga lo que diga url_safe, se ignoran los espacios y saltos de línea y se acepta que falte el relleno; el relleno que aparezca debe estar completo e ir al final. Los bytes decodificados deben ser texto UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o Base64 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base64; decode convierte Base64 de nuevo en texto',
      url_safe: 'Codifica con el alfabeto base64url (- y _) y sin relleno =; por defecto false. Al decodificar se aceptan ambos alfabetos en cualquier caso',
    },
  },
  devUrlEncode: {
    summary: 'Codifica texto con porcentajes para un componente de URL, o lo decodifica',
    description: "La codificación sigue a encodeURIComponent de JavaScript: todo carácter salvo A-Z a-z 0-9 - _ . ! ~ * ' ( ) se escribe como los escapes %XX de sus bytes UTF-8, de modo que el resultado es seguro como un valor de query o un segmento de ruta (un espacio pasa a ser %20, no +). La decodificación sigue a decodeURIComponent: se decodifica todo escape %XX, incluidos caracteres reservados como %2F, y + sigue siendo un signo más. Un escape que no sea % seguido de dos dígitos hexadecimales, o escapes que no formen UTF-8, se rechazan indicando su posición.",
    params: {
      text: 'Texto que se codifica, o texto codificado con porcentajes que se decodifica',
      mode: 'encode (por defecto) convierte el texto en codificación por porcentajes; decode la convierte de nuevo en texto',
    },
  },
  devJsonValidate: {
    summary: 'Indica si un texto es JSON válido y, si no lo es, dónde falla',
    description: 'Comprueba el texto contra el RFC 8259, de forma estricta: sin comentarios, comas finales, comillas simples, nombres sin comillas, NaN ni marca de orden de bytes inicial. Un JSON válido da valid: true y el tipo del valor de nivel superior (object, array, string, number, boolean o null). Un JSON no válido sigue siendo un 200, ya que indicarlo es el propósito: valid: false, un mensaje que dice qué cambiar, su código estable y la línea y la columna del primer problema (ambas desde 1; las líneas terminan en LF, CRLF o CR; las columnas cuentan caracteres). Un anidamiento de más de 512 niveles de arrays y objetos se rechaza con 422 TOO_DEEP.',
    params: {
      json: 'El texto JSON que se comprueba, como máximo 1 000 000 de caracteres',
    },
  },
  devJsonMinify: {
    summary: 'Elimina todos los espacios en blanco innecesarios de un JSON, validándolo de paso',
    description: 'Elimina los espacios en blanco entre tokens y nada más: las cadenas, los números y el orden de las claves quedan exactamente como se escribieron (se conservan los escapes, 1.50 sigue siendo 1.50, los enteros mayores que 2^53 conservan todas sus cifras y se mantienen las claves duplicadas). Un JSON no válido se rechaza con 422 y un mensaje con la línea y la columna del primer problema (use json-validate para obtenerlas como campos). Un anidamiento de más de 512 niveles se rechaza con 422 TOO_DEEP.',
    params: {
      json: 'El texto JSON que se minimiza, como máximo 1 000 000 de caracteres',
    },
  },
  devJsonFormat: {
    summary: 'Formatea un JSON con sangría de 2 espacios (o la elegida), validándolo de paso',
    description: 'Dispone el documento como lo hace JSON.stringify(value, null, indent): un miembro o elemento por línea, un espacio tras cada dos puntos, y los objetos y arrays vacíos como {} y []. A diferencia de analizar y volver a serializar, las cadenas, los números y el orden de las claves quedan exactamente como se escribieron (se conservan los escapes, 1.50 sigue siendo 1.50, los enteros grandes conservan todas sus cifras y se mantienen las claves duplicadas). Un JSON no válido se rechaza con 422 y un mensaje con la línea y la columna del primer problema. Un anidamiento de más de 512 niveles se rechaza con 422 TOO_DEEP, y un resultado de más de 10 000 000 de caracteres con 413 OUTPUT_TOO_LARGE, ambos antes de construir ninguna salida.',
    params: {
      json: 'El texto JSON que se formatea, como máximo 1 000 000 de caracteres',
      indent: 'Espacios por nivel de anidamiento, 1-8; por defecto 2',
    },
  },
  devJsonToTypescript: {
    summary: 'Genera interfaces de TypeScript a partir de una muestra JSON',
    description: 'Un objeto pasa a ser una interfaz exportada; cada objeto anidado recibe la suya, nombrada en PascalCase según su clave (first-name da FirstName, y una clave que empieza por un dígito recibe un _ inicial), los objetos de un array según la clave en singular (users da User), y los nombres que TypeScript ya usa reciben el sufijo Type (date da DateType). Los objetos con el mismo nombre y los mismos campos comparten una interfaz; los distintos se numeran (Address, Address2). Todos los objetos de un mismo array se fusionan en una interfaz: una clave que falta en alguno de ellos es opcional (?), y una clave cuyos valores difieren recibe una unión. Los arrays son T[], o (A | B)[] cuando son mixtos; [] es unknown[], {} es Record<string, unknown> y null añade | null. Las claves que no son identificadores van entre comillas. Una raíz que no es un objeto pasa a ser un alias de tipo (un array de objetos: type Root = RootItem[]). Un JSON no válido se rechaza con 422 (indicando línea y columna); también un anidamiento de más de 512 niveles (TOO_DEEP).',
    params: {
      json: 'Una muestra JSON de los datos que se describen, como máximo 1 000 000 de caracteres',
      root: 'Nombre del tipo de nivel superior, un identificador de TypeScript que empiece por mayúscula; por defecto Root',
    },
  },
  devCsvToJson: {
    summary: 'Convierte un CSV con fila de encabezado en un array de objetos JSON',
    description: 'El primer registro es el encabezado; cada registro posterior pasa a ser un objeto con los nombres del encabezado como claves, en el orden de las columnas. Las comillas siguen el RFC 4180: un campo que empieza por comillas dobles puede contener delimitadores y saltos de línea, y "" dentro de él es una comilla; una comilla dentro de un campo sin comillas se conserva como texto. Los registros pueden terminar en LF, CRLF o CR, mezclados libremente; se ignoran las líneas en blanco y una marca de orden de bytes inicial. Los valores quedan como cadenas tal como se escribieron: no se recorta nada ni nada se convierte en número. Un nombre de encabezado vacío pasa a ser column_<n> (n cuenta desde 1) y a uno repetido se le añade _2, _3… Una fila con menos campos que el encabezado recibe null en los que faltan; una con más se rechaza (422, con su línea), igual que unas comillas sin cerrar (con la línea y la columna donde se abren). Límites: 100 000 filas de datos y 1000 columnas (422), y 10 000 000 de caracteres de salida JSON (413 OUTPUT_TOO_LARGE, comprobado antes de construir cada fila).',
    params: {
      csv: 'El texto CSV, con el encabezado primero, como máximo 1 000 000 de caracteres',
      delimiter: 'El separador de campos: un carácter (ni " ni un salto de línea), o uno de los nombres comma, semicolon, tab, pipe, space; por defecto comma',
    },
  },
  devJwtDecode: {
    summary: 'Decodifica la cabecera y el payload de un JWT, sin comprobar su firma',
    description: 'Recibe un JWT en forma compacta, header.payload.signature (se ignora un "Bearer " inicial), y decodifica la cabecera y el payload en base64url, que deben ser objetos JSON. La firma NO se verifica: signature_verified es siempre false, así que nunca confíe en los claims basándose en esta llamada. iat, exp y nbf, cuando son números (segundos desde 1970), se dan también como fechas ISO 8601 en issued_at, expires_at y not_before (null en otro caso); expired es true cuando exp es un número y el momento actual es igual o posterior. Un token mal formado se rechaza con 422 indicando la parte defectuosa (header, payload o signature) y qué le ocurre; un JWT cifrado (JWE, cinco partes) no se puede decodificar.',
    params: {
      token: 'El JWT, tres partes base64url separadas por puntos; como máximo 100 000 caracteres',
    },
  },
  devArgon2: {
    summary: 'Calcula el hash Argon2id de una contraseña',
    description: 'Devuelve un hash Argon2id (RFC 9106) en formato de cadena PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest, con una sal aleatoria nueva de 16 bytes y un resumen de 32 bytes; cada llamada da un hash distinto (compruébelo con dev/password-verify). Los valores por defecto son la base de OWASP, m=19456 KiB (19 MiB), t=2, p=1. Los parámetros se limitan a 64 MiB de memoria, 10 pasadas y 4 carriles para que una llamada no pase de aproximadamente un cuarto de segundo; memory_cost debe ser de al menos 8 KiB por carril. La contraseña se usa tal como se envía, como máximo 1024 caracteres, sin límite de 72 bytes. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.',
    params: {
      text: 'Contraseña de la que se calcula el hash, como máximo 1024 caracteres',
      memory_cost: 'Memoria que se usa, en KiB (m), de 8 a 65536; por defecto 19456',
      time_cost: 'Número de pasadas sobre la memoria (t), de 1 a 10; por defecto 2',
      parallelism: 'Número de carriles (p), de 1 a 4; por defecto 1',
    },
  },
  devPasswordVerify: {
    summary: 'Comprueba una contraseña contra un hash bcrypt o Argon2',
    description: 'Indica si la contraseña coincide con el hash guardado, y qué algoritmo y parámetros usa el hash. Hashes aceptados: bcrypt ($2a$, $2b$, $2y$) y Argon2 en formato PHC ($argon2id$, $argon2i$, $argon2d$); se ignoran los espacios en blanco alrededor del hash y la contraseña se usa tal como se envía. Como los parámetros del hash deciden cuánto tarda la comprobación, el hash se lee antes de hacer ningún trabajo y se rechaza cuando pide más que un coste bcrypt de 15 o Argon2 m=65536 KiB, t=10, p=4. bcrypt solo lee los primeros 72 bytes de una contraseña, así que una contraseña más larga (en UTF-8) se rechaza frente a un hash bcrypt: coincidiría siempre que coincidieran sus primeros 72 bytes. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.',
    params: {
      text: 'Contraseña que se comprueba, como máximo 1024 caracteres',
      hash: 'Hash bcrypt o Argon2 guardado, como $2b$10$… o $argon2id$v=19$m=19456,t=2,p=1$…',
    },
  },
  devNtlm: {
    summary: 'Hash NTLM (hash NT) de una contraseña',
    description: 'El hash NT que Windows guarda para una contraseña: MD4 de la contraseña en UTF-16LE, como 32 dígitos hexadecimales en minúsculas (la forma que imprimen hashcat, Impacket y secretsdump; compárelo sin distinguir mayúsculas con las herramientas que lo imprimen en mayúsculas). La contraseña se usa tal como se envía, como máximo 1024 caracteres. NTLM no lleva sal y es rápido de atacar por fuerza bruta: úselo solo para pruebas o interoperabilidad, nunca para guardar contraseñas.',
    params: {
      text: 'Contraseña de la que se calcula el hash, como máximo 1024 caracteres',
    },
  },
  devMysql: {
    summary: 'Hash PASSWORD() de MySQL (mysql_native_password) de una contraseña',
    description: 'El hash de PASSWORD() de MySQL 4.1 a 5.7 y del plugin mysql_native_password: un asterisco seguido del SHA-1 del SHA-1 de la contraseña, en 40 dígitos hexadecimales en mayúsculas. Se procesan los bytes UTF-8 de la contraseña, como hace MySQL con una conexión utf8mb4; se usa tal como se envía, como máximo 1024 caracteres. Como en MySQL, una contraseña vacía da un hash vacío (sin contraseña). El hash no lleva sal: úselo solo para pruebas o interoperabilidad, nunca para guardar contraseñas nuevas.',
    params: {
      text: 'Contraseña de la que se calcula el hash, como máximo 1024 caracteres',
    },
  },
  devMarkdownToHtml: {
    summary: 'Convierte Markdown (CommonMark con tablas y tachado de GitHub) en HTML seguro',
    description: 'El Markdown se lee como CommonMark, más las tablas al estilo de GitHub, el ~~tachado~~ y las URL y direcciones de correo sueltas convertidas en enlaces. El HTML se puede insertar en una página con seguridad: el HTML en bruto de la entrada se muestra como texto (escapado), nunca se deja pasar, y un enlace o una imagen cuya dirección no sea http, https, mailto, relativa o un data:image/gif, png, jpeg o webp en línea se deja como texto plano (así los enlaces javascript:, vbscript:, file: y data:text/html no se convierten en enlaces). Las comillas y los guiones se conservan tal como se escribieron. Un documento de más de 100 000 bloques y celdas de tabla se rechaza (MARKDOWN_TOO_MANY_ELEMENTS; las filas de tabla cortas cuentan como completas, ya que se añaden celdas vacías hasta igualar el encabezado), y la conversión se detiene a los 2000 ms (MARKDOWN_TIMEOUT). El resultado es { html }, que termina en un salto de línea salvo que el texto esté vacío.',
    params: {
      text: 'El Markdown que se convierte, hasta 200 000 caracteres',
    },
  },
  devXmlToJson: {
    summary: 'Convierte un documento XML en un objeto JSON',
    description: 'Cada elemento pasa a ser una clave con el nombre de su etiqueta. Un elemento que aparece una vez es un valor; los elementos hermanos repetidos pasan a ser un array. Los atributos pasan a ser claves con el prefijo @_, y cuando un elemento tiene atributos o elementos hijos su texto va en #text; un elemento solo con texto es ese texto, y uno vacío es "". Los valores quedan como cadenas (nada se convierte en número) y se recortan. CDATA es texto; se descartan los comentarios, las instrucciones de procesamiento y la declaración XML. Se decodifican las entidades &amp; &lt; &gt; &quot; &apos; y las referencias de carácter (&#65;, &#x41;); cualquier otro &nombre; se conserva tal como se escribió. Por seguridad se rechazan DOCTYPE y las declaraciones de entidades (nunca se descarga ni se expande nada), así como los nombres de elemento que podrían alcanzar el prototipo de un objeto (__proto__, constructor, prototype) y un anidamiento de más de 100 elementos; los elementos con nombres de métodos de Object (toString, valueOf, hasOwnProperty…) salen con el prefijo __. Un XML mal formado se rechaza con 422 y la línea y la columna del problema.',
    params: {
      xml: 'El documento XML, como máximo 1 000 000 de caracteres',
    },
  },
  devRegexTest: {
    summary: 'Prueba una expresión regular delimitada al estilo de PHP contra un texto y lista todas las coincidencias',
    description: 'pattern se escribe al modo de PHP: un delimitador, el patrón, el mismo delimitador y luego los modificadores, como en /\\d+/i o #a.b#s. El delimitador es cualquier signo de puntuación ASCII salvo la barra invertida; ( [ { < se cierran con ) ] } > y pueden anidarse dentro del patrón; un delimitador que forma parte del patrón se escapa con una barra invertida. El patrón se ejecuta en el motor RegExp de JavaScript con la sintaxis de JavaScript (funcionan el lookbehind y los grupos con nombre (?<name>…); no funcionan los cuantificadores posesivos, los grupos atómicos ni la recursión). Se reescriben las grafías de PCRE (?P<name>…), (?P=name), (?#comentario), \\A, \\z y \\Z. Modificadores: i, m, s, u como en PHP; x elimina los espacios en blanco y los comentarios # fuera de las clases de caracteres; A (anclado) pasa a ser la y (sticky) de JavaScript; D y S no cambian nada ($ sin m ya coincide solo al final del todo); g va implícito, se listan todas las coincidencias; se aceptan y, d (añade indices: [inicio, fin] de la coincidencia y de cada grupo) y v de JavaScript; U y los modificadores desconocidos se rechazan. Cada coincidencia da el texto coincidente, su index (unidades de código UTF-16 desde 0, como cuenta JavaScript), los grupos numerados y los grupos con nombre; un grupo que no participó es null. Tras una coincidencia vacía la búsqueda avanza un carácter. Se listan como máximo 1000 coincidencias (o 1 000 000 de caracteres de texto coincidente); truncated indica que hay más. flags_used y js_pattern muestran los modificadores de JavaScript y el literal de expresión regular que se ejecutó. Un patrón que tarda más de 1000 ms sobre el texto (backtracking catastrófico) se detiene y se rechaza con REGEX_TIMEOUT; uno no válido, con INVALID_REGEX.',
    params: {
      pattern: 'Patrón delimitado con modificadores opcionales tras el delimitador de cierre, como /(\\d+)-(\\d+)/ o #^a.c$#im; hasta 1000 caracteres',
      text: 'El texto en el que se busca, hasta 100 000 caracteres',
    },
  },
  devColorPalette: {
    summary: 'Tonos más claros y más oscuros de un color HEX (tintes y sombras)',
    description: 'value es un color HEX: # y 6 dígitos hexadecimales, o la forma abreviada de 3 dígitos (#abc es #aabbcc), en mayúsculas o minúsculas; el # se puede omitir. En una query string de URL # inicia el fragmento, así que envíelo como %23 (?value=%234f7cff) u omítalo. Método: el color base se mezcla con blanco (más claro) y con negro (más oscuro) en pasos iguales de 1/(steps+1) en RGB: el tono k de n tiene cada canal c + (255 - c)·k/(n+1) hacia el blanco, o c·(n+1-k)/(n+1) hacia el negro, redondeado hacia arriba en el punto medio; así ninguna lista llega al blanco o al negro puros, y mezclar con negro conserva el tono y la saturación HSL. Ambas listas van del más cercano al base al más lejano. Cada color tiene hex (#rrggbb en minúsculas), rgb {r, g, b} (0-255), hsl {h, s, l} (grados y porcentaje, con un decimal) y las cadenas css { rgb, hsl }.',
    params: {
      value: 'Color HEX como #4f7cff o #fff (# opcional; en una query string envíe # como %23)',
      steps: 'Cuántos tonos más claros y cuántos más oscuros, de 1 a 20; por defecto 5',
    },
  },
  // ── text ─────────────────────────────────────────────────────────────────────────────────
  textCase: {
    summary: 'Convierte un texto a mayúsculas, minúsculas, tipo título o tipo oración, o a camelCase, PascalCase, snake_case o kebab-case',
    description: `upper y lower usan las correspondencias de mayúsculas y minúsculas de Unicode sin configuración regional, así que ß pasa a ser SS, la ı sin punto pasa a ser I e İ pasa a ser i seguida de U+0307 (no se aplican las reglas del turco). title pone en mayúscula la primera letra de cada palabra (letras y dígitos, con apóstrofos en su interior: don't, O'Neill) y el resto en minúsculas, incluidas las palabras cortas; los espacios y la puntuación quedan como estaban. sentence pone todo en minúsculas y luego en mayúscula la primera letra del texto, la de cada oración (tras . ! ? o … y un espacio en blanco) y la que sigue a una línea en blanco; los nombres propios y las siglas hay que corregirlos a mano. camel, pascal, snake y kebab trabajan línea a línea: cada línea se divide en palabras por los espacios, guiones, guiones bajos, cualquier otra puntuación y los límites de camelCase (fooBar, XMLHttp, utf8Encode), se elimina el apóstrofo dentro de una palabra y las palabras se unen como fooBar, FooBar, foo_bar o foo-bar. ${CRLF} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      mode: 'Forma de destino: upper, lower, title, sentence, camel, pascal, snake, kebab; por defecto upper',
    },
  },
  textSlugify: {
    summary: 'Convierte un título en un slug de URL como creme-brulee',
    description: `Las letras latinas pierden sus acentos (é → e, ñ → n) tras la descomposición Unicode NFKD, que también convierte los caracteres de compatibilidad en caracteres simples (ﬁ → fi, ² → 2); las letras que no se descomponen se transcriben: ß → ss, æ → ae, ø → o, ł → l, đ y ð → d, þ → th, œ → oe, ħ → h, ı → i. Todo pasa a minúsculas, un apóstrofo dentro de una palabra desaparece (don't → dont) y cada tramo de otros caracteres (espacios, puntuación, símbolos, emoji) se convierte en un separador, sin ninguno en los extremos. Las letras y dígitos de otras escrituras se conservan tal cual (Привет мир → привет-мир), ya que una ruta de URL puede contenerlos codificados con porcentajes. El separador es uno de - _ . ~, los caracteres que una URL no necesita escapar. Una entrada sin letras ni dígitos da un slug vacío. ${TEXT_TOO_LARGE}`,
    params: {
      text: 'El título o la frase que se convierte en slug',
      separator: 'Lo que se pone entre palabras: - _ . ~; por defecto -',
    },
  },
  textWordCount: {
    summary: 'Cuenta palabras, caracteres, oraciones, líneas y párrafos, con el tiempo de lectura y de habla',
    description: `Una palabra es una secuencia de letras, marcas combinantes y dígitos de cualquier escritura, que puede unir un apóstrofo o un guion (don't y state-of-the-art son una palabra cada una), así como . o , entre dígitos (3.14, 1,000); la puntuación, los símbolos y los emoji no son palabras, y en las escrituras sin espacios (chino, japonés, tailandés) cada tramo ininterrumpido cuenta como una palabra. characters cuenta puntos de código Unicode, después de tomar \\r\\n como un solo salto de línea (así, un emoji formado por varios puntos de código cuenta varios); characters_no_spaces excluye los espacios en blanco. Una oración termina en . ! ? o … seguidos de un espacio en blanco o del final del texto (o en 。！？), y debe contener una letra o un dígito; abreviaturas como "e.g. " cuentan como final. lines sigue la regla de líneas de las demás operaciones de texto (un salto de línea final no inicia una línea nueva; un texto vacío tiene 0 líneas); un párrafo es una secuencia de líneas que no están en blanco. El tiempo de lectura supone 238 palabras por minuto (lectura silenciosa de no ficción en inglés, Brysbaert 2019) y el de habla 130 (ritmo de una presentación), ambos modificables; los tiempos se redondean hacia arriba a segundos enteros y a minutos enteros ("1 min read"). ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      reading_wpm: 'Velocidad de lectura en palabras por minuto, 50-1000; por defecto 238',
      speaking_wpm: 'Velocidad de habla en palabras por minuto, 50-1000; por defecto 130',
    },
  },
  textReverse: {
    summary: 'Invierte un texto por caracteres, por palabras o por líneas',
    description: `characters invierte todo el texto por caracteres percibidos por el usuario (clústeres de grafemas extendidos de Unicode): una secuencia de emoji con ZWJ como 👨‍👩‍👧, una bandera o una letra con sus acentos combinantes se mantienen enteras y en orden. words invierte el orden de las palabras dentro de cada línea, siendo una palabra lo que hay entre tramos de espacios en blanco (la puntuación queda unida); los espacios quedan donde estaban y las líneas mantienen su orden. lines invierte el orden de las líneas (un salto de línea final se queda al final). ${CRLF} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      by: 'Qué se invierte: characters, words, lines; por defecto characters',
    },
  },
  textSortLines: {
    summary: 'Ordena líneas alfabética o naturalmente (file2 antes que file10), de forma ascendente o descendente',
    description: `Por defecto las líneas se comparan por sus unidades de código UTF-16, el orden que da < en JavaScript: dígitos antes que mayúsculas y mayúsculas antes que minúsculas (B antes que a), y las letras acentuadas después de la z. case_insensitive compara en cambio las líneas con las mayúsculas plegadas. ${CASE_FOLD} natural compara como lee una persona, con Intl.Collator para inglés y orden numérico: los números por su valor (file2 antes que file10), y los acentos y las mayúsculas como diferencias menores (a antes que B, e antes que é); si además se usa case_insensitive, las líneas que solo difieren en mayúsculas son iguales. Las líneas iguales mantienen su orden original, en ambos sentidos. Las líneas en blanco se ordenan como cualquier otra (primero, en orden ascendente). El resultado indica el número de líneas. ${LINES} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      order: 'asc (por defecto) o desc',
      case_insensitive: 'Compara las líneas sin distinguir mayúsculas de minúsculas; 1/true o 0/false, por defecto false',
      natural: 'Orden natural: los números dentro de las líneas se comparan por su valor, y los acentos y las mayúsculas cuentan menos que las letras; 1/true o 0/false, por defecto false',
    },
  },
  textDedupe: {
    summary: 'Elimina las líneas duplicadas, conservando la primera de cada una',
    description: `Cada línea se conserva la primera vez que aparece y se descarta cuando vuelve a aparecer; las líneas conservadas mantienen su orden. Las líneas se comparan de forma exacta (los espacios cuentan), o sin distinguir mayúsculas con case_insensitive, conservando la primera grafía. ${CASE_FOLD} Las líneas vacías también son líneas: solo se conserva la primera. El resultado indica el número de líneas conservadas y eliminadas. ${LINES} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      case_insensitive: 'Trata como duplicadas las líneas que solo difieren en mayúsculas y minúsculas; 1/true o 0/false, por defecto false',
    },
  },
  textRemoveEmpty: {
    summary: 'Elimina las líneas en blanco, incluidas las que solo tienen espacios o tabuladores',
    description: `Una línea está en blanco cuando está vacía o solo contiene espacios en blanco (espacios, tabuladores, espacios de no separación y otros espacios Unicode); las demás líneas se conservan sin cambios y en orden. El resultado indica el número de líneas conservadas y eliminadas. ${LINES} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
    },
  },
  textTrim: {
    summary: 'Recorta los espacios en blanco al principio y al final de cada línea',
    description: `Elimina los espacios en blanco al principio y al final de cada línea, como hace String.prototype.trim: espacios, tabuladores, espacios de no separación, otros espacios Unicode y la marca de orden de bytes. Los espacios dentro de una línea no se tocan, y las líneas en blanco pasan a ser líneas vacías (elimínelas con text/remove-empty). El resultado indica el número de líneas. ${LINES} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
    },
  },
  textFindReplace: {
    summary: 'Busca y reemplaza texto, de forma literal o con una expresión regular, y cuenta los reemplazos',
    description: `Por defecto find es texto simple: se reemplaza cada aparición, de izquierda a derecha y sin solapamientos, y replace se inserta tal como se escribe ($ no tiene ningún significado especial). case_insensitive no distingue mayúsculas de minúsculas. ${CASE_FOLD} Con regex, find es una expresión regular de JavaScript escrita sin delimitadores ni modificadores (\\d+ en lugar de /\\d+/), de como máximo 1000 caracteres, que se ejecuta con los modificadores u (Unicode) y m: ^ y $ coinciden al principio y al final de cada línea, y \\A y \\z al principio y al final de todo el texto; las grafías de PCRE (?P<name>…) y (?P=name) funcionan como en dev/regex-test. replace usa entonces la sintaxis de reemplazo de JavaScript: $1 a $99 para los grupos numerados, $<name> para los que tienen nombre, $& para toda la coincidencia, $\` y $' para el texto anterior y posterior a ella, y $$ para un signo de dólar. Una coincidencia vacía (de ^ o de x*) reemplaza en esa posición y la búsqueda avanza un carácter. Una expresión regular que tarda más de 1000 ms sobre el texto (backtracking catastrófico, como con (a+)+$) se detiene y se rechaza con 422 REGEX_TIMEOUT. count es el número de reemplazos hechos. ${CRLF} ${OUTPUT_TOO_LARGE} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      find: 'Lo que se busca: texto simple, o una expresión regular cuando regex está activado',
      replace: 'Lo que se pone en su lugar; por defecto vacío (las coincidencias se eliminan). Con regex, $1, $<name> y $& insertan el texto capturado',
      regex: 'Lee find como una expresión regular de JavaScript (modificadores u y m) y replace con referencias $; 1/true o 0/false, por defecto false',
      case_insensitive: 'Busca sin distinguir mayúsculas de minúsculas; 1/true o 0/false, por defecto false',
    },
  },
  textExtractEmails: {
    summary: 'Extrae todas las direcciones de correo electrónico de un texto',
    description: `Una dirección es una parte local de letras, dígitos, los símbolos que una dirección admite sin comillas (! # $ % & ' * + / = ? ^ _ \` { | } ~ -) y puntos sueltos entre ellos, una @ y un dominio de al menos dos etiquetas (letras, dígitos y guiones interiores, hasta 63 caracteres cada una) que termina en un dominio de nivel superior de letras (o en uno punycode xn--). Cuentan las letras de cualquier escritura (direcciones internacionalizadas). Se conserva la parte local entera: customer/department=shipping@example.com es una sola dirección, y también key=ana@example.com. Se excluyen los puntos, apóstrofos y acentos graves delante de la parte local y los puntos o guiones tras el dominio, de modo que una dirección al final de una oración sale sin el punto final y una entre comillas sin ellas; en una URL solo cuenta el último segmento de la ruta antes de la @. Una dirección con dos puntos seguidos no lo es. Las direcciones se listan en orden de aparición; unique (activado por defecto) lista cada una una sola vez, comparando sin distinguir mayúsculas y conservando la primera grafía. Las direcciones se encuentran solo por su forma: no se comprueba nada con un servidor de correo. ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      unique: 'Lista cada dirección una sola vez (comparando sin distinguir mayúsculas); 1/true o 0/false, por defecto true',
    },
  },
  textExtractUrls: {
    summary: 'Extrae todas las URL http, https y www. de un texto',
    description: `Una URL empieza por http://, https:// (en mayúsculas o minúsculas) o www., no en medio de una palabra o una dirección, seguida de un host (una letra, un dígito o [ para una dirección IPv6), y llega hasta un espacio en blanco, una comilla, un acento grave, < o >. Se excluye la puntuación que termina la oración y no la URL: un . , ; : ! ? * … ’ ” » final, y un ) ] o } de cierre que no tiene pareja de apertura dentro de la URL (así "(see https://example.com/a)" da https://example.com/a, mientras que https://en.wikipedia.org/wiki/Pi_(letter) queda entera). Las URL se devuelven tal como se escribieron (a las www. no se les añade esquema), en orden de aparición; unique (activado por defecto) lista cada una una sola vez (comparación exacta). ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      unique: 'Lista cada URL una sola vez; 1/true o 0/false, por defecto true',
    },
  },
  textStripHtml: {
    summary: 'Elimina las etiquetas HTML y deja el texto plano, dispuesto en líneas y párrafos',
    description: `Se eliminan las etiquetas, los comentarios, los doctypes y las instrucciones de procesamiento, y se descarta el contenido de script, style, title, template, iframe, noembed y noframes. Se decodifican las referencias de carácter (&amp; → &, &eacute; → é, &#8364; → €; &nbsp; pasa a ser un espacio de no separación U+00A0). Los espacios en blanco se colapsan como en un navegador (los tramos de espacios, tabuladores y saltos de línea pasan a ser un espacio), salvo dentro de pre y textarea, donde se conservan. Los elementos de tipo párrafo (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) se separan con una línea en blanco, los demás elementos de bloque (div, li, tr, dt, dd…) empiezan una línea nueva, <br> es un salto de línea y las celdas de una fila de tabla se separan con un tabulador. Nunca hay más de una línea en blanco seguida, ni ninguna al principio o al final. Un < que no inicia ninguna etiqueta (como en a < b) se conserva como texto; una etiqueta cortada por el final de la entrada se descarta. La salida usa \\n. ${TEXT_TOO_LARGE}`,
    params: {
      text: 'El documento o fragmento HTML',
    },
  },
  textAddLineNumbers: {
    summary: 'Numera cada línea de un texto',
    description: `Cada línea recibe su número, contando desde start, luego el separador y luego la línea; las líneas en blanco también se numeran. padding alinea los números al ancho del mayor: space los alinea a la derecha ( 9, 10) y zero rellena con ceros (09, 10); none (por defecto) los deja tal cual. El resultado indica el número de líneas. ${LINES} ${OUTPUT_TOO_LARGE} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      start: 'Número de la primera línea, 0-1 000 000 000; por defecto 1',
      padding: 'Alineación de los números: none, space, zero; por defecto none',
      separator: 'Lo que se pone entre el número y la línea; por defecto ". " (un punto y un espacio); como máximo 100 caracteres',
    },
  },
  textRemoveLineBreaks: {
    summary: 'Une las líneas de un texto en una sola línea',
    description: `Cada salto de línea (\\n o \\r\\n) se reemplaza por el separador, un espacio por defecto; un salto de línea al final del texto se descarta en lugar de reemplazarse. Las líneas se unen tal como están: se conservan los espacios de sus extremos, y una línea en blanco da dos separadores seguidos (elimine antes las líneas en blanco con text/remove-empty, o recorte las líneas con text/trim). ${OUTPUT_TOO_LARGE} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      separator: 'Lo que se pone donde estaba cada salto de línea; por defecto un espacio; como máximo 100 caracteres',
    },
  },
  textRepeat: {
    summary: 'Repite un texto varias veces, con un separador entre las copias',
    description: `El texto se escribe times veces (1-10 000) con el separador entre las copias, y ninguno tras la última. Primero se calcula el tamaño del resultado (times × longitud del texto + (times - 1) × longitud del separador), y un resultado de más de 10 000 000 de caracteres se rechaza con 413 OUTPUT_TOO_LARGE sin construir nada. ${CRLF} ${TEXT_TOO_LARGE}`,
    params: {
      text: 'El texto que se repite',
      times: 'Cuántas copias, 1-10 000; por defecto 2',
      separator: 'Lo que se pone entre las copias; por defecto un salto de línea (\\n); como máximo 100 caracteres',
    },
  },
  textCountOccurrences: {
    summary: 'Cuenta cuántas veces aparece un fragmento de texto',
    description: `find es texto simple (no un patrón) y coincide en cualquier sitio, también dentro de las palabras. Por defecto las apariciones no se solapan, igual que las contaría un buscar y reemplazar: "aa" aparece dos veces en "aaaa"; con overlapping cuenta cada posición de inicio, así que tres veces. case_insensitive no distingue mayúsculas de minúsculas. ${CASE_FOLD} Un \\r\\n en el texto o en find cuenta como \\n. ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      find: 'El texto que se cuenta, de al menos un carácter',
      case_insensitive: 'Cuenta sin distinguir mayúsculas de minúsculas; 1/true o 0/false, por defecto false',
      overlapping: 'Cuenta las apariciones que se solapan (aa en aaaa: 3 en lugar de 2); 1/true o 0/false, por defecto false',
    },
  },
  textWordFrequency: {
    summary: 'Lista las palabras más frecuentes de un texto con sus recuentos',
    description: `Las palabras se encuentran como en text/word-count (letras, marcas y dígitos de cualquier escritura, unidos por apóstrofos y guiones interiores). El recuento no distingue mayúsculas, así que The y the son una misma palabra, que se muestra en minúsculas tal como se escribió por primera vez. ${CASE_FOLD} La lista contiene las limit palabras más frecuentes, de más a menos frecuente; las palabras con el mismo recuento van en orden de primera aparición. total_words cuenta todas las palabras y distinct_words las distintas. No se excluye ninguna palabra vacía. ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      limit: 'Cuántas palabras se listan (las N primeras), 1-10 000; por defecto 50',
    },
  },
  textUniqueWords: {
    summary: 'Lista las palabras distintas de un texto en orden de primera aparición',
    description: `Las palabras se encuentran como en text/word-count (letras, marcas y dígitos de cualquier escritura, unidos por apóstrofos y guiones interiores; la puntuación no forma parte de una palabra). Cada palabra se lista una vez, tal como se escribió por primera vez, en orden de primera aparición. Por defecto las palabras que difieren en mayúsculas son palabras distintas; case_insensitive las trata como una. ${CASE_FOLD} ${TEXT_TOO_LARGE}`,
    params: {
      text: TEXT_PARAM,
      case_insensitive: 'Trata como la misma palabra las que solo difieren en mayúsculas y minúsculas; 1/true o 0/false, por defecto false',
    },
  },
  // ── calc ─────────────────────────────────────────────────────────────────────────────────
  calcBmi: {
    summary: 'Índice de masa corporal y su categoría de la OMS para adultos a partir del peso y la estatura',
    description: 'IMC = peso (kg) / estatura (m)², con 1 decimal. La categoría sigue la clasificación de la OMS para adultos, aplicada al IMC indicado (redondeado) para que la cifra y la categoría coincidan siempre: bajo peso por debajo de 18.5, normal 18.5-24.9, sobrepeso 25-29.9, obesidad de clase 1 30-34.9, de clase 2 35-39.9 y de clase 3 40 o más (category es uno de underweight, normal, overweight, obese_class_1, obese_class_2, obese_class_3). healthy_weight_kg es el intervalo de peso que da un IMC de 18.5-24.9 con esta estatura, en kg con 1 decimal. Las categorías son para adultos; a niños y adolescentes se les evalúa con percentiles de IMC para la edad.',
    params: {
      weight: WEIGHT,
      height: HEIGHT,
    },
  },
  calcBmr: {
    summary: 'Tasa metabólica basal (kcal al día) según la ecuación de Mifflin-St Jeor',
    description: 'Gasto energético en reposo en kilocalorías al día, redondeado a un número entero: 10 × peso (kg) + 6.25 × estatura (cm) − 5 × edad (años) + 5 para hombres, o − 161 para mujeres (Mifflin, St Jeor et al., American Journal of Clinical Nutrition, 1990). La ecuación se ajustó con adultos de 19 a 78 años; para niños sus cifras son aproximadas. Se rechazan los datos para los que la ecuación da 0 kcal o menos.',
    params: {
      weight: WEIGHT,
      height: HEIGHT,
      age: AGE,
      gender: 'Qué versión de la ecuación se usa: male (por defecto) o female',
    },
  },
  calcPercentage: {
    summary: 'Calcula el P % de un valor, y el valor aumentado o disminuido en un P %',
    description: 'result = value × percent / 100, así que percent 20 y value 150 dan 30. increased es value + result y decreased es value − result (150 más un 20 % son 180; menos un 20 %, 120). Ambos números pueden ser negativos o fraccionarios. No se supone que el valor sea dinero: las cifras se dan con 15 cifras significativas, lo que elimina los artefactos binarios (el 300 % de 19.99 es 59.97, no 59.96999999999999).',
    params: {
      percent: 'El porcentaje P, cualquier número; 7.5 significa 7,5 %, y un P negativo resta',
      value: 'El valor del que se toma el P %, cualquier número',
    },
  },
  calcPercentageOf: {
    summary: 'Calcula qué porcentaje es una parte a de un total b',
    description: 'share_percent = a / b × 100, como número de porcentaje redondeado a 4 decimales: 30 de 120 es 25 (%). Una parte mayor que el total da más de 100, y los signos opuestos dan una proporción negativa. b = 0 se rechaza con un 422, ya que nada es un porcentaje de 0.',
    params: {
      a: 'La parte, cualquier número',
      b: 'El total, cualquier número salvo 0',
    },
  },
  calcPercentageChange: {
    summary: 'Variación de un valor original a uno nuevo, como diferencia y como porcentaje',
    description: 'change = to − from; change_percent = change / |from| × 100, como número de porcentaje redondeado a 4 decimales (50 → 75 es +50, 80 → 60 es −25). Dividir por el valor original en valor absoluto mantiene el sentido del signo con valores negativos: una subida de −10 a −5 es +50. direction es increase, decrease o none. change se da con 15 cifras significativas (0.1 → 0.3 es 0.2, no 0.19999999999999998). from = 0 se rechaza con un 422: una variación desde 0 no tiene porcentaje.',
    params: {
      from: 'El valor original, cualquier número salvo 0',
      to: 'El valor nuevo, cualquier número',
    },
  },
  calcTip: {
    summary: 'Propina y total de una cuenta, repartida entre varias personas',
    description: 'tip = bill × tip_percent / 100, redondeado al céntimo, y total = bill + tip. Por persona, la propina y el total se dividen entre people y se redondean HACIA ARRIBA al céntimo siguiente, para que las partes nunca se queden cortas: 115.00 entre tres son 38.34 cada uno. rounding_surplus es lo que las partes redondeadas hacia arriba recaudan por encima del total (0.02 en ese caso; siempre menos de un céntimo por persona). Los importes se redondean a céntimos.',
    params: {
      bill: 'La cuenta antes de la propina, 0 o más',
      tip_percent: 'La propina, de 0 a 1000, en porcentaje (7.5 significa 7,5 %)',
      people: 'Cuántas personas se reparten la cuenta, un número entero de 1 a 1000; por defecto 1',
    },
  },
  calcDiscount: {
    summary: 'Ahorro y precio final tras un descuento porcentual',
    description: 'savings = price × discount_percent / 100, redondeado al céntimo; final_price = price − savings, así que ambos suman siempre el precio. discount_percent va de 0 (sin descuento) a 100 (gratis). Los importes se redondean a céntimos (alejándose de cero en el punto medio): un 15 % de descuento sobre 19.99 ahorra 3.00 (2.9985) y deja 16.99.',
    params: {
      price: 'El precio antes del descuento, 0 o más',
      discount_percent: 'El descuento, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
  calcVat: {
    summary: 'Añade el IVA a un precio neto o lo quita de un precio bruto',
    description: 'Impuesto sobre el valor añadido a cualquier tipo, como el 20 % (tipo general del Reino Unido), el 19 % (Alemania) o el 21 % (España). Con mode add (por defecto) amount es el precio neto: IVA = neto × rate / 100, redondeado al céntimo, y bruto = neto + IVA. Con mode remove amount es el precio bruto, con IVA incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, e IVA = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. Al 20 %, quitar el IVA es restar 1/6 del bruto (la "fracción de IVA").',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes de IVA cuando mode es add, o el precio bruto con IVA incluido cuando mode es remove',
      rate: 'El tipo de IVA, de 0 a 100 (como 20 para el tipo general del Reino Unido, 19 para Alemania o 5 para un tipo reducido), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el IVA a un importe neto; remove quita el IVA de un importe bruto',
    },
  },
  calcSimpleInterest: {
    summary: 'Interés simple sobre un capital: interés = P × r × t, y el total',
    description: `El interés simple se paga solo sobre el capital, nunca sobre los intereses ya generados: interest = principal × rate/100 × years, total = principal + interest. rate es el tipo anual en porcentaje (5 significa 5 %); years puede ser fraccionario (0.5 son seis meses). ${MONEY}`,
    params: {
      principal: 'Importe prestado o depositado; 0 o más',
      rate: 'Tipo de interés anual, en porcentaje (6 significa 6 %); de 0 a 1000',
      years: 'Durante cuánto tiempo genera intereses el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  calcCompoundInterest: {
    summary: 'Interés compuesto: hasta cuánto crece un capital cuando los intereses generan intereses',
    description: `amount = principal × (1 + r/n)^(n × years), con r = rate/100 el tipo nominal anual y n = compounds_per_year (por defecto 1: una vez al año); interest = amount − principal. Un plazo que no es un número entero de periodos también capitaliza la fracción (la misma fórmula con un exponente fraccionario). rate puede ser negativo para una pérdida, hasta -100. effective_annual_rate_percent es el crecimiento anual al que equivale la capitalización, (1 + r/n)^n − 1. ${MONEY}`,
    params: {
      principal: 'Importe invertido o depositado al principio; 0 o más',
      rate: 'Tipo de interés nominal anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      years: 'Durante cuánto tiempo se capitaliza el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 1',
    },
  },
  calcLoan: {
    summary: 'Cuota mensual, intereses totales y amortización anual de un préstamo a tipo fijo',
    description: 'Amortización estándar con cuotas mensuales constantes pagadas al final de cada mes: M = P × r / (1 − (1 + r)^−n), donde r = annual_rate / 12 / 100 (el tipo nominal anual repartido por igual entre los meses) y n = months; al 0 % la cuota es P / n. total_paid = M × n, total_interest = total_paid − P. schedule_by_year suma cada bloque de doce cuotas (el último año puede ser más corto): principal_paid, interest_paid y el saldo pendiente tras la última cuota del año. Las cifras se calculan con toda la precisión y se redondean a céntimos en el resultado; un prestamista que redondea cada cuota al céntimo ajusta la última en unos céntimos, y las filas anuales redondeadas pueden diferir de los totales en un céntimo.',
    params: {
      principal: 'Importe prestado; 0 o más',
      annual_rate: 'Tipo de interés anual, en porcentaje (6 significa 6 %); de 0 a 1000',
      months: 'Número de cuotas mensuales, un número entero de 1 a 1200 (360 son 30 años)',
    },
  },
  calcAge: {
    summary: 'Edad en años, meses y días en una fecha, y el próximo cumpleaños',
    description: 'Cuenta fechas del calendario (gregoriano proléptico, sin hora del día, así que ninguna zona horaria puede alterar el resultado): years y months son los años y meses naturales completos desde birthdate hasta at, y days los días que sobran. at es por defecto hoy en UTC. Un aniversario en un día que su mes no tiene pasa al último día de ese mes: un cumpleaños del 29 de febrero cae el 28 de febrero en los años no bisiestos (y el 31 de enero más un mes es el final de febrero). next_birthday es el siguiente aniversario en at o después (days_until_next_birthday es 0 el mismo día del cumpleaños), y next_age la edad que se cumple ese día. Se rechaza una birthdate posterior a at.',
    params: {
      birthdate: 'Fecha de nacimiento, YYYY-MM-DD',
      at: 'Fecha en la que se cuenta la edad, YYYY-MM-DD; por defecto hoy (UTC)',
    },
  },
  calcAverage: {
    summary: 'Media, mediana, moda, mínimo, máximo, suma y recuento de una lista de números',
    description: 'numbers se separan con comas y/o espacios en blanco; una coma es siempre un separador, nunca una marca de miles ni decimal (escriba 1000.5, no 1,000.5). mean, median y sum se calculan con suma compensada y se dan con 12 cifras significativas, lo que elimina el ruido binario (0.1 + 0.2 da 0.3). modes lista los valores más frecuentes en orden ascendente con mode_count, cuántas veces aparece cada uno; cuando ningún valor aparece más de una vez la lista no tiene moda y modes está vacío. inputs.numbers repite los números tal como se leyeron, para que se note un separador mal puesto. Como máximo 10 000 números.',
    params: {
      numbers: 'Los números que se resumen: números separados por comas y/o espacios, como "1, 2.5, -3" o "1 2.5 -3" (con punto decimal, no coma; como máximo 10 000 números)',
    },
  },
  calcStandardDeviation: {
    summary: 'Desviación típica y varianza poblacional y muestral de una lista de números',
    description: 'numbers se separan con comas y/o espacios en blanco (una coma nunca es una marca decimal); al menos dos y como máximo 10 000. Las cifras poblacionales dividen la suma de los cuadrados de las desviaciones respecto a la media entre n (la lista es toda la población); las muestrales dividen entre n − 1 (corrección de Bessel: la lista es una muestra de una población mayor). Se calcula con el algoritmo corregido de dos pasadas, de modo que los valores grandes con poca dispersión (como 1000000.1, 1000000.2, 1000000.3) conservan su precisión; las cifras se dan con 12 cifras significativas.',
    params: {
      numbers: 'Los números, al menos dos: números separados por comas y/o espacios, como "1, 2.5, -3" o "1 2.5 -3" (con punto decimal, no coma; como máximo 10 000 números)',
    },
  },
  calcQuadratic: {
    summary: 'Resuelve ax² + bx + c = 0: raíces reales o complejas, discriminante y vértice',
    description: 'discriminant = b² − 4ac. Mayor que 0: dos raíces reales, en orden ascendente; 0: una raíz real doble; menor que 0: dos raíces complejas conjugadas x = re ± im·i, dadas como {re, im}. real_roots y complex_roots están siempre presentes y uno de los dos está vacío; nature indica qué caso se da (two_real, one_real o complex). Las raíces reales usan la forma sin cancelación q = −(b + sign(b)·√D) / 2, x1 = q / a, x2 = c / q, de modo que una raíz diminuta junto a una grande conserva su precisión. El vértice de la parábola y = ax² + bx + c es (−b / 2a, c − b² / 4a), axis_of_symmetry es la x del vértice, y opens es up cuando a > 0. Un discriminante dentro del error de redondeo de b² y 4ac (a menos de 8 × 2⁻⁵² del mayor, en términos relativos) cuenta como 0, así que (x + 0.1)² = x² + 0.2x + 0.01 tiene una raíz. Las cifras se dan con 12 cifras significativas. a no puede ser 0 (la ecuación sería lineal).',
    params: {
      a: 'Coeficiente de x²; no puede ser 0',
      b: 'Coeficiente de x',
      c: 'Término independiente',
    },
  },
  calcTdee: {
    summary: 'Gasto energético diario total: TMB de Mifflin-St Jeor por un factor de actividad',
    description: 'TDEE = TMB × factor de actividad, en kilocalorías al día redondeadas a números enteros (ambas cifras se redondean a partir de la TMB sin redondear). La TMB es la ecuación de Mifflin-St Jeor, como en calc/bmr. Factores de actividad: sedentary 1.2, light 1.375, moderate 1.55, active 1.725, very-active 1.9 (sedentary: trabajo de oficina, poco ejercicio; light: ejercicio 1-3 días a la semana; moderate: 3-5 días; active: 6-7 días; very-active: ejercicio intenso diario o un trabajo físico). by_activity lista cada nivel con su factor y su TDEE.',
    params: {
      weight: WEIGHT,
      height: HEIGHT,
      age: AGE,
      gender: 'Qué versión de la ecuación de la TMB se usa: male (por defecto) o female',
      activity: 'Nivel de actividad: sedentary, light, moderate, active, very-active; por defecto moderate',
    },
  },
  calcIdealWeight: {
    summary: 'Peso ideal según las fórmulas de Devine, Robinson, Miller y Hamwi',
    description: 'Cada fórmula es un peso base a 5 ft (152,4 cm) más un peso por cada pulgada por encima, en kg con 1 decimal: Devine (1974) 50 kg + 2.3 kg por pulgada para hombres, 45.5 kg + 2.3 kg para mujeres; Robinson (1983) 52 + 1.9 / 49 + 1.7; Miller (1983) 56.2 + 1.41 / 53.1 + 1.36; Hamwi (1964) 48 + 2.7 / 45.5 + 2.2. range_kg abarca los cuatro resultados. Las fórmulas se hicieron para adultos de 5 ft o más. Por debajo de 5 ft se prolongan las mismas rectas (se resta el peso por pulgada) y extrapolated es true; se rechazan las estaturas tan bajas que una fórmula daría 0 kg o menos (por debajo de unos 107,25 cm para hombres y 102,16 cm para mujeres).',
    params: {
      height: HEIGHT,
      gender: 'Qué juego de constantes se usa: male (por defecto) o female',
    },
  },
  calcBodyFat: {
    summary: 'Porcentaje de grasa corporal por el método de perímetros de la Marina de EE. UU.',
    description: 'Hodgdon y Beckett (Naval Health Research Center, 1984), en su forma en centímetros, con 1 decimal: hombres 495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450; mujeres 495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450. Mida el cuello justo debajo de la laringe; la cintura a la altura del ombligo (hombres) o en su parte más estrecha (mujeres); la cadera en su parte más ancha. hip es obligatorio para mujeres y no se usa para hombres. Para hombres la cintura debe ser mayor que el cuello, y las medidas que dan 0 % o menos, o 100 % o más, se rechazan por estar mal tomadas.',
    params: {
      height: HEIGHT,
      neck: 'Perímetro del cuello, debajo de la laringe, en centímetros (más de 0 y como máximo 300)',
      waist: 'Perímetro de la cintura, a la altura del ombligo en hombres y en el punto más estrecho en mujeres, en centímetros (más de 0 y como máximo 300)',
      hip: 'Perímetro de la cadera en el punto más ancho; obligatorio para mujeres, se ignora para hombres, en centímetros (más de 0 y como máximo 300)',
      gender: 'Qué versión de la fórmula se usa: male (por defecto) o female',
    },
  },
  calcFutureValue: {
    summary: 'Valor futuro de un capital inicial más aportaciones mensuales periódicas',
    description: `Los intereses se capitalizan mensualmente a i = rate / 12 / 100 (el tipo nominal anual repartido entre los meses), durante n = years × 12 meses (years debe dar un número entero de meses). Las aportaciones se hacen al FINAL de cada mes (una renta ordinaria), así que la última no genera intereses. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n al 0 %). present_value y monthly son 0 por defecto; rate puede ser negativo para una pérdida, hasta -100. total_contributions = monthly × n, interest = future_value − present_value − total_contributions. ${MONEY}`,
    params: {
      rate: 'Rentabilidad esperada anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativa para una pérdida',
      years: 'Durante cuánto tiempo crece el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      present_value: 'Capital invertido hoy; 0 o más, por defecto 0',
      monthly: 'Aportación al final de cada mes; 0 o más, por defecto 0',
    },
  },
  calcRoi: {
    summary: 'Rentabilidad de una inversión (ROI), y su tasa anualizada cuando se indica el periodo',
    description: 'return es el importe total recuperado (lo obtenido por la venta más cualquier rendimiento), no la ganancia: gain = return − cost y roi_percent = gain / cost × 100. Con years, annualized_roi_percent es la tasa anual constante que convierte cost en return, ((return / cost)^(1 / years) − 1) × 100 (la CAGR); sin years es null. cost debe ser mayor que 0 (el ROI divide por él); un return menor que cost da un ROI negativo. Los importes se redondean a céntimos y los porcentajes a cuatro decimales.',
    params: {
      cost: 'Importe invertido; mayor que 0',
      return: 'Importe total recuperado de la inversión (no la ganancia); 0 o más',
      years: 'Periodo de tenencia; indíquelo para obtener la cifra anualizada, en años; más de 0 y como máximo 100, se admiten fracciones',
    },
  },
  calcMargin: {
    summary: 'Beneficio, margen y recargo a partir de un coste y un precio de venta',
    description: 'profit = price − cost (redondeado al céntimo); margin_percent = profit / price × 100 (la parte del precio que es beneficio); markup_percent = profit / cost × 100 (cuánto se añadió al coste). Los porcentajes son números de porcentaje redondeados a 4 decimales; un precio inferior al coste da beneficio, margen y recargo negativos. price = 0 se rechaza con un 422 (el margen divide por el precio). Se acepta cost = 0: el recargo queda entonces indefinido, así que markup_percent es null y note explica por qué (en otro caso note es null).',
    params: {
      cost: 'Lo que le cuesta el artículo, 0 o más',
      price: 'El precio de venta, mayor que 0',
    },
  },
  calcSalary: {
    summary: 'Convierte un salario por hora en uno anual o al revés, con las cifras diaria, semanal y mensual',
    description: 'Indique hourly o annual, no ambos. annual = hourly × hours_per_week × weeks_per_year (y a la inversa). weekly = hourly × hours_per_week; daily = weekly / 5 (una semana de cinco días de hours_per_week / 5 horas); monthly = annual / 12. Cada cifra se calcula a partir del salario sin redondear y se redondea a céntimos. Es la paga bruta, antes de impuestos; un weeks_per_year inferior a 52 representa semanas no pagadas.',
    params: {
      hourly: 'Salario por hora, 0 o más; indique este o annual',
      annual: 'Salario anual, 0 o más; indique este o hourly',
      hours_per_week: 'Horas pagadas a la semana, más de 0 y como máximo 168; por defecto 40',
      weeks_per_year: 'Semanas pagadas al año, más de 0 y como máximo 53; por defecto 52',
    },
  },
  calcFuelCost: {
    summary: 'Combustible necesario para un viaje y su coste, en cualquier unidad',
    description: 'Independiente de las unidades: use una misma unidad de distancia y una misma unidad de combustible en todo, y el precio por esa unidad de combustible. Con efficiency_unit=distance-per-fuel (por defecto), efficiency es la distancia por unidad de combustible (km por litro, millas por galón) y combustible = distance / efficiency; con efficiency_unit=fuel-per-100 es el combustible por cada 100 unidades de distancia (litros a los 100 km) y combustible = distance × efficiency / 100. cost = combustible × price. fuel se da con 2 decimales; cost y cost_per_100 (el coste de 100 unidades de distancia) son dinero, redondeados a céntimos a partir de cifras sin redondear.',
    params: {
      distance: 'Distancia del viaje, en la unidad de distancia de efficiency (km, millas, ...)',
      efficiency: 'Eficiencia de combustible, mayor que 0: distancia por unidad de combustible (como 15 km/l o 35 mpg), o con efficiency_unit=fuel-per-100 combustible por cada 100 unidades de distancia (como 6.5 l/100 km)',
      price: 'Precio de una unidad de combustible (por litro, por galón, ...)',
      efficiency_unit: 'Cómo se expresa efficiency: distance-per-fuel (por defecto; km/l, mpg) o fuel-per-100 (l/100 km)',
    },
  },
  calcSpeed: {
    summary: 'Resuelve velocidad = distancia / tiempo para la magnitud que falte de las tres',
    description: 'Indique exactamente dos de distance, time y speed; la tercera se calcula y se nombra en solved_for. Independiente de las unidades: speed está en unidades de distancia por unidad de tiempo, así que una distancia en km y un tiempo en horas dan km/h, y metros y segundos dan m/s. Las cifras se dan con 12 cifras significativas. time debe ser mayor que 0 (una velocidad en un tiempo nulo no está definida), y una velocidad de 0 no recorre ninguna distancia, así que para calcular time hace falta una velocidad mayor que 0.',
    params: {
      distance: 'Distancia recorrida, 0 o más; omítala para calcularla',
      time: 'Tiempo empleado, mayor que 0, en la unidad de tiempo de speed; omítalo para calcularlo',
      speed: 'Velocidad, 0 o más, en unidades de distancia por unidad de tiempo; omítala para calcularla',
    },
  },
  calcPace: {
    summary: 'Ritmo de carrera o de marcha por km o por milla, y velocidad por hora',
    description: 'Independiente de las unidades: el ritmo es por unidad de la distancia indicada (km o milla), así que 10 con minutes=50 es un ritmo de 5:00 por km si el 10 son kilómetros, o por milla si son millas. pace se escribe m:ss (h:mm:ss a partir de una hora), redondeado al segundo entero; pace_seconds es el ritmo en segundos con 1 decimal; pace_minutes en minutos decimales con 4 decimales; speed_per_hour son las unidades de distancia recorridas por hora (km/h o mph) con 2 decimales. minutes puede tener decimales (25.5 son 25 min 30 s).',
    params: {
      distance: 'Distancia recorrida, mayor que 0, en km o millas',
      minutes: 'Tiempo total empleado, en minutos, mayor que 0 (se admiten decimales: 90.5 son 1 h 30 min 30 s)',
    },
  },
  calcMortgage: {
    summary: 'Cuota mensual de una hipoteca, totales y amortización anual a partir del precio, la entrada, el tipo y el plazo',
    description: `El préstamo es price − down_payment (down_payment es 0 por defecto y debe ser menor que price), devuelto en years × 12 cuotas mensuales constantes al final de cada mes: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12; M = L / n al 0 %. years puede ser fraccionario pero debe dar un número entero de meses (2.5 son 30 cuotas). Solo capital e intereses: no se incluyen el impuesto sobre bienes inmuebles, los seguros ni las comisiones. total_paid es la suma de las cuotas mensuales, total_interest = total_paid − loan_amount, y total_cost = down_payment + total_paid. schedule_by_year suma las doce cuotas de cada año: principal_paid, interest_paid y el saldo tras la última cuota del año. ${MONEY}`,
    params: {
      price: 'Precio de compra de la vivienda; 0 o más',
      down_payment: 'Importe pagado por adelantado (entrada), menor que price; 0 o más, por defecto 0',
      rate: 'Tipo de interés anual de la hipoteca, en porcentaje (6 significa 6 %); de 0 a 1000',
      years: 'Plazo de la hipoteca, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  calcCagr: {
    summary: 'Tasa de crecimiento anual compuesto (CAGR) entre un valor inicial y uno final',
    description: 'La CAGR es la tasa anual constante que convierte start en end a lo largo de years, capitalizando una vez al año: cagr_percent = ((end / start)^(1 / years) − 1) × 100. years puede ser fraccionario. start debe ser mayor que 0 (la tasa es una razón respecto a él) y end 0 o más; un end de 0 es una tasa del -100 %. total_growth_percent es el crecimiento en todo el periodo, (end / start − 1) × 100. Los porcentajes se redondean a cuatro decimales.',
    params: {
      start: 'Valor al principio del periodo; mayor que 0',
      end: 'Valor al final del periodo; 0 o más',
      years: 'Duración del periodo, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  calcSavingsGoal: {
    summary: 'Depósito mensual necesario para alcanzar un objetivo de ahorro en una fecha',
    description: 'Los depósitos se hacen al FINAL de cada mes y los intereses se capitalizan mensualmente a i = rate / 12 / 100 (el tipo nominal anual repartido entre los meses), partiendo de cero ahorrado: monthly_deposit = goal × i / ((1 + i)^months − 1), o goal / months al 0 %. rate puede ser negativo para una pérdida, hasta -100. total_deposited = monthly_deposit × months e interest_earned = goal − total_deposited, ambos con toda la precisión (un depósito redondeado al céntimo alcanza el objetivo con unos céntimos de diferencia). Los importes se redondean a céntimos en el resultado.',
    params: {
      goal: 'Importe que se quiere tener ahorrado al final; 0 o más',
      rate: 'Tipo de interés anual que genera el ahorro, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      months: 'Meses hasta el objetivo, un número entero de 1 a 1200 (un depósito al mes)',
    },
  },
  calcSip: {
    summary: 'Valor futuro de un plan de inversión sistemática (SIP, una inversión fija cada mes)',
    description: `Cada aportación se invierte al PRINCIPIO del mes (una renta anticipada, como suponen las calculadoras de SIP), y la rentabilidad se capitaliza mensualmente a i = rate / 12 / 100 (la rentabilidad anual esperada repartida entre los meses), durante n = years × 12 meses (years debe dar un número entero de meses): FV = monthly × ((1 + i)^n − 1) / i × (1 + i), o monthly × n al 0 %. rate puede ser negativo para una pérdida, hasta -100. invested = monthly × n, gains = future_value − invested. ${MONEY}`,
    params: {
      monthly: 'Importe invertido al principio de cada mes; 0 o más',
      rate: 'Rentabilidad esperada anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativa para una pérdida',
      years: 'Duración del plan, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  calcInflation: {
    summary: 'Coste futuro de un importe actual, y valor actual de un importe futuro, con una inflación constante',
    description: `Los precios suben un rate por ciento al año, con capitalización anual (years puede ser fraccionario): future_cost = amount × (1 + r)^years es lo que costará entonces lo que hoy cuesta amount; purchasing_power = amount / (1 + r)^years es lo que vale, en dinero de hoy, recibir amount entonces. cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate puede ser negativo (deflación) pero debe ser mayor que -100. ${MONEY}`,
    params: {
      amount: 'Cantidad de dinero; 0 o más',
      rate: 'Tasa de inflación anual, en porcentaje (3 significa 3 %); mayor que -100 y como máximo 1000, negativa para deflación',
      years: 'Periodo, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  calcBreakEven: {
    summary: 'Unidades que hay que vender, e ingresos, para cubrir los costes fijos y variables',
    description: 'Cada unidad vendida aporta price − variable_cost (el margen de contribución) a los costes fijos: units_exact = fixed_costs / (price − variable_cost), y units lo redondea hacia arriba a unidades enteras que vender. revenue es el ingreso de equilibrio, units_exact × price (= fixed_costs / ratio del margen de contribución); revenue_at_units es units × price. price debe ser mayor que variable_cost, o ningún número de unidades alcanza el equilibrio. Los importes se redondean a céntimos; units_exact a cuatro decimales.',
    params: {
      fixed_costs: 'Costes que no dependen del volumen vendido (alquiler, salarios), para el periodo; 0 o más',
      price: 'Precio de venta de una unidad; 0 o más',
      variable_cost: 'Coste de producir y vender una unidad; 0 o más',
    },
  },
  calcMarkup: {
    summary: 'Precio de venta, beneficio y margen a partir de un coste y un porcentaje de recargo',
    description: 'price = cost + cost × markup_percent / 100, redondeado al céntimo, y profit = price − cost; margin_percent = profit / price × 100, el mismo beneficio visto como parte del precio (un recargo del 50 % es un margen del 33.3333 %). Los porcentajes son números de porcentaje redondeados a 4 decimales. cost = 0 se rechaza con un 422: un recargo es un porcentaje del coste, así que no puede fijar un precio sobre un coste de 0. Para pasar de un precio al recargo, use calc/margin.',
    params: {
      cost: 'Lo que le cuesta el artículo, mayor que 0',
      markup_percent: 'El recargo sobre el coste, 0 o más, en porcentaje (50 significa 50 %; 100 duplica el coste)',
    },
  },
  calcRuleOf72: {
    summary: 'Años para duplicar, triplicar y cuadruplicar el dinero a una tasa anual: la regla del 72 y las cifras exactas',
    description: 'estimate da las reglas de cálculo mental: 72 / rate años para duplicar, 114 / rate para triplicar y 144 / rate para cuadruplicar (rate en porcentaje). exact da las cifras precisas con capitalización anual, ln(k) / ln(1 + rate / 100) para k = 2, 3, 4. La regla del 72 es más precisa en torno al 8 %. rate debe ser mayor que 0. Los años se redondean a dos decimales.',
    params: {
      rate: 'Rentabilidad anual, en porcentaje (8 significa 8 %); mayor que 0 y como máximo 1000',
    },
  },
  calcApy: {
    summary: 'Rendimiento porcentual anual (tasa anual efectiva) de un tipo nominal capitalizado n veces al año',
    description: 'rate es el tipo nominal anual (APR) en porcentaje, capitalizado compounds_per_year veces al año (por defecto 12, mensual): apy_percent = ((1 + r/n)^n − 1) × 100 con r = rate / 100. continuous_apy_percent es el límite cuando la capitalización se vuelve continua, (e^r − 1) × 100. rate puede ser negativo, hasta -100. Los porcentajes se redondean a cuatro decimales.',
    params: {
      rate: 'Tipo de interés nominal (APR) anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 12',
    },
  },
  calcCd: {
    summary: 'Valor al vencimiento, intereses y APY de un certificado de depósito',
    description: 'El depósito se capitaliza compounds_per_year veces al año (por defecto 12, mensual) al tipo nominal anual, sin retiradas ni penalización por cancelación anticipada: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, apy_percent = ((1 + r/n)^n − 1) × 100. years puede ser fraccionario (0.5 es un CD a seis meses). rate puede ser negativo, hasta -100. Los importes se calculan con toda la precisión y se redondean a céntimos en el resultado; los porcentajes, a cuatro decimales.',
    params: {
      principal: 'Importe depositado; 0 o más',
      rate: 'Tipo de interés nominal (APR) anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      years: 'Plazo del CD, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 12',
    },
  },
  calcCpm: {
    summary: 'Coste por mil impresiones (CPM) de una campaña publicitaria',
    description: 'cpm = cost / impressions × 1000, el coste de mil impresiones de anuncio, redondeado al céntimo; cost_per_impression = cost / impressions, con 15 cifras significativas porque suele ser una fracción de céntimo. impressions = 0 se rechaza con un 422 (no se sirvió nada, así que no hay coste por impresión).',
    params: {
      cost: 'Lo que costó la campaña, 0 o más',
      impressions: 'Cuántas impresiones se sirvieron, un número entero de 1 a 1000000000000',
    },
  },
  calcGst: {
    summary: 'Añade el impuesto sobre bienes y servicios (GST) a un precio o lo quita',
    description: 'Impuesto sobre bienes y servicios a cualquier tipo, como el 10 % (Australia), el 15 % (Nueva Zelanda), el 9 % (Singapur) o un tramo indio (5, 12, 18 o 28 %; el resultado es el GST completo, que la India divide a partes iguales en CGST y SGST dentro de un estado). Con mode add (por defecto) amount es el precio neto: GST = neto × rate / 100, redondeado al céntimo, y bruto = neto + GST. Con mode remove amount es el precio bruto, con GST incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, y GST = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. Al 10 %, el GST de un precio con GST incluido es 1/11 de este; al 15 %, 3/23.',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes del GST cuando mode es add, o el precio bruto con GST incluido cuando mode es remove',
      rate: 'El tipo de GST, de 0 a 100 (como 10 para Australia, 15 para Nueva Zelanda o 18 para el tramo indio habitual), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el GST a un importe neto; remove quita el GST de un importe bruto',
    },
  },
  calcSalesTax: {
    summary: 'Añade el impuesto sobre las ventas a un precio, o halla el precio sin impuesto en el total de un recibo',
    description: 'Impuesto sobre las ventas cobrado en caja además del precio de etiqueta, como en los estados y localidades de EE. UU.: indique el tipo combinado estatal y local, como 7.25 (tipo base de California) o 8.875 (ciudad de Nueva York). Con mode add (por defecto) amount es el precio neto: impuesto = neto × rate / 100, redondeado al céntimo, y bruto = neto + impuesto. Con mode remove amount es el precio bruto, con el impuesto incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, e impuesto = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. El modo remove recupera el precio sin impuesto a partir de un total que lo incluye.',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes del impuesto cuando mode es add, o el precio bruto con el impuesto incluido cuando mode es remove',
      rate: 'El tipo del impuesto sobre las ventas, de 0 a 100 (el tipo combinado estatal y local, como 7.25 u 8.875), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el impuesto a un importe neto; remove quita el impuesto de un importe bruto',
    },
  },
  calcDebtToIncome: {
    summary: 'Ratio de endeudamiento sobre ingresos y la franja de crédito en que cae',
    description: 'dti_percent = monthly_debt / monthly_income × 100, donde monthly_debt son todos los pagos de deuda recurrentes (vivienda, préstamos, mínimos de tarjetas) y monthly_income los ingresos mensuales brutos (antes de impuestos). band sigue la práctica habitual de los préstamos hipotecarios en EE. UU.: good hasta el 36 % (la pauta tradicional 28/36; el máximo de Fannie Mae para la evaluación manual), manageable por encima del 36 % y hasta el 43 % (el 43 % fue el límite de la Qualified Mortgage de la CFPB en 2014) y high por encima del 43 %. La franja se elige con el ratio sin redondear; bands lista los umbrales. Son convenciones, no la norma de un prestamista concreto. Los porcentajes se redondean a cuatro decimales.',
    params: {
      monthly_debt: 'Total de pagos mensuales de deuda; 0 o más',
      monthly_income: 'Ingresos mensuales brutos, antes de impuestos; mayor que 0',
    },
  },
  calcDownPayment: {
    summary: 'Entrada e importe del préstamo para un precio de compra y un porcentaje de entrada',
    description: 'down_payment = price × percent / 100, redondeado al céntimo; loan_amount = price − down_payment, así que ambos suman el precio. loan_to_value_percent = 100 − percent, la parte del precio que se pide prestada. percent va de 0 (todo prestado) a 100 (pago al contado). No se incluyen los gastos de formalización.',
    params: {
      price: 'El precio de compra, 0 o más',
      percent: 'La parte del precio que se paga por adelantado, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
  calcPropertyTax: {
    summary: 'Impuesto anual y mensual sobre un inmueble a partir de su valor catastral y un tipo anual',
    description: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12, cada uno redondeado al céntimo por separado (así que 12 × monthly_tax puede diferir de annual_tax en unos céntimos). rate es el tipo efectivo en porcentaje anual; mills da el mismo tipo en milésimas (impuesto por cada 1000 de valor catastral, rate × 10), la unidad que usan muchos recibos del impuesto. No se aplican exenciones ni coeficientes de valoración: indique el valor imponible.',
    params: {
      assessed_value: 'El valor imponible (catastral) del inmueble, 0 o más',
      rate: 'El tipo anual del impuesto, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
  calcOvertimePay: {
    summary: 'Paga ordinaria, de horas extra y total de un periodo de pago',
    description: 'regular_pay = hourly_rate × regular_hours; overtime_rate = hourly_rate × multiplier; overtime_pay = overtime_rate × overtime_hours; total_pay = regular_pay + overtime_pay. Las horas son las de un periodo de pago (una semana, una quincena: lo que use quien llama). multiplier 1.5 es "hora y media" y 2 es "tarifa doble". Los importes se redondean a céntimos a partir de cantidades sin redondear. Es la paga bruta, antes de impuestos.',
    params: {
      hourly_rate: 'Paga ordinaria por hora',
      regular_hours: 'Horas pagadas a la tarifa ordinaria en el periodo',
      overtime_hours: 'Horas pagadas a la tarifa de horas extra en el periodo, 0 o más; por defecto 0',
      multiplier: 'Tarifa de horas extra como múltiplo de la ordinaria, de 1 a 10; por defecto 1.5',
    },
  },
  calcTakeHomePay: {
    summary: 'Salario neto tras un tipo impositivo fijo y deducciones fijas (una estimación)',
    description: 'Una estimación con tipo fijo, no un cálculo de impuestos: el impuesto sobre la renta real tiene tramos, mínimos exentos y deducciones. tax = gross × tax_rate / 100; take_home = gross − tax − deductions, con deductions (pensión, seguros y similares) restadas después del impuesto y sin reducirlo. Use el mismo periodo para gross y deductions (un mes, un año). effective_deduction_percent es (tax + deductions) / gross en porcentaje. Los importes se redondean a céntimos. Se rechazan las deducciones mayores que la paga que queda tras el impuesto.',
    params: {
      gross: 'Paga bruta del periodo, antes de impuestos',
      tax_rate: 'Tipo impositivo fijo aplicado a gross, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
      deductions: 'Otras deducciones del periodo, como importe, 0 o más; por defecto 0',
    },
  },
  calcPaymentFee: {
    summary: 'Comisión de una tarjeta o pasarela de pago sobre un cobro, y cuánto cobrar para recibir un importe dado',
    description: 'fee = amount × rate_percent / 100 + fixed_fee, redondeado al céntimo, y net_received = amount − fee (negativo cuando la comisión supera un cobro pequeño). charge_to_receive_amount responde a la pregunta inversa: cuánto cobrar para que quede amount tras las comisiones, (amount + fixed_fee) / (1 − rate_percent / 100), redondeado HACIA ARRIBA al céntimo para que la comisión, exacta o redondeada al céntimo más próximo, nunca deje menos de amount (puede quedar un céntimo por encima del cobro mínimo que bastaría); fee_on_charge es la comisión sobre ese cobro y received_from_charge lo que deja. Los valores por defecto son una tarifa de tarjeta habitual, 2.9 % + 0.30. Los importes se redondean a céntimos. rate_percent = 100 se rechaza con un 422: la comisión se llevaría todo el cobro.',
    params: {
      amount: 'El importe cobrado (para fee y net_received), que es también el importe que se quiere recibir (para charge_to_receive_amount); 0 o más',
      rate_percent: 'La comisión porcentual por cobro, de 0 a menos de 100 (por defecto 2.9), en porcentaje (7.5 significa 7,5 %)',
      fixed_fee: 'La comisión fija por cobro, 0 o más; por defecto 0.30',
    },
  },
  calcNetWorth: {
    summary: 'Patrimonio neto y ratio de endeudamiento a partir del total de activos y de pasivos',
    description: 'net_worth = assets − liabilities, redondeado al céntimo (negativo cuando las deudas superan los activos); debt_ratio_percent = liabilities / assets × 100, un número de porcentaje redondeado a 4 decimales (mayor que 100 cuando las deudas superan los activos). Con assets igual a 0 se da igualmente el patrimonio neto, pero el ratio de endeudamiento queda indefinido: debt_ratio_percent es null y note explica por qué (en otro caso note es null).',
    params: {
      assets: 'Total de activos (efectivo, inversiones, inmuebles a valor de mercado), 0 o más',
      liabilities: 'Total de pasivos (hipoteca, préstamos, saldos de tarjetas), 0 o más',
    },
  },
  calcCapitalGainsTax: {
    summary: 'Ganancia patrimonial, impuesto a pagar e importe neto de la venta de un activo',
    description: 'gain = sale_price − purchase_price − fees, donde fees son todos los costes de compra y venta (comisiones, gastos de formalización). tax = gain × rate / 100 cuando hay ganancia, y 0 en otro caso: una pérdida (una ganancia negativa) no paga nada, y note lo indica (note es null cuando hay ganancia). net_proceeds = sale_price − fees − tax, lo que queda de la venta; profit_after_tax = gain − tax. Se aplica un único tipo fijo a toda la ganancia: indique su tipo marginal o de largo plazo (como 15 para el tipo de largo plazo habitual en EE. UU.); no se modelan mínimos exentos, tramos ni periodos de tenencia. Los importes se redondean a céntimos.',
    params: {
      sale_price: 'Por cuánto se vendió el activo, 0 o más',
      purchase_price: 'Lo que costó el activo (el valor de adquisición), 0 o más',
      fees: 'Costes de compra y venta juntos, 0 o más; por defecto 0',
      rate: 'El tipo del impuesto sobre las ganancias patrimoniales, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
  calcRefinance: {
    summary: 'Meses hasta que compensa refinanciar: gastos de cierre recuperados con el ahorro mensual',
    description: 'Recuperación simple, sin descontar: break_even_months_exact = closing_costs / monthly_saving; break_even_months lo redondea hacia arriba a meses enteros (el primer mes tras el cual el ahorro ha cubierto los gastos); break_even_years = meses exactos / 12. monthly_saving es la reducción de la cuota mensual y debe ser mayor que 0. Los meses y los años se redondean a dos decimales.',
    params: {
      closing_costs: 'Gastos únicos de la refinanciación (comisiones, puntos); 0 o más',
      monthly_saving: 'Cuánto menor es la nueva cuota mensual; mayor que 0',
    },
  },
  calcAdsense: {
    summary: 'Ingresos publicitarios estimados y RPM a partir de las páginas vistas, el porcentaje de clics y el coste por clic',
    description: 'Una estimación para anuncios pagados por clic: clicks = pageviews × ctr / 100; earnings = clicks × cpc; RPM (ingresos por cada 1000 páginas vistas) = earnings / pageviews × 1000, que es ctr / 100 × cpc × 1000 y por tanto no necesita pageviews. ctr es un porcentaje (2 significa que el 2 % de las páginas vistas llevan a un clic). clicks es un número esperado, con 2 decimales; earnings y rpm son dinero, redondeados a céntimos a partir de cifras sin redondear. Los ingresos reales dependen también del reparto de ingresos y de los anuncios pagados por impresión.',
    params: {
      pageviews: 'Número de páginas vistas en el periodo, 0 o más',
      ctr: 'Porcentaje de clics: clics por cada 100 páginas vistas, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
      cpc: 'Ingreso medio por clic (coste por clic), en dinero',
    },
  },
  // ── web ──────────────────────────────────────────────────────────────────────────────────
  webHttpStatus: {
    summary: 'Estado HTTP final de una URL y su cadena de redirecciones',
    description: 'Pide url con GET (no se lee el cuerpo) y sigue las redirecciones (301, 302, 303, 307, 308) una a una, como máximo 10 por defecto, comprobando cada salto: solo http y https en los puertos permitidos (80 y 443 por defecto), y solo direcciones públicas. status es el código de estado final, url la dirección final y redirects el número de redirecciones seguidas; chain lista cada respuesta en orden con su url, status, location (la cabecera Location tal como se envió, o null) y time_ms; total_ms abarca toda la consulta. Una redirección a un destino que no es http(s) o no es público se rechaza (422), un bucle da 422 TOO_MANY_REDIRECTS, un sitio que no responde dentro del tiempo disponible (10 s por defecto) da 504 y uno inaccesible, 502.',
    params: {
      url: PAGE_URL,
    },
  },
  webHttpHeaders: {
    summary: 'Cabeceras de respuesta de una URL, tras las redirecciones',
    description: 'Pide url con GET (no se lee el cuerpo), sigue las redirecciones con las mismas comprobaciones que web/http-status y devuelve las cabeceras de la respuesta final: los nombres en minúsculas, una cabecera enviada varias veces (Set-Cookie) como un array de sus valores y las demás como una cadena. chain lista cada salto (url, status, location, time_ms). Se rechazan las cabeceras de respuesta que suman más de 16 KiB (502 UPSTREAM_HEADERS_TOO_LARGE).',
    params: {
      url: PAGE_URL,
    },
  },
  webMetaTags: {
    summary: 'Título, descripción y metaetiquetas de una página web',
    description: 'Descarga la página HTML de url (con las redirecciones seguidas y comprobadas como en web/http-status; los cuerpos de más de 5 MiB tras la descompresión se rechazan con 502 RESPONSE_TOO_LARGE; se analizan los primeros 2 MB) y devuelve title (el texto de <title>, con los espacios colapsados), description, canonical (URL absoluta), robots, lang (<html lang>), charset, viewport, meta (cada metaetiqueta con name o property, en el orden de la página, como {key, content} con key en minúsculas) e icons (link rel icon / apple-touch-icon / mask-icon, como URL absolutas). Los valores que faltan son null. Una página que no es HTML responde 422 NOT_HTML.',
    params: {
      url: PAGE_URL,
    },
  },
  webOpenGraph: {
    summary: 'Etiquetas Open Graph y de tarjeta de Twitter de una página web',
    description: 'Descarga la página HTML de url (con las mismas comprobaciones y límites que web/meta-tags) y devuelve og (cada propiedad og:* sin el prefijo og:, p. ej. title, type, image) y twitter (cada nombre twitter:* sin el prefijo). Una etiqueta que aparece una vez da una cadena, y una repetida (varias og:image), un array en el orden de la página. Las etiquetas cuyo valor es una URL (og:image, og:image:secure_url, og:video, og:url, twitter:image, …) se resuelven a URL absolutas respecto a la página; images lista cada og:image y twitter:image como URL absolutas, sin duplicados. Una página sin esas etiquetas da objetos vacíos.',
    params: {
      url: PAGE_URL,
    },
  },
  webDns: {
    summary: 'Registros DNS de un dominio',
    description: 'Consulta los registros de domain en los resolutores DNS públicos configurados en el servicio (nunca en el resolutor del propio host, así que los nombres internos no se responden). type es uno de A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, o ANY (por defecto) para todos ellos, cada uno consultado por separado (la consulta DNS ANY en sí está obsoleta). Se aceptan los nombres internacionalizados, que se consultan en su forma ASCII (punycode) y se devuelven como domain. records tiene una entrada por cada tipo pedido: A y AAAA como [{address, ttl}], MX como [{exchange, priority}] ordenados por prioridad, TXT como cadenas (uniendo las partes de un registro), NS y CNAME como nombres, SOA como un objeto o null, y CAA como [{critical, tag, value}]; un tipo sin registros queda vacío. Un dominio que no existe responde 404 DOMAIN_NOT_FOUND; si los servidores DNS no responden en 3 s, 504.',
    params: {
      domain: 'Nombre de dominio que se consulta, como example.com o bücher.de (sin esquema, ruta ni puerto); como máximo 253 caracteres, y 63 por etiqueta',
      type: 'Tipo de registro: A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, o ANY para todos ellos (por defecto)',
    },
  },
  webIp: {
    summary: 'Direcciones IP a las que resuelve un dominio',
    description: 'Resuelve domain a sus direcciones IPv4 (A) e IPv6 (AAAA) en los resolutores DNS públicos configurados. ipv4 e ipv6 listan las direcciones como texto, y addresses ambas con family (4 o 6) y ttl en segundos. El resolutor sigue los CNAME. Un nombre sin ningún tipo de dirección da listas vacías; uno que no existe responde 404 DOMAIN_NOT_FOUND.',
    params: {
      domain: 'Nombre de dominio que se resuelve, como example.com (sin esquema, ruta ni puerto); se aceptan nombres internacionalizados',
    },
  },
  webPageSize: {
    summary: 'Tamaño de descarga de una página web y cuántos recursos enlaza',
    description: 'Descarga url (con las redirecciones seguidas y comprobadas como en web/http-status) y mide su cuerpo: transferred_bytes tal como se envió por la red (comprimido cuando el sitio usa gzip, br o deflate), decoded_bytes tras la descompresión, y compression_ratio (decodificado / transferido, null cuando no se transfirió nada). Los cuerpos se leen hasta el límite del servicio (5 MiB decodificados por defecto): a partir de ahí se deja de leer, truncated es true y ambos tamaños cuentan solo lo leído. En las páginas HTML, resources cuenta por tipo los recursos enlazados distintos que se encuentran en los primeros 2 MB (scripts, hojas de estilo y otros recursos link rel, imágenes, iframes, fuentes multimedia); los recursos enlazados se cuentan, no se descargan. Para otros tipos de contenido resources es null.',
    params: {
      url: PAGE_URL,
    },
  },
  webWordpress: {
    summary: 'Si un sitio funciona con WordPress, con las pruebas',
    description: 'Descarga la página HTML de url (con las mismas comprobaciones y límites que web/meta-tags) y busca señales de WordPress: una metaetiqueta generator que nombra WordPress, rutas /wp-content/ o /wp-includes/ en scripts, hojas de estilo, imágenes y enlaces, el enlace a la REST API (rel="https://api.w.org/" en la página o en una cabecera Link) y los enlaces wlwmanifest o EditURI. detected es true cuando se encuentra alguna señal; evidence lista cada tipo encontrado con un ejemplo; version es la versión que muestra la etiqueta generator (null cuando está oculta, como en muchos sitios). Solo se lee la página indicada; no se pide ninguna otra URL del sitio.',
    params: {
      url: PAGE_URL,
    },
  },
  webYoutube: {
    summary: 'Título, canal y miniaturas de un vídeo de YouTube',
    description: 'Recibe una URL de vídeo de YouTube (youtube.com/watch?v=…, youtu.be/…, /shorts/…, /embed/…, /live/…, los hosts m. y music., youtube-nocookie.com) o el ID de vídeo de 11 caracteres a secas, y consulta por él el endpoint público oEmbed de YouTube. Solo se envía el ID validado: la URL recibida nunca se descarga. Devuelve id, title, channel, channel_url, watch_url y thumbnails: la miniatura propia de oEmbed (thumbnail_url con su width y height) y las URL de imagen estándar para el ID (default 120×90, medium 320×180, high 480×360, standard 640×480, maxres 1280×720; las dos últimas solo existen para algunos vídeos). Una URL o un ID mal formados responden 422 INVALID_VIDEO; un vídeo privado, eliminado o desconocido, 404 VIDEO_NOT_FOUND.',
    params: {
      url: 'URL de un vídeo de YouTube en cualquier forma habitual, o el ID de vídeo de 11 caracteres (letras, dígitos, - y _), como dQw4w9WgXcQ',
    },
  },
  // ── generate ─────────────────────────────────────────────────────────────────────────────
  generatePassword: {
    summary: 'Genera una contraseña aleatoria con las clases de caracteres elegidas',
    description: 'Cada carácter se extrae de una fuente criptográficamente segura (node:crypto, sin sesgo), del alfabeto de las clases incluidas: letras minúsculas (siempre), letras mayúsculas, dígitos y los símbolos !#$%&()*+,-./:;<=>?@[]^_{|}~ (ASCII imprimible sin el espacio, las comillas, el acento grave ni la barra invertida, que a menudo hay que escapar). upper, numbers y symbols son indicadores: 1 (por defecto) incluye la clase y 0 la excluye (también sirven true/false, yes/no y on/off). La contraseña contiene al menos un carácter de cada clase incluida: las contraseñas que salen sin alguno se vuelven a generar, de modo que toda contraseña que cumple la regla es igual de probable. entropy_bits es length × log2(tamaño del alfabeto), la fortaleza de una contraseña de esa longitud extraída de forma uniforme (la regla de al menos uno la reduce bastante menos de un bit con longitudes de 12 o más).',
    params: {
      length: 'Número de caracteres, de 4 a 128; por defecto 16',
      upper: 'Incluye las letras mayúsculas A-Z: 1 (por defecto) o 0',
      numbers: 'Incluye los dígitos 0-9: 1 (por defecto) o 0',
      symbols: 'Incluye los símbolos !#$%&()*+,-./:;<=>?@[]^_{|}~: 1 (por defecto) o 0',
    },
  },
  generateUuid: {
    summary: 'Genera UUID aleatorios (versión 4) u ordenados por tiempo (versión 7)',
    description: 'UUID del RFC 9562 en la forma canónica en minúsculas 8-4-4-4-12, obtenidos de una fuente aleatoria criptográficamente segura. Versión 4 (por defecto): 122 bits aleatorios. Versión 7: los primeros 48 bits son el tiempo Unix en milisegundos, seguidos del dígito de versión 7, un contador de 12 bits, los bits de variante 10 y 62 bits aleatorios; se ordenan por momento de creación, lo que conviene para claves de bases de datos. Los UUID de una misma llamada son estrictamente crecientes (el contador ordena los creados en el mismo milisegundo). Cada llamada da valores nuevos. dev/uuid da UUID de versión 4 de la misma forma.',
    params: {
      count: 'Cuántos UUID se generan, de 1 a 100; por defecto 1',
      version: 'Versión del UUID: 4 (aleatorio, por defecto) o 7 (ordenado por tiempo Unix)',
    },
  },
  generateLorem: {
    summary: 'Genera párrafos de texto de relleno lorem ipsum',
    description: 'Párrafos de 4 a 8 oraciones de 4 a 16 palabras en pseudolatín cada una, distintos en cada llamada. Por defecto el primer párrafo empieza con el clásico "Lorem ipsum dolor sit amet, consectetur adipiscing elit.". El resultado lista los párrafos y los da también como un solo texto separado por líneas en blanco (\\n\\n), con su número de palabras.',
    params: {
      paragraphs: 'Número de párrafos, de 1 a 20; por defecto 3',
      start_with_lorem: '1 (por defecto) empieza el primer párrafo con "Lorem ipsum dolor sit amet, consectetur adipiscing elit."; 0 empieza con palabras aleatorias',
    },
  },
  generateColor: {
    summary: 'Convierte un color entre HEX y RGB, con HSL',
    description: 'value es un color HEX (# y 6 dígitos hexadecimales, o la forma abreviada de 3 dígitos en la que #abc es #aabbcc; en mayúsculas o minúsculas; el # se puede omitir) o un triplete RGB: tres números enteros de 0 a 255 separados por comas o espacios, opcionalmente dentro de rgb( ), como "255, 0, 128". En una query string de URL # inicia el fragmento, así que envíelo como %23 (?value=%23ff0080) u omítalo. Un valor de solo tres dígitos, como 123, se lee como la forma abreviada HEX. El resultado da el color en todas sus formas: hex (#rrggbb en minúsculas), rgb {r, g, b}, hsl {h, s, l} (tono en grados, saturación y luminosidad en porcentaje, con un decimal) y las cadenas css { rgb, hsl }; input_format indica cómo se leyó value.',
    params: {
      value: 'Color HEX como #ff0080 o ff0080, o un triplete RGB como 255, 0, 128',
    },
  },
  generateRandomNumber: {
    summary: 'Genera números aleatorios en un intervalo, de forma uniforme y segura',
    description: 'Extrae count números de min a max, ambos incluidos, de forma independiente (puede haber repeticiones), de una fuente criptográficamente segura con todos los valores igual de probables: sin sesgo de módulo ni redondeo de coma flotante. Números enteros por defecto, para cualquier intervalo entre ±9007199254740991 (2^53 - 1): crypto.randomInt por debajo de 2^48 valores y muestreo por rechazo sobre bits aleatorios por encima. Con decimals d, los números se extraen de forma uniforme de la rejilla de pasos de 10^-d entre min y max (decimals=2 en 0..1 da uno de 0, 0.01, …, 1), así que min y max pueden tener hasta d decimales. Se rechaza un min mayor que max.',
    params: {
      min: 'Valor más bajo posible (incluido); por defecto 1. Un número entero salvo que se indique decimals, y entonces como máximo con esa cantidad de decimales',
      max: 'Valor más alto posible (incluido); por defecto 100. Un número entero salvo que se indique decimals, y entonces como máximo con esa cantidad de decimales',
      count: 'Cuántos números, de 1 a 1000; por defecto 1',
      decimals: 'Decimales de los números, de 0 (números enteros, por defecto) a 10',
    },
  },
  generateQr: {
    summary: 'Genera una imagen de código QR (PNG o SVG) para un texto o una URL',
    description: 'Codifica text (UTF-8; los tramos de dígitos o mayúsculas usan los modos numérico y alfanumérico, más densos) en la versión de código QR más pequeña (1-40) que lo contiene con el nivel de corrección de errores elegido. url es un enlace a la imagen en este servicio, firmado y válido hasta expires_at (después responde 410: vuelva a llamar para obtener uno nuevo); descargarlo no consume cuota. data_uri es la misma imagen en línea (data:image/png;base64,… o data:image/svg+xml;base64,…), que nunca caduca. El PNG mide exactamente size × size píxeles, negro sobre blanco: cada módulo (cuadrado del código) ocupa el mismo número entero de píxeles, el código va centrado y los píxeles sobrantes ensanchan la zona de silencio; cuando no cabe ni un píxel por módulo, la llamada se rechaza. El SVG tiene el mismo ancho y alto y se escala libremente. version y modules (17 + 4 × version, el ancho del código sin margen) indican lo denso que es el código: procure 3 o más píxeles por módulo para una lectura fiable. Los textos muy largos dan valores de url largos (el texto va en el enlace); para ellos use data_uri.',
    params: {
      text: 'El texto que se codifica, como una URL; hasta 2953 bytes de texto UTF-8 con el nivel L, 2331 con M, 1663 con Q y 1273 con H (solo dígitos: 7089, 5596, 3993, 3057)',
      size: 'Ancho y alto de la imagen en píxeles, de 64 a 1000; por defecto 300',
      error_correction: 'Nivel de corrección de errores: L (puede dañarse el 7 % del código), M (15 %, por defecto), Q (25 %) o H (30 %); los niveles más altos admiten menos texto',
      margin: 'Zona de silencio alrededor del código, en módulos (los cuadrados del código), de 0 a 16; por defecto 4, como pide el estándar QR',
      format: 'Formato de imagen: png (por defecto) o svg',
    },
  },
  generateBarcode: {
    summary: 'Genera una imagen de código de barras (Code 128, EAN-13, UPC-A, Code 39, Data Matrix y más)',
    description: 'Dibuja text como un código de barras del tipo elegido, negro sobre blanco con zonas de silencio, en PNG o SVG. EAN-13, EAN-8, UPC-A (tipo upca o upc), UPC-E e ITF-14 llevan un dígito de control en su última posición: envíe el número sin él (12, 7, 11, 7 o 13 dígitos) para que se calcule y se añada, o con él (13, 8, 12, 8 o 14 dígitos) para que se verifique (uno incorrecto se rechaza indicando el dígito correcto); check_digit da el dígito y check_digit_computed indica qué ocurrió. Se ignoran los espacios y guiones entre dígitos. Los números UPC-E empiezan por el sistema de numeración 0 o 1. Interleaved 2 of 5 admite un número par de dígitos. code128 admite ASCII imprimible (hasta 64 caracteres), code39 mayúsculas, dígitos, espacio y - . $ / + %, code93 lo mismo sin %; datamatrix y pdf417 admiten ASCII imprimible, tabuladores y saltos de línea (hasta 150). text en el resultado es exactamente lo que se codifica. Un PNG puede tener hasta 600 000 píxeles (con las zonas de silencio), algo que solo superan los códigos lineales largos con scale 3 o 4; en ese caso baje scale o pida SVG. url es un enlace a la imagen en este servicio, firmado y válido hasta expires_at (después responde 410: vuelva a llamar para obtener uno nuevo); descargarlo no consume cuota. data_uri es la misma imagen en línea, que nunca caduca. width y height son el tamaño de la imagen en píxeles.',
    params: {
      text: 'El contenido: dígitos para ean13, ean8, upca, upce, itf14 e interleaved2of5; ASCII imprimible para code128 (hasta 64 caracteres), datamatrix y pdf417 (hasta 150); mayúsculas, dígitos y espacio - . $ / + (y % para code39) para code39 y code93',
      type: 'Simbología: code128 (por defecto), ean13, ean8, upca (o upc), upce, itf14, code39, code93, interleaved2of5, datamatrix o pdf417',
      scale: 'Píxeles por módulo (la barra más estrecha), de 1 a 4; por defecto 2',
      include_text: '1 (por defecto) imprime el texto legible bajo un código de barras lineal; 0 lo omite. datamatrix y pdf417 lo ignoran',
      format: 'Formato de imagen: png (por defecto) o svg',
    },
  },
  generateRandomString: {
    summary: 'Genera una cadena aleatoria a partir de un conjunto de caracteres',
    description: 'Cada carácter se extrae de forma independiente y uniforme del conjunto elegido, de una fuente criptográficamente segura: alphanumeric (por defecto) A-Z a-z 0-9, 62 caracteres; alpha A-Z a-z, 52; numeric 0-9, 10; hex 0-9 a-f (en minúsculas), 16. entropy_bits es length × log2(tamaño del conjunto). Para secretos destinados a máquinas, generate/token da bytes aleatorios en bruto como hex o Base64url.',
    params: {
      length: 'Número de caracteres, de 1 a 512; por defecto 32',
      charset: 'Conjunto de caracteres: alphanumeric (por defecto), alpha, numeric o hex',
    },
  },
  generateToken: {
    summary: 'Genera un token aleatorio seguro (claves de API, secretos, identificadores de sesión)',
    description: 'bytes bytes aleatorios de una fuente criptográficamente segura, escritos en hexadecimal en minúsculas (por defecto; 2 caracteres por byte) o en Base64url (sección 5 del RFC 4648: A-Z a-z 0-9 - _, sin relleno; 4 caracteres por cada 3 bytes), que es seguro en URL, cabeceras y nombres de archivo. entropy_bits es 8 × bytes: 32 bytes (el valor por defecto) dan 256 bits.',
    params: {
      bytes: 'Número de bytes aleatorios, de 8 a 128; por defecto 32',
      encoding: 'Cómo se escriben los bytes: hex (por defecto) o base64url',
    },
  },
  generateHsl: {
    summary: 'Convierte un color HEX a HSL',
    description: 'value es un color HEX: # y 6 dígitos hexadecimales, o la forma abreviada de 3 dígitos (#abc es #aabbcc), en mayúsculas o minúsculas; el # se puede omitir. En una query string de URL # inicia el fragmento, así que envíelo como %23 (?value=%23336699) u omítalo. hsl es el tono en grados [0, 360) y la saturación y la luminosidad en porcentaje, cada uno redondeado a un decimal (un gris tiene tono 0 y saturación 0); css.hsl es lo mismo como valor de hoja de estilo. El resultado describe el color como generate/color: hex, rgb, hsl y css.',
    params: {
      value: 'Color HEX como #336699 o 369 (# opcional; en una query string envíe # como %23)',
    },
  },
  generateGradient: {
    summary: 'Construye un linear-gradient de CSS a partir de dos colores HEX y un ángulo',
    description: 'from y to son colores HEX (6 dígitos o la forma abreviada de 3, en mayúsculas o minúsculas, # opcional); angle es la dirección del degradado CSS en grados, de 0 a 360: 0 va de abajo arriba, 90 (por defecto) de izquierda a derecha y 180 de arriba abajo. css es el valor, escrito con colores #rrggbb en minúsculas, como en linear-gradient(90deg, #4f7cff, #7c5cff); declaration es una regla background-image lista para usar; from y to describen cada color (hex, rgb, hsl, css).',
    params: {
      from: 'Color inicial en HEX, con o sin # (en una query string envíe # como %23); por defecto 4f7cff',
      to: 'Color final en HEX, con o sin # (en una query string envíe # como %23); por defecto 7c5cff',
      angle: 'Dirección en grados, de 0 a 360 (se admiten decimales); por defecto 90 (de izquierda a derecha)',
    },
  },
  generateMacAddress: {
    summary: 'Genera direcciones MAC unicast aleatorias administradas localmente',
    description: 'Seis octetos aleatorios (48 bits, de una fuente criptográficamente segura) en hexadecimal en minúsculas. El primer octeto tiene el bit 1 activado (administrada localmente: la dirección no pertenece a ningún fabricante, así que no puede coincidir con la dirección grabada de una tarjeta de red real) y el bit 0 desactivado (unicast, no una dirección de grupo), como pide IEEE 802 para las direcciones inventadas de máquinas virtuales, contenedores y pruebas; por eso el primer octeto termina en 2, 6, a o e (x2:, x6:, xa:, xe:). Quedan 46 bits aleatorios. separator une los octetos: colon (por defecto, 02:1a:…) o hyphen (02-1a-…).',
    params: {
      separator: 'Entre octetos: colon (por defecto) o hyphen',
      count: 'Cuántas direcciones, de 1 a 100; por defecto 1',
    },
  },
  // ── encode ───────────────────────────────────────────────────────────────────────────────
  encodeHex: {
    summary: 'Codifica texto como bytes hexadecimales o decodifica hexadecimal a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto como dígitos hexadecimales en minúsculas sin separadores (é es c3a9). Al decodificar se aceptan mayúsculas o minúsculas, con espacios en blanco o dos puntos opcionales entre bytes y un prefijo 0x opcional en cada grupo (48 69, 48:69, 0x4869); cada grupo debe contener bytes completos. Los bytes decodificados deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o dígitos hexadecimales que se decodifican',
      mode: 'encode (por defecto) convierte el texto en dígitos hexadecimales; decode convierte los dígitos hexadecimales de nuevo en texto',
    },
  },
  encodeBinary: {
    summary: 'Codifica texto como grupos binarios de 8 bits o decodifica binario a texto',
    description: 'Al codificar se escribe cada byte UTF-8 del texto como 8 dígitos binarios, con los bytes separados por un espacio (Hi es 01001000 01101001; é ocupa dos bytes). Al decodificar se aceptan grupos de 8 bits separados por cualquier espacio en blanco, o una única cadena continua de 0 y 1 cuya longitud sea múltiplo de 8; los bytes deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o dígitos binarios que se decodifican',
      mode: 'encode (por defecto) convierte el texto en grupos de 8 bits separados por espacios; decode convierte esos grupos de nuevo en texto',
    },
  },
  encodeRot13: {
    summary: 'Aplica la sustitución de letras ROT13 (que es su propia inversa)',
    description: 'Cada letra ASCII A-Z y a-z se sustituye por la que está 13 posiciones más adelante en el alfabeto, conservando mayúscula o minúscula. Los dígitos, la puntuación, los espacios en blanco y los caracteres no ASCII (é, ñ, emoji) no se tocan. Aplicar ROT13 dos veces devuelve el texto original, por eso no hay mode.',
    params: {
      text: 'Texto que se transforma',
    },
  },
  encodeMorse: {
    summary: 'Codifica texto en código Morse internacional o decodifica Morse a texto',
    description: "Usa la tabla de la ITU-R M.1677-1: las letras A-Z (en mayúsculas o minúsculas), É, los dígitos 0-9 y la puntuación . , : ? ' - / ( ) \" = + @ (× se envía como X). Al codificar se separan las letras con un espacio y las palabras con \" / \"; cualquier tramo de espacios en blanco del texto es un salto de palabra. Un carácter sin código Morse se rechaza, indicando el primero. Al decodificar se leen puntos (.) y rayas (-; también · • y _ − – —), con las letras separadas por uno o dos espacios y las palabras por \"/\", un salto de línea o tres o más espacios; devuelve letras mayúsculas.",
    params: {
      text: 'Texto que se codifica, o código Morse que se decodifica',
      mode: 'encode (por defecto) convierte el texto en código Morse; decode convierte el código Morse de nuevo en texto',
    },
  },
  encodeHtmlEntities: {
    summary: 'Escapa texto para HTML o decodifica referencias de carácter HTML',
    description: "Al codificar se reemplazan & < > \" ' por &amp; &lt; &gt; &quot; &#39;, lo que hace el texto seguro dentro de elementos HTML y de atributos entre comillas; con all=true todo carácter no ASCII pasa además a ser una referencia decimal (é es &#233;, 😀 es &#128512;). Al decodificar se siguen las reglas de HTML5 para el contenido de texto: todas las referencias con nombre de la tabla de HTML5 (incluidas las heredadas que funcionan sin punto y coma, como &copy), y las referencias decimales (&#233;) y hexadecimales (&#xE9;); las referencias desconocidas o mal formadas quedan como están, y las que apuntan a sustitutos, a cero o a puntos de código más allá de U+10FFFF pasan a ser U+FFFD.",
    params: {
      text: 'Texto que se escapa, o texto HTML cuyas referencias de carácter se decodifican',
      mode: 'encode (por defecto) convierte el texto en texto escapado para HTML; decode convierte el texto escapado de nuevo en texto',
      all: 'Al codificar, escribe también cada carácter no ASCII como una referencia numérica (por defecto false)',
    },
  },
  encodeUnicodeEscape: {
    summary: 'Escribe texto con escapes \\uXXXX o decodifica esos escapes a texto',
    description: 'Al codificar se escribe cada carácter no ASCII como \\u y cuatro dígitos hexadecimales en minúsculas de sus unidades de código UTF-16, así que un carácter fuera del BMP pasa a ser un par sustituto (😀 es \\ud83d\\ude00), como en JSON, JavaScript y Java; una barra invertida pasa a ser \\\\ para que la decodificación devuelva exactamente el texto. Con all=true se escapan todos los caracteres, incluidos los ASCII. Al decodificar se leen los escapes \\uXXXX (en mayúsculas o minúsculas) y \\u{1F600}, y \\\\ como una barra invertida; cualquier otra barra invertida se conserva tal cual. Un escape mal formado, un punto de código más allá de U+10FFFF o un sustituto sin su pareja se rechazan, indicando su posición.',
    params: {
      text: 'Texto que se escapa, o texto con escapes \\u que se decodifica',
      mode: 'encode (por defecto) convierte el texto en escapes \\u; decode convierte los escapes \\u de nuevo en texto',
      all: 'Al codificar, escapa también los caracteres ASCII (por defecto false)',
    },
  },
  encodeBase32: {
    summary: 'Codifica texto en Base32 del RFC 4648 o decodifica Base32 a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto con el alfabeto de la sección 6 del RFC 4648 (A-Z, 2-7), rellenando con = hasta un múltiplo de 8 caracteres. La decodificación no distingue mayúsculas de minúsculas, ignora los espacios en blanco y acepta que falte el relleno; el relleno que aparezca debe estar completo e ir al final. Los bytes decodificados deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o Base32 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base32; decode convierte Base32 de nuevo en texto',
    },
  },
  encodeUrlParse: {
    summary: 'Divide una URL en esquema, credenciales, host, puerto, ruta, query y fragmento',
    description: 'Analiza una URL absoluta con el WHATWG URL Standard, como hacen los navegadores y Node, así que las partes quedan normalizadas: esquema y host en minúsculas, puertos por defecto eliminados, segmentos de punto resueltos y caracteres no seguros codificados con porcentajes. scheme no lleva ":" ni fragment "#"; query_string es la query en bruto sin "?", y query su forma decodificada, en la que una clave que aparece más de una vez corresponde a un array. port es null cuando la URL no indica ninguno; effective_port recurre al puerto por defecto del esquema. Los nombres de dominio internacionales se dan tanto en punycode (host, hostname) como en Unicode (host_unicode, hostname_unicode). origin es null para los esquemas sin un origen significativo (mailto:, file:, data:). Se rechaza una URL relativa o mal formada.',
    params: {
      text: 'Una URL absoluta, como https://example.com/path?q=1#top',
    },
  },
  // ── datetime ─────────────────────────────────────────────────────────────────────────────
  datetimeNow: {
    summary: 'La hora actual en segundos y milisegundos Unix, ISO 8601, RFC 2822 y en una zona horaria',
    description: 'Todos los campos describen el mismo instante. unix son los segundos enteros desde 1970-01-01T00:00:00Z (redondeados hacia abajo) y unix_ms los milisegundos; iso_utc (ISO 8601, Z) y rfc2822 están en UTC. in_timezone muestra el instante en el reloj local de `timezone` (por defecto UTC): ISO 8601 con desfase, fecha, hora, desfase y si está en vigor el horario de verano. La zona horaria del propio servidor nunca cambia el resultado.',
    params: {
      timezone: `Zona cuyo reloj local muestra in_timezone. ${ZONE_FORMS}; por defecto UTC`,
    },
  },
  datetimeToTimestamp: {
    summary: 'Lee una fecha en casi cualquier forma y da su marca de tiempo Unix y su forma ISO 8601',
    description: 'Lee, en este orden: "now", "today", "tomorrow", "yesterday"; ISO 8601 (2024-03-10, 2024-03-10T14:30, 2024-03-10 14:30:00.250+02:00, fechas de semana como 2020-W53-4, fechas ordinales como 2024-070); RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) y fechas HTTP; intervalos contados desde ahora ("+1 week", "in 3 days", "2 hours ago"); y luego frases en inglés leídas por chrono-node, que deben abarcar toda la entrada ("next friday 10am" es el viernes de la semana que viene, "March 5, 2024 3pm EST"; las barras son mes/día/año, como en 03/10/2024). Las fechas ISO son estrictas: un día o una hora que no existen (2024-02-30, 24:00) se rechazan, nunca se trasladan. Una fecha sola es el comienzo de ese día, y una hora sin desfase es una hora local, ambas en `timezone` (por defecto UTC); las frases cuentan desde ahora en esa zona. Una entrada con su propio desfase es ese instante exacto. Una hora local que se salta un cambio de horario de verano se adelanta lo que dura el salto (adjusted: true); una que ocurre dos veces toma la primera aparición (ambiguous: true). read_as indica cómo se leyó la entrada: format (now, iso8601, rfc2822, http, relative o natural), date_only, offset_given y la zona usada. Años del 1 al 9999. unix son segundos enteros (redondeados hacia abajo) y unix_ms milisegundos.',
    params: {
      date: 'La fecha que se lee: ISO 8601, RFC 2822 o una frase en inglés como "tomorrow", "next friday 10am" o "+1 week"',
      timezone: `Zona para una fecha u hora escrita sin desfase y para frases como "tomorrow"; también la zona que muestra in_timezone. ${ZONE_FORMS}; por defecto UTC`,
    },
  },
  datetimeFromTimestamp: {
    summary: 'Convierte una marca de tiempo Unix en fecha y hora, en UTC y en una zona horaria',
    description: 'timestamp cuenta los segundos desde 1970-01-01T00:00:00Z; puede ser negativo (antes de 1970) y tener decimales. Con unit=auto (por defecto) un valor absoluto de 100 000 000 000 o más se lee como milisegundos, y cualquier valor menor como segundos: 1e11 segundos sería el año 5138, mientras que 1e11 milisegundos es 1973-03-03, así que las marcas de tiempo actuales en segundos (10 dígitos) y en milisegundos (13 dígitos) se leen bien. Envíe unit=seconds o unit=milliseconds para indicarlo (necesario para marcas de tiempo en milisegundos anteriores a marzo de 1973). El resultado indica qué unidad se usó y si se detectó. in_timezone muestra el instante en el reloj local de `timezone` (nombre IANA, por defecto UTC). Fechas del año 1 al 9999.',
    params: {
      timestamp: 'Tiempo Unix: segundos desde 1970-01-01T00:00:00Z (negativo antes de 1970, se admiten decimales), o milisegundos (véase unit)',
      unit: 'auto (por defecto): un valor absoluto de 100 000 000 000 o más son milisegundos, y uno menor, segundos; o seconds (s) o milliseconds (ms)',
      timezone: `Zona cuyo reloj local muestra in_timezone. ${ZONE_FORMS}; por defecto UTC`,
    },
  },
  datetimeTimezone: {
    summary: 'Convierte una hora local de una zona horaria a otra, con ambos desfases respecto a UTC',
    description: 'date se lee como una hora local en `from` (2024-07-01T12:00, o cualquier forma que lea to-timestamp; una fecha sola es la medianoche; por defecto ahora) y se muestra como la hora local en `to` en el mismo instante, con el desfase de cada zona y su estado de horario de verano en esa fecha. Una entrada con su propio desfase (Z, +02:00) es ese instante exacto, mostrado en ambas zonas. difference_hours es el desfase de `to` menos el de `from`. Los cambios de horario de verano se tratan de forma explícita: una hora local que los relojes se saltan (America/New_York 2024-03-10 02:30) se adelanta lo que dura el salto (a las 03:30 EDT) y adjusted es true; una hora local que ocurre dos veces (Europe/London 2024-10-27 01:30) toma la primera aparición, o la segunda con prefer=later, ambiguous es true y alternative da la otra aparición. requested contiene entonces la hora local tal como se pidió y note lo explica con palabras. Las zonas son nombres IANA (Europe/Madrid), UTC o desfases fijos (UTC+05:30).',
    params: {
      date: 'La hora local en `from` que se convierte, como 2024-07-01T12:00 o 2024-07-01 12:00; por defecto ahora',
      from: `Zona en la que date es una hora local: ${ZONE_FORMS.charAt(0).toLowerCase()}${ZONE_FORMS.slice(1)}`,
      to: `Zona a la que se convierte: ${ZONE_FORMS.charAt(0).toLowerCase()}${ZONE_FORMS.slice(1)}`,
      prefer: 'Cuando la hora local ocurre dos veces porque se retrasan los relojes (solapamiento del horario de verano): earlier (por defecto) toma la primera aparición y later la segunda',
    },
  },
  datetimeDiff: {
    summary: 'La diferencia entre dos fechas, en años, meses y días y en totales',
    description: 'from y to se leen como lee las fechas to-timestamp; una fecha sola es el comienzo de ese día y una hora sin desfase es una hora local, ambas en `timezone` (por defecto UTC), así que la zona del servidor nunca influye. El desglose cuenta desde la fecha anterior: años enteros, luego meses enteros, luego días en el calendario de `timezone`, y después las horas, minutos, segundos y milisegundos restantes de tiempo transcurrido, de modo que sumar el desglose a la fecha anterior con la operación add da la posterior: los finales de mes se ajustan como en add (de 2024-01-31 a 2024-02-29 es 1 mes, de 2024-02-29 a 2025-02-28 es 1 año), y a través de un cambio de horario de verano un día del calendario sigue siendo un día mientras que total_hours cuenta las horas reales. Las partes del desglose nunca son negativas: cuando to es anterior a from, negative es true y sign es -1 (sign es 1 cuando to es posterior y 0 cuando ambos son el mismo momento), y los totales (total_weeks, total_days, total_hours, total_minutes, total_seconds, total_milliseconds: tiempo transcurrido exacto, to menos from, con hasta 6 decimales) son negativos. human expresa el desglose con palabras en el idioma de la llamada, como "2 años, 3 meses y 4 días".',
    params: {
      from: 'La fecha de inicio, como 2024-01-31 o 2024-01-31T08:00:00Z',
      to: 'La fecha de fin; si es anterior a from, la diferencia es negativa',
      timezone: `Zona cuyo calendario cuenta los días y los meses, y en la que se leen las fechas y horas sin desfase. ${ZONE_FORMS}; por defecto UTC`,
    },
  },
  datetimeAdd: {
    summary: 'Suma o resta a una fecha un intervalo como "+1 day", "-2 weeks" o P1M2D',
    description: 'add son cantidades con unidades: "+1 day", "-2 weeks", "+3 months 2 hours", "1 year, 2 months", "2 days ago" (unidades years, months, weeks, days, hours, minutes, seconds, milliseconds, o y, mo, w, d, h, min, s, ms), o una duración ISO 8601: "P1M2D", "PT36H", "-P1D". Un signo se aplica a su cantidad y a las cantidades sin signo que la siguen ("-1 day 2 hours" retrocede 26 horas; escriba "-1 day +2 hours" para mezclar). Los años, meses, semanas y días admiten números enteros; las horas y unidades menores pueden tener decimales. Las unidades se aplican de mayor a menor: años y meses en el calendario, donde un día posterior al final del mes de destino pasa a ser su último día (2024-01-31 + 1 mes = 2024-02-29, clamped: true; 2024-02-29 + 1 año = 2025-02-28); luego semanas y días en el calendario, conservando la hora local a través de los cambios de horario de verano; y luego horas y unidades menores como tiempo transcurrido exacto. date (por defecto ahora) se lee como la lee to-timestamp: una fecha sola sigue siendo una fecha del calendario cuando solo se suman años, meses, semanas o días, y una hora sin desfase es una hora local en `timezone` (por defecto UTC). Un paso del calendario que cae en una hora local que los relojes se saltan se adelanta (adjusted: true); si cae en una que ocurre dos veces, se toma la primera aparición (ambiguous: true). El resultado debe caer entre los años 1 y 9999.',
    params: {
      date: 'La fecha de inicio, como 2024-01-31 o 2024-03-09T12:00; por defecto ahora',
      add: 'El intervalo: cantidades con unidades como "+1 day", "-2 weeks" o "+3 months 2 hours", o una duración ISO 8601 como P1M2D o PT36H',
      timezone: `Zona en cuyo calendario y reloj se suma el intervalo, y en la que se leen las fechas y horas sin desfase. ${ZONE_FORMS}; por defecto UTC`,
    },
  },
  datetimeWeekNumber: {
    summary: 'El número de semana ISO 8601 y el año de la semana de una fecha',
    description: 'Las semanas ISO 8601 empiezan en lunes y la semana 1 es la que contiene el primer jueves del año, así que los primeros días de enero pueden pertenecer a la última semana del año anterior y los últimos días de diciembre a la semana 1 del siguiente: 2020-12-31 y 2021-01-03 están ambos en la semana 53 de 2020. week_year es ese año de numeración de semanas ISO, que puede diferir del año natural; weeks_in_year es 52 o 53. weekday va de 1 (lunes) a 7 (domingo); week_start y week_end son el lunes y el domingo de la semana. date (por defecto hoy en `timezone`, por defecto UTC) se lee como la lee to-timestamp; una fecha sola es esa fecha del calendario sea cual sea la zona, y una fecha y hora con desfase cuenta en su propio calendario salvo que se indique `timezone`.',
    params: {
      date: 'La fecha, como 2020-12-31; por defecto hoy',
      timezone: `Zona que decide qué día es "hoy" y la fecha del calendario de un instante. ${ZONE_FORMS}; por defecto UTC`,
    },
  },
  datetimeIsLeapYear: {
    summary: 'Si un año es bisiesto en el calendario gregoriano',
    description: 'Regla gregoriana, aplicada a todos los años del 1 al 9999 (de forma proléptica antes de 1582): un año divisible por 4 es bisiesto, salvo un año divisible por 100, que solo lo es si además es divisible por 400. Así, 1900 no lo es (divisible por 100, no por 400), 2000 sí (divisible por 400) y 2024 también (divisible por 4). El resultado da las tres pruebas de divisibilidad, la duración del año y de febrero, y la regla con palabras en el idioma de la llamada.',
    params: {
      year: 'El año, un número entero de 1 a 9999',
    },
  },
  datetimeDaysInMonth: {
    summary: 'Cuántos días tiene un mes, teniendo en cuenta los años bisiestos',
    description: 'Calendario gregoriano, años del 1 al 9999: febrero tiene 29 días en un año bisiesto (divisible por 4, salvo los siglos no divisibles por 400) y 28 en los demás; abril, junio, septiembre y noviembre tienen 30; el resto, 31. month_name está en inglés y month_name_localized en el idioma de la llamada; first_day y last_day son fechas ISO 8601.',
    params: {
      year: 'El año, un número entero de 1 a 9999',
      month: 'El mes, de 1 (enero) a 12 (diciembre)',
    },
  },
  datetimeDayOfWeek: {
    summary: 'El día de la semana de una fecha, por nombre y por número',
    description: 'day_name está en inglés y day_name_localized en el idioma de la llamada (lunes, martes... con /es). iso_weekday numera los días al estilo ISO 8601, de 1 = lunes a 7 = domingo; js_weekday como lo hace Date.getDay() de JavaScript, de 0 = domingo a 6 = sábado. is_weekend es true el sábado y el domingo; day_of_year cuenta desde 1 el 1 de enero. date se lee como la lee to-timestamp; una fecha sola es esa fecha del calendario sea cual sea la zona, y una fecha y hora con desfase cuenta en su propio calendario salvo que se indique `timezone`.',
    params: {
      date: 'La fecha, como 2024-03-10, o una frase como "next friday"',
      timezone: `Zona que decide la fecha del calendario de un instante y de frases como "tomorrow". ${ZONE_FORMS}; por defecto UTC`,
    },
  },
  // ── number ───────────────────────────────────────────────────────────────────────────────
  numberBaseConvert: {
    summary: 'Convierte un número entero entre dos bases cualesquiera de 2 a 36',
    description: 'Exacto para números enteros de cualquier tamaño, hasta 10 000 caracteres. Los dígitos mayores que 9 son las letras A-Z (A = 10 ... Z = 35); las letras de entrada pueden ir en mayúsculas o minúsculas, y las de salida van en mayúsculas. El valor puede llevar un signo + o - inicial y espacios en blanco alrededor; los guiones bajos pueden separar dígitos (1111_0000); se aceptan los prefijos 0b, 0o y 0x cuando corresponden a la base en que se lee el valor (2, 8, 16). Las fracciones no se convierten. Un dígito que no pertenece a la base se rechaza, indicando el dígito y su posición. El resultado da el valor leído (sin prefijo, separadores ni ceros a la izquierda), el valor convertido y su forma decimal.',
    params: {
      value: 'Número entero escrito en la base `from`, como FF o -1010_1010',
      from: 'Base en la que está escrito el valor, de 2 a 36',
      to: 'Base en la que se escribe el resultado, de 2 a 36',
    },
  },
  numberRoman: {
    summary: 'Convierte entre números arábigos y números romanos',
    description: 'Números del 1 al 3999 en la forma sustractiva estándar. La lectura de un número romano es estricta: formas como IIII, VX o IC se rechazan en lugar de adivinarse. Si se omite mode, se deduce: los dígitos se convierten a romano y las letras desde romano.',
    params: {
      value: 'Un número entero de 1 a 3999, o un número romano como MCMXCIV',
      mode: 'to-roman (por defecto para dígitos) o from-roman (por defecto para letras)',
    },
  },
  numberToWords: {
    summary: 'Escribe un número con palabras, en inglés, español y otros 69 idiomas y variantes regionales',
    description: 'Números cardinales tal como los escribe la biblioteca n2words: 1234 es "one thousand two hundred thirty-four" en el inglés por defecto (en-US; en-GB y otras variantes dicen "and": "one hundred and one"). Los números negativos empiezan con la palabra para menos. El español sigue la ortografía de la RAE donde n2words difiere: dieciséis, y un ante mil y millones (veintiún mil, treinta y un millones). Tras el punto decimal, los ceros iniciales se leen uno a uno y las cifras restantes como un solo número, como hace n2words: 3.05 es "three point zero five" y 3.14 es "three point fourteen". El valor son dígitos simples con signo y punto decimal opcionales (los guiones bajos pueden separar dígitos; sin exponente). Cuántos dígitos puede escribir un idioma varía: 66 a cada lado del punto en inglés, 30 en español y entre 9 y 66 en otros; los números más largos se rechazan. lang es una etiqueta BCP 47 como en-GB, es-MX o zh-Hant-TW, o un código de idioma a secas (en = en-US, es = es-ES, fr = fr-FR, zh = zh-Hans-CN, sr = sr-Cyrl-RS); por defecto es el idioma de la llamada (/es/api/... escribe en español).',
    params: {
      value: 'El número, como 1994, -12.5 o 0.05',
      lang: 'Idioma de las palabras: una etiqueta como en-GB o es-MX, o un código como fr; por defecto, el idioma de la llamada',
    },
  },
  numberFactorial: {
    summary: 'Calcula n! de forma exacta para n de 0 a 170',
    description: 'n! = 1 × 2 × ... × n, y 0! = 1. El resultado da el valor exacto como una cadena de dígitos decimales, el número de doble precisión más cercano (el mayor n cuyo factorial cabe en un double es 170) y el número de dígitos.',
    params: {
      value: 'n, un número entero de 0 a 170',
    },
  },
  numberFibonacci: {
    summary: 'Lista los primeros n números de Fibonacci de forma exacta, para n de 1 a 1000',
    description: 'La sucesión empieza con F(0) = 0, F(1) = 1, y cada término es la suma de los dos anteriores: 0, 1, 1, 2, 3, 5, 8, ... value es cuántos términos se listan, así que el último es F(value - 1). Los términos son cadenas de dígitos decimales, exactas a cualquier tamaño (F(999) tiene 209 dígitos). El resultado da el recuento, la sucesión y el último término.',
    params: {
      value: 'Cuántos términos se listan, de 1 a 1000',
    },
  },
  numberIsPrime: {
    summary: 'Indica si un número entero es primo, para números de hasta 1000 dígitos',
    description: 'value es un número entero desde 0, de hasta 1000 dígitos (se rechazan los negativos; 0 y 1 no son primos). Por debajo de 3.317 × 10^24 (lo que abarca todos los números de 64 bits) la respuesta está demostrada: división por tanteo y luego Miller-Rabin con las bases de 2 a 41, que ningún compuesto por debajo de esa cota supera. Por encima se usa la prueba de Baillie-PSW (Miller-Rabin en base 2 y una prueba fuerte de Lucas): no se conoce ningún compuesto que la supere, pero "primo" se indica entonces con certeza "probable". Una respuesta "no primo" es siempre segura. smallest_factor es el menor factor primo cuando es como máximo 100 000 (en otro caso null); next_prime es el menor primo mayor que value, que se da para valores por debajo de 10^24 (en otro caso null).',
    params: {
      value: 'Número entero desde 0, de hasta 1000 dígitos, como 97',
    },
  },
  numberGcdLcm: {
    summary: 'Máximo común divisor y mínimo común múltiplo de dos números enteros',
    description: 'Exacto para números enteros de hasta 1000 dígitos cada uno, positivos o negativos (los guiones bajos pueden separar dígitos). Ninguno de los dos resultados es negativo; por convenio mcd(0, 0) = 0, y el mcm es 0 cuando alguno de los números es 0. Los resultados son cadenas de dígitos decimales.',
    params: {
      a: 'Primer número entero, de hasta 1000 dígitos, como 12 o -18',
      b: 'Segundo número entero, de hasta 1000 dígitos',
    },
  },
  // ── file ─────────────────────────────────────────────────────────────────────────────────
  fileImageInfo: {
    summary: 'Lee las dimensiones, el formato y los metadatos EXIF de una imagen',
    description: 'Describe cada imagen sin modificarla: width y height tal como están almacenados, display_width y display_height una vez aplicada la orientación EXIF (1-8, o null), el formato y el tipo de medio según los bytes del archivo, el tamaño del archivo, los canales, el canal alfa, el espacio de color, los bits por muestra y la densidad en ppp (null si se desconoce), los fotogramas y si forman una animación, y si hay un perfil ICC y datos EXIF. exif contiene las etiquetas EXIF legibles (cámara, objetivo, exposición, fechas como "YYYY-MM-DDTHH:mm:ss" locales, ya que EXIF no tiene zona horaria; los valores binarios como hexadecimal corto, omitiendo los largos), y gps la posición en grados decimales (sur y oeste en negativo) con la altitud en metros cuando se registró, o null. La cabecera se lee sin decodificar los píxeles, salvo en BMP e ICO (de un icono se describe la imagen más grande). Unos EXIF ilegibles no hacen fallar la llamada: exif es entonces null. Varios archivos se responden con un array en el orden de subida.',
  },
  fileImageGrayscale: {
    summary: 'Convierte una imagen a escala de grises',
    description: `Vuelve gris cada píxel (solo luminancia, así que rojo, verde y azul pasan a ser iguales) y conserva la transparencia tal cual. ${EDIT_TAIL} ${STAYS_ANIMATED} ${SEVERAL_ZIP}`,
  },
  fileImageStrip: {
    summary: 'Elimina de una imagen los metadatos EXIF, GPS y demás',
    description: `Elimina todos los metadatos: EXIF (cámara, fechas, posición GPS), XMP, IPTC y el perfil de color ICC (los colores se convierten a sRGB). La orientación se aplica a los píxeles, así que la imagen se sigue mostrando derecha y no queda ninguna etiqueta de orientación. Los formatos con pérdida se vuelven a codificar con calidad alta (JPEG 92, WebP 90, AVIF 80); PNG, GIF, TIFF y BMP siguen sin pérdida. ${EDIT_TAIL} ${STAYS_ANIMATED} ${SEVERAL_ZIP}`,
  },
  fileImageResize: {
    summary: 'Cambia el tamaño de una imagen a un ancho, un alto o ambos',
    description: `Escala la imagen. Con solo width o solo height, el otro lado sigue la relación de aspecto. Con ambos, fit decide cómo se ajusta la imagen a ese recuadro, como object-fit de CSS: cover (por defecto) llena exactamente el recuadro y recorta lo que sobresale, conservando el centro; contain muestra la imagen entera exactamente en el recuadro y rellena el resto con background (transparente, o blanco para JPEG y BMP); fill la estira hasta el recuadro, sin tener en cuenta la relación de aspecto; inside la ajusta dentro del recuadro conservando la relación de aspecto (el resultado puede ser menor por un lado); outside cubre el recuadro conservando la relación de aspecto sin recortar (el resultado puede ser mayor por un lado). without_enlargement deja tal cual una imagen más pequeña que el tamaño pedido. ${EDIT_TAIL} ${STAYS_ANIMATED} ${SEVERAL_ZIP}`,
    params: {
      width: 'Ancho del resultado en píxeles, 1-16384; omítalo para seguir la relación de aspecto',
      height: 'Alto del resultado en píxeles, 1-16384; omítalo para seguir la relación de aspecto',
      fit: 'Cómo se ajusta la imagen a un recuadro de width × height: cover, contain, fill, inside u outside; por defecto cover',
      background: `Color del relleno que añade fit=contain; por defecto transparente, o blanco para JPEG y BMP: ${COLOR_FORMS}`,
      without_enlargement: '1 para no hacer nunca la imagen más grande de lo que es; por defecto 0',
    },
  },
  fileImageCrop: {
    summary: 'Recorta una imagen a un rectángulo',
    description: `Conserva el rectángulo de width × height píxeles cuya esquina superior izquierda está en x, y (siendo 0, 0 la esquina superior izquierda de la imagen). El rectángulo debe quedar dentro de la imagen tal como se muestra: una foto guardada de lado con una orientación EXIF se recorta en las coordenadas derechas que muestra un visor. ${EDIT_TAIL} ${STAYS_ANIMATED} ${SEVERAL_ZIP}`,
    params: {
      x: 'x de la esquina superior izquierda del rectángulo, en píxeles desde el borde izquierdo; por defecto 0',
      y: 'y de la esquina superior izquierda del rectángulo, en píxeles desde el borde superior; por defecto 0',
      width: 'Ancho del rectángulo en píxeles',
      height: 'Alto del rectángulo en píxeles',
    },
  },
  fileImageRotate: {
    summary: 'Gira una imagen cualquier ángulo',
    description: `Gira la imagen degrees grados en el sentido de las agujas del reloj (un valor negativo la gira en sentido contrario). Los múltiplos de 90 son exactos: no se remuestrea nada, y 90 o 270 intercambian el ancho y el alto. Cualquier otro ángulo agranda la imagen hasta el rectángulo que contiene la imagen girada (de width·|cos| + height·|sin| de ancho) y rellena las esquinas descubiertas con background: transparente por defecto, o blanco para JPEG y BMP. ${EDIT_TAIL} ${FIRST_FRAME_EDITED} ${SEVERAL_ZIP}`,
    params: {
      degrees: 'Ángulo en grados, en el sentido de las agujas del reloj, de -360 a 360, se admiten decimales; por defecto 90',
      background: `Color de las esquinas que deja descubiertas un ángulo que no es múltiplo de 90; por defecto transparente, o blanco para JPEG y BMP: ${COLOR_FORMS}`,
    },
  },
  fileImageFlip: {
    summary: 'Refleja una imagen en horizontal o en vertical',
    description: `Refleja la imagen: horizontal intercambia izquierda y derecha, vertical intercambia arriba y abajo, y both hace ambas cosas (lo mismo que girarla 180°). Los GIF y WebP animados siguen animados al reflejarlos en horizontal; un reflejo vertical edita el primer fotograma. ${EDIT_TAIL} ${SEVERAL_ZIP}`,
    params: {
      direction: 'horizontal (espejo izquierda-derecha), vertical (boca abajo) o both; por defecto horizontal',
    },
  },
  fileImageThumbnail: {
    summary: 'Crea una miniatura de una imagen',
    description: `Una vista previa pequeña. Cuadrada (por defecto): exactamente size × size píxeles, recortada a la parte más interesante de la imagen (la zona con más detalle, saturación y tonos de piel) en lugar de siempre al centro; una imagen más pequeña se amplía para que el cuadrado quede siempre lleno. No cuadrada: la imagen entera escalada para caber en size × size conservando su relación de aspecto; una imagen que ya es más pequeña se deja en su propio tamaño, nunca se amplía. ${EDIT_TAIL} ${FIRST_FRAME_EDITED} ${SEVERAL_ZIP}`,
    params: {
      size: 'Lado de la miniatura (o del recuadro en que cabe) en píxeles, 16-1024; por defecto 256',
      square: '1 para una miniatura exactamente cuadrada (recortada para llenarla), 0 para conservar la imagen entera y su relación de aspecto; por defecto 1',
    },
  },
  fileImageBlur: {
    summary: 'Desenfoca una imagen (desenfoque gaussiano)',
    description: `Suaviza la imagen con un desenfoque gaussiano. sigma es la desviación típica del desenfoque en píxeles: alrededor de 1 es un suavizado ligero, y 10 o más hace irreconocibles los detalles. radius es otra forma de indicarlo, en píxeles (sigma = radius / 2); indique uno u otro, no ambos. Sin ninguno de los dos, sigma es 2. ${EDIT_TAIL} ${FIRST_FRAME_EDITED} ${SEVERAL_ZIP}`,
    params: {
      sigma: 'Intensidad del desenfoque: la desviación típica de la gaussiana en píxeles, 0.3-100; por defecto 2',
      radius: 'La misma intensidad como radio en píxeles, 0.6-200 (sigma = radius / 2); en lugar de sigma',
    },
  },
  fileHeicToJpg: {
    summary: 'Convierte HEIC a JPEG',
    description: imageConversion('HEIC', ON_WHITE),
    params: { quality: quality(90), background: FLATTEN_BACKGROUND },
  },
  fileHeicToPng: {
    summary: 'Convierte HEIC a PNG',
    description: imageConversion('HEIC'),
  },
  fileHeicToWebp: {
    summary: 'Convierte HEIC a WebP',
    description: imageConversion('HEIC'),
    params: { quality: quality(85) },
  },
  fileJpgToPng: {
    summary: 'Convierte JPEG a PNG',
    description: imageConversion('JPEG'),
  },
  filePngToJpg: {
    summary: 'Convierte PNG a JPEG',
    description: imageConversion('PNG', ON_WHITE),
    params: { quality: quality(90), background: FLATTEN_BACKGROUND },
  },
  fileWebpToJpg: {
    summary: 'Convierte WebP a JPEG',
    description: imageConversion('WebP', ON_WHITE),
    params: { quality: quality(90), background: FLATTEN_BACKGROUND },
  },
  fileWebpToPng: {
    summary: 'Convierte WebP a PNG',
    description: imageConversion('WebP'),
  },
  filePngToWebp: {
    summary: 'Convierte PNG a WebP',
    description: imageConversion('PNG'),
    params: { quality: quality(85) },
  },
  fileJpgToWebp: {
    summary: 'Convierte JPEG a WebP',
    description: imageConversion('JPEG'),
    params: { quality: quality(85) },
  },
  fileImageToWebp: {
    summary: 'Convierte cualquier imagen a WebP',
    description: `Lee cualquier imagen (JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO, HEIC). Se aplica la orientación EXIF y no se copian los metadatos. Las animaciones siguen animadas. ${SEVERAL_ZIP}`,
    params: { quality: quality(85) },
  },
  fileIcoToPng: {
    summary: 'Convierte ICO a PNG',
    description: imageConversion('ICO', 'De un icono se convierte la imagen más grande.'),
  },
  fileAvifToJpg: {
    summary: 'Convierte AVIF a JPEG',
    description: imageConversion('AVIF', ON_WHITE),
    params: { quality: quality(90), background: FLATTEN_BACKGROUND },
  },
  fileAvifToPng: {
    summary: 'Convierte AVIF a PNG',
    description: imageConversion('AVIF'),
  },
  fileAvifToWebp: {
    summary: 'Convierte AVIF a WebP',
    description: imageConversion('AVIF'),
    params: { quality: quality(85) },
  },
  filePngToAvif: {
    summary: 'Convierte PNG a AVIF',
    description: imageConversion('PNG'),
    params: { quality: quality(60) },
  },
  fileJpgToAvif: {
    summary: 'Convierte JPEG a AVIF',
    description: imageConversion('JPEG'),
    params: { quality: quality(60) },
  },
  fileWebpToAvif: {
    summary: 'Convierte WebP a AVIF',
    description: imageConversion('WebP'),
    params: { quality: quality(60) },
  },
  fileGifToPng: {
    summary: 'Convierte GIF a PNG',
    description: imageConversion('GIF', 'De una animación se convierte el primer fotograma.'),
  },
  fileGifToJpg: {
    summary: 'Convierte GIF a JPEG',
    description: imageConversion('GIF', `De una animación se convierte el primer fotograma. ${ON_WHITE}`),
    params: { quality: quality(90), background: FLATTEN_BACKGROUND },
  },
  fileBmpToJpg: {
    summary: 'Convierte BMP a JPEG',
    description: imageConversion('BMP', ON_WHITE),
    params: { quality: quality(90), background: FLATTEN_BACKGROUND },
  },
  fileBmpToPng: {
    summary: 'Convierte BMP a PNG',
    description: imageConversion('BMP'),
  },
  fileTiffToJpg: {
    summary: 'Convierte TIFF a JPEG',
    description: imageConversion('TIFF', ON_WHITE),
    params: { quality: quality(90), background: FLATTEN_BACKGROUND },
  },
  fileTiffToPng: {
    summary: 'Convierte TIFF a PNG',
    description: imageConversion('TIFF'),
  },
  filePngToTiff: {
    summary: 'Convierte PNG a TIFF',
    description: imageConversion('PNG'),
  },
  fileJpgToTiff: {
    summary: 'Convierte JPEG a TIFF',
    description: imageConversion('JPEG'),
  },
  filePngToBmp: {
    summary: 'Convierte PNG a BMP',
    description: imageConversion('PNG', ON_WHITE),
    params: { background: FLATTEN_BACKGROUND },
  },
  fileJpgToBmp: {
    summary: 'Convierte JPEG a BMP',
    description: imageConversion('JPEG', ON_WHITE),
    params: { background: FLATTEN_BACKGROUND },
  },
  fileCompressImage: {
    summary: 'Comprime imágenes',
    description: `Lee JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO y HEIC. Cada archivo se queda en su propio formato: JPEG con mozjpeg, PNG como PNG con paleta (como máximo 256 colores), WebP y AVIF recodificados con \`quality\`, GIF recodificado (ya es sin pérdida, así que rara vez se reduce; las animaciones siguen animadas), TIFF con LZW, BMP a 24 bits (un BMP con transparencia se devuelve sin cambios) e ICO reconstruido a partir de su imagen más grande en los tamaños estándar de icono. HEIC no se puede escribir, así que un HEIC pasa a ser un PNG, que solo se devuelve cuando es más pequeño. ${COMPRESS_TAIL} ${SEVERAL_ZIP}`,
    params: { quality: quality(75) },
  },
  fileCompressJpg: {
    summary: 'Comprime imágenes JPEG',
    description: `Solo lee JPEG (según los bytes, no el nombre); cualquier otro archivo responde 422 \`UNSUPPORTED_FILE_FORMAT\`. El JPEG se recodifica con mozjpeg (cuantización trellis, barridos progresivos optimizados) con \`quality\`. ${COMPRESS_TAIL} ${SEVERAL_ZIP}`,
    params: { quality: quality(75) },
  },
  fileCompressPng: {
    summary: 'Comprime imágenes PNG',
    description: `Solo lee PNG (según los bytes, no el nombre); cualquier otro archivo responde 422 \`UNSUPPORTED_FILE_FORMAT\`. El PNG se reduce a una paleta de como máximo 256 colores (conservando la transparencia, con tramado para que los degradados sigan suaves; \`quality\` fija cuántos colores puede usar) y se empaqueta con el nivel más alto de zlib. Es con pérdida, aunque normalmente imperceptible en gráficos, capturas de pantalla e iconos. ${COMPRESS_TAIL} ${SEVERAL_ZIP}`,
    params: { quality: quality(75) },
  },
  fileCompressWebp: {
    summary: 'Comprime imágenes WebP',
    description: `Solo lee WebP (según los bytes, no el nombre); cualquier otro archivo responde 422 \`UNSUPPORTED_FILE_FORMAT\`. El WebP se recodifica como WebP con pérdida con \`quality\` y un ajuste del codificador más lento y ajustado; las animaciones siguen animadas. ${COMPRESS_TAIL} ${SEVERAL_ZIP}`,
    params: { quality: quality(75) },
  },
  fileImageConverter: {
    summary: 'Convierte imágenes a cualquier formato',
    description: `Convierte imágenes JPEG, PNG, WebP, AVIF, GIF, TIFF, BMP, ICO o HEIC al \`format\` elegido. Se aplica la orientación EXIF y no se copian los metadatos. Un GIF o WebP animado sigue animado cuando el destino es gif o webp; los demás destinos reciben el primer fotograma. De un icono se convierte la imagen más grande; un destino ico contiene los tamaños estándar (de 16 a 256) hasta el de la propia imagen, cada uno un PNG, con la imagen ajustada dentro de un cuadrado transparente. jpg y bmp no admiten transparencia: las zonas transparentes se colocan sobre blanco, o sobre \`background\`. ${SEVERAL_ZIP}`,
    params: {
      format: 'Formato que se escribe: jpg, png, webp, avif, gif, tiff, bmp o ico',
      quality: 'Calidad de codificación para jpg, webp y avif, de 1 (archivo más pequeño) a 100 (mejor imagen); por defecto 90 para jpg, 85 para webp y 60 para avif',
      background: `Color que se pone detrás de las zonas transparentes para jpg y bmp, que no las admiten; por defecto blanco: ${COLOR_FORMS}`,
    },
  },
  fileFaviconGenerator: {
    summary: 'Genera un conjunto de favicons a partir de una imagen',
    description: 'Crea, a partir de una imagen (cualquier formato admitido; cuadrada y de al menos 512×512 da el resultado más nítido), todos los iconos que enlaza un sitio web, devueltos como favicon.zip: favicon.ico (16, 32 y 48 px, cada uno un PNG), favicon-16x16.png, -32x32, -48x48, -64x64, -96x96, -128x128, -192x192, -256x256, -384x384 y -512x512, apple-touch-icon.png (180 px, sobre `background_color`, ya que iOS no muestra transparencia), android-chrome-192x192.png y android-chrome-512x512.png, site.webmanifest (name, short_name, esos dos iconos, theme_color, background_color) y favicon.html, las etiquetas <link> para el <head> de la página (los archivos están pensados para la raíz del sitio). Una imagen que no es cuadrada se ajusta entera dentro del cuadrado, centrada y con márgenes transparentes; las imágenes más pequeñas se amplían. De una animación se usa el primer fotograma, y de un icono su imagen más grande.',
    params: {
      name: 'El nombre de la aplicación, para el manifiesto; por defecto "App"',
      short_name: 'Nombre corto que se muestra bajo el icono de la pantalla de inicio; por defecto, el nombre cortado a 30 caracteres',
      theme_color: 'Color de la interfaz del navegador alrededor del sitio (theme_color del manifiesto y la metaetiqueta theme-color), en HEX (#rrggbb o #rgb); por defecto #ffffff',
      background_color: 'Color de la pantalla de bienvenida (background_color del manifiesto), que también se pone detrás del apple-touch-icon, en HEX (#rrggbb o #rgb); por defecto #ffffff',
    },
  },
  fileMergePdf: {
    summary: 'Une varios PDF en uno, con un marcador por archivo',
    description: 'Une de 2 a 20 PDF en uno, en el orden de subida, conservando cada página tal cual (tamaño, rotación, enlaces dentro de cada página). El resultado tiene un marcador por cada entrada, titulado con su nombre de archivo sin la extensión, que lleva a su primera página; no se trasladan los marcadores, los campos de formulario ni la información del documento de las entradas. El documento unido puede tener como máximo PDF_MAX_PAGES páginas en total (413 en otro caso). Las entradas cifradas se abren con password (la misma para todas); los archivos que solo restringen la impresión o la edición se abren sin ella. El resultado no está cifrado.',
    params: {
      password: PDF_PASSWORD,
    },
  },
  fileSplitPdf: {
    summary: 'Divide un PDF en varios PDF, por páginas o por intervalos',
    description: `Sin ranges, cada página pasa a ser un PDF propio (report-1.pdf, report-2.pdf...). Con ranges, cada grupo separado por comas pasa a ser un PDF: "1-3,5,7-" da report-1-3.pdf, report-5.pdf y report-7-<última>.pdf; los grupos pueden solaparse. Varios resultados se responden en un ZIP; un solo grupo se responde con ese PDF. Cada parte ${KEEPS_INFO}. ${PDF_OPENED} Varios archivos subidos se responden en un ZIP con una carpeta por archivo.`,
    params: {
      ranges: 'Las partes que se crean, cada grupo separado por comas convertido en un PDF: números de página e intervalos separados por comas, como 1-3,5,7- ("7-" llega hasta la última página y "all" son todas las páginas).',
      password: PDF_PASSWORD,
    },
  },
  fileRotatePdf: {
    summary: 'Gira páginas de un PDF 90, 180 o 270 grados',
    description: `Gira las páginas seleccionadas (todas por defecto) degrees grados en el sentido de las agujas del reloj; -90 las gira en sentido contrario (lo mismo que 270). El giro se suma a la rotación que ya tiene la página, así que una página mostrada a 90° y girada 90 acaba a 180°. Solo cambia la rotación de visualización de las páginas: su contenido, marcadores, enlaces y campos de formulario se conservan tal cual. ${PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      degrees: 'Giro en el sentido de las agujas del reloj, en grados: 90, 180 o 270 (se acepta -90 como 270).',
      pages: pageList('Las páginas que se giran'),
      password: PDF_PASSWORD,
    },
  },
  fileDeletePagesPdf: {
    summary: 'Elimina páginas de un PDF',
    description: `Elimina las páginas seleccionadas y conserva las demás en su orden. Debe quedar al menos una página (422 en otro caso). El resultado es un documento nuevo formado por las páginas restantes, así que no queda nada de las páginas eliminadas en el archivo; ${KEEPS_INFO}. ${PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      pages: pageList('Las páginas que se eliminan'),
      password: PDF_PASSWORD,
    },
  },
  fileReorderPdf: {
    summary: 'Pone las páginas de un PDF en un orden nuevo',
    description: `order lista páginas e intervalos ascendentes en su nuevo orden, como "3,1,2" o "2-3,1". Cada página puede nombrarse una sola vez (422 en otro caso). Las páginas no nombradas van a continuación en su orden original, así que "3" mueve la página 3 al principio; con drop_unlisted=1 se omiten en su lugar. El resultado es un documento nuevo formado por esas páginas; ${KEEPS_INFO}. ${PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      order: 'El nuevo orden de las páginas: números de página e intervalos ascendentes separados por comas, como 3,1,2 o 2-3,1 ("2-" llega hasta la última página).',
      drop_unlisted: 'Omite las páginas que order no nombra, en lugar de añadirlas en su orden original.',
      password: PDF_PASSWORD,
    },
  },
  fileProtectPdf: {
    summary: 'Cifra un PDF con una contraseña (AES-256)',
    description: 'Cifra el PDF con AES-256 (gestor de seguridad de PDF 2.0, revisión 6): solo se abre con password. Los permisos indican qué puede hacer un lector que lo abre con esa contraseña; modificar incluye también insertar, eliminar y girar páginas, y anotar incluye también rellenar formularios. Los respetan los lectores, no los impone el cifrado. owner_password los levanta; sin ella se usa una contraseña de propietario aleatoria de 32 caracteres que no se guarda, así que nadie puede levantarlos (unlock-pdf con password sigue quitando el cifrado por completo). Se rechaza un archivo que ya está cifrado: quite antes su contraseña con unlock-pdf. Varios archivos se responden en un ZIP.',
    params: {
      password: 'La contraseña necesaria para abrir el archivo (de 1 a 128 caracteres).',
      owner_password: 'La contraseña que levanta los permisos siguientes (de 1 a 128 caracteres, distinta de password). Por defecto: una aleatoria, que no se devuelve.',
      allow_printing: 'Si quien abre el archivo con password puede imprimirlo (1 o 0).',
      allow_copying: 'Si quien abre el archivo con password puede copiar su texto y sus imágenes (1 o 0).',
      allow_modifying: 'Si quien abre el archivo con password puede modificarlo (1 o 0).',
      allow_annotating: 'Si quien abre el archivo con password puede añadir comentarios y rellenar sus formularios (1 o 0).',
    },
  },
  fileUnlockPdf: {
    summary: 'Quita la contraseña y las restricciones de un PDF',
    description: 'Descifra el PDF con password y lo devuelve sin cifrar, sin restricciones de impresión ni de edición. Un archivo que se abre sin contraseña (solo lo restringe una contraseña de propietario) no necesita ninguna. Una contraseña incorrecta responde 422 BAD_PASSWORD, una que falta 422 PDF_PASSWORD_REQUIRED y un archivo dañado 422 MALFORMED_PDF. Un archivo que no está cifrado se devuelve sin cambios (byte a byte) en lugar de fallar, así que un lote puede mezclar ambos. Varios archivos se responden en un ZIP.',
    params: {
      password: 'La contraseña de usuario o de propietario del archivo. No hace falta cuando el archivo se abre sin ella.',
    },
  },
  filePdfInfo: {
    summary: 'Lee las páginas, los tamaños de página, los metadatos, el cifrado y las fuentes de un PDF',
    description: 'Describe cada PDF sin modificarlo: pages; page_sizes de las primeras 50 páginas (crop box antes de la rotación, en puntos y milímetros, la rotación y paper: A4, Letter, Legal, A3 o A5 en cualquier orientación con un margen de 1 pt, o null); uniform_size (todas las páginas del mismo tamaño); title, author, subject, keywords, creator, producer, creation_date y modification_date (ISO 8601, null cuando faltan); pdf_version según la cabecera del archivo; encrypted y encryption (un algoritmo como AES-256, la revisión, password_required, si se pudo abrir y los permisos de printing, copying, modifying, annotating, filling_forms y assembling); fonts (los nombres que usan las páginas y los formularios que dibujan, sin prefijos de subconjunto como ABCDEF+, como máximo 100); has_outline (marcadores); form_fields; size_bytes. Un archivo cifrado se describe sin su contraseña en la medida de lo posible (páginas, tamaños, fuentes): sus metadatos son entonces null. Con password se leen también sus metadatos; una contraseña incorrecta responde 422 BAD_PASSWORD. También se describen los archivos que superan el límite PDF_MAX_PAGES de las operaciones de edición. Varios archivos se responden con un array en el orden de subida.',
    params: {
      password: 'Contraseña de un archivo cifrado, para leer también sus metadatos. Opcional: sin ella se sigue describiendo lo que no está cifrado.',
    },
  },
  fileJpgToPdf: {
    summary: 'Crea un PDF a partir de imágenes JPEG, una página por imagen',
    description: imagesToPdf('JPEG y PNG'),
    params: IMAGES_TO_PDF_PARAMS,
  },
  filePngToPdf: {
    summary: 'Crea un PDF a partir de imágenes PNG, una página por imagen',
    description: imagesToPdf('PNG y JPEG'),
    params: IMAGES_TO_PDF_PARAMS,
  },
  fileSignPdf: {
    summary: 'Estampa una firma visible en una página de un PDF',
    description: 'Dibuja una firma en una página (por defecto la última): una imagen enviada en el campo de archivo `signature` (PNG con transparencia, o JPEG), una imagen en `signature_data_url`, o un `text` escrito con Dancing Script, una fuente manuscrita incrustada (como subconjunto) en el PDF. Exactamente una de las tres. Por defecto se sitúa en la esquina inferior derecha, a 36 pt de los bordes; `x` e `y` sitúan en cambio su esquina inferior izquierda, en puntos desde la esquina inferior izquierda de la página tal como se muestra (páginas giradas incluidas). Debe caber en la página: en otro caso la respuesta es 422 con los tamaños implicados. Con `date` se escribe debajo la fecha actual. Es una marca visible, no una firma digital criptográfica. Todo lo demás del PDF se conserva; varios PDF reciben la misma firma y se responden en un ZIP.',
    params: {
      text: 'Una firma escrita de 1-100 caracteres, con una fuente manuscrita (Dancing Script); letras latinas, dígitos y puntuación habitual',
      signature_data_url: 'La firma como data URL, data:image/png;base64,… o data:image/jpeg;base64,… (como la da un lienzo de dibujo), como máximo 2097152 bytes de imagen',
      page: 'La página que se firma, contando desde 1; por defecto la última',
      x: 'Borde izquierdo de la firma en puntos desde la izquierda de la página (72 pt = 1 pulgada); por defecto, a 36 pt del borde derecho',
      y: 'Borde inferior de la firma (con su línea de fecha) en puntos desde el pie de la página; por defecto 36',
      width: 'Ancho de la firma en puntos; su alto conserva las proporciones de la imagen o del texto; por defecto 150',
      color: 'Color de una firma escrita y de la línea de fecha, como #rrggbb o #rgb; por defecto #1a237e',
      date: 'Escribe la fecha de hoy (UTC, YYYY-MM-DD) bajo la firma; por defecto false',
      password: PDF_SAVED_PLAIN,
    },
  },
  fileWatermarkPdf: {
    summary: 'Pone una marca de agua de texto o de imagen sobre páginas de un PDF',
    description: 'Dibuja un `text`, o una imagen enviada en el campo de archivo `image` (PNG, conservando la transparencia, o JPEG), sobre las páginas seleccionadas (todas por defecto), con la opacidad indicada. Exactamente uno de los dos. Una imagen se escala al 50 % del ancho de la página (menos si así pasara del 50 % de su alto). Las posiciones se toman en la página tal como se muestra, así que las páginas giradas reciben una marca de agua derecha. El texto sigue siendo seleccionable. Todo lo demás del PDF se conserva; varios PDF reciben la misma marca de agua y se responden en un ZIP.',
    params: {
      text: 'Texto de la marca de agua, de 1-200 caracteres, en Helvetica Bold (caracteres Latin-1)',
      opacity: 'Opacidad de la marca de agua, de 0.05 (tenue) a 1 (opaca); por defecto 0.3',
      position: 'center, diagonal (centrada, a lo largo de la línea de la esquina inferior izquierda a la superior derecha), top o bottom (centrada, a 36 pt de ese borde); por defecto diagonal',
      font_size: 'Tamaño del texto en puntos; un texto demasiado largo para la página se reduce para caber; por defecto 48',
      color: 'Color del texto como #rrggbb o #rgb; por defecto #808080',
      pages: 'Páginas que llevan la marca de agua, como "1-3,5,7-" (7- significa de la 7 al final); por defecto todas',
      password: PDF_SAVED_PLAIN,
    },
  },
  filePageNumbersPdf: {
    summary: 'Escribe números de página en un PDF',
    description: 'Escribe un número en cada página seleccionada (todas por defecto), desde `start`, con `format`. Los números cuentan las páginas desde la primera numerada: con pages=2- y start=1 la portada queda en blanco y la página 2 muestra 1. Una página omitida en medio conserva igualmente su número (pages=1-3,5 numera la página 5 como 5), y {total} es el número que muestra la última página numerada. Las posiciones se toman en la página tal como se muestra, así que las páginas giradas se numeran derechas. Todo lo demás del PDF se conserva; varios PDF se numeran cada uno por su cuenta y se responden en un ZIP.',
    params: {
      position: 'Dónde va el número en la página tal como se muestra; por defecto bottom-center',
      start: 'El número que muestra la primera página numerada; por defecto 1',
      format: 'Texto de cada número: {n} es el número de página y {total} el de la última página, como en "{n}", "{n} / {total}" o "Página {n} de {total}"; debe contener {n}; por defecto "{n}"',
      font_size: 'Tamaño de los números en puntos (Helvetica); por defecto 10',
      margin: 'Distancia a los bordes de la página en puntos (72 pt = 1 pulgada); por defecto 24',
      color: 'Color de los números como #rrggbb o #rgb; por defecto #000000',
      pages: 'Páginas que llevan número, como "1-3,5,7-" (7- significa de la 7 al final); por defecto todas',
      password: PDF_SAVED_PLAIN,
    },
  },
  fileCompressPdf: {
    summary: 'Reduce el tamaño de un PDF recodificando sus imágenes',
    description: 'Recodifica las imágenes como JPEG con `quality`: las imágenes JPEG, y las almacenadas sin pérdida (Flate) sin transparencia, en gris o RGB de 8 bits. Una imagen cuyo lado mayor tiene más píxeles de los que `dpi` necesita a lo largo del lado mayor de la página más grande del documento se reduce a esa resolución; no se mide dónde se dibuja realmente, así que una imagen dibujada más pequeña que la página conserva más píxeles de los que daría `dpi` por sí solo. Las imágenes inusuales (CMYK, colores indexados, 16 bits, máscaras e imágenes con máscara, JBIG2, JPEG 2000) se conservan tal cual, igual que cualquier imagen que no se reduciría. Los flujos almacenados sin comprimir se comprimen con deflate, se descartan los objetos a los que nada hace referencia y el resto se empaqueta en flujos de objetos. El texto, las fuentes y los gráficos vectoriales no se tocan. El resultado nunca es mayor que el archivo subido: cuando nada se reduce, se devuelve el propio archivo subido. Las cabeceras X-Compression (compressed u original), X-Original-Size y X-Output-Size (bytes) indican qué ocurrió. Varios PDF se responden en un ZIP.',
    params: {
      quality: quality(60),
      dpi: 'Resolución a la que se reducen las imágenes, en puntos por pulgada, medida respecto a la página más grande; por defecto 150',
      password: PDF_SAVED_PLAIN,
    },
  },
  filePdfToJpg: {
    summary: 'Convierte páginas de un PDF en imágenes JPEG',
    description: pdfRender('JPEG', 'jpg'),
    params: {
      dpi: PDF_RENDER_DPI,
      pages: PDF_RENDER_PAGES,
      quality: quality(85),
      password: PDF_RENDER_PASSWORD,
    },
  },
  filePdfToPng: {
    summary: 'Convierte páginas de un PDF en imágenes PNG',
    description: pdfRender('PNG', 'png'),
    params: {
      dpi: PDF_RENDER_DPI,
      pages: PDF_RENDER_PAGES,
      password: PDF_RENDER_PASSWORD,
    },
  },
  filePdfToText: {
    summary: 'Extrae el texto de un PDF',
    description: 'Lee el texto que dibuja un PDF (con pdf.js), página a página: `pages` lista cada página seleccionada como { page, text } (números de página desde 1), `text` las une en ese orden separadas por un salto de página (\\f, como hace pdftotext), y `characters` cuenta los caracteres Unicode de `text`; `page_count` es el número de páginas del documento. Las líneas se reconstruyen a partir de dónde se sitúan los fragmentos de texto en la página, en el orden en que la página los dibuja (que es el orden de lectura en lo que escriben los procesadores de texto; las columnas dispuestas una junto a otra pueden entremezclarse): un fragmento cuya línea base se desplaza más de la mitad del tamaño de la fuente empieza una línea nueva, y un hueco visible entre fragmentos se convierte en un espacio. El texto dentro de imágenes (escaneos) no se reconoce: esas páginas responden con un texto vacío. Un PDF cifrado necesita su contraseña en `password`. Varios PDF se responden con un array en el orden de subida.',
    params: {
      pages: 'Páginas que se leen, como 1-3,5,7- (7- significa de la 7 a la última página), en el orden escrito; por defecto todas',
      password: PDF_RENDER_PASSWORD,
    },
  },
  fileExcelToCsv: {
    summary: 'Convierte una hoja de Excel a CSV',
    description: `Escribe una hoja de un libro de Excel (XLSX) como CSV (UTF-8, RFC 4180: campos entre comillas cuando contienen el delimitador, unas comillas o un salto de línea, y CRLF tras cada fila), con el nombre del archivo subido. Las celdas se escriben con los valores que muestra la hoja: una fórmula como su último resultado calculado, el texto enriquecido como texto simple, los números en su forma más corta sin el formato de número de la celda, TRUE y FALSE, las fechas en ISO 8601 (2024-03-01, 2024-03-01T14:30:00, o 14:30:00 para una hora del día) y los errores como su código (#N/A). Las filas van de A1 a la última fila y columna no vacías, incluidas las vacías intermedias; un rango combinado conserva su valor en su primera celda. Con all_sheets=1 la respuesta es un ZIP con un CSV por hoja, llamado <archivo>-<hoja>.csv. Una hoja puede tener como máximo 100 000 filas y 5 000 000 de celdas (413 por encima). ${SEVERAL_ZIP}`,
    params: {
      sheet: SHEET,
      all_sheets: ALL_SHEETS,
      delimiter: 'Separador de campos: comma (por defecto), semicolon o tab',
    },
  },
  fileCsvToExcel: {
    summary: 'Convierte un CSV en un libro de Excel',
    description: `Crea un libro de Excel (XLSX) con una hoja a partir de un archivo CSV (UTF-8, RFC 4180: los campos entre comillas pueden contener delimitadores, comillas escritas como "" y saltos de línea), con el nombre del archivo subido. El delimitador es el indicado o, si no, el más frecuente entre la coma, el punto y coma y el tabulador en el primer registro (fuera de comillas), y la coma cuando no se encuentra ninguno. Con types=1 (por defecto) los campos escritos como números (como -12, 3.5, 1e6; no 007, 1,5 ni números de más de 15 cifras significativas, que una celda no podría guardar exactamente) pasan a ser celdas numéricas y true/false (en mayúsculas o minúsculas) celdas booleanas; todo lo demás, y todos los campos con types=0, quedan como texto tal como se escribieron. Los campos vacíos dan celdas vacías; se omiten las líneas en blanco. Como máximo 100 000 filas y 5 000 000 de celdas (413 por encima), y 1000 columnas por fila. ${SEVERAL_ZIP}`,
    params: {
      delimiter: 'Separador de campos: comma, semicolon o tab; si no se indica, se detecta a partir del primer registro',
      sheet_name: `Nombre de la hoja creada con los datos (${SHEET_NAME_RULE}); por defecto Sheet1`,
      types: '1 (por defecto): los números y true/false pasan a ser celdas con tipo; 0: todos los campos quedan como texto',
    },
  },
  fileExcelToJson: {
    summary: 'Lee una hoja de Excel como filas JSON',
    description: 'Lee una hoja de un libro de Excel (XLSX), o todas las hojas con all_sheets=1, y responde { sheets: [{ name, rows }] } en el orden del libro. Con header=1 (por defecto) la primera fila no vacía da nombre a las propiedades (un nombre vacío pasa a ser column_<n> y a uno repetido se le añade _2, _3…) y cada fila posterior es un objeto con todas las propiedades, con null donde la celda está vacía; con header=0 cada fila es un array. Se omiten las filas vacías. Los valores conservan su tipo: números, true y false, texto; las fechas pasan a ser texto ISO 8601 (2024-03-01, 2024-03-01T14:30:00, o 14:30:00 para una hora del día); una fórmula da su último resultado calculado y un error su código (#N/A). Una hoja puede tener como máximo 100 000 filas y 5 000 000 de celdas, y el resultado como máximo 50 000 000 de caracteres (413 por encima). Varios archivos se responden con un array en el orden de subida.',
    params: {
      sheet: SHEET,
      all_sheets: ALL_SHEETS,
      header: '1 (por defecto): la primera fila no vacía contiene los nombres de columna y las filas son objetos; 0: las filas son arrays',
    },
  },
  fileJsonToExcel: {
    summary: 'Convierte filas JSON en un libro de Excel',
    description: `Crea un libro de Excel (XLSX) a partir de un archivo JSON, con el nombre del archivo subido. El JSON es un array de objetos (una fila cada uno; la fila de encabezado lista todas las claves en el orden en que aparecen por primera vez, y una fila sin una clave deja esa celda vacía), un array de arrays (una fila cada uno, sin encabezado añadido), o un objeto cuyos valores son arrays de ese tipo: una hoja por clave, con su nombre. Los números, true/false y el texto pasan a ser celdas con tipo, null una celda vacía, y los objetos o arrays anidados su texto JSON. Cualquier otra forma responde 422 indicando dónde falla. Como máximo 256 hojas, y 100 000 filas y 5 000 000 de celdas por hoja (413 por encima); una celda de Excel admite como máximo 32 767 caracteres. ${SEVERAL_ZIP}`,
    params: {
      sheet_name: `Nombre de la hoja cuando el JSON es un único array (${SHEET_NAME_RULE}); por defecto Sheet1`,
    },
  },
  fileWordToHtml: {
    summary: 'Convierte un documento de Word a HTML',
    description: `Convierte un documento de Word (DOCX) en una página HTML completa en UTF-8, con el nombre del archivo subido. Se conserva la estructura (títulos, párrafos, negrita y cursiva, listas, tablas, enlaces, notas al pie) y no el aspecto (fuentes, colores, tamaños, maquetación de página); los estilos sin equivalente en HTML se descartan sin aviso. Las imágenes se incrustan como URI data:, como máximo 50 MiB en total (413 por encima); los archivos que el documento solo enlaza nunca se descargan. ${SEVERAL_ZIP}`,
  },
  fileWordToText: {
    summary: 'Extrae el texto de un documento de Word',
    description: `Extrae el texto de un documento de Word (DOCX) como un archivo de texto UTF-8, con el nombre del archivo subido y la extensión .txt. Cada párrafo es una línea, con una línea en blanco entre párrafos; los elementos de lista y las celdas de tabla también son párrafos (una celda por línea, fila a fila). Se omiten el formato y las imágenes. ${SEVERAL_ZIP}`,
  },
  fileWordToPdf: {
    summary: 'Convierte un documento de Word a PDF',
    description: `Convierte un documento de Word (DOCX) a PDF con LibreOffice, conservando su maquetación, sus fuentes (las instaladas en el servidor; las demás se sustituyen) y sus imágenes, con el nombre del archivo subido. Las macros nunca se ejecutan y el contenido vinculado (imágenes o datos a los que el documento apunta en otro lugar) no se descarga. Esta operación necesita LibreOffice en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${SEVERAL_ZIP}`,
  },
  fileExcelToPdf: {
    summary: 'Convierte un libro de Excel a PDF',
    description: `Convierte un libro de Excel (XLSX) a PDF con LibreOffice: el área de impresión de cada hoja (o el rango usado), paginada según la configuración de página del libro, con el nombre del archivo subido. Las fórmulas muestran sus últimos resultados calculados; las macros nunca se ejecutan y los datos externos y los vínculos no se actualizan. Esta operación necesita LibreOffice en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${SEVERAL_ZIP}`,
  },
  fileHtmlToPdf: {
    summary: 'Convierte una página HTML a PDF',
    description: `Imprime un archivo HTML subido (UTF-8) a PDF con Chromium sin interfaz, maquetado según su hoja de estilo de impresión y sus reglas @page (A4 o Letter por defecto, sin fondos), con el nombre del archivo subido. La página se hace autónoma a la fuerza: se eliminan los scripts, frames, objects, embeds, <link> y <meta http-equiv>, se descartan los atributos de manejadores de eventos, y se elimina toda URL en atributos y CSS (src, href, url(), @import) que no sea un URI data: o un #fragmento, así que las imágenes y los estilos deben ir en línea o incrustados como URI data:. No se descarga nada de la red ni de los archivos del servidor, y no se ejecuta JavaScript. Esta operación necesita Chromium en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${SEVERAL_ZIP}`,
  },
}
