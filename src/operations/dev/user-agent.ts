import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { MAX_USER_AGENT, parseUserAgent } from '../../lib/reference/user-agent.ts'

const text = (words: FieldWords) => z.string().nullable().apply(described, words)

export default defineOperation({
  category: 'dev',
  name: 'user-agent',
  input: 'json',
  summary: 'Parse a User-Agent header: browser, engine, operating system, device, CPU and bots',
  description: 'Reads the browser, rendering engine, operating system, device and CPU architecture a User-Agent string announces, with ua-parser-js 1.x (MIT licence). '
    + 'What the string does not say is null: a desktop browser names no device type, and recent browsers freeze parts of the string (Chrome reports Windows 10 for Windows 11, and a reduced macOS version), so these are what the client claims, not proof. '
    + 'device.type is mobile, tablet, console, smarttv, wearable or embedded when known (null for desktops). '
    + 'is_bot is true for automated clients: crawlers and spiders (Googlebot, bingbot), link previewers, monitors, headless browsers, and HTTP libraries and command-line tools (curl, Wget, python-requests, Go-http-client), recognised by the product names they send. '
    + `At most ${MAX_USER_AGENT.toLocaleString('en')} characters.`,
  params: z.object({
    ua: z.string().max(MAX_USER_AGENT).describe('The User-Agent header value'),
  }),
  result: z.object({
    browser: z.object({
      name: text({
        en: 'Browser name (Chrome, Firefox, Mobile Safari, Edge…)',
        es: 'Nombre del navegador (Chrome, Firefox, Mobile Safari, Edge…)',
        de: 'Name des Browsers (Chrome, Firefox, Mobile Safari, Edge…)',
        fr: 'Nom du navigateur (Chrome, Firefox, Mobile Safari, Edge…)',
        'pt-br': 'Nome do navegador (Chrome, Firefox, Mobile Safari, Edge…)',
        'zh-cn': '浏览器名称（Chrome、Firefox、Mobile Safari、Edge…）',
      }),
      version: text({ en: 'Its full version', es: 'Su versión completa', de: 'Seine vollständige Version', fr: 'Sa version complète', 'pt-br': 'Sua versão completa', 'zh-cn': '完整版本号' }),
      major: text({ en: 'Its major version', es: 'Su versión principal', de: 'Seine Hauptversion', fr: 'Sa version majeure', 'pt-br': 'Sua versão principal', 'zh-cn': '主版本号' }),
    }).apply(described, { en: 'The browser', es: 'El navegador', de: 'Der Browser', fr: 'Le navigateur', 'pt-br': 'O navegador', 'zh-cn': '浏览器' }),
    engine: z.object({
      name: text({
        en: 'Rendering engine (Blink, Gecko, WebKit…)',
        es: 'Motor de renderizado (Blink, Gecko, WebKit…)',
        de: 'Rendering-Engine (Blink, Gecko, WebKit…)',
        fr: 'Moteur de rendu (Blink, Gecko, WebKit…)',
        'pt-br': 'Mecanismo de renderização (Blink, Gecko, WebKit…)',
        'zh-cn': '渲染引擎（Blink、Gecko、WebKit…）',
      }),
      version: text({ en: 'Its version', es: 'Su versión', de: 'Seine Version', fr: 'Sa version', 'pt-br': 'Sua versão', 'zh-cn': '版本号' }),
    }).apply(described, { en: 'The rendering engine', es: 'El motor de renderizado', de: 'Die Rendering-Engine', fr: 'Le moteur de rendu', 'pt-br': 'O mecanismo de renderização', 'zh-cn': '渲染引擎' }),
    os: z.object({
      name: text({
        en: 'Operating system (Windows, Mac OS, iOS, Android, Linux…)',
        es: 'Sistema operativo (Windows, Mac OS, iOS, Android, Linux…)',
        de: 'Betriebssystem (Windows, Mac OS, iOS, Android, Linux…)',
        fr: "Système d'exploitation (Windows, Mac OS, iOS, Android, Linux…)",
        'pt-br': 'Sistema operacional (Windows, Mac OS, iOS, Android, Linux…)',
        'zh-cn': '操作系统（Windows、Mac OS、iOS、Android、Linux…）',
      }),
      version: text({ en: 'Its version', es: 'Su versión', de: 'Seine Version', fr: 'Sa version', 'pt-br': 'Sua versão', 'zh-cn': '版本号' }),
    }).apply(described, { en: 'The operating system', es: 'El sistema operativo', de: 'Das Betriebssystem', fr: "Le système d'exploitation", 'pt-br': 'O sistema operacional', 'zh-cn': '操作系统' }),
    device: z.object({
      type: text({
        en: 'mobile, tablet, console, smarttv, wearable or embedded; null for a desktop or when unknown',
        es: 'mobile, tablet, console, smarttv, wearable o embedded; null para un ordenador de escritorio o si no se sabe',
        de: 'mobile, tablet, console, smarttv, wearable oder embedded; null bei einem Desktopcomputer oder wenn unbekannt',
        fr: "mobile, tablet, console, smarttv, wearable ou embedded\u00a0; null pour un ordinateur de bureau ou si on ne le sait pas",
        'pt-br': 'mobile, tablet, console, smarttv, wearable ou embedded; null para um computador desktop ou se não se souber',
        'zh-cn': 'mobile、tablet、console、smarttv、wearable 或 embedded；台式计算机或未知时为 null',
      }),
      vendor: text({
        en: 'Manufacturer (Apple, Samsung, Google…)',
        es: 'Fabricante (Apple, Samsung, Google…)',
        de: 'Hersteller (Apple, Samsung, Google…)',
        fr: 'Fabricant (Apple, Samsung, Google…)',
        'pt-br': 'Fabricante do dispositivo (Apple, Samsung, Google…)',
        'zh-cn': '制造商（Apple、Samsung、Google…）',
      }),
      model: text({
        en: 'Model (iPhone, SM-S918B, Pixel 8…)',
        es: 'Modelo (iPhone, SM-S918B, Pixel 8…)',
        de: 'Modell (iPhone, SM-S918B, Pixel 8…)',
        fr: 'Modèle (iPhone, SM-S918B, Pixel 8…)',
        'pt-br': 'Modelo do dispositivo (iPhone, SM-S918B, Pixel 8…)',
        'zh-cn': '型号（iPhone、SM-S918B、Pixel 8…）',
      }),
    }).apply(described, { en: 'The device', es: 'El dispositivo', de: 'Das Gerät', fr: "L'appareil", 'pt-br': 'O dispositivo', 'zh-cn': '设备' }),
    cpu: z.object({
      architecture: text({
        en: 'CPU architecture (amd64, arm64, ia32…)',
        es: 'Arquitectura de la CPU (amd64, arm64, ia32…)',
        de: 'CPU-Architektur (amd64, arm64, ia32…)',
        fr: 'Architecture du processeur (amd64, arm64, ia32…)',
        'pt-br': 'Arquitetura da CPU (amd64, arm64, ia32…)',
        'zh-cn': 'CPU 架构（amd64、arm64、ia32…）',
      }),
    }).apply(described, { en: 'The processor', es: 'El procesador', de: 'Der Prozessor', fr: 'Le processeur', 'pt-br': 'O processador', 'zh-cn': '处理器' }),
    is_bot: z.boolean().apply(described, {
      en: 'Whether the client is automated (crawler, previewer, monitor, HTTP library, headless browser)',
      es: 'Si el cliente es automático (rastreador, generador de vistas previas, monitor, biblioteca HTTP, navegador sin interfaz)',
      de: 'Ob der Client automatisiert ist (Crawler, Linkvorschau, Monitoring, HTTP-Bibliothek, Headless-Browser)',
      fr: "Si le client est automatisé (robot d'indexation, générateur d'aperçus, outil de supervision, bibliothèque HTTP, navigateur headless)",
      'pt-br': 'Se o cliente é automatizado (rastreador, gerador de visualizações, monitor, biblioteca HTTP, navegador headless)',
      'zh-cn': '客户端是否为自动化程序（爬虫、链接预览工具、监控程序、HTTP 库、无头浏览器）',
    }),
  }),
  examples: [
    {
      params: { ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1' },
      result: {
        browser: { name: 'Mobile Safari', version: '17.1', major: '17' }, engine: { name: 'WebKit', version: '605.1.15' },
        os: { name: 'iOS', version: '17.1' }, device: { type: 'mobile', vendor: 'Apple', model: 'iPhone' }, is_bot: false,
      },
    },
    { title: 'a crawler', params: { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, result: { is_bot: true } },
  ],
  run: ({ ua }) => parseUserAgent(ua),
  es: {
    summary: 'Analiza una cabecera User-Agent: navegador, motor, sistema operativo, dispositivo, CPU y bots',
    description: `Lee el navegador, el motor de renderizado, el sistema operativo, el dispositivo y la arquitectura de CPU que anuncia una cadena User-Agent, con ua-parser-js 1.x (licencia MIT). Lo que la cadena no dice es null: un navegador de escritorio no indica tipo de dispositivo, y los navegadores recientes congelan partes de la cadena (Chrome declara Windows 10 en Windows 11, y una versión de macOS reducida), así que esto es lo que el cliente afirma, no una prueba. device.type es mobile, tablet, console, smarttv, wearable o embedded cuando se sabe (null para ordenadores de escritorio). is_bot es true para los clientes automáticos: rastreadores y arañas (Googlebot, bingbot), generadores de vistas previas de enlaces, monitores, navegadores sin interfaz, y bibliotecas HTTP y herramientas de línea de órdenes (curl, Wget, python-requests, Go-http-client), reconocidos por los nombres de producto que envían. Como máximo ${MAX_USER_AGENT} caracteres.`,
    params: {
      ua: 'El valor de la cabecera User-Agent',
    },
  },
  de: {
    summary: 'Analysiert einen User-Agent-Header: Browser, Engine, Betriebssystem, Gerät, CPU und Bots',
    description: `Liest den Browser, die Rendering-Engine, das Betriebssystem, das Gerät und die CPU-Architektur, die eine User-Agent-Zeichenfolge angibt, mit ua-parser-js 1.x (MIT-Lizenz). Was die Zeichenfolge nicht angibt, ist null: Ein Desktopbrowser nennt keinen Gerätetyp, und aktuelle Browser frieren Teile der Zeichenfolge ein (Chrome meldet Windows 10 unter Windows 11 und eine verkürzte macOS-Version), daher ist dies das, was der Client behauptet, kein Beweis. device.type ist mobile, tablet, console, smarttv, wearable oder embedded, wenn bekannt (null bei Desktops). is_bot ist true bei automatisierten Clients: Crawlern und Spidern (Googlebot, bingbot), Linkvorschauen, Monitoring-Diensten, Headless-Browsern sowie HTTP-Bibliotheken und Befehlszeilentools (curl, Wget, python-requests, Go-http-client), erkannt an den Produktnamen, die sie senden. Höchstens ${MAX_USER_AGENT} Zeichen.`,
    params: {
      ua: 'Der Wert des User-Agent-Headers',
    },
  },
  fr: {
    summary: "Analyse un en-tête User-Agent\u00a0: navigateur, moteur, système d'exploitation, appareil, processeur et robots",
    description: `Lit le navigateur, le moteur de rendu, le système d'exploitation, l'appareil et l'architecture de processeur qu'annonce une chaîne User-Agent, avec ua-parser-js 1.x (licence MIT). Ce que la chaîne ne dit pas vaut null\u00a0: un navigateur de bureau n'indique pas de type d'appareil, et les navigateurs récents figent certaines parties de la chaîne (Chrome annonce Windows 10 sous Windows 11, et une version de macOS réduite), il s'agit donc de ce que le client affirme, pas d'une preuve. device.type vaut mobile, tablet, console, smarttv, wearable ou embedded quand il est connu (null pour les ordinateurs de bureau). is_bot vaut true pour les clients automatisés\u00a0: robots d'indexation (Googlebot, bingbot), générateurs d'aperçus de liens, outils de supervision, navigateurs headless, ainsi que bibliothèques HTTP et outils en ligne de commande (curl, Wget, python-requests, Go-http-client), reconnus aux noms de produit qu'ils envoient. ${MAX_USER_AGENT} caractères au maximum.`,
    params: {
      ua: "La valeur de l'en-tête User-Agent",
    },
  },
  'pt-br': {
    summary: 'Analisa um cabeçalho User-Agent: navegador, mecanismo, sistema operacional, dispositivo, CPU e bots',
    description: `Lê o navegador, o mecanismo de renderização, o sistema operacional, o dispositivo e a arquitetura de CPU que uma cadeia User-Agent anuncia, com ua-parser-js 1.x (licença MIT). O que a cadeia não diz é null: um navegador de desktop não indica tipo de dispositivo, e os navegadores recentes congelam partes da cadeia (o Chrome informa Windows 10 no Windows 11, e uma versão reduzida do macOS), então isso é o que o cliente afirma, não uma prova. device.type é mobile, tablet, console, smarttv, wearable ou embedded quando conhecido (null para computadores desktop). is_bot é true para clientes automatizados: rastreadores e spiders (Googlebot, bingbot), geradores de visualização de links, monitores, navegadores headless, e bibliotecas HTTP e ferramentas de linha de comando (curl, Wget, python-requests, Go-http-client), reconhecidos pelos nomes de produto que enviam. No máximo ${MAX_USER_AGENT} caracteres.`,
    params: {
      ua: 'O valor do cabeçalho User-Agent',
    },
  },
  'zh-cn': {
    summary: '解析 User-Agent 标头：浏览器、引擎、操作系统、设备、CPU 和机器人',
    description: `使用 ua-parser-js 1.x（MIT 许可证）读取 User-Agent 字符串所声明的浏览器、渲染引擎、操作系统、设备和 CPU 架构。字符串中未说明的内容为 null：桌面浏览器不会说明设备类型，而且较新的浏览器会冻结字符串的部分内容（Chrome 在 Windows 11 上报告 Windows 10，并报告精简的 macOS 版本），因此这些只是客户端的自称，而非证明。已知时 device.type 为 mobile、tablet、console、smarttv、wearable 或 embedded（台式计算机为 null）。对于自动化客户端，is_bot 为 true：爬虫和蜘蛛程序（Googlebot、bingbot）、链接预览工具、监控程序、无头浏览器，以及 HTTP 库和命令行工具（curl、Wget、python-requests、Go-http-client），根据它们发送的产品名称识别。最多 ${MAX_USER_AGENT} 个字符。`,
    params: {
      ua: 'User-Agent 标头的值',
    },
  },
})
