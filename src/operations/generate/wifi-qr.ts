import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { imageLinkFields, qrCodeFields } from '../kits/text-results.ts'
import { formatParam, imageLink, QR_IMAGE_WORDS_ES, qrParams, qrQuery, renderQr } from '../../lib/image/codes.ts'

const ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const
type Encryption = (typeof ENCRYPTIONS)[number]

/** The characters the Wi-Fi QR format escapes with a backslash: \ ; , : and ". */
const escapeField = (text: string) => text.replace(/[\\;,:"]/g, (c) => `\\${c}`)

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/
const HEX = /^[0-9a-f]*$/i

/** Refuses a network name or password that no access point would accept. */
function checkNetwork(ssid: string, password: string | undefined, encryption: Encryption): void {
  const bytes = Buffer.byteLength(ssid)
  if (bytes > 32) throw new OperationError('WIFI_SSID_TOO_LONG', { bytes })
  if (encryption === 'nopass') {
    if (password !== undefined && password !== '') throw new OperationError('WIFI_PASSWORD_NOPASS')
    return
  }
  if (password === undefined || password === '') throw new OperationError('WIFI_PASSWORD_REQUIRED', { encryption })
  if (encryption === 'WPA') {
    // IEEE 802.11i: a passphrase of 8-63 printable ASCII characters, or the 256-bit key as 64 hex digits.
    const passphrase = password.length >= 8 && password.length <= 63 && PRINTABLE_ASCII.test(password)
    if (!passphrase && !(password.length === 64 && HEX.test(password))) throw new OperationError('WIFI_PASSWORD_WPA', { length: [...password].length })
  } else {
    const ascii = (password.length === 5 || password.length === 13) && PRINTABLE_ASCII.test(password)
    const hex = (password.length === 10 || password.length === 26) && HEX.test(password)
    if (!ascii && !hex) throw new OperationError('WIFI_PASSWORD_WEP')
  }
}

/**
 * The Wi-Fi network text of the ZXing barcode contents format, which Android and iOS cameras read:
 * WIFI:T:<type>;S:<ssid>;P:<password>;H:true;; with \ ; , : " escaped by a backslash,
 * P left out for an open network and H only for a hidden one.
 */
export function wifiPayload(ssid: string, password: string | undefined, encryption: Encryption, hidden: boolean): string {
  let text = `WIFI:T:${encryption};S:${escapeField(ssid)};`
  if (encryption !== 'nopass' && password) text += `P:${escapeField(password)};`
  if (hidden) text += 'H:true;'
  return `${text};`
}

export default defineOperation({
  category: 'generate',
  name: 'wifi-qr',
  input: 'query',
  summary: 'Generate a QR code that joins a Wi-Fi network when scanned',
  description: 'Encodes the network in the Wi-Fi text that phone cameras (Android, iOS 11 and later) read, as the ZXing barcode contents format defines it: '
    + 'WIFI:T:WPA;S:<ssid>;P:<password>;H:true;; where the characters \\ ; , : and " in ssid and password are escaped with a backslash, '
    + 'P is left out for an open network (encryption=nopass) and H:true is written only for a hidden network. payload is that text. '
    + 'encryption WPA covers WPA, WPA2 and WPA3 personal; WEP is the old standard. '
    + 'The values a network accepts are checked: ssid at most 32 bytes of UTF-8; a WPA password of 8 to 63 printable ASCII characters or 64 hexadecimal digits; '
    + 'a WEP key of 5 or 13 ASCII characters or 10 or 26 hexadecimal digits; no password with nopass. '
    + 'ssid and password are written as given (not put in quotes, even when they look like hexadecimal). '
    + 'The image is drawn as generate/qr draws it: url is a signed link valid until expires_at, data_uri the same image inline; size, error_correction, margin and format work the same way.',
  params: z.object({
    ssid: z.string().min(1).max(128).describe('The network name (SSID), at most 32 bytes of UTF-8'),
    password: z.string().max(128).optional().describe('The password: for WPA 8 to 63 printable ASCII characters or 64 hex digits; for WEP 5 or 13 characters or 10 or 26 hex digits; none for nopass'),
    encryption: z.enum(ENCRYPTIONS).default('WPA').describe('Security: WPA (WPA, WPA2 or WPA3 personal; default), WEP, or nopass for an open network'),
    hidden: z.boolean().default(false).describe('true when the network does not broadcast its name; default false'),
    ...qrParams.omit({ text: true }).shape,
    format: formatParam,
  }),
  result: z.object({
    ...imageLinkFields,
    payload: z.string().apply(described, { en: 'The Wi-Fi text the QR code holds, such as WIFI:T:WPA;S:Home;P:secret123;;', es: 'El texto Wi-Fi que contiene el código QR, como WIFI:T:WPA;S:Casa;P:secreto123;;' }),
    ...qrCodeFields,
  }),
  examples: [
    {
      title: 'a WPA network',
      params: { ssid: 'Home', password: 'correct horse' },
      result: { payload: 'WIFI:T:WPA;S:Home;P:correct horse;;', format: 'png', size: 300 },
    },
    {
      title: 'a hidden open network with characters that need escaping, as SVG',
      params: { ssid: 'Café; "Guest"', encryption: 'nopass', hidden: true, format: 'svg' },
      result: { payload: 'WIFI:T:nopass;S:Café\\; \\"Guest\\";H:true;;', format: 'svg' },
    },
  ],
  run: async ({ ssid, password, encryption, hidden, format, size, error_correction, margin }, ctx) => {
    checkNetwork(ssid, password, encryption)
    const payload = wifiPayload(ssid, password, encryption, hidden)
    const spec = { text: payload, size, error_correction, margin }
    const { image, version, modules } = await renderQr(spec, format)
    return { ...imageLink(ctx, 'qr', image, qrQuery(spec)), payload, size, error_correction, margin, version, modules }
  },
  es: {
    summary: 'Genera un código QR que conecta a una red Wi-Fi al escanearlo',
    description: 'Codifica la red en el texto Wi-Fi que leen las cámaras de los teléfonos (Android, iOS 11 y posteriores), tal como lo define el formato de contenidos de códigos de ZXing: '
      + 'WIFI:T:WPA;S:<ssid>;P:<contraseña>;H:true;; donde los caracteres \\ ; , : y " de ssid y password se escapan con una barra invertida, '
      + 'P se omite en una red abierta (encryption=nopass) y H:true solo se escribe para una red oculta. payload es ese texto. '
      + 'encryption WPA abarca WPA, WPA2 y WPA3 personal; WEP es el estándar antiguo. '
      + 'Se comprueban los valores que acepta una red: ssid de 32 bytes de UTF-8 como máximo; una contraseña WPA de 8 a 63 caracteres ASCII imprimibles o 64 dígitos hexadecimales; '
      + 'una clave WEP de 5 o 13 caracteres ASCII o de 10 o 26 dígitos hexadecimales; ninguna contraseña con nopass. '
      + 'ssid y password se escriben tal cual (no se ponen entre comillas, aunque parezcan hexadecimales). '
      + 'La imagen se dibuja como en generate/qr: url es un enlace firmado válido hasta expires_at y data_uri la misma imagen en línea; size, error_correction, margin y format funcionan igual.',
    params: {
      ...QR_IMAGE_WORDS_ES,
      ssid: 'El nombre de la red (SSID), de 32 bytes de UTF-8 como máximo',
      password: 'La contraseña: para WPA, de 8 a 63 caracteres ASCII imprimibles o 64 dígitos hexadecimales; para WEP, 5 o 13 caracteres o 10 o 26 dígitos hexadecimales; ninguna con nopass',
      encryption: 'Seguridad: WPA (WPA, WPA2 o WPA3 personal; por defecto), WEP, o nopass para una red abierta',
      hidden: 'true cuando la red no anuncia su nombre; por defecto false',
      error_correction: 'Nivel de corrección de errores: L (puede dañarse el 7 % del código), M (15 %, por defecto), Q (25 %) o H (30 %)',
    },
  },
})
