import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate.ts'

export default {
  GENERATE_COLOR_INVALID: '{param} "{value}" no es un color; escriba HEX como #4f7cff, #fff o #4f7cff80 (en la query string de una URL escriba # como %23, u omítalo), RGB como tres números enteros de 0 a 255, como 79,124,255, un nombre CSS como rebeccapurple, o una función de CSS Color 4: rgb(79 124 255), hsl(225 100% 65%), hwb(225 31% 0%), lab(54 81 70), lch(54 106 41), oklab(0.63 0.22 0.13), oklch(0.63 0.26 29) o color(display-p3 1 0 0)',
  RANDOM_MIN_ABOVE_MAX: 'min ({min}) es mayor que max ({max}); intercámbielos, o baje min o suba max',
  RANDOM_NOT_WHOLE: '{param} ({value}) no es un número entero; redondéelo, o indique en decimals cuántos decimales deben tener los números aleatorios',
  RANDOM_TOO_MANY_DECIMALS: '{param} ({value}) tiene más decimales que decimals={decimals}; redondéelo a {decimals} decimales o suba decimals',
  RANDOM_TOO_LARGE_FOR_DECIMALS: '{param} ({value}) es demasiado grande para sortearlo con {decimals} decimales de forma exacta; con decimals={decimals}, min y max deben estar entre -{limit} y {limit}, así que baje decimals o estreche el intervalo',
  QR_TEXT_TOO_LONG: 'text ocupa {length} bytes (UTF-8), más de lo que cabe en un código QR con corrección de errores {level}: como máximo {bytes} bytes de texto, o {digits} dígitos si el texto es solo de dígitos; acorte text o elija un error_correction más bajo (L es el que más admite)',
  QR_SIZE_TOO_SMALL: 'el código QR de este texto mide {modules} módulos de ancho con su margen, más de lo que size={size} píxeles pueden dibujar a un píxel por módulo; suba size al menos a {modules} (con tres o más píxeles por módulo se escanea mejor), reduzca margin, acorte text, elija un error_correction más bajo o pida format=svg',
  BARCODE_ASCII_ONLY: '{type} no puede codificar {char} (carácter {position} de text); solo admite ASCII imprimible: letras A-Z y a-z, dígitos, espacio y signos de puntuación (los tipos 2D también tabuladores y saltos de línea); para otro texto use generate/qr, que admite cualquier texto UTF-8',
  BARCODE_CODE39_CHARS: '{type} no puede codificar {char} (carácter {position} de text); solo admite letras mayúsculas A-Z, dígitos, espacio y - . $ / + %: escriba las letras en mayúsculas, o use type=code128 para minúsculas y otros signos',
  BARCODE_CODE93_CHARS: '{type} no puede codificar {char} (carácter {position} de text); solo admite letras mayúsculas A-Z, dígitos, espacio y - . $ / +: escriba las letras en mayúsculas, o use type=code128 para minúsculas y otros signos',
  BARCODE_DIGITS_ONLY: '{type} solo codifica dígitos; {char} (carácter {position} de text, sin contar espacios ni guiones) no es un dígito: quítelo, o use type=code128 para texto con letras',
  BARCODE_DIGIT_COUNT: '{type} admite {data} dígitos (el dígito de control se calcula y se añade) o {full} dígitos (se comprueba el último); text tiene {count} dígitos',
  BARCODE_CHECK_DIGIT: 'el último dígito de {text} es el dígito de control de {type} y debería ser {expected}, no {given}; corríjalo, o envíe solo los primeros {data} dígitos para que se calcule',
  BARCODE_UPCE_NUMBER_SYSTEM: 'un número UPC-E empieza por su sistema de numeración, 0 o 1, no por {first}; revise el número, o codifique el UPC-A completo de 12 dígitos con type=upca',
  BARCODE_EVEN_DIGITS: '{type} codifica los dígitos por pares y text tiene {count} dígitos; añada un 0 delante para que la cantidad sea par',
  BARCODE_TOO_LONG: 'text tiene {length} caracteres, más de los {max} que admite aquí un código {type}; acórtelo, o use type=datamatrix o generate/qr para contenidos más largos',
  BARCODE_TOO_LARGE: 'como PNG con scale={scale}, este código {type} tendría más de {max} píxeles; baje scale, acorte text, pida format=svg o use un tipo más denso, como code128 o datamatrix',
  BARCODE_INVALID: 'text no se puede dibujar como {type}: {detail}; adapte text al tipo, o use type=code128, que admite cualquier ASCII imprimible',
  IMAGE_LINK_INVALID: 'este enlace de imagen no es válido: se ha alterado, está incompleto o no lo emitió este servicio; vuelva a llamar a {operation} para obtener una url nueva, o use el data_uri de su resultado',
  IMAGE_LINK_EXPIRED: 'este enlace de imagen caducó el {expired}; vuelva a llamar a {operation} para obtener una url nueva, o use el data_uri de su resultado, que no caduca',
} satisfies Catalogue<typeof en>
