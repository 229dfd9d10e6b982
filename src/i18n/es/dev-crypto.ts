import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-crypto.ts'

export default {
  HMAC_INPUT_ENCODING: '{param} no es {encoding} válido, como indica {param}_encoding: {detail}',
  BCRYPT_PASSWORD_TOO_LONG: 'la contraseña ocupa {bytes} bytes en UTF-8, pero bcrypt usa solo los primeros {max} bytes, así que toda contraseña que comparta esos bytes coincidiría con el mismo hash; use una contraseña de como máximo {max} bytes (menos caracteres si no son ASCII), o use argon2, que no tiene ese límite',
  BCRYPT_COST_LIMIT: 'el hash tiene coste bcrypt {cost}; aquí solo se comprueban costes de {min} a {max}, porque cada paso duplica el trabajo y un coste mayor podría tardar minutos; vuelva a generar el hash con un coste entre {min} y {max}',
  BCRYPT_HASH_MALFORMED: 'hash empieza como un hash bcrypt pero está dañado: un hash bcrypt es $2a$, $2b$ o $2y$, un coste de dos dígitos, $, y luego 53 caracteres de ./A-Za-z0-9 (60 caracteres en total), y este tiene {length}; vuelva a copiar el hash completo',
  ARGON2_HASH_MALFORMED: 'hash empieza como un hash Argon2 pero está dañado: la forma esperada es $argon2id$v=19$m=19456,t=2,p=1$sal$resumen, con parámetros enteros de al menos 1 y una sal (de al menos 8 bytes) y un resumen (de al menos 4 bytes) en Base64 sin relleno; vuelva a copiar el hash completo',
  ARGON2_VERSION: 'el hash Argon2 tiene la versión v={version}; las versiones de Argon2 son v=19 (la actual) y v=16',
  ARGON2_COST_LIMIT: 'el hash pide {name}={value}, por encima del máximo de {max} que acepta este servicio; los parámetros de un hash Argon2 deciden la memoria y el tiempo que cuesta comprobarlo, así que aquí solo se comprueban hashes con m hasta 65536 (64 MiB), t hasta 10 y p hasta 4',
  ARGON2_MEMORY_PER_LANE: 'Argon2 necesita al menos 8 KiB de memoria por carril: con paralelismo p={p}, el coste de memoria m debe ser al menos {min} KiB, pero es {m}',
  HASH_UNRECOGNISED: 'hash no es un hash bcrypt ni Argon2; envíe un hash bcrypt ($2a$, $2b$ o $2y$, coste de dos dígitos y 53 caracteres, como $2b$10$…) o un hash Argon2 en formato PHC ($argon2id$v=19$m=19456,t=2,p=1$sal$resumen; también se aceptan argon2i y argon2d)',
  BASE64_INVALID_CHAR: '"{char}" en la posición {position} no pertenece al alfabeto Base64; use A-Z, a-z, 0-9 y + / (o - _ en base64url), con relleno = solo al final',
  BASE64_MISPLACED_PADDING: 'el carácter en la posición {position} va después del relleno =; el relleno solo puede aparecer al final',
  BASE64_LENGTH: '{count} caracteres Base64 (sin contar el relleno) es una longitud que ninguna codificación produce, así que falta o sobra un carácter; el resto de dividir la cantidad entre 4 no puede ser 1',
  BASE64_PADDING: 'el relleno = es incorrecto: con relleno la longitud debe ser múltiplo de 4, pero es {count}; corrija el número de signos = o quítelos todos',
  URL_MALFORMED_ESCAPE: '"{escape}" en la posición {position} no es un escape porcentual: % debe ir seguido de dos dígitos hexadecimales, como en %20; escriba un % literal como %25',
  URL_INVALID_UTF8: 'los escapes que empiezan en la posición {position} ({sequence}) no son UTF-8: todo carácter fuera de ASCII debe escribirse con su secuencia completa de bytes UTF-8, como %C3%A9 para é',
  URL_LONE_SURROGATE: 'el carácter en la posición {position} es la mitad de un par sustituto (\\u{code}) y no puede escribirse en UTF-8; envíe el carácter completo',
} satisfies Catalogue<typeof en>
