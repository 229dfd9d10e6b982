import { domainToUnicode } from 'node:url'
import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { excerpt, textParam } from '../../lib/data/codec.ts'
import { recordOf } from '../kits/dev-results.ts'

// WHATWG URL Standard, "special schemes" and their default ports (file has none).
const DEFAULT_PORTS: Readonly<Record<string, number | null>> = { http: 80, https: 443, ws: 80, wss: 443, ftp: 21, file: null }

/** Query parameters, decoded; a key given more than once maps to an array in order. */
function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  // No prototype: a key such as __proto__ is stored as data, not as the object's prototype.
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>
  for (const [key, value] of params) {
    const previous = query[key]
    query[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return query
}

export function parseUrl(text: string) {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new OperationError('URL_INVALID', { value: excerpt(text.trim(), 100) })
  }
  const scheme = url.protocol.slice(0, -1)
  const special = Object.hasOwn(DEFAULT_PORTS, scheme)
  // Only special schemes have domain hosts that go through IDNA; other hosts are opaque strings.
  const hostnameUnicode = special && url.hostname !== '' ? domainToUnicode(url.hostname) || url.hostname : url.hostname
  const port = url.port === '' ? null : Number(url.port)
  const defaultPort = special ? DEFAULT_PORTS[scheme] ?? null : null
  return {
    href: url.href,
    scheme,
    username: url.username,
    password: url.password,
    host: url.host,
    hostname: url.hostname,
    host_unicode: port === null ? hostnameUnicode : `${hostnameUnicode}:${port}`,
    hostname_unicode: hostnameUnicode,
    port,
    default_port: defaultPort,
    effective_port: port ?? defaultPort,
    path: url.pathname,
    query: queryObject(url.searchParams),
    query_string: url.search.slice(1),
    fragment: url.hash.slice(1),
    origin: url.origin === 'null' ? null : url.origin,
  }
}

const port = z.number().int().min(0).max(65_535)

export default defineOperation({
  category: 'encode',
  name: 'url-parse',
  input: 'json',
  summary: 'Split a URL into scheme, credentials, host, port, path, query and fragment',
  description: 'Parses an absolute URL with the WHATWG URL Standard, as browsers and Node do, so the parts are normalised: '
    + 'scheme and host in lower case, default ports dropped, dot segments resolved, unsafe characters percent-encoded. '
    + 'scheme has no ":" and fragment no "#"; query_string is the raw query without "?", and query is the decoded form, where a key '
    + 'given more than once maps to an array. port is null when the URL names none; effective_port falls back to the scheme\'s default port. '
    + 'International domain names are given both in punycode (host, hostname) and in Unicode (host_unicode, hostname_unicode). '
    + 'origin is null for schemes without a meaningful origin (mailto:, file:, data:). A relative or malformed URL is refused.',
  params: z.object({
    text: textParam('An absolute URL, such as https://example.com/path?q=1#top', 100_000),
  }),
  result: z.object({
    href: z.string().apply(described, { en: 'The whole URL, normalised', es: 'La URL completa, normalizada' }),
    scheme: z.string().apply(described, { en: 'The scheme in lower case, without ":", such as https or mailto', es: 'El esquema en minúsculas, sin ":", como https o mailto' }),
    username: z.string().apply(described, { en: 'The user name, percent-encoded; empty when there is none', es: 'El nombre de usuario, codificado con porcentajes; vacío cuando no hay ninguno' }),
    password: z.string().apply(described, { en: 'The password, percent-encoded; empty when there is none', es: 'La contraseña, codificada con porcentajes; vacía cuando no hay ninguna' }),
    host: z.string().apply(described, { en: 'The host name (international names in punycode) with ":" and the port when the URL names one; empty when there is no host', es: 'El nombre de host (los nombres internacionales en punycode) con ":" y el puerto cuando la URL indica uno; vacío cuando no hay host' }),
    hostname: z.string().apply(described, { en: 'The host name without the port, international names in punycode (an IPv6 address in brackets); empty when there is no host', es: 'El nombre de host sin el puerto, los nombres internacionales en punycode (una dirección IPv6 entre corchetes); vacío cuando no hay host' }),
    host_unicode: z.string().apply(described, { en: 'host with an international domain name in Unicode', es: 'host con un nombre de dominio internacional en Unicode' }),
    hostname_unicode: z.string().apply(described, { en: 'hostname with an international domain name in Unicode', es: 'hostname con un nombre de dominio internacional en Unicode' }),
    port: port.nullable().apply(described, { en: 'The port the URL names, or null when it names none (a default port is dropped)', es: 'El puerto que indica la URL, o null cuando no indica ninguno (se elimina un puerto por defecto)' }),
    default_port: port.nullable().apply(described, { en: 'The default port of the scheme (http 80, https 443, ws 80, wss 443, ftp 21), or null for schemes without one', es: 'El puerto por defecto del esquema (http 80, https 443, ws 80, wss 443, ftp 21), o null para los esquemas que no tienen' }),
    effective_port: port.nullable().apply(described, { en: 'The port a connection uses: port, else default_port; null when neither exists', es: 'El puerto que usa una conexión: port, o si no default_port; null cuando no existe ninguno' }),
    path: z.string().apply(described, { en: 'The path, with dot segments resolved and unsafe characters percent-encoded', es: 'La ruta, con los segmentos de punto resueltos y los caracteres no seguros codificados con porcentajes' }),
    query: recordOf(z.union([z.string(), z.array(z.string())]))
      .apply(described, { en: 'The query parameters, decoded: each key maps to its value, or to an array of its values in order when it is given more than once', es: 'Los parámetros de la query, decodificados: cada clave corresponde a su valor, o a un array de sus valores en orden cuando aparece más de una vez' }),
    query_string: z.string().apply(described, { en: 'The raw query without "?"; empty when there is none', es: 'La query en bruto sin "?"; vacía cuando no hay ninguna' }),
    fragment: z.string().apply(described, { en: 'The fragment without "#"; empty when there is none', es: 'El fragmento sin "#"; vacío cuando no hay ninguno' }),
    origin: z.string().nullable().apply(described, { en: 'The origin, scheme://host[:port], or null for schemes without a meaningful origin (mailto:, file:, data:)', es: 'El origen, scheme://host[:port], o null para los esquemas sin un origen significativo (mailto:, file:, data:)' }),
  }),
  examples: [
    {
      title: 'every part',
      params: { text: 'https://user:secret@Example.com:8443/docs/a%20b/../c?q=1&q=2&lang=es&name=Jos%C3%A9#intro' },
      result: {
        href: 'https://user:secret@example.com:8443/docs/c?q=1&q=2&lang=es&name=Jos%C3%A9#intro',
        scheme: 'https', username: 'user', password: 'secret', host: 'example.com:8443', hostname: 'example.com',
        port: 8443, default_port: 443, effective_port: 8443, path: '/docs/c',
        query: { q: ['1', '2'], lang: 'es', name: 'José' }, query_string: 'q=1&q=2&lang=es&name=Jos%C3%A9',
        fragment: 'intro', origin: 'https://example.com:8443',
      },
    },
    {
      title: 'international domain name',
      params: { text: 'http://münchen.de/straße' },
      result: {
        host: 'xn--mnchen-3ya.de', hostname_unicode: 'münchen.de', host_unicode: 'münchen.de',
        port: null, effective_port: 80, path: '/stra%C3%9Fe', origin: 'http://xn--mnchen-3ya.de',
      },
    },
  ],
  run: ({ text }) => parseUrl(text),
  es: {
    summary: 'Divide una URL en esquema, credenciales, host, puerto, ruta, query y fragmento',
    description: 'Analiza una URL absoluta con el WHATWG URL Standard, como hacen los navegadores y Node, así que las partes quedan normalizadas: esquema y host en minúsculas, puertos por defecto eliminados, segmentos de punto resueltos y caracteres no seguros codificados con porcentajes. scheme no lleva ":" ni fragment "#"; query_string es la query en bruto sin "?", y query su forma decodificada, en la que una clave que aparece más de una vez corresponde a un array. port es null cuando la URL no indica ninguno; effective_port recurre al puerto por defecto del esquema. Los nombres de dominio internacionales se dan tanto en punycode (host, hostname) como en Unicode (host_unicode, hostname_unicode). origin es null para los esquemas sin un origen significativo (mailto:, file:, data:). Se rechaza una URL relativa o mal formada.',
    params: {
      text: 'Una URL absoluta, como https://example.com/path?q=1#top',
    },
  },
})
