import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-data.ts'

export default {
  TOO_DEEP: 'el JSON anida arrays y objetos a más de {max} niveles de profundidad (el nivel que lo supera empieza en la línea {line}, columna {column}); aplane la estructura',
  OUTPUT_TOO_LARGE: 'el resultado tendría más de {max} caracteres; envíe una entrada más pequeña',

  JSON_EMPTY: 'el JSON está vacío; envíe un valor, como {} o []',
  JSON_UNCLOSED_OBJECT: 'el JSON termina en la línea {line}, columna {column} sin cerrar el objeto abierto en la línea {openLine}, columna {openColumn}; añada el valor que falta o }',
  JSON_UNCLOSED_ARRAY: 'el JSON termina en la línea {line}, columna {column} sin cerrar el array abierto en la línea {openLine}, columna {openColumn}; añada el valor que falta o ]',
  JSON_UNTERMINATED_STRING: 'la cadena que empieza en la línea {line}, columna {column} no se cierra nunca; termínela con comillas dobles',
  JSON_BAD_ESCAPE: '"{escape}" en la línea {line}, columna {column} no es un escape de JSON; use \\" \\\\ \\/ \\b \\f \\n \\r \\t o \\u seguido de cuatro dígitos hexadecimales',
  JSON_CONTROL_CHAR: 'el carácter de control {char} de la línea {line}, columna {column} está dentro de una cadena; escríbalo como un escape, como \\n, \\t o \\u0000',
  JSON_BAD_NUMBER: '"{value}" en la línea {line}, columna {column} no es un número JSON; los números no llevan ceros a la izquierda ni signo +, necesitan dígitos a ambos lados del punto decimal y tras el exponente, y se escriben en decimal',
  JSON_BAD_LITERAL: '"{value}" en la línea {line}, columna {column} no es un valor JSON; escriba true, false y null en minúsculas, y ponga el texto entre comillas dobles',
  JSON_EXPECTED_VALUE: '{char} en la línea {line}, columna {column} no puede empezar un valor; un valor es un objeto, un array, una cadena entre comillas dobles, un número, true, false o null, y no puede haber una coma antes de ]',
  JSON_EXPECTED_KEY: 'se esperaba un nombre de propiedad en la línea {line}, columna {column} pero se encontró {char}; escriba los nombres entre comillas dobles y no ponga una coma antes de }',
  JSON_EXPECTED_COLON: 'se esperaban dos puntos tras el nombre de propiedad en la línea {line}, columna {column} pero se encontró {char}',
  JSON_EXPECTED_COMMA_OR_BRACE: '{char} en la línea {line}, columna {column} sigue al valor de una propiedad; separe las propiedades con una coma o cierre el objeto con }',
  JSON_EXPECTED_COMMA_OR_BRACKET: '{char} en la línea {line}, columna {column} sigue a un elemento del array; separe los elementos con una coma o cierre el array con ]',
  JSON_TRAILING_CONTENT: '{char} en la línea {line}, columna {column} está después del final del valor JSON; un documento contiene un solo valor, así que elimine lo que sigue o agrupe los valores en un array',

  TS_ROOT_NAME: '{param} debe ser un nombre de tipo: letras, dígitos, _ y $, empezando por una mayúscula, _ o $ (como Root o ApiResponse)',

  CSV_DELIMITER: 'delimiter debe ser un único carácter que no sea una comilla doble ni un salto de línea, o uno de los nombres {names}; "{value}" no es ninguna de las dos cosas',
  CSV_NO_HEADER: 'el CSV está vacío; su primera línea debe ser la cabecera, con los nombres de las columnas',
  CSV_UNCLOSED_QUOTE: 'el campo entre comillas que empieza en la línea {line}, columna {column} no se cierra nunca; termínelo con comillas dobles, y escriba una comilla dentro de un campo entre comillas como ""',
  CSV_TEXT_AFTER_QUOTE: '{char} en la línea {line}, columna {column} sigue a la comilla de cierre de un campo; tras la comilla de cierre solo puede venir el delimitador o el final de la línea, y una comilla dentro de un campo entre comillas se escribe ""',
  CSV_TOO_MANY_FIELDS: 'la fila de la línea {line} tiene {count} campos pero la cabecera tiene {columns} columnas; añada a la cabecera los nombres que faltan o elimine los valores sobrantes (una fila con menos campos recibe null en el resto)',
  CSV_TOO_MANY_COLUMNS: 'el registro de la línea {line} tiene más de {max} columnas, el máximo que convierte este servicio; divida el archivo por columnas',
  CSV_TOO_MANY_ROWS: 'el CSV tiene más de {max} filas de datos, el máximo que convierte este servicio en una llamada; divídalo en archivos más pequeños',

  XML_NO_ELEMENT: 'el XML no contiene ningún elemento; envíe un documento con un elemento raíz, como <root>…</root>',
  XML_MALFORMED: 'el XML no está bien formado en la línea {line}, columna {column}: {detail}',
  XML_UNCLOSED: 'el XML termina con {count} elementos aún abiertos, el más externo <{name}>; cierre cada elemento con su etiqueta de cierre',
  XML_DTD: 'la declaración de la línea {line}, columna {column} (<!DOCTYPE, <!ENTITY o similar) no se acepta: este servicio no carga DTD ni define entidades; elimínela (&amp; &lt; &gt; &quot; &apos; y las referencias de carácter como &#65; se siguen decodificando)',
  XML_TOO_DEEP: 'el XML anida elementos a más de {max} niveles de profundidad; aplane la estructura',
  XML_RESERVED_NAME: 'el nombre de elemento "{name}" está reservado porque podría alcanzar el prototipo de un objeto (se rechazan __proto__, constructor y prototype); cambie el nombre del elemento',
  XML_INVALID: 'no se pudo convertir el XML: {detail}',

  JWT_PARTS: 'un JWT tiene tres partes separadas por puntos (header.payload.signature), pero este token tiene {count}; compruebe que copió el token completo',
  JWT_ENCRYPTED: 'este token tiene cinco partes, así que es un JWT cifrado (JWE); su contenido solo se puede leer con la clave de descifrado',
  JWT_PART_EMPTY: 'la parte {part} (parte {index} del token) está vacía; la cabecera y la carga de un JWT son objetos JSON codificados en base64url',
  JWT_BASE64: 'la parte {part} (parte {index} del token) contiene {char} en la posición {position}, que no es base64url; las partes de un JWT usan solo A-Z, a-z, 0-9, - y _',
  JWT_BASE64_LENGTH: 'la parte {part} (parte {index} del token) tiene {length} caracteres base64url, una longitud que ninguna codificación produce; faltan o sobran caracteres',
  JWT_PART_NOT_TEXT: 'la parte {part} (parte {index} del token) no se decodifica como texto UTF-8, así que no puede ser JSON; compruebe que copió el token completo',
  JWT_PART_NOT_JSON: 'la parte {part} decodificada (parte {index} del token) no es JSON válido (el problema está en la línea {line}, columna {column} del texto decodificado)',
  JWT_PART_NOT_OBJECT: 'la parte {part} decodificada (parte {index} del token) es JSON de tipo {type}, pero la cabecera y la carga de un JWT deben ser objetos JSON',
} satisfies Catalogue<typeof en>
