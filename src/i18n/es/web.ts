import type { Catalogue } from '../catalogue.ts'
import type en from '../en/web.ts'

export default {
  INVALID_URL: 'no se puede obtener url "{url}": {reason}; envíe una URL absoluta http:// o https:// como https://example.com/pagina',
  REDIRECT_REFUSED: 'el sitio redirigió a "{url}", que no se sigue: {reason}; pida esa dirección directamente si es una página http(s) pública',
  TOO_MANY_REDIRECTS: '"{url}" redirigió más de {max} veces (probablemente un bucle de redirecciones); revise las redirecciones del sitio o pida directamente la dirección final',
  ADDRESS_NOT_ALLOWED: '{host} es (o se resuelve a) {address}, una dirección privada, de bucle local, de enlace local o no pública, que este servicio no consulta; envíe la URL de un sitio público',
  HOST_NOT_FOUND: 'el nombre de host {host} no se resuelve a ninguna dirección; revise la URL',
  UPSTREAM_TIMEOUT: '{url} no respondió por completo en {ms} ms; inténtelo más tarde o pida una página más ligera',
  UPSTREAM_HEADERS_TOO_LARGE: '{url} envió cabeceras de respuesta de más de {limit} bytes, que este servicio no lee',
  UPSTREAM_FAILED: 'no se pudo obtener {url}: {reason}; compruebe que el sitio funciona y que la URL es correcta',
  RESPONSE_TOO_LARGE: '{url} envió un cuerpo de más de {limit} bytes (tras descomprimir), que este servicio no lee; pida una página más pequeña (web/page-size indica el tamaño de páginas grandes)',
  NOT_HTML: '{url} es {type}, no una página HTML; envíe la URL de una página HTML',
  INVALID_DOMAIN: '{param} "{value}" no es un nombre de dominio válido: {reason}; envíe un nombre como example.com',
  DOMAIN_IS_IP: '{param} "{value}" es una dirección IP; envíe un nombre de dominio como example.com',
  DOMAIN_NOT_FOUND: 'el dominio {domain} no existe (NXDOMAIN); revise cómo está escrito',
  DNS_TIMEOUT: 'los servidores DNS no respondieron para {domain} en {ms} ms; inténtelo más tarde',
  DNS_FAILED: 'la consulta DNS de {domain} falló ({reason}); inténtelo más tarde',
  INVALID_VIDEO: '{param} "{value}" no es un vídeo de YouTube: envíe la URL de un vídeo (https://www.youtube.com/watch?v=…, https://youtu.be/…, /shorts/…, /embed/…) o el ID de 11 caracteres formado por letras, dígitos, - y _',
  TOO_MANY_FETCHES: 'ya tiene {max} consultas web en curso, el máximo que un cliente puede tener a la vez; espere a que termine alguna y vuelva a intentarlo',
  VIDEO_NOT_FOUND: 'ningún vídeo público de YouTube tiene el ID {id} (puede ser privado, estar borrado o no permitir inserción); revise el ID',
} satisfies Catalogue<typeof en>
