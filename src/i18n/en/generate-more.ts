// Messages of identifiers, Wi-Fi QR codes, placeholders, contrast and colours.
export default {
  NANOID_ALPHABET_SIZE: 'alphabet has {count} different characters; a Nano ID alphabet needs {min} to {max}: add characters, or remove some',
  NANOID_ALPHABET_DUPLICATE: 'alphabet repeats {char} (character {position}); each character may appear once, or some would come up more often than others: remove the repeat',
  NANOID_ALPHABET_CONTROL: 'alphabet contains a control character ({code}, character {position}), which would be invisible in an ID; use printable characters only',
  WIFI_SSID_TOO_LONG: 'ssid is {bytes} bytes in UTF-8; a Wi-Fi network name holds at most 32 bytes: shorten it (letters outside ASCII take 2 to 4 bytes each)',
  WIFI_PASSWORD_REQUIRED: 'encryption={encryption} needs a password; send password, or set encryption=nopass for an open network',
  WIFI_PASSWORD_WPA: 'password is {length} characters; a WPA/WPA2/WPA3 passphrase is 8 to 63 printable ASCII characters (letters, digits, space and punctuation), or exactly 64 hexadecimal digits: change it to one of those',
  WIFI_PASSWORD_WEP: 'password is not a WEP key; WEP takes 5 or 13 ASCII characters, or 10 or 26 hexadecimal digits: check the key, or use encryption=WPA',
  WIFI_PASSWORD_NOPASS: 'encryption=nopass is an open network, which has no password; leave password out, or set encryption to WPA or WEP',
  COLOR_CSS_INVALID: '{param} "{value}" is not a CSS colour; write a name such as rebeccapurple, HEX such as #4f7cff, #fff or #4f7cff80 (in a URL query string write # as %23, or leave it out), or a CSS function such as rgb(79 124 255), hsl(225 100% 65%), hwb(225 31% 0%), lab(54 81 70), lch(54 106 41), oklch(0.63 0.26 29) or color(display-p3 1 0 0)',
} as const
