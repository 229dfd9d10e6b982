import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate-more.ts'

export default {
  NANOID_ALPHABET_SIZE: 'alphabet comporte {count} caractères différents\u00a0; un alphabet Nano ID en nécessite de {min} à {max}\u00a0: ajoutez des caractères, ou supprimez-en',
  NANOID_ALPHABET_DUPLICATE: 'alphabet répète {char} (caractère {position})\u00a0; chaque caractère ne peut figurer qu\'une fois, sinon certains sortiraient plus souvent que d\'autres\u00a0: supprimez la répétition',
  NANOID_ALPHABET_CONTROL: 'alphabet contient un caractère de contrôle ({code}, caractère {position}), qui serait invisible dans un ID\u00a0; utilisez uniquement des caractères imprimables',
  WIFI_SSID_TOO_LONG: 'ssid fait {bytes} octets en UTF-8\u00a0; un nom de réseau Wi-Fi contient au plus 32 octets\u00a0: raccourcissez-le (les lettres hors ASCII occupent chacune de 2 à 4 octets)',
  WIFI_PASSWORD_REQUIRED: 'encryption={encryption} nécessite un mot de passe\u00a0; envoyez password, ou définissez encryption=nopass pour un réseau ouvert',
  WIFI_PASSWORD_WPA: 'password comporte {length} caractères\u00a0; une phrase secrète WPA/WPA2/WPA3 comporte de 8 à 63 caractères ASCII imprimables (lettres, chiffres, espace et ponctuation), ou exactement 64 chiffres hexadécimaux\u00a0: modifiez-la en conséquence',
  WIFI_PASSWORD_WEP: 'password n\'est pas une clé WEP\u00a0; WEP accepte 5 ou 13 caractères ASCII, ou 10 ou 26 chiffres hexadécimaux\u00a0: vérifiez la clé, ou utilisez encryption=WPA',
  WIFI_PASSWORD_NOPASS: 'encryption=nopass correspond à un réseau ouvert, sans mot de passe\u00a0; omettez password, ou définissez encryption sur WPA ou WEP',
  COLOR_CSS_INVALID: '{param} "{value}" n\'est pas une couleur CSS\u00a0; écrivez un nom tel que rebeccapurple, une couleur HEX telle que #4f7cff, #fff ou #4f7cff80 (dans une chaîne de requête d\'URL, écrivez # sous la forme %23, ou omettez-le), ou une fonction CSS telle que rgb(79 124 255), hsl(225 100% 65%), hwb(225 31% 0%), lab(54 81 70), lch(54 106 41), oklch(0.63 0.26 29) ou color(display-p3 1 0 0)',
} satisfies Catalogue<typeof en>
