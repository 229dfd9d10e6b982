import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_USER_AGENT, parseUserAgent } from '../../lib/reference/user-agent.ts'

const text = (words: { en: string; es: string }) => z.string().nullable().apply(described, words)

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
      name: text({ en: 'Browser name (Chrome, Firefox, Mobile Safari, Edge…)', es: 'Nombre del navegador (Chrome, Firefox, Mobile Safari, Edge…)' }),
      version: text({ en: 'Its full version', es: 'Su versión completa' }),
      major: text({ en: 'Its major version', es: 'Su versión principal' }),
    }).apply(described, { en: 'The browser', es: 'El navegador' }),
    engine: z.object({
      name: text({ en: 'Rendering engine (Blink, Gecko, WebKit…)', es: 'Motor de renderizado (Blink, Gecko, WebKit…)' }),
      version: text({ en: 'Its version', es: 'Su versión' }),
    }).apply(described, { en: 'The rendering engine', es: 'El motor de renderizado' }),
    os: z.object({
      name: text({ en: 'Operating system (Windows, Mac OS, iOS, Android, Linux…)', es: 'Sistema operativo (Windows, Mac OS, iOS, Android, Linux…)' }),
      version: text({ en: 'Its version', es: 'Su versión' }),
    }).apply(described, { en: 'The operating system', es: 'El sistema operativo' }),
    device: z.object({
      type: text({ en: 'mobile, tablet, console, smarttv, wearable or embedded; null for a desktop or when unknown', es: 'mobile, tablet, console, smarttv, wearable o embedded; null para un ordenador de escritorio o si no se sabe' }),
      vendor: text({ en: 'Manufacturer (Apple, Samsung, Google…)', es: 'Fabricante (Apple, Samsung, Google…)' }),
      model: text({ en: 'Model (iPhone, SM-S918B, Pixel 8…)', es: 'Modelo (iPhone, SM-S918B, Pixel 8…)' }),
    }).apply(described, { en: 'The device', es: 'El dispositivo' }),
    cpu: z.object({
      architecture: text({ en: 'CPU architecture (amd64, arm64, ia32…)', es: 'Arquitectura de la CPU (amd64, arm64, ia32…)' }),
    }).apply(described, { en: 'The processor', es: 'El procesador' }),
    is_bot: z.boolean().apply(described, { en: 'Whether the client is automated (crawler, previewer, monitor, HTTP library, headless browser)', es: 'Si el cliente es automático (rastreador, generador de vistas previas, monitor, biblioteca HTTP, navegador sin interfaz)' }),
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
})
