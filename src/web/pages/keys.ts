/**
 * Keys, scopes and the account (/{lang}/docs/keys): several named keys with their scopes, caps
 * and expiry, making and revoking them, usage by day, operation and key, retries with
 * Idempotency-Key, request ids and rate-limit headers, and the account's life cycle. Its words,
 * in both languages, are here; every example names the address the page was requested at.
 */
import { ERROR_DOCS_PATH, ERROR_STATUS, errorTitle } from '../../core/errors.ts'
import { html, type Html } from '../html.ts'
import { layout, pageUrl } from '../layout.ts'
import { siteText } from '../site-text.ts'
import type { Snippet } from '../snippets.ts'
import { codeBlock, KEYS_PAGE_PATH } from './parts.ts'


const en = {
  title: 'Keys, scopes and your account',
  description: 'Several named API keys per account, with scopes, monthly caps and expiry; usage by day, operation and key as JSON or CSV; safe retries with Idempotency-Key; request ids, problem details and rate-limit headers; and the account\'s life cycle.',
  docsLink: 'Several keys per account, each with its scopes, monthly cap and expiry; usage by key; safe retries and your account:',
  lead: 'An account holds up to 20 named API keys. They share the account\'s allowance, counted exactly across instances, and each can be held to what it needs: the operations and features it may call, how many calls it may make in a month, and until when it works.',
  examples: 'The examples read a key with every scope (`*`) from `$KEY`; the dashboard session works as well. Everything on this page about keys and usage can also be done on',
  dashboardLink: 'the account page',

  scopesTitle: 'Scopes: what a key may call',
  scopesText: 'A key\'s `scopes` list what it may call. A key with no scopes named gets `*`, as every account\'s first key has. Any mix of the following can be given:',
  scopeCol: 'Scope',
  scopeMeaning: 'What it allows',
  scopeAll: 'Everything, including making and revoking keys and reading the usage.',
  scopeCategory: 'Every operation of a category: `calc`, `text`, `dev`, `file`…',
  scopeOperation: 'One operation, named as `category/name`.',
  scopeFeature: 'A way of calling: a pipeline, a batch, an AI assistant over MCP, a job.',
  scopesFeatures: 'A call through a feature needs the feature and the operation: a pipeline needs `pipeline` and each step\'s operation, a batch call `batch` and its operation, a job `jobs` and its operation.',
  scopesRefused: 'A call outside the key\'s scopes answers 403 `KEY_SCOPE`, naming the scope it needs, and counts nothing. A scope that does not exist is refused when the key is made, with 422 `KEY_SCOPE_UNKNOWN`.',
  scopesManage: 'Only the dashboard session or a key with every scope (`*`) may list, make or revoke keys and read the usage; a scoped key gets 403 `KEY_SCOPE_MANAGE`. A key handed to a program should have the fewest scopes it can work with.',

  limitsTitle: 'Monthly cap and expiry',
  capText: '`monthly_cap` is the most calls a key may make in a calendar month (UTC). It is a part of the account\'s allowance, not an addition to it. Past it the key answers 429 `KEY_CAP_EXCEEDED`, while the account\'s other keys go on; its rate-limit headers show the smaller of the cap and the account\'s allowance. `null` means no cap of its own.',
  expiryText: '`expires_at` is an ISO 8601 date-time with its offset. Past it the key answers 401 `KEY_EXPIRED`, saying when it expired. A date that is not in the future is refused when the key is made, with 422 `KEY_EXPIRY_PAST`; `null` means it does not expire.',

  manageTitle: 'Make, list and revoke keys',
  createText: '`POST /api/v1/account/keys` with the JSON body `{name, scopes, monthly_cap, expires_at}` makes a key; only `name` is required. Here, a key for CI that may only hash and run pipelines of text steps, 1,000 calls a month, until July:',
  createAnswer: 'The answer holds the key in full, once: store it then, because the service keeps only its digest. `details` is the key as the list shows it:',
  createLimit: 'An account has at most 20 active keys; one more answers 409 `KEYS_LIMIT`.',
  listText: '`GET /api/v1/account/keys` lists the active keys: `id`, `name`, the masked key, `scopes`, `monthly_cap`, when each was made and last used, and `expires_at`.',
  revokeText: '`DELETE /api/v1/account/keys/{id}` revokes one key, by the `id` the list gives. It stops working at once on the instance that revoked it, and within `KEY_CACHE_TTL_MS` (4 s) on the others.',
  dashboardTitle: 'On the dashboard',
  dashboardText: 'The “API keys” card of the account page lists the keys, each with a button to revoke it, and its form makes a key with a name, scopes (separated by commas or spaces), a monthly cap and an expiry date. A new key is shown once, with a button to copy it.',

  usageTitle: 'Usage by day, operation and key',
  usageText: '`GET /api/v1/account/usage` counts the account\'s calls. `from` and `to` are days (`YYYY-MM-DD`, UTC): by default the last 30 days, ending today, and the oldest day kept is 90 days ago. `group_by` names what the rows are counted by: `day`, `operation` and `key`, one or several separated by commas (all three by default). A range outside those days, `from` after `to` or another group answers 422 `USAGE_RANGE_INVALID`.',
  usageAnswer: 'Each row has the groups asked for and `calls`; grouped by key, it also has the key\'s `key_name`:',
  usageCsv: '`format=csv` answers the same rows as a CSV file with the columns `day,operation,key,calls` (a column that is not grouped by stays empty). The “Download CSV” button of the account page gives the last 30 days.',
  usageDelay: 'Usage is written in batches every few seconds, so a call may take a moment to show, and the report costs no calls. The quota counters, not this history, decide what is admitted: `GET /api/v1/usage` tells any caller its plan, limit, calls used and left, and when the allowance resets, without counting.',

  retriesTitle: 'Retries: Idempotency-Key',
  retriesText: 'Every POST under `/api/v1/` (operations, pipelines, batches, kept files, account routes) takes an `Idempotency-Key` header of 1 to 255 visible ASCII characters, such as a random UUID. The same request sent again with the same key within 24 hours (the same method, URL with its language prefix and query string, and body bytes) is answered with the kept answer, marked `Idempotent-Replayed: true`: status, body and headers as they were. It neither runs nor counts again, so a client that lost an answer to a timeout or a dropped connection can simply send the request again:',
  retriesReused: 'The same key with another request answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request still runs, 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; a header that is malformed or sent twice, 400 `IDEMPOTENCY_KEY_INVALID`. None of these counts a call.',
  retriesKept: 'Answers 2xx and 4xx are kept, except 408, 409, 425 and 429. After a 5xx or a 429 the key is free again and the retry runs. An answer larger than 1 MiB is not kept: its retry answers 409 `IDEMPOTENCY_ANSWER_NOT_KEPT` and does not run again, so fetch large results as a job.',
  retriesUpload: 'An upload is the same request only when its bytes are the same. `curl -F` encodes the form with a new boundary on every run, which makes it another request: to retry an upload, resend the body byte for byte as it was first sent.',
  retriesOwner: 'A key belongs to its owner: the account of the API key, else the dashboard session, else the address. The service stores a digest of it, never the key itself, and the kept answer encrypted; use keys nobody can guess.',

  tracingTitle: 'Request ids, problem details and rate-limit headers',
  requestIdText: 'Every answer carries `X-Request-Id`, and every error envelope the same id as `request_id`; quote it when you report a problem. Send your own `X-Request-Id` (1 to 128 visible ASCII characters, no spaces) and it is used as it is; any other value is replaced by a random id.',
  problemText: 'A client that sends `Accept: application/problem+json` gets its errors as RFC 9457 problem details: `type` is the code\'s anchor on the error page, `title` the code in words, `status`, `detail` (the message), and `code` and `request_id`. Successful answers do not change.',
  rateText: 'Counted calls answer `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (Unix seconds), and the same figures as structured fields: `RateLimit-Policy` (the period, its allowance `q` and its length `w` in seconds) and `RateLimit` (`r` calls left, `t` seconds until the reset). For a key with a monthly cap they show the smaller of the cap and the account\'s allowance. A 429 and a 503 also answer `Retry-After`.',
  errorsLink: 'Every error code, its status and its meaning',

  accountTitle: 'Your account',
  accountSession: 'These routes take the session of the account page, where each has its form, and JSON bodies only; without a session they answer 401 `NOT_LOGGED_IN`.',
  mailTitle: 'Links by e-mail',
  mailText: 'When the server can send mail (its operator has set `SMTP_URL`), the account has a life cycle by e-mail. Every mailed link works once, for one hour.',
  verifyText: 'Verification: sign-up mails a link to confirm the address, which opens `/{lang}/account/verify`; its button confirms it. `POST /api/v1/account/verify/resend` mails the link again.',
  resetText: 'Password reset: `POST /api/v1/account/password-reset` with `{email}` mails a link that opens `/{lang}/account/reset`. The answer is 202 whether or not the address has an account, and at most 3 are sent to one address an hour. Setting the new password ends every session and starts one.',
  emailText: 'Change of address: `POST /api/v1/account/email` with `{email, password}` mails a link to the new address, which replaces the old one once the link is opened (and is confirmed by it).',
  passwordTitle: 'Password and deletion',
  passwordText: 'Password change: `POST /api/v1/account/password` with `{current_password, new_password}`. Every other session ends; the one that changed it stays signed in.',
  deleteText: 'Account deletion: `DELETE /api/v1/account` with `{password}`, which cannot be undone. The account\'s keys stop working at once, and its usage history, sessions, security events and webhook secret go; the answer counts what went.',
  eventsText: '`GET /api/v1/account/security-events` lists the latest 50 log-ins, failed log-ins, and keys made, rotated and revoked.',
  noMailTitle: 'A server without mail',
  noMailText: 'Without `SMTP_URL` nothing is mailed: the mailing routes answer 503 `MAIL_UNAVAILABLE`, and password change and deletion work as above. A forgotten password is reset by the server\'s operator, on the machine that runs it; the command prints a new random password once:',
}

type KeysText = typeof en

const es: KeysText = {
  title: 'Claves, ámbitos y su cuenta',
  description: 'Varias claves de API con nombre por cuenta, con ámbitos, topes mensuales y caducidad; el consumo por día, operación y clave en JSON o CSV; reintentos seguros con Idempotency-Key; identificadores de petición, detalles de problema y cabeceras de límite; y el ciclo de vida de la cuenta.',
  docsLink: 'Varias claves por cuenta, cada una con sus ámbitos, su tope mensual y su caducidad; el consumo por clave; reintentos seguros y su cuenta:',
  lead: 'Una cuenta puede tener hasta 20 claves de API con nombre. Comparten la cuota de la cuenta, contada con exactitud entre instancias, y cada una puede limitarse a lo que necesita: las operaciones y funciones que puede llamar, cuántas llamadas puede hacer al mes y hasta cuándo funciona.',
  examples: 'Los ejemplos leen de `$KEY` una clave con todos los ámbitos (`*`); la sesión del panel también sirve. Todo lo que esta página explica sobre claves y consumo puede hacerse también en',
  dashboardLink: 'la página de la cuenta',

  scopesTitle: 'Ámbitos: lo que una clave puede llamar',
  scopesText: 'Los `scopes` de una clave enumeran lo que puede llamar. Una clave creada sin ámbitos recibe `*`, como la primera clave de toda cuenta. Puede indicarse cualquier combinación de los siguientes:',
  scopeCol: 'Ámbito',
  scopeMeaning: 'Qué permite',
  scopeAll: 'Todo, incluidos crear y revocar claves y consultar el consumo.',
  scopeCategory: 'Todas las operaciones de una categoría: `calc`, `text`, `dev`, `file`…',
  scopeOperation: 'Una sola operación, con la forma `categoría/nombre`.',
  scopeFeature: 'Una vía de llamada: un pipeline, un lote, un asistente de IA por MCP, un trabajo.',
  scopesFeatures: 'Una llamada hecha a través de una función necesita la función y la operación: un pipeline necesita `pipeline` y la operación de cada paso; una llamada de un lote, `batch` y su operación; un trabajo, `jobs` y su operación.',
  scopesRefused: 'Una llamada fuera de los ámbitos de la clave responde 403 `KEY_SCOPE`, indicando el ámbito que necesita, y no se cuenta. Un ámbito que no existe se rechaza al crear la clave, con 422 `KEY_SCOPE_UNKNOWN`.',
  scopesManage: 'Solo la sesión del panel o una clave con todos los ámbitos (`*`) pueden listar, crear o revocar claves y consultar el consumo; una clave con ámbitos limitados recibe 403 `KEY_SCOPE_MANAGE`. Conviene que la clave que se entrega a un programa tenga los mínimos ámbitos con los que pueda funcionar.',

  limitsTitle: 'Tope mensual y caducidad',
  capText: '`monthly_cap` es el máximo de llamadas que una clave puede hacer en un mes natural (UTC). Forma parte de la cuota de la cuenta; no se suma a ella. Superado, la clave responde 429 `KEY_CAP_EXCEEDED`, mientras las demás claves de la cuenta siguen funcionando; sus cabeceras de límite muestran el menor valor entre el tope y la cuota de la cuenta. `null` significa que no tiene tope propio.',
  expiryText: '`expires_at` es una fecha y hora ISO 8601 con su desfase horario. Pasada esa fecha, la clave responde 401 `KEY_EXPIRED`, indicando cuándo caducó. Una fecha que no está en el futuro se rechaza al crear la clave, con 422 `KEY_EXPIRY_PAST`; `null` significa que no caduca.',

  manageTitle: 'Crear, listar y revocar claves',
  createText: '`POST /api/v1/account/keys` con el cuerpo JSON `{name, scopes, monthly_cap, expires_at}` crea una clave; solo `name` es obligatorio. Aquí, una clave para la integración continua que solo puede calcular hashes y ejecutar pipelines de pasos de texto, con 1000 llamadas al mes, hasta julio:',
  createAnswer: 'La respuesta contiene la clave completa, una sola vez: guárdela en ese momento, porque el servicio solo conserva su resumen. `details` es la clave tal como la muestra la lista:',
  createLimit: 'Una cuenta tiene como máximo 20 claves activas; una más responde 409 `KEYS_LIMIT`.',
  listText: '`GET /api/v1/account/keys` lista las claves activas: `id`, `name`, la clave enmascarada, `scopes`, `monthly_cap`, cuándo se creó y se usó por última vez cada una, y `expires_at`.',
  revokeText: '`DELETE /api/v1/account/keys/{id}` revoca una clave, por el `id` que da la lista. Deja de funcionar en el acto en la instancia que la revocó, y en las demás en un plazo de `KEY_CACHE_TTL_MS` (4 s).',
  dashboardTitle: 'En el panel',
  dashboardText: 'La tarjeta «Claves de API» de la página de la cuenta lista las claves, cada una con un botón para revocarla, y su formulario crea una clave con un nombre, ámbitos (separados por comas o espacios), un tope mensual y una fecha de caducidad. La clave nueva se muestra una sola vez, con un botón para copiarla.',

  usageTitle: 'Consumo por día, operación y clave',
  usageText: '`GET /api/v1/account/usage` cuenta las llamadas de la cuenta. `from` y `to` son días (`YYYY-MM-DD`, UTC): por defecto, los últimos 30 días hasta hoy, y el día más antiguo que se conserva es de hace 90 días. `group_by` indica por qué se agrupan las filas: `day`, `operation` y `key`, uno o varios separados por comas (los tres por defecto). Un intervalo fuera de esos días, un `from` posterior a `to` u otra agrupación responden 422 `USAGE_RANGE_INVALID`.',
  usageAnswer: 'Cada fila tiene las agrupaciones pedidas y `calls`; agrupada por clave, también el nombre de la clave en `key_name`:',
  usageCsv: '`format=csv` responde las mismas filas como archivo CSV con las columnas `day,operation,key,calls` (una columna por la que no se agrupa queda vacía). El botón «Descargar CSV» de la página de la cuenta da los últimos 30 días.',
  usageDelay: 'El consumo se registra por tandas cada pocos segundos, así que una llamada puede tardar un momento en aparecer, y el informe no gasta llamadas. Lo que se admite lo deciden los contadores de cuota, no este historial: `GET /api/v1/usage` indica a cualquier llamante su plan, su límite, las llamadas usadas y restantes, y cuándo se renueva la cuota, sin contar nada.',

  retriesTitle: 'Reintentos: Idempotency-Key',
  retriesText: 'Todo POST bajo `/api/v1/` (operaciones, pipelines, lotes, archivos guardados, rutas de la cuenta) admite una cabecera `Idempotency-Key` de 1 a 255 caracteres ASCII visibles, por ejemplo un UUID aleatorio. La misma petición enviada de nuevo con la misma clave en un plazo de 24 horas (el mismo método, la misma URL con su prefijo de idioma y su cadena de consulta, y los mismos bytes de cuerpo) recibe la respuesta guardada, marcada con `Idempotent-Replayed: true`: el estado, el cuerpo y las cabeceras tal como fueron. No se ejecuta ni se cuenta otra vez, de modo que un cliente que perdió una respuesta por un tiempo de espera agotado o una conexión cortada puede limitarse a enviar la petición de nuevo:',
  retriesReused: 'La misma clave con otra petición responde 422 `IDEMPOTENCY_KEY_REUSED`; mientras la primera petición sigue en curso, 409 `IDEMPOTENCY_KEY_IN_USE` con `Retry-After`; una cabecera mal formada o enviada dos veces, 400 `IDEMPOTENCY_KEY_INVALID`. Ninguna de estas respuestas cuenta una llamada.',
  retriesKept: 'Se guardan las respuestas 2xx y 4xx, salvo 408, 409, 425 y 429. Tras un 5xx o un 429 la clave queda libre de nuevo y el reintento se ejecuta. Una respuesta de más de 1 MiB no se guarda: su reintento responde 409 `IDEMPOTENCY_ANSWER_NOT_KEPT` y no se ejecuta otra vez; para resultados grandes, use un trabajo.',
  retriesUpload: 'Una subida de archivos solo es la misma petición si sus bytes son los mismos. `curl -F` codifica el formulario con un delimitador nuevo en cada ejecución, lo que la convierte en otra petición: para reintentar una subida, reenvíe el cuerpo byte a byte tal como se envió la primera vez.',
  retriesOwner: 'Una clave pertenece a su titular: la cuenta de la clave de API; si no hay clave, la sesión del panel; si tampoco, la dirección. El servicio guarda un resumen de ella, nunca la clave en sí, y la respuesta guardada cifrada; use claves que nadie pueda adivinar.',

  tracingTitle: 'Identificadores de petición, detalles de problema y cabeceras de límite',
  requestIdText: 'Toda respuesta lleva `X-Request-Id`, y todo sobre de error el mismo identificador en `request_id`; indíquelo cuando notifique un problema. Si envía su propio `X-Request-Id` (de 1 a 128 caracteres ASCII visibles, sin espacios), se usa tal cual; cualquier otro valor se sustituye por un identificador aleatorio.',
  problemText: 'Un cliente que envía `Accept: application/problem+json` recibe los errores como detalles de problema RFC 9457: `type` es el ancla del código en la página de errores, `title` el código en palabras, `status`, `detail` (el mensaje), y `code` y `request_id`. Las respuestas correctas no cambian.',
  rateText: 'Las llamadas contadas responden `X-RateLimit-Limit`, `X-RateLimit-Remaining` y `X-RateLimit-Reset` (segundos Unix), y las mismas cifras como campos estructurados: `RateLimit-Policy` (el periodo, su cuota `q` y su duración `w` en segundos) y `RateLimit` (`r` llamadas restantes, `t` segundos hasta la renovación). Para una clave con tope mensual muestran el menor valor entre el tope y la cuota de la cuenta. Un 429 y un 503 responden además `Retry-After`.',
  errorsLink: 'Todos los códigos de error, con su estado y su significado',

  accountTitle: 'Su cuenta',
  accountSession: 'Estas rutas requieren la sesión de la página de la cuenta, donde cada una tiene su formulario, y solo admiten cuerpos JSON; sin sesión responden 401 `NOT_LOGGED_IN`.',
  mailTitle: 'Enlaces por correo',
  mailText: 'Cuando el servidor puede enviar correo (su operador ha configurado `SMTP_URL`), la cuenta tiene un ciclo de vida por correo electrónico. Cada enlace enviado funciona una sola vez, durante una hora.',
  verifyText: 'Verificación: el registro envía un enlace para confirmar la dirección, que abre `/{lang}/account/verify`; su botón la confirma. `POST /api/v1/account/verify/resend` vuelve a enviar el enlace.',
  resetText: 'Restablecimiento de la contraseña: `POST /api/v1/account/password-reset` con `{email}` envía un enlace que abre `/{lang}/account/reset`. La respuesta es 202 tanto si la dirección tiene cuenta como si no, y se envían como máximo 3 por dirección y hora. Al fijar la contraseña nueva se cierran todas las sesiones y se abre una.',
  emailText: 'Cambio de dirección: `POST /api/v1/account/email` con `{email, password}` envía un enlace a la dirección nueva, que sustituye a la anterior cuando se abre el enlace (y queda confirmada con él).',
  passwordTitle: 'Contraseña y eliminación',
  passwordText: 'Cambio de contraseña: `POST /api/v1/account/password` con `{current_password, new_password}`. Se cierran todas las demás sesiones; la que hizo el cambio sigue abierta.',
  deleteText: 'Eliminación de la cuenta: `DELETE /api/v1/account` con `{password}`, que no se puede deshacer. Las claves de la cuenta dejan de funcionar en el acto, y se eliminan su historial de consumo, sus sesiones, sus eventos de seguridad y su secreto de webhook; la respuesta indica cuánto se ha eliminado.',
  eventsText: '`GET /api/v1/account/security-events` lista los 50 últimos inicios de sesión, inicios de sesión fallidos y claves creadas, renovadas y revocadas.',
  noMailTitle: 'Un servidor sin correo',
  noMailText: 'Sin `SMTP_URL` no se envía ningún correo: las rutas que envían enlaces responden 503 `MAIL_UNAVAILABLE`, y el cambio de contraseña y la eliminación funcionan como se ha descrito. Una contraseña olvidada la restablece el operador del servidor, en la máquina que lo ejecuta; la orden muestra una sola vez una contraseña aleatoria nueva:',
}

const TEXTS: Readonly<Record<string, KeysText>> = { en, es }

/** The page's words in lang (English for a language it does not have). */
export function keysText(lang: string): KeysText {
  return TEXTS[lang] ?? en
}

const isErrorCode = (word: string): boolean => Object.hasOwn(ERROR_STATUS, word)

/**
 * Text with `code` spans, as markup; a span that is an error code links to its anchor on the
 * error page in the page's language.
 */
export function keysProse(lang: string, text: string): Html {
  const parts = text.split('`')
  if (parts.length % 2 === 0) return html`${text}`
  const errors = pageUrl(lang, ERROR_DOCS_PATH)
  return html`${parts.map((part, i) => {
    if (i % 2 === 0) return part
    return isErrorCode(part) ? html`<a href="${errors}#${part}"><code>${part}</code></a>` : html`<code>${part}</code>`
  })}`
}

/** The page's shell examples, at the service's address. */
export function keysSnippets(baseUrl: string): Snippet[] {
  const api = `${baseUrl}/api/v1`
  const key = '-H "X-API-Key: $KEY"'
  const json = "-H 'Content-Type: application/json'"
  const shell = (id: string, label: string, code: string): Snippet => ({ id, label, language: 'shell', code })
  return [
    shell('create', 'POST keys', `curl -s -X POST ${key} ${json} ${api}/account/keys \\\n  -d '{"name":"ci","scopes":["dev/hash","text","pipeline"],"monthly_cap":1000,"expires_at":"2027-07-01T00:00:00Z"}'`),
    shell('list', 'GET keys', `curl -s ${key} ${api}/account/keys`),
    shell('revoke', 'DELETE key', `curl -s -X DELETE ${key} ${api}/account/keys/$KEY_ID`),
    shell('usage', 'GET usage', `curl -s ${key} '${api}/account/usage?from=2026-04-01&to=2026-04-30&group_by=day,operation'`),
    shell('usage-csv', 'GET usage CSV', `curl -s ${key} '${api}/account/usage?group_by=operation,key&format=csv' -o usage.csv`),
    shell('retry', 'Idempotency-Key', `curl -si -X POST ${key} ${json} -H 'Idempotency-Key: 5f2b1c0e-8d1a-4e7b-9c3d-2a6f0e9b7c41' \\\n  ${api}/dev/bcrypt -d '{"text":"correct horse"}'`),
    shell('problem', 'problem+json', `curl -si ${key} -H 'Accept: application/problem+json' -H 'X-Request-Id: my-trace-1' \\\n  '${api}/number/roman?value=abc'`),
    shell('reset', 'password-reset', `curl -s -X POST ${json} ${api}/account/password-reset -d '{"email":"you@example.com"}'`),
  ]
}

const json = (value: unknown): string => JSON.stringify(value, null, 2)

function scopesTable(lang: string, k: KeysText): Html {
  const rows: readonly (readonly [scopes: readonly string[], meaning: string])[] = [
    [['*'], k.scopeAll],
    [['calc'], k.scopeCategory],
    [['dev/hash'], k.scopeOperation],
    [['pipeline', 'batch', 'mcp', 'jobs'], k.scopeFeature],
  ]
  return html`<div class="table-scroll"><table class="result-fields key-scopes">
<thead><tr><th scope="col">${k.scopeCol}</th><th scope="col">${k.scopeMeaning}</th></tr></thead>
<tbody>${rows.map(([scopes, meaning]) => html`<tr><th scope="row">${scopes.map((s, i) => html`${i ? ', ' : ''}<code>${s}</code>`)}</th><td data-label="${k.scopeMeaning}">${keysProse(lang, meaning)}</td></tr>`)}</tbody>
</table></div>`
}

export function renderKeysPage(lang: string, baseUrl: string): string {
  const t = siteText(lang)
  const k = keysText(lang)
  const p = (text: string): Html => keysProse(lang, text.replaceAll('{lang}', lang))
  const snippets = new Map(keysSnippets(baseUrl).map((s) => [s.id, s]))
  const snippet = (id: string): Html => {
    const s = snippets.get(id)!
    return html`<div class="snippet" data-snippet="${s.id}">${codeBlock(s.code, s.language)}</div>`
  }
  const created = json({
    ok: true,
    result: {
      key: 'du_…',
      key_notice: 'Store this key now: it is shown only once.',
      details: {
        id: '3f9c2a7e-1b4d-4c8a-9e2f-6d1b0a5c7e94', name: 'ci', masked: 'du_8Kx2…Qe7w', prefix: 'du_8Kx2', last4: 'Qe7w',
        scopes: ['dev/hash', 'pipeline', 'text'], monthly_cap: 1000,
        created_at: '2026-05-04T10:00:00.000Z', last_used_at: null, expires_at: '2027-07-01T00:00:00.000Z',
      },
    },
  })
  const usage = json({
    ok: true,
    result: {
      from: '2026-04-01', to: '2026-04-30', group_by: ['day', 'operation'],
      rows: [{ day: '2026-04-01', operation: 'dev/hash', calls: 118 }, { day: '2026-04-01', operation: 'text/slugify', calls: 7 }],
    },
  })
  const csv = 'day,operation,key,calls\n,dev/hash,3f9c2a7e-1b4d-4c8a-9e2f-6d1b0a5c7e94,1412\n,text/slugify,3f9c2a7e-1b4d-4c8a-9e2f-6d1b0a5c7e94,96'
  const problem = `HTTP/1.1 422 Unprocessable Entity
x-request-id: my-trace-1
ratelimit-policy: "month";q=500;w=2592000
ratelimit: "month";r=480;t=3600
content-type: application/problem+json; charset=utf-8

${json({ type: `${baseUrl}/en${ERROR_DOCS_PATH}#INVALID_ROMAN`, title: errorTitle('INVALID_ROMAN'), status: 422, detail: '"abc" is not a valid Roman numeral; …', code: 'INVALID_ROMAN', request_id: 'my-trace-1' })}`
  const body = html`<h1>${k.title}</h1>
<p class="lead">${k.lead}</p>
<p>${p(k.examples)} <a href="${pageUrl(lang, '/account')}">${k.dashboardLink}</a>.</p>

<section aria-labelledby="keys-scopes"><h2 id="keys-scopes">${k.scopesTitle}</h2>
<p>${p(k.scopesText)}</p>
${scopesTable(lang, k)}
<p>${p(k.scopesFeatures)}</p>
<p>${p(k.scopesRefused)}</p>
<p>${p(k.scopesManage)}</p>
</section>

<section aria-labelledby="keys-limits"><h2 id="keys-limits">${k.limitsTitle}</h2>
<p>${p(k.capText)}</p>
<p>${p(k.expiryText)}</p>
</section>

<section aria-labelledby="keys-manage"><h2 id="keys-manage">${k.manageTitle}</h2>
<p>${p(k.createText)}</p>
${snippet('create')}
<p>${p(k.createAnswer)}</p>
${codeBlock(created, 'json')}
<p>${p(k.createLimit)}</p>
<p>${p(k.listText)}</p>
${snippet('list')}
<p>${p(k.revokeText)}</p>
${snippet('revoke')}
<h3 id="keys-dashboard">${k.dashboardTitle}</h3>
<p>${p(k.dashboardText)} <a href="${pageUrl(lang, '/account')}">${k.dashboardLink}</a></p>
</section>

<section aria-labelledby="keys-usage"><h2 id="keys-usage">${k.usageTitle}</h2>
<p>${p(k.usageText)}</p>
${snippet('usage')}
<p>${p(k.usageAnswer)}</p>
${codeBlock(usage, 'json')}
<p>${p(k.usageCsv)}</p>
${snippet('usage-csv')}
${codeBlock(csv, 'text', 'CSV')}
<p class="note">${p(k.usageDelay)}</p>
</section>

<section aria-labelledby="keys-retries"><h2 id="keys-retries">${k.retriesTitle}</h2>
<p>${p(k.retriesText)}</p>
${snippet('retry')}
<ul>
<li>${p(k.retriesReused)}</li>
<li>${p(k.retriesKept)}</li>
<li>${p(k.retriesUpload)}</li>
<li>${p(k.retriesOwner)}</li>
</ul>
</section>

<section aria-labelledby="keys-tracing"><h2 id="keys-tracing">${k.tracingTitle}</h2>
<p>${p(k.requestIdText)}</p>
<p>${p(k.problemText)}</p>
${snippet('problem')}
${codeBlock(problem, 'http')}
<p>${p(k.rateText)}</p>
<p>${k.errorsLink}: <a href="${pageUrl(lang, ERROR_DOCS_PATH)}">${t.errorsTitle}</a></p>
</section>

<section aria-labelledby="keys-account"><h2 id="keys-account">${k.accountTitle}</h2>
<p>${p(k.accountSession)}</p>
<h3 id="keys-account-mail">${k.mailTitle}</h3>
<p>${p(k.mailText)}</p>
<ul>
<li>${p(k.verifyText)}</li>
<li>${p(k.resetText)}</li>
<li>${p(k.emailText)}</li>
</ul>
${snippet('reset')}
<h3 id="keys-account-password">${k.passwordTitle}</h3>
<ul>
<li>${p(k.passwordText)}</li>
<li>${p(k.deleteText)}</li>
</ul>
<p>${p(k.eventsText)}</p>
<h3 id="keys-account-nomail">${k.noMailTitle}</h3>
<p>${p(k.noMailText)}</p>
${codeBlock('npx devutils admin set-password you@example.com', 'shell')}
</section>`
  return layout({ lang, title: `${k.title} · ${t.siteName}`, description: k.description, path: KEYS_PAGE_PATH, body })
}
