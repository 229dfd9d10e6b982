import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { checkEmail, EMAIL_REASONS, MAX_ADDRESS_OCTETS, MAX_DOMAIN_OCTETS, MAX_EMAIL_INPUT, MAX_LOCAL_OCTETS } from '../../lib/validators/email.ts'
import { requireValue, valueParam } from '../../lib/validators/value.ts'

const text = (en: string, es: string) => z.string().nullable().apply(described, { en, es })
const flag = (en: string, es: string) => z.boolean().apply(described, { en, es })

export default defineOperation({
  category: 'dev',
  name: 'email-validate',
  input: 'json',
  summary: 'Validate an e-mail address (RFC 5321/5322), with its domain in punycode and, optionally, its mail servers',
  description: 'Checks an e-mail address against the addr-spec of RFC 5322 as RFC 5321 restricts it for mail: a local part that is a '
    + 'dot-atom (letters, digits and !#$%&\'*+/=?^_`{|}~- in dot-separated runs) or a quoted string ("John Doe"), UTF-8 letters '
    + 'allowed as RFC 6531 allows them; and a domain that is a host name of at least two labels (internationalised names are '
    + 'converted to A-labels, punycode, by UTS 46) or an address literal ([192.0.2.1], [IPv6:2001:db8::1]) of RFC 5321. Comments, '
    + 'display names ("Name <a@b>") and the obsolete forms are not accepted. Surrounding white space is ignored. Lengths: local '
    + `part at most ${MAX_LOCAL_OCTETS} octets, domain ${MAX_DOMAIN_OCTETS}, whole address ${MAX_ADDRESS_OCTETS} (RFC 3696 errata); `
    + 'longer parts answer valid: false with a reason, and a value over '
    + `${MAX_EMAIL_INPUT} characters is refused (422) unread. With check_mx, the domain's MX records are looked up at the DNS servers the `
    + 'service is configured with (3 s budget; 504 DNS_TIMEOUT when they do not answer) and returned sorted by preference. A domain '
    + 'with no MX records but with an address takes mail there (the implicit MX of RFC 5321 section 5.1): valid stays true, mx is '
    + 'empty and implicit_mx true. A domain that does not exist (domain_not_found), that has neither MX nor address (no_mail_server) '
    + 'or that publishes a null MX, RFC 7505 (null_mx), answers valid: false. Address literals are not looked up. Nothing is sent '
    + 'to the mail server: a valid address may still have no mailbox.',
  params: z.object({
    value: valueParam(MAX_EMAIL_INPUT, `The e-mail address (addr-spec only: user@example.com, no display name); at most ${MAX_EMAIL_INPUT} characters`),
    check_mx: z.boolean().default(false).describe('Also look up the domain\'s mail servers (MX records) at the configured DNS servers (off by default)'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, {
      en: 'Whether the address is well formed and, with check_mx, its domain takes mail',
      es: 'Si la dirección está bien formada y, con check_mx, su dominio acepta correo',
    }),
    reason: z.enum(EMAIL_REASONS).nullable().apply(described, {
      en: 'The first check that failed, null when valid: no_at, local_empty, local_too_long, local_dots (a dot first, last or doubled), '
        + 'local_invalid_char, quoted_invalid, domain_empty, domain_too_long, domain_invalid, domain_no_dot, domain_literal_invalid, '
        + 'too_long (over 254 octets), and with check_mx domain_not_found, no_mail_server, null_mx',
      es: 'La primera comprobación que falló, null si es válida: no_at, local_empty, local_too_long, local_dots (un punto al principio, al final '
        + 'o doble), local_invalid_char, quoted_invalid, domain_empty, domain_too_long, domain_invalid, domain_no_dot, domain_literal_invalid, '
        + 'too_long (más de 254 octetos) y, con check_mx, domain_not_found, no_mail_server, null_mx',
    }),
    local: text('The local part, before the last @, as given; null without @', 'La parte local, antes de la última @, tal como se dio; null sin @'),
    domain: text('The domain, after the last @, as given; null without @', 'El dominio, después de la última @, tal como se dio; null sin @'),
    ascii_domain: text('The domain in lower-case ASCII, internationalised labels as A-labels (punycode); an address literal as given; null when invalid', 'El dominio en ASCII en minúsculas, con las etiquetas internacionalizadas como etiquetas A (punycode); un literal de dirección tal como se dio; null si no es válido'),
    normalized: text('The local part as given, @, and ascii_domain; null when the domain is invalid', 'La parte local tal como se dio, @ y ascii_domain; null si el dominio no es válido'),
    quoted_local: flag('Whether the local part is a quoted string', 'Si la parte local es una cadena entre comillas'),
    ip_literal: flag('Whether the domain is an address literal in brackets', 'Si el dominio es un literal de dirección entre corchetes'),
    smtputf8: flag('Whether the address has non-ASCII characters (it then needs SMTPUTF8, RFC 6531, in its local part)', 'Si la dirección tiene caracteres no ASCII (en la parte local necesita entonces SMTPUTF8, RFC 6531)'),
    mx: z.array(z.object({
      exchange: z.string().apply(described, { en: 'Host name of the mail server ("" for a null MX)', es: 'Nombre de host del servidor de correo ("" en un MX nulo)' }),
      priority: z.number().int().apply(described, { en: 'Its preference: lower is tried first', es: 'Su preferencia: se prueba primero el valor más bajo' }),
    })).nullable().apply(described, { en: 'With check_mx, the MX records sorted by preference (empty when none); null when not looked up', es: 'Con check_mx, los registros MX ordenados por preferencia (vacío si no hay); null si no se consultaron' }),
    implicit_mx: z.boolean().nullable().apply(described, {
      en: 'With check_mx, true when there is no MX and mail goes to the domain\'s own address (RFC 5321 section 5.1); null when not looked up',
      es: 'Con check_mx, true cuando no hay MX y el correo va a la propia dirección del dominio (RFC 5321, sección 5.1); null si no se consultó',
    }),
  }),
  examples: [
    {
      title: 'An internationalised domain',
      params: { value: 'José.Pérez@Bücher.example' },
      result: { valid: true, reason: null, local: 'José.Pérez', ascii_domain: 'xn--bcher-kva.example', normalized: 'José.Pérez@xn--bcher-kva.example', smtputf8: true, mx: null },
    },
    {
      title: 'Two dots in a row',
      params: { value: 'john..doe@example.com' },
      result: { valid: false, reason: 'local_dots' },
    },
    {
      title: 'With the mail servers',
      params: { value: 'user@example.com', check_mx: true },
      network: true,
    },
  ],
  run: ({ value, check_mx }, ctx) => {
    requireValue(value)
    return checkEmail(value, check_mx ? ctx.web.dns : null)
  },
  es: {
    summary: 'Valida una dirección de correo electrónico (RFC 5321/5322), con su dominio en punycode y, si se pide, sus servidores de correo',
    description: 'Comprueba una dirección de correo electrónico con el addr-spec del RFC 5322 tal como lo restringe el RFC 5321 para el '
      + 'correo: una parte local que es un dot-atom (letras, dígitos y !#$%&\'*+/=?^_`{|}~- en tramos separados por puntos) o una cadena '
      + 'entre comillas ("John Doe"), con letras UTF-8 permitidas como las permite el RFC 6531; y un dominio que es un nombre de host de '
      + 'al menos dos etiquetas (los nombres internacionalizados se convierten en etiquetas A, punycode, con UTS 46) o un literal de '
      + 'dirección ([192.0.2.1], [IPv6:2001:db8::1]) del RFC 5321. No se aceptan comentarios, nombres para mostrar ("Nombre <a@b>") ni '
      + `las formas obsoletas. Se ignoran los espacios alrededor. Longitudes: parte local de ${MAX_LOCAL_OCTETS} octetos como máximo, `
      + `dominio de ${MAX_DOMAIN_OCTETS}, dirección completa de ${MAX_ADDRESS_OCTETS} (fe de erratas del RFC 3696); las partes más largas `
      + `responden valid: false con un motivo, y un valor de más de ${MAX_EMAIL_INPUT} caracteres se rechaza (422) sin leerlo. Con `
      + 'check_mx se consultan los registros MX del dominio en los servidores DNS configurados en el servicio (3 s de plazo; 504 '
      + 'DNS_TIMEOUT si no responden) y se devuelven ordenados por preferencia. Un dominio sin registros MX pero con dirección recibe el '
      + 'correo en ella (el MX implícito del RFC 5321, sección 5.1): valid sigue siendo true, mx queda vacío e implicit_mx es true. Un '
      + 'dominio que no existe (domain_not_found), que no tiene ni MX ni dirección (no_mail_server) o que publica un MX nulo, RFC 7505 '
      + '(null_mx), responde valid: false. Los literales de dirección no se consultan. No se envía nada al servidor de correo: una '
      + 'dirección válida puede no tener buzón.',
    params: {
      value: `La dirección de correo electrónico (solo el addr-spec: usuario@example.com, sin nombre para mostrar); como máximo ${MAX_EMAIL_INPUT} caracteres`,
      check_mx: 'Consulta también los servidores de correo del dominio (registros MX) en los servidores DNS configurados (desactivado por defecto)',
    },
  },
})
