import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate-more.ts'

export default {
  NANOID_ALPHABET_SIZE: 'alphabet tem {count} caracteres diferentes; um alfabeto Nano ID precisa de {min} a {max}: adicione ou remova caracteres',
  NANOID_ALPHABET_DUPLICATE: 'alphabet repete {char} (caractere {position}); cada caractere pode aparecer uma única vez, senão alguns sairiam com mais frequência que outros: remova a repetição',
  NANOID_ALPHABET_CONTROL: 'alphabet contém um caractere de controle ({code}, caractere {position}), que seria invisível em um ID; use apenas caracteres imprimíveis',
  WIFI_SSID_TOO_LONG: 'ssid tem {bytes} bytes em UTF-8; o nome de uma rede Wi-Fi comporta no máximo 32 bytes: encurte-o (letras fora do ASCII ocupam de 2 a 4 bytes cada)',
  WIFI_PASSWORD_REQUIRED: 'encryption={encryption} precisa de uma senha; envie password ou defina encryption=nopass para uma rede aberta',
  WIFI_PASSWORD_WPA: 'password tem {length} caracteres; uma senha WPA/WPA2/WPA3 tem de 8 a 63 caracteres ASCII imprimíveis (letras, dígitos, espaço e pontuação) ou exatamente 64 dígitos hexadecimais: altere-a para uma dessas formas',
  WIFI_PASSWORD_WEP: 'password não é uma chave WEP; o WEP aceita 5 ou 13 caracteres ASCII, ou 10 ou 26 dígitos hexadecimais: verifique a chave ou use encryption=WPA',
  WIFI_PASSWORD_NOPASS: 'encryption=nopass é uma rede aberta, que não tem senha; omita password ou defina encryption como WPA ou WEP',
  COLOR_CSS_INVALID: '{param} "{value}" não é uma cor CSS; escreva um nome como rebeccapurple, HEX como #4f7cff, #fff ou #4f7cff80 (em uma query string de URL, escreva # como %23 ou omita-o) ou uma função CSS como rgb(79 124 255), hsl(225 100% 65%), hwb(225 31% 0%), lab(54 81 70), lch(54 106 41), oklch(0.63 0.26 29) ou color(display-p3 1 0 0)',
} satisfies Catalogue<typeof en>
