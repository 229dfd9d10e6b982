import type { Catalogue } from '../catalogue.ts'
import type en from '../en/platform.ts'

export default {
  INVALID_API_KEY: 'La cabecera X-API-Key no contiene una clave válida y activa; compruebe la clave en su panel, u omita la cabecera para llamar de forma anónima',
  QUOTA_EXCEEDED: 'Se ha agotado la cuota de {limit} llamadas hasta {resets_at} (dentro de {wait}). Para más llamadas: sin clave, cree una cuenta gratuita en /es/account y envíe su clave en la cabecera X-API-Key; con clave, use una con un plan mayor',
  QUOTA_TOO_FEW_LEFT: 'Esta solicitud ejecuta {calls} llamadas, pero a la cuota de {limit} llamadas le quedan {remaining} hasta {resets_at} (dentro de {wait}): envíe menos pasos u obtenga más llamadas (sin clave, cree una cuenta gratuita en /es/account y envíe su clave en la cabecera X-API-Key; con clave, use una con un plan mayor)',
  BURST_LIMIT: 'Más de {limit} llamadas en un segundo; reduzca el ritmo y reintente tras un segundo',
  QUOTA_UNAVAILABLE: 'Ahora mismo no se pueden contar las llamadas, así que no se atienden; reintente en unos segundos',
  STORE_UNAVAILABLE: 'Ahora mismo no se puede acceder a las cuentas ni a las claves; reintente en unos segundos',
  EMAIL_TAKEN: 'Ya existe una cuenta con esta dirección de correo; inicie sesión',
  LOGIN_FAILED: 'La dirección de correo o la contraseña no son correctas',
  LOGIN_THROTTLED: 'Demasiados inicios de sesión fallidos; vuelva a intentarlo después de {retry_at} (dentro de {wait})',
  SIGNUP_THROTTLED: 'Se han creado demasiadas cuentas desde esta red o en este servicio hace poco; vuelva a intentarlo después de {retry_at} (dentro de {wait})',
  CROSS_SITE_REQUEST: 'Esta petición viene de otro sitio, así que se rechaza: las acciones de cuenta solo se aceptan desde las páginas de este sitio (o desde un cliente que no envía la cabecera Origin)',
  JSON_BODY_REQUIRED: 'Envíe esto como cuerpo JSON con Content-Type: application/json; aquí no se aceptan formularios',
  CREDENTIALS_IN_QUERY: 'Envíe el correo y la contraseña en un cuerpo JSON, nunca en la URL: las URL acaban en los registros',
  NOT_LOGGED_IN: 'Inicie sesión primero: esto requiere una sesión de cuenta',
  CUSTOM_LIMIT_REQUIRED: 'Un plan personalizado necesita custom_limit, un número entero de llamadas al mes',
  ACCOUNT_NOT_FOUND: 'Ninguna cuenta coincide con {ref}',
  ADMIN_TOKEN_REQUIRED: 'Esto requiere el token de operador en una cabecera Authorization: Bearer',
  FILE_NOT_FOUND: 'No hay ningún archivo guardado {file_id} disponible para quien llama: nunca se guardó, se guardó con otra clave o desde otra dirección, o se eliminó al caducar; vuelva a subir el archivo con POST /api/v1/files y use el nuevo file_id',
  FILE_EXPIRED: 'El archivo guardado {file_id} caducó el {expired}; vuelva a subir el archivo con POST /api/v1/files y use el nuevo file_id',
  FILE_LINK_INVALID: 'Este enlace de descarga no es válido: se ha alterado, está incompleto o no lo emitió este servicio; use el enlace tal como se le dio, u obtenga uno nuevo repitiendo la llamada que produjo el archivo',
  FILE_LINK_EXPIRED: 'Este enlace de descarga caducó el {expired}; obtenga uno nuevo repitiendo la llamada que produjo el archivo',
  ACCOUNT_REQUIRED: 'Esto requiere una cuenta: envíe su clave de API en la cabecera X-API-Key, o inicie sesión en el panel',
  WEBHOOK_URL_INVALID: 'No se puede usar la URL de webhook {url}: {reason}; envíe una URL absoluta http o https de su receptor',
  WEBHOOK_URL_REFUSED: 'La URL de webhook nombra {host}, que es (o se resuelve a) {address}, una dirección privada, de bucle local, de enlace local o no pública, a la que este servicio no envía webhooks; use la URL de un receptor con dirección pública (para un receptor en una red interna, el operador puede permitir su dirección con ALLOW_ADDRESSES)',
} satisfies Catalogue<typeof en>
