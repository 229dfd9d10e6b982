import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { imageLinkFields, qrCodeFields } from '../kits/text-results.ts'
import { formatParam, imageLink, QR_IMAGE_WORDS, qrParams, qrQuery, renderQr } from '../../lib/image/codes.ts'

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
    payload: z.string().apply(described, {
      en: 'The Wi-Fi text the QR code holds, such as WIFI:T:WPA;S:Home;P:secret123;;',
      es: 'El texto Wi-Fi que contiene el código QR, como WIFI:T:WPA;S:Casa;P:secreto123;;',
      de: 'Der Wi-Fi-Text im QR-Code, etwa WIFI:T:WPA;S:Zuhause;P:geheim123;;',
      fr: 'Le texte Wi-Fi que contient le code QR, par exemple WIFI:T:WPA;S:Maison;P:secret123;;',
      'pt-br': 'O texto Wi-Fi contido no código QR, como WIFI:T:WPA;S:Casa;P:segredo123;;',
      'zh-cn': 'QR 码中包含的 Wi-Fi 文本，例如 WIFI:T:WPA;S:Home;P:secret123;;',
    }),
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
      ...QR_IMAGE_WORDS.es,
      ssid: 'El nombre de la red (SSID), de 32 bytes de UTF-8 como máximo',
      password: 'La contraseña: para WPA, de 8 a 63 caracteres ASCII imprimibles o 64 dígitos hexadecimales; para WEP, 5 o 13 caracteres o 10 o 26 dígitos hexadecimales; ninguna con nopass',
      encryption: 'Seguridad: WPA (WPA, WPA2 o WPA3 personal; por defecto), WEP, o nopass para una red abierta',
      hidden: 'true cuando la red no anuncia su nombre; por defecto false',
      error_correction: 'Nivel de corrección de errores: L (puede dañarse el 7 % del código), M (15 %, por defecto), Q (25 %) o H (30 %)',
    },
  },
  de: {
    summary: 'Erzeugt einen QR-Code, der beim Scannen die Verbindung mit einem WLAN herstellt',
    description: 'Codiert das Netzwerk in dem Wi-Fi-Text, den Smartphone-Kameras (Android, iOS 11 und höher) lesen, wie ihn das ZXing-Format für Barcode-Inhalte definiert: WIFI:T:WPA;S:<ssid>;P:<Kennwort>;H:true;; wobei die Zeichen \\ ; , : und " in ssid und password mit einem umgekehrten Schrägstrich maskiert werden, P bei einem offenen Netzwerk (encryption=nopass) entfällt und H:true nur bei einem verborgenen Netzwerk geschrieben wird. payload ist dieser Text. encryption WPA umfasst WPA, WPA2 und WPA3 Personal; WEP ist der alte Standard. Die Werte, die ein Netzwerk akzeptiert, werden geprüft: ssid höchstens 32 Byte UTF-8; ein WPA-Kennwort aus 8 bis 63 druckbaren ASCII-Zeichen oder 64 Hexadezimalziffern; ein WEP-Schlüssel aus 5 oder 13 ASCII-Zeichen oder 10 oder 26 Hexadezimalziffern; kein Kennwort bei nopass. ssid und password werden so geschrieben, wie sie angegeben sind (nicht in Anführungszeichen gesetzt, auch wenn sie wie Hexadezimalzahlen aussehen). Das Bild wird wie bei generate/qr gezeichnet: url ist ein signierter Link, gültig bis expires_at, data_uri dasselbe Bild eingebettet; size, error_correction, margin und format funktionieren genauso.',
    params: {
      ...QR_IMAGE_WORDS.de,
      ssid: 'Der Netzwerkname (SSID), höchstens 32 Byte UTF-8',
      password: 'Das Kennwort: bei WPA 8 bis 63 druckbare ASCII-Zeichen oder 64 Hexadezimalziffern; bei WEP 5 oder 13 Zeichen oder 10 oder 26 Hexadezimalziffern; keines bei nopass',
      encryption: 'Sicherheit: WPA (WPA, WPA2 oder WPA3 Personal; Standard), WEP oder nopass für ein offenes Netzwerk',
      hidden: 'true, wenn das Netzwerk seinen Namen nicht aussendet; Standard: false',
      error_correction: 'Fehlerkorrekturstufe: L (7 % des Codes dürfen beschädigt sein), M (15 %, Standard), Q (25 %) oder H (30 %); höhere Stufen fassen weniger Text',
    },
  },
  fr: {
    summary: 'Génère un code QR qui connecte à un réseau Wi-Fi une fois scanné',
    description: 'Encode le réseau dans le texte Wi-Fi que lisent les appareils photo des téléphones (Android, iOS 11 et versions ultérieures), tel que le définit le format de contenu des codes-barres de ZXing\u00a0: WIFI:T:WPA;S:<ssid>;P:<mot de passe>;H:true;; où les caractères \\ ; ,\u00a0: et " de ssid et password sont échappés par une barre oblique inverse, P est omis pour un réseau ouvert (encryption=nopass) et H:true n\'est écrit que pour un réseau masqué. payload est ce texte. encryption WPA couvre WPA, WPA2 et WPA3 Personnel\u00a0; WEP est l\'ancienne norme. Les valeurs qu\'un réseau accepte sont vérifiées\u00a0: ssid d\'au plus 32 octets UTF-8\u00a0; un mot de passe WPA de 8 à 63 caractères ASCII imprimables ou de 64 chiffres hexadécimaux\u00a0; une clé WEP de 5 ou 13 caractères ASCII ou de 10 ou 26 chiffres hexadécimaux\u00a0; aucun mot de passe avec nopass. ssid et password sont écrits tels quels (sans guillemets, même s\'ils ressemblent à de l\'hexadécimal). L\'image est dessinée comme le fait generate/qr\u00a0: url est un lien signé valide jusqu\'à expires_at, data_uri la même image intégrée\u00a0; size, error_correction, margin et format fonctionnent de la même façon.',
    params: {
      ...QR_IMAGE_WORDS.fr,
      ssid: 'Le nom du réseau (SSID), au plus 32 octets UTF-8',
      password: 'Le mot de passe\u00a0: pour WPA, 8 à 63 caractères ASCII imprimables ou 64 chiffres hexadécimaux\u00a0; pour WEP, 5 ou 13 caractères ou 10 ou 26 chiffres hexadécimaux\u00a0; aucun avec nopass',
      encryption: 'Sécurité\u00a0: WPA (WPA, WPA2 ou WPA3 Personnel\u00a0; par défaut), WEP, ou nopass pour un réseau ouvert',
      hidden: 'true si le réseau ne diffuse pas son nom\u00a0; false par défaut',
      error_correction: 'Niveau de correction d\'erreurs\u00a0: L (7 % du code peut être endommagé), M (15 %, par défaut), Q (25 %) ou H (30 %)\u00a0; les niveaux plus élevés contiennent moins de texte',
    },
  },
  'pt-br': {
    summary: 'Gera um código QR que conecta a uma rede Wi-Fi ao ser lido',
    description: 'Codifica a rede no texto Wi-Fi que as câmeras dos celulares (Android, iOS 11 e posteriores) leem, conforme definido pelo formato de conteúdo de códigos de barras do ZXing: WIFI:T:WPA;S:<ssid>;P:<senha>;H:true;; em que os caracteres \\ ; , : e " de ssid e password recebem escape com uma barra invertida, P é omitido em uma rede aberta (encryption=nopass) e H:true só é escrito para uma rede oculta. payload é esse texto. encryption WPA abrange WPA, WPA2 e WPA3 Personal; WEP é o padrão antigo. Os valores que uma rede aceita são verificados: ssid de no máximo 32 bytes de UTF-8; uma senha WPA de 8 a 63 caracteres ASCII imprimíveis ou 64 dígitos hexadecimais; uma chave WEP de 5 ou 13 caracteres ASCII ou de 10 ou 26 dígitos hexadecimais; nenhuma senha com nopass. ssid e password são escritos como foram informados (sem aspas, mesmo quando parecem hexadecimais). A imagem é desenhada como em generate/qr: url é um link assinado válido até expires_at, e data_uri, a mesma imagem embutida; size, error_correction, margin e format funcionam da mesma forma.',
    params: {
      ...QR_IMAGE_WORDS['pt-br'],
      ssid: 'O nome da rede (SSID), no máximo 32 bytes de UTF-8',
      password: 'A senha: para WPA, de 8 a 63 caracteres ASCII imprimíveis ou 64 dígitos hexadecimais; para WEP, 5 ou 13 caracteres ou 10 ou 26 dígitos hexadecimais; nenhuma com nopass',
      encryption: 'Segurança: WPA (WPA, WPA2 ou WPA3 Personal; padrão), WEP ou nopass para uma rede aberta',
      hidden: 'true quando a rede não transmite o nome; padrão false',
      error_correction: 'Nível de correção de erros: L (até 7% do código pode estar danificado), M (15%, padrão), Q (25%) ou H (30%); níveis mais altos comportam menos texto',
    },
  },
  'zh-cn': {
    summary: '生成扫描后即可连接 Wi-Fi 网络的 QR 码',
    description: '将网络信息编码为手机相机（Android、iOS 11 及更高版本）可读取的 Wi-Fi 文本，格式由 ZXing 条形码内容格式定义：WIFI:T:WPA;S:<ssid>;P:<密码>;H:true;;，其中 ssid 和 password 中的字符 \\ ; , : 和 " 用反斜杠转义，开放网络（encryption=nopass）省略 P，仅隐藏网络写入 H:true。payload 即该文本。encryption 为 WPA 时涵盖 WPA、WPA2 和 WPA3 个人版；WEP 是旧标准。会检查网络可接受的值：ssid 最多 32 字节 UTF-8；WPA 密码为 8 到 63 个可打印 ASCII 字符或 64 位十六进制数字；WEP 密钥为 5 或 13 个 ASCII 字符，或 10 或 26 位十六进制数字；nopass 时不能有密码。ssid 和 password 按原样写入（不加引号，即使看起来像十六进制）。图像的绘制方式与 generate/qr 相同：url 是在 expires_at 之前有效的签名链接，data_uri 是内嵌的同一图像；size、error_correction、margin 和 format 的用法也相同。',
    params: {
      ...QR_IMAGE_WORDS['zh-cn'],
      ssid: '网络名称（SSID），最多 32 字节 UTF-8',
      password: '密码：WPA 为 8 到 63 个可打印 ASCII 字符或 64 位十六进制数字；WEP 为 5 或 13 个字符，或 10 或 26 位十六进制数字；nopass 时不填',
      encryption: '安全类型：WPA（WPA、WPA2 或 WPA3 个人版；默认）、WEP，开放网络则为 nopass',
      hidden: '网络不广播其名称时为 true；默认 false',
      error_correction: '纠错级别：L（码的 7% 可以损坏）、M（15%，默认）、Q（25%）或 H（30%）；级别越高，可容纳的文本越少',
    },
  },
})
