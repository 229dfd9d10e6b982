/**
 * The IANA Hypertext Transfer Protocol (HTTP) Status Code Registry
 * (https://www.iana.org/assignments/http-status-codes), its permanent registrations: each code
 * with its name exactly as the registry spells it and the document (and section) that defines it,
 * plus a one-sentence description in each language.
 */

export interface StatusEntry {
  code: number
  name: string
  reference: string
  en: string
  es: string
}

export const STATUS_CLASSES = {
  1: { en: 'Informational', es: 'Informativa' },
  2: { en: 'Successful', es: 'Correcta' },
  3: { en: 'Redirection', es: 'Redirección' },
  4: { en: 'Client Error', es: 'Error del cliente' },
  5: { en: 'Server Error', es: 'Error del servidor' },
} as const

const S = 'RFC 9110, Section 15.'
type Row = readonly [code: number, name: string, reference: string, en: string, es: string]

const ROWS: readonly Row[] = [
  [100, 'Continue', `${S}2.1`, 'The request headers were received; the client may send the content.', 'Se recibieron las cabeceras de la petición; el cliente puede enviar el contenido.'],
  [101, 'Switching Protocols', `${S}2.2`, 'The server switches to the protocol the client asked for in Upgrade.', 'El servidor cambia al protocolo que el cliente pidió en Upgrade.'],
  [102, 'Processing', 'RFC 2518, Section 10.1', 'WebDAV: the request is still being processed (obsolete interim response).', 'WebDAV: la petición aún se está procesando (respuesta provisional obsoleta).'],
  [103, 'Early Hints', 'RFC 8297, Section 2', 'Headers (such as Link preloads) sent before the final response.', 'Cabeceras (como precargas Link) enviadas antes de la respuesta final.'],
  [200, 'OK', `${S}3.1`, 'The request succeeded.', 'La petición se completó correctamente.'],
  [201, 'Created', `${S}3.2`, 'The request succeeded and created a resource (usually named in Location).', 'La petición se completó y creó un recurso (normalmente indicado en Location).'],
  [202, 'Accepted', `${S}3.3`, 'The request was accepted for processing, which has not finished.', 'La petición se aceptó para procesarla, pero el proceso no ha terminado.'],
  [203, 'Non-Authoritative Information', `${S}3.4`, 'Success, but a proxy modified the origin server\'s response.', 'Correcta, pero un proxy modificó la respuesta del servidor de origen.'],
  [204, 'No Content', `${S}3.5`, 'Success, with no content in the response.', 'Correcta, sin contenido en la respuesta.'],
  [205, 'Reset Content', `${S}3.6`, 'Success; the client should reset the form or view that sent the request.', 'Correcta; el cliente debe restablecer el formulario o la vista que envió la petición.'],
  [206, 'Partial Content', `${S}3.7`, 'The response holds the requested ranges of the representation.', 'La respuesta contiene los rangos pedidos de la representación.'],
  [207, 'Multi-Status', 'RFC 4918, Section 11.1', 'WebDAV: several status codes, one for each resource, in an XML body.', 'WebDAV: varios códigos de estado, uno por recurso, en un cuerpo XML.'],
  [208, 'Already Reported', 'RFC 5842, Section 7.1', 'WebDAV: members of a binding already listed earlier in the same response.', 'WebDAV: miembros de un enlace ya enumerados antes en la misma respuesta.'],
  [226, 'IM Used', 'RFC 3229, Section 10.4.1', 'Delta encoding: the response is the result of instance manipulations applied to the resource.', 'Codificación delta: la respuesta es el resultado de manipulaciones de instancia aplicadas al recurso.'],
  [300, 'Multiple Choices', `${S}4.1`, 'The resource has several representations; the client may choose one.', 'El recurso tiene varias representaciones; el cliente puede elegir una.'],
  [301, 'Moved Permanently', `${S}4.2`, 'The resource has a new permanent URI (clients may change POST to GET).', 'El recurso tiene un nuevo URI permanente (los clientes pueden cambiar POST por GET).'],
  [302, 'Found', `${S}4.3`, 'The resource is temporarily at another URI (clients may change POST to GET).', 'El recurso está temporalmente en otro URI (los clientes pueden cambiar POST por GET).'],
  [303, 'See Other', `${S}4.4`, 'The answer is at another URI, to be fetched with GET.', 'La respuesta está en otro URI, que se obtiene con GET.'],
  [304, 'Not Modified', `${S}4.5`, 'The cached copy is still valid (a conditional GET or HEAD).', 'La copia en caché sigue siendo válida (un GET o HEAD condicional).'],
  [305, 'Use Proxy', `${S}4.6`, 'Deprecated: the resource had to be reached through a proxy.', 'Obsoleto: había que acceder al recurso a través de un proxy.'],
  [306, '(Unused)', `${S}4.7`, 'Used in an earlier draft of HTTP (Switch Proxy); reserved and no longer used.', 'Se usó en un borrador anterior de HTTP (Switch Proxy); está reservado y ya no se usa.'],
  [307, 'Temporary Redirect', `${S}4.8`, 'The resource is temporarily at another URI; the method and content must not change.', 'El recurso está temporalmente en otro URI; no deben cambiar ni el método ni el contenido.'],
  [308, 'Permanent Redirect', `${S}4.9`, 'The resource has a new permanent URI; the method and content must not change.', 'El recurso tiene un nuevo URI permanente; no deben cambiar ni el método ni el contenido.'],
  [400, 'Bad Request', `${S}5.1`, 'The server cannot process the request because of a client error (malformed syntax, for instance).', 'El servidor no puede procesar la petición por un error del cliente (sintaxis mal formada, por ejemplo).'],
  [401, 'Unauthorized', `${S}5.2`, 'Valid authentication credentials are missing (see WWW-Authenticate).', 'Faltan credenciales de autenticación válidas (véase WWW-Authenticate).'],
  [402, 'Payment Required', `${S}5.3`, 'Reserved for future use.', 'Reservado para un uso futuro.'],
  [403, 'Forbidden', `${S}5.4`, 'The server understood the request but refuses to fulfil it.', 'El servidor entendió la petición pero se niega a atenderla.'],
  [404, 'Not Found', `${S}5.5`, 'No current representation was found for the target resource.', 'No se encontró ninguna representación actual del recurso pedido.'],
  [405, 'Method Not Allowed', `${S}5.6`, 'The method is not supported by the target resource (see Allow).', 'El recurso pedido no admite el método (véase Allow).'],
  [406, 'Not Acceptable', `${S}5.7`, 'No representation matches the request\'s Accept headers.', 'Ninguna representación cumple las cabeceras Accept de la petición.'],
  [407, 'Proxy Authentication Required', `${S}5.8`, 'The client must authenticate with the proxy first.', 'El cliente debe autenticarse antes ante el proxy.'],
  [408, 'Request Timeout', `${S}5.9`, 'The server did not receive a complete request in time.', 'El servidor no recibió una petición completa a tiempo.'],
  [409, 'Conflict', `${S}5.10`, 'The request conflicts with the current state of the resource.', 'La petición entra en conflicto con el estado actual del recurso.'],
  [410, 'Gone', `${S}5.11`, 'The resource is gone for good, with no forwarding address.', 'El recurso ya no existe y no tiene dirección de reenvío.'],
  [411, 'Length Required', `${S}5.12`, 'The request must have a Content-Length.', 'La petición debe llevar Content-Length.'],
  [412, 'Precondition Failed', `${S}5.13`, 'A precondition in the request headers (If-Match, for instance) is false.', 'Una condición previa de las cabeceras de la petición (If-Match, por ejemplo) es falsa.'],
  [413, 'Content Too Large', `${S}5.14`, 'The request content is larger than the server is willing to process.', 'El contenido de la petición es mayor de lo que el servidor está dispuesto a procesar.'],
  [414, 'URI Too Long', `${S}5.15`, 'The target URI is longer than the server is willing to interpret.', 'El URI pedido es más largo de lo que el servidor está dispuesto a interpretar.'],
  [415, 'Unsupported Media Type', `${S}5.16`, 'The content is in a format the resource does not support.', 'El contenido está en un formato que el recurso no admite.'],
  [416, 'Range Not Satisfiable', `${S}5.17`, 'None of the requested ranges overlap the representation.', 'Ninguno de los rangos pedidos se solapa con la representación.'],
  [417, 'Expectation Failed', `${S}5.18`, 'The expectation in the Expect header cannot be met.', 'No se puede cumplir la expectativa de la cabecera Expect.'],
  [418, '(Unused)', `${S}5.19`, 'Reserved: "I\'m a teapot" from the 1998 April Fools\' Hyper Text Coffee Pot Control Protocol (RFC 2324); so widely implemented as a joke that the code cannot be assigned.', 'Reservado: «I\'m a teapot» del Hyper Text Coffee Pot Control Protocol, la broma del Día de los Inocentes de 1998 (RFC 2324); tan implementado como broma que el código no puede asignarse.'],
  [421, 'Misdirected Request', `${S}5.20`, 'The request reached a server that cannot answer for its target (a reused connection, for instance).', 'La petición llegó a un servidor que no puede responder por su destino (una conexión reutilizada, por ejemplo).'],
  [422, 'Unprocessable Content', `${S}5.21`, 'The request is well-formed, but its instructions cannot be processed.', 'La petición está bien formada, pero sus instrucciones no se pueden procesar.'],
  [423, 'Locked', 'RFC 4918, Section 11.3', 'WebDAV: the resource is locked.', 'WebDAV: el recurso está bloqueado.'],
  [424, 'Failed Dependency', 'RFC 4918, Section 11.4', 'WebDAV: the method failed because an action it depends on failed.', 'WebDAV: el método falló porque falló una acción de la que depende.'],
  [425, 'Too Early', 'RFC 8470, Section 5.2', 'The server will not process a request that might be replayed (TLS early data).', 'El servidor no procesará una petición que podría repetirse (datos tempranos de TLS).'],
  [426, 'Upgrade Required', `${S}5.22`, 'The client must switch to another protocol (see Upgrade).', 'El cliente debe cambiar a otro protocolo (véase Upgrade).'],
  [428, 'Precondition Required', 'RFC 6585, Section 3', 'The server requires the request to be conditional (If-Match).', 'El servidor exige que la petición sea condicional (If-Match).'],
  [429, 'Too Many Requests', 'RFC 6585, Section 4', 'The client sent too many requests in a given time (see Retry-After).', 'El cliente envió demasiadas peticiones en un tiempo dado (véase Retry-After).'],
  [431, 'Request Header Fields Too Large', 'RFC 6585, Section 5', 'A header field, or all of them together, is too large.', 'Un campo de cabecera, o todos juntos, son demasiado grandes.'],
  [451, 'Unavailable For Legal Reasons', 'RFC 7725, Section 3', 'Access is denied as a consequence of a legal demand.', 'Se deniega el acceso como consecuencia de una exigencia legal.'],
  [500, 'Internal Server Error', `${S}6.1`, 'The server met an unexpected condition.', 'El servidor se encontró con una condición inesperada.'],
  [501, 'Not Implemented', `${S}6.2`, 'The server does not support the functionality required (an unknown method, for instance).', 'El servidor no admite la funcionalidad necesaria (un método desconocido, por ejemplo).'],
  [502, 'Bad Gateway', `${S}6.3`, 'A gateway or proxy received an invalid response from the server behind it.', 'Una pasarela o proxy recibió una respuesta no válida del servidor que tiene detrás.'],
  [503, 'Service Unavailable', `${S}6.4`, 'The server cannot handle the request for now (overload or maintenance; see Retry-After).', 'El servidor no puede atender la petición por ahora (sobrecarga o mantenimiento; véase Retry-After).'],
  [504, 'Gateway Timeout', `${S}6.5`, 'A gateway or proxy did not receive a timely response from the server behind it.', 'Una pasarela o proxy no recibió a tiempo la respuesta del servidor que tiene detrás.'],
  [505, 'HTTP Version Not Supported', `${S}6.6`, 'The server does not support the HTTP version of the request.', 'El servidor no admite la versión de HTTP de la petición.'],
  [506, 'Variant Also Negotiates', 'RFC 2295, Section 8.1', 'Transparent content negotiation: the chosen variant is itself configured to negotiate.', 'Negociación transparente de contenido: la variante elegida está configurada a su vez para negociar.'],
  [507, 'Insufficient Storage', 'RFC 4918, Section 11.5', 'WebDAV: the server cannot store what the request needs.', 'WebDAV: el servidor no puede almacenar lo que necesita la petición.'],
  [508, 'Loop Detected', 'RFC 5842, Section 7.2', 'WebDAV: the server found an infinite loop while processing the request.', 'WebDAV: el servidor encontró un bucle infinito al procesar la petición.'],
  [510, 'Not Extended (OBSOLETED)', 'RFC 2774, Section 7; status-change-http-experiments-to-historic', 'Obsolete: the HTTP Extension Framework\'s policy for the resource was not met.', 'Obsoleto: no se cumplió la política del HTTP Extension Framework para el recurso.'],
  [511, 'Network Authentication Required', 'RFC 6585, Section 6', 'The client must authenticate to gain network access (a captive portal).', 'El cliente debe autenticarse para acceder a la red (un portal cautivo).'],
]

export const HTTP_STATUSES: ReadonlyMap<number, StatusEntry> = new Map(ROWS.map(([code, name, reference, en, es]) => [code, { code, name, reference, en, es }]))
