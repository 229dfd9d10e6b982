import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate-more.ts'

export default {
  NANOID_ALPHABET_SIZE: 'alphabet hat {count} verschiedene Zeichen; ein Nano ID-Alphabet braucht {min} bis {max}: Fügen Sie Zeichen hinzu oder entfernen Sie einige',
  NANOID_ALPHABET_DUPLICATE: 'alphabet wiederholt {char} (Zeichen {position}); jedes Zeichen darf nur einmal vorkommen, sonst kämen manche häufiger vor als andere: Entfernen Sie die Wiederholung',
  NANOID_ALPHABET_CONTROL: 'alphabet enthält ein Steuerzeichen ({code}, Zeichen {position}), das in einer ID unsichtbar wäre; verwenden Sie nur druckbare Zeichen',
  WIFI_SSID_TOO_LONG: 'ssid ist in UTF-8 {bytes} Bytes lang; ein WLAN-Netzwerkname fasst höchstens 32 Bytes: Kürzen Sie ihn (Buchstaben außerhalb von ASCII belegen je 2 bis 4 Bytes)',
  WIFI_PASSWORD_REQUIRED: 'encryption={encryption} benötigt ein Kennwort; senden Sie password, oder legen Sie encryption=nopass für ein offenes Netzwerk fest',
  WIFI_PASSWORD_WPA: 'password hat {length} Zeichen; eine WPA/WPA2/WPA3-Passphrase besteht aus 8 bis 63 druckbaren ASCII-Zeichen (Buchstaben, Ziffern, Leerzeichen und Satzzeichen) oder genau 64 Hexadezimalziffern: Ändern Sie sie entsprechend',
  WIFI_PASSWORD_WEP: 'password ist kein WEP-Schlüssel; WEP akzeptiert 5 oder 13 ASCII-Zeichen oder 10 oder 26 Hexadezimalziffern: Prüfen Sie den Schlüssel, oder verwenden Sie encryption=WPA',
  WIFI_PASSWORD_NOPASS: 'encryption=nopass ist ein offenes Netzwerk ohne Kennwort; lassen Sie password weg, oder legen Sie encryption auf WPA oder WEP fest',
  COLOR_CSS_INVALID: '{param} "{value}" ist keine CSS-Farbe; schreiben Sie einen Namen wie rebeccapurple, HEX wie #4f7cff, #fff oder #4f7cff80 (in einer URL-Abfragezeichenfolge schreiben Sie # als %23 oder lassen es weg) oder eine CSS-Funktion wie rgb(79 124 255), hsl(225 100% 65%), hwb(225 31% 0%), lab(54 81 70), lch(54 106 41), oklch(0.63 0.26 29) oder color(display-p3 1 0 0)',
} satisfies Catalogue<typeof en>
