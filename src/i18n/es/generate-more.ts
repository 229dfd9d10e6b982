import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate-more.ts'

export default {
  NANOID_ALPHABET_SIZE: 'alphabet tiene {count} caracteres distintos; un alfabeto de Nano ID necesita de {min} a {max}: añada caracteres o quite algunos',
  NANOID_ALPHABET_DUPLICATE: 'alphabet repite {char} (carácter {position}); cada carácter puede aparecer una sola vez, o unos saldrían más a menudo que otros: quite la repetición',
  NANOID_ALPHABET_CONTROL: 'alphabet contiene un carácter de control ({code}, carácter {position}), que sería invisible en un identificador; use solo caracteres imprimibles',
  WIFI_SSID_TOO_LONG: 'ssid ocupa {bytes} bytes en UTF-8; el nombre de una red Wi-Fi admite como máximo 32 bytes: acórtelo (las letras fuera de ASCII ocupan de 2 a 4 bytes cada una)',
  WIFI_PASSWORD_REQUIRED: 'encryption={encryption} necesita una contraseña; envíe password, o indique encryption=nopass para una red abierta',
  WIFI_PASSWORD_WPA: 'password tiene {length} caracteres; una frase de paso WPA/WPA2/WPA3 tiene de 8 a 63 caracteres ASCII imprimibles (letras, dígitos, espacio y signos de puntuación), o exactamente 64 dígitos hexadecimales: cámbiela por una de esas formas',
  WIFI_PASSWORD_WEP: 'password no es una clave WEP; WEP admite 5 o 13 caracteres ASCII, o 10 o 26 dígitos hexadecimales: revise la clave, o use encryption=WPA',
  WIFI_PASSWORD_NOPASS: 'encryption=nopass es una red abierta, que no tiene contraseña; omita password, o indique encryption WPA o WEP',
  COLOR_CSS_INVALID: '{param} "{value}" no es un color CSS; escriba un nombre como rebeccapurple, HEX como #4f7cff, #fff o #4f7cff80 (en la query string de una URL escriba # como %23, u omítalo), o una función CSS como rgb(79 124 255), hsl(225 100% 65%), hwb(225 31% 0%), lab(54 81 70), lch(54 106 41), oklch(0.63 0.26 29) o color(display-p3 1 0 0)',
} satisfies Catalogue<typeof en>
