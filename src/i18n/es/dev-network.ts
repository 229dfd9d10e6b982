import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-network.ts'

export default {
  // ip-subnet, ip-convert, ip-range
  IP_INVALID: '{param} "{value}" no es una dirección IP; escriba IPv4 como cuatro números de 0 a 255 separados por puntos (192.168.1.10) e IPv6 como hasta ocho grupos de dígitos hexadecimales separados por dos puntos, donde :: sustituye a una serie de grupos a cero (2001:db8::1)',
  IP_SHORTHAND: '{param} "{value}" es una dirección IPv4 abreviada con menos de cuatro números, que cada sistema completa de un modo distinto; escriba los cuatro números, como 10.0.0.1 en vez de 10.1',
  IP_LEADING_ZERO: '{param} "{value}" tiene el número {part} con un cero a la izquierda, que algunos sistemas leen como octal; escríbalo sin ceros a la izquierda',
  IP_OCTET_RANGE: '{param} "{value}" tiene el número {part}, pero cada número de una dirección IPv4 va de 0 a 255',
  IP_ZONE: '{param} "{value}" lleva un índice de zona (%…), que solo tiene sentido en una máquina; envíe la dirección sin él',
  IP_NUMBER_RANGE: '{param} {value} supera 4294967295 (0xffffffff), la mayor dirección IPv4 escrita como número; para IPv6 escriba la dirección con dos puntos',
  IP_PREFIX: '{param}: "{prefix}" no es una longitud de prefijo para IPv{version}; use un número entero de 0 a {max}',
  IP_MASK: '{param}: "{mask}" no es una máscara de red, cuyos bits a uno deben ir todos antes que los bits a cero (255.255.255.0, 255.255.240.0); envíe una máscara así o una longitud de prefijo',
  IP_MASK_TWICE: 'cidr ya lleva un prefijo o una máscara tras la dirección; omita mask o envíe solo la dirección en cidr',
  IP_VERSION_MIX: 'start {start} y end {end} son de versiones de IP distintas; envíe dos direcciones IPv4 o dos IPv6',
  IP_RANGE_ORDER: 'start {start} va después de end {end}; intercámbielos',
  // cron
  CRON_MACRO: '{macro} no es una macro que se lea aquí (@reboot no tiene próxima hora); use @yearly, @annually, @monthly, @weekly, @daily, @midnight o @hourly, o escriba los 5 campos',
  CRON_FIELD_COUNT: 'la expresión tiene {count} campos; escriba 5 (minuto hora día-del-mes mes día-de-la-semana), 6 con los segundos primero, o una macro como @daily',
  CRON_FIELD_INVALID: 'el campo {field} "{value}" no es válido: use *, números de {min} a {max}, listas (1,2), rangos (1-5) y pasos (*/5), y en los campos de día y de mes nombres en inglés (JAN, MON), L y #',
  CRON_NEVER_FIRES: 'la expresión no se ejecuta en los próximos {years} años (por ejemplo, un día del mes que no tiene ninguno de sus meses, como el 30 de febrero); cambie el día del mes o los meses',
  CRON_TOO_SLOW: 'la expresión se ejecuta tan pocas veces que buscar sus próximas horas ha tardado demasiado; pida menos horas (count) o haga que se ejecute más a menudo',
  // x509
  X509_NONE: 'pem no contiene ningún certificado; pegue uno o varios bloques desde -----BEGIN CERTIFICATE----- hasta -----END CERTIFICATE-----, o un certificado en DER codificado en Base64',
  X509_PEM_UNCLOSED: 'pem tiene una línea -----BEGIN sin su línea -----END correspondiente; pegue cada bloque entero, de BEGIN a END',
  X509_NOT_CERTIFICATE: 'pem contiene un bloque {label}, que no es un certificado y no se ha leído; envíe solo bloques CERTIFICATE (y no pegue nunca una clave privada en una herramienta en línea)',
  X509_BASE64: 'el certificado {index} no es Base64 válido entre sus líneas BEGIN y END; copie de nuevo el bloque sin modificarlo',
  X509_TOO_MANY: 'pem contiene {count} certificados; se leen como máximo {max} por llamada, así que envíe la cadena por partes',
  X509_TOO_LARGE: 'el certificado {index} ocupa {bytes} bytes; se leen certificados de como máximo {max} bytes',
  X509_INVALID: 'el certificado {index} no es un certificado X.509 legible (su estructura DER está dañada o es otro tipo de objeto); cópielo de nuevo, entero',
  X509_KEY_TOO_LARGE: 'el certificado {index} tiene una clave pública de unos {bits} bits; se leen claves de como máximo {max} bits, las mayores se rechazan antes de decodificar',
  X509_EC_EXPLICIT: 'el certificado {index} da su curva elíptica con parámetros explícitos en lugar de una curva con nombre (P-256, P-384…); esas claves se rechazan antes de decodificar, pues el RFC 5480 las prohíbe en los certificados',
} satisfies Catalogue<typeof en>
