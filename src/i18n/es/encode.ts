import type { Catalogue } from '../catalogue.ts'
import type en from '../en/encode.ts'

export default {
  INVALID_UTF8: 'los bytes decodificados no son texto UTF-8: la secuencia que empieza en el byte {offset} (0x{byte}) no es válida o está incompleta; compruebe que la entrada codifica texto UTF-8 y está completa',
  HEX_INVALID_CHAR: '"{char}" en la posición {position} no es un dígito hexadecimal; use 0-9 y a-f (mayúsculas o minúsculas), con espacios o dos puntos opcionales entre bytes',
  HEX_ODD_LENGTH: 'los dígitos hexadecimales de la posición {position} son un número impar ({count}); cada byte necesita exactamente dos dígitos, como 0a en lugar de a',
  BINARY_INVALID_CHAR: '"{char}" en la posición {position} no es un dígito binario; use solo 0 y 1, con espacios opcionales entre grupos de 8 bits',
  BINARY_GROUP_LENGTH: 'el grupo de la posición {position} tiene {count} bits; cuando los bytes van separados por espacios, cada grupo necesita exactamente 8 bits',
  BINARY_LENGTH: 'text tiene {count} bits, que no es múltiplo de 8; envíe bytes completos de 8 bits cada uno',
  MORSE_UNSUPPORTED_CHAR: '"{char}" en la posición {position} no tiene código Morse internacional; use las letras A-Z, la É, los dígitos 0-9 y los signos . , : ? \' - / ( ) " = + @',
  MORSE_INVALID_CHAR: '"{char}" en la posición {position} no forma parte del código Morse; escriba puntos (.) y rayas (-), separe las letras con un espacio y las palabras con " / "',
  MORSE_UNKNOWN_CODE: '"{code}" en la posición {position} no es el código Morse de ninguna letra, dígito o signo; compruebe si sobra o falta un punto o una raya, o si falta un espacio entre letras',
  UNICODE_ESCAPE_MALFORMED: '"{escape}" en la posición {position} no es un escape válido; escriba \\u seguido de exactamente cuatro dígitos hexadecimales (\\u00e9) o de dígitos hexadecimales entre llaves (\\u{1f600}), y una barra invertida literal como \\\\',
  UNICODE_ESCAPE_RANGE: '"{escape}" en la posición {position} supera U+10FFFF, el mayor punto de código Unicode',
  UNICODE_LONE_SURROGATE: '"{escape}" en la posición {position} es la mitad de un par sustituto; un sustituto alto (\\ud800-\\udbff) debe ir seguido inmediatamente de uno bajo (\\udc00-\\udfff), o escriba el carácter completo como \\u{…}',
  BASE32_INVALID_CHAR: '"{char}" en la posición {position} no pertenece al alfabeto Base32; use A-Z y 2-7 (mayúsculas o minúsculas), con relleno = solo al final',
  BASE32_MISPLACED_PADDING: 'el carácter de la posición {position} va después del relleno =; el relleno solo puede aparecer al final',
  BASE32_LENGTH: '{count} caracteres Base32 (sin contar el relleno) es una longitud que ninguna codificación produce, así que faltan o sobran caracteres; al dividir la cantidad entre 8 el resto debe ser 0, 2, 4, 5 o 7',
  BASE32_PADDING: 'el relleno = es incorrecto: con relleno la longitud debe ser múltiplo de 8, pero es {count}; corrija el número de signos = o quítelos todos',
  URL_INVALID: '"{value}" no es una URL absoluta válida; incluya el esquema y el host, como en https://example.com/ruta',
} satisfies Catalogue<typeof en>
