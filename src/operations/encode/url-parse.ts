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
    href: z.string().apply(described, {
      en: 'The whole URL, normalised',
      es: 'La URL completa, normalizada',
      de: 'Die gesamte URL, normalisiert',
      fr: 'L\'URL complète, normalisée',
      'pt-br': 'A URL completa, normalizada',
      'zh-cn': '规范化后的完整 URL',
    }),
    scheme: z.string().apply(described, {
      en: 'The scheme in lower case, without ":", such as https or mailto',
      es: 'El esquema en minúsculas, sin ":", como https o mailto',
      de: 'Das Schema in Kleinbuchstaben, ohne ":", etwa https oder mailto',
      fr: 'Le schéma en minuscules, sans ":", par exemple https ou mailto',
      'pt-br': 'O esquema em minúsculas, sem ":", como https ou mailto',
      'zh-cn': '小写的协议，不含 ":"，例如 https 或 mailto',
    }),
    username: z.string().apply(described, {
      en: 'The user name, percent-encoded; empty when there is none',
      es: 'El nombre de usuario, codificado con porcentajes; vacío cuando no hay ninguno',
      de: 'Der Benutzername, prozentcodiert; leer, wenn keiner vorhanden ist',
      fr: 'Le nom d\'utilisateur, encodé en pourcentage\u00a0; vide s\'il n\'y en a pas',
      'pt-br': 'O nome de usuário, codificado por porcentagem; vazio quando não há nenhum',
      'zh-cn': '用户名，已进行百分号编码；没有时为空',
    }),
    password: z.string().apply(described, {
      en: 'The password, percent-encoded; empty when there is none',
      es: 'La contraseña, codificada con porcentajes; vacía cuando no hay ninguna',
      de: 'Das Kennwort, prozentcodiert; leer, wenn keines vorhanden ist',
      fr: 'Le mot de passe, encodé en pourcentage\u00a0; vide s\'il n\'y en a pas',
      'pt-br': 'A senha, codificada por porcentagem; vazia quando não há nenhuma',
      'zh-cn': '密码，已进行百分号编码；没有时为空',
    }),
    host: z.string().apply(described, {
      en: 'The host name (international names in punycode) with ":" and the port when the URL names one; empty when there is no host',
      es: 'El nombre de host (los nombres internacionales en punycode) con ":" y el puerto cuando la URL indica uno; vacío cuando no hay host',
      de: 'Der Hostname (internationale Namen in Punycode) mit ":" und dem Port, wenn die URL einen angibt; leer, wenn es keinen Host gibt',
      fr: 'Le nom d\'hôte (les noms internationaux en punycode) suivi de ":" et du port si l\'URL en indique un\u00a0; vide s\'il n\'y a pas d\'hôte',
      'pt-br': 'O nome do host (nomes internacionais em punycode) com ":" e a porta quando a URL indica uma; vazio quando não há host',
      'zh-cn': '主机名（国际化名称为 punycode），URL 指定端口时附带 ":" 和端口；没有主机时为空',
    }),
    hostname: z.string().apply(described, {
      en: 'The host name without the port, international names in punycode (an IPv6 address in brackets); empty when there is no host',
      es: 'El nombre de host sin el puerto, los nombres internacionales en punycode (una dirección IPv6 entre corchetes); vacío cuando no hay host',
      de: 'Der Hostname ohne Port, internationale Namen in Punycode (eine IPv6-Adresse in eckigen Klammern); leer, wenn es keinen Host gibt',
      fr: 'Le nom d\'hôte sans le port, les noms internationaux en punycode (une adresse IPv6 entre crochets)\u00a0; vide s\'il n\'y a pas d\'hôte',
      'pt-br': 'O nome do host sem a porta, nomes internacionais em punycode (um endereço IPv6 entre colchetes); vazio quando não há host',
      'zh-cn': '不含端口的主机名，国际化名称为 punycode（IPv6 地址放在方括号中）；没有主机时为空',
    }),
    host_unicode: z.string().apply(described, {
      en: 'host with an international domain name in Unicode',
      es: 'host con un nombre de dominio internacional en Unicode',
      de: 'host mit einem internationalen Domänennamen in Unicode',
      fr: 'host avec un nom de domaine international en Unicode',
      'pt-br': 'host com um nome de domínio internacional em Unicode',
      'zh-cn': '国际化域名以 Unicode 表示的 host',
    }),
    hostname_unicode: z.string().apply(described, {
      en: 'hostname with an international domain name in Unicode',
      es: 'hostname con un nombre de dominio internacional en Unicode',
      de: 'hostname mit einem internationalen Domänennamen in Unicode',
      fr: 'hostname avec un nom de domaine international en Unicode',
      'pt-br': 'hostname com um nome de domínio internacional em Unicode',
      'zh-cn': '国际化域名以 Unicode 表示的 hostname',
    }),
    port: port.nullable().apply(described, {
      en: 'The port the URL names, or null when it names none (a default port is dropped)',
      es: 'El puerto que indica la URL, o null cuando no indica ninguno (se elimina un puerto por defecto)',
      de: 'Der Port, den die URL angibt, oder null, wenn sie keinen angibt (ein Standardport wird entfernt)',
      fr: 'Le port indiqué par l\'URL, ou null si elle n\'en indique aucun (un port par défaut est supprimé)',
      'pt-br': 'A porta que a URL indica, ou null quando não indica nenhuma (uma porta padrão é removida)',
      'zh-cn': 'URL 指定的端口；未指定时为 null（默认端口会被省略）',
    }),
    default_port: port.nullable().apply(described, {
      en: 'The default port of the scheme (http 80, https 443, ws 80, wss 443, ftp 21), or null for schemes without one',
      es: 'El puerto por defecto del esquema (http 80, https 443, ws 80, wss 443, ftp 21), o null para los esquemas que no tienen',
      de: 'Der Standardport des Schemas (http 80, https 443, ws 80, wss 443, ftp 21) oder null bei Schemas ohne Standardport',
      fr: 'Le port par défaut du schéma (http 80, https 443, ws 80, wss 443, ftp 21), ou null pour les schémas qui n\'en ont pas',
      'pt-br': 'A porta padrão do esquema (http 80, https 443, ws 80, wss 443, ftp 21), ou null para esquemas que não têm uma',
      'zh-cn': '该协议的默认端口（http 80、https 443、ws 80、wss 443、ftp 21）；没有默认端口的协议为 null',
    }),
    effective_port: port.nullable().apply(described, {
      en: 'The port a connection uses: port, else default_port; null when neither exists',
      es: 'El puerto que usa una conexión: port, o si no default_port; null cuando no existe ninguno',
      de: 'Der Port, den eine Verbindung verwendet: port, sonst default_port; null, wenn keiner von beiden existiert',
      fr: 'Le port qu\'utilise une connexion\u00a0: port, sinon default_port\u00a0; null si aucun des deux n\'existe',
      'pt-br': 'A porta que uma conexão usa: port ou, se não houver, default_port; null quando nenhuma existe',
      'zh-cn': '连接实际使用的端口：优先为 port，否则为 default_port；两者都不存在时为 null',
    }),
    path: z.string().apply(described, {
      en: 'The path, with dot segments resolved and unsafe characters percent-encoded',
      es: 'La ruta, con los segmentos de punto resueltos y los caracteres no seguros codificados con porcentajes',
      de: 'Der Pfad, mit aufgelösten Punktsegmenten und prozentcodierten unsicheren Zeichen',
      fr: 'Le chemin, avec les segments de points résolus et les caractères non sûrs encodés en pourcentage',
      'pt-br': 'O caminho, com os segmentos de ponto resolvidos e os caracteres não seguros codificados por porcentagem',
      'zh-cn': '路径，已解析点段，不安全字符已进行百分号编码',
    }),
    query: recordOf(z.union([z.string(), z.array(z.string())]))
      .apply(described, {
        en: 'The query parameters, decoded: each key maps to its value, or to an array of its values in order when it is given more than once',
        es: 'Los parámetros de la query, decodificados: cada clave corresponde a su valor, o a un array de sus valores en orden cuando aparece más de una vez',
        de: 'Die Abfrageparameter, decodiert: Jeder Schlüssel verweist auf seinen Wert oder, wenn er mehrfach angegeben ist, auf ein Array seiner Werte in Reihenfolge',
        fr: 'Les paramètres de requête, décodés\u00a0: chaque clé correspond à sa valeur, ou à un tableau de ses valeurs dans l\'ordre lorsqu\'elle est donnée plusieurs fois',
        'pt-br': 'Os parâmetros da consulta, decodificados: cada chave corresponde ao seu valor, ou a um array de seus valores em ordem quando é informada mais de uma vez',
        'zh-cn': '解码后的查询参数：每个键对应其值；同一键出现多次时，对应按顺序排列的值数组',
      }),
    query_string: z.string().apply(described, {
      en: 'The raw query without "?"; empty when there is none',
      es: 'La query en bruto sin "?"; vacía cuando no hay ninguna',
      de: 'Die rohe Abfrage ohne "?"; leer, wenn keine vorhanden ist',
      fr: 'La requête brute sans "?"\u00a0; vide s\'il n\'y en a pas',
      'pt-br': 'A consulta bruta sem "?"; vazia quando não há nenhuma',
      'zh-cn': '不含 "?" 的原始查询字符串；没有时为空',
    }),
    fragment: z.string().apply(described, {
      en: 'The fragment without "#"; empty when there is none',
      es: 'El fragmento sin "#"; vacío cuando no hay ninguno',
      de: 'Das Fragment ohne "#"; leer, wenn keines vorhanden ist',
      fr: 'Le fragment sans "#"\u00a0; vide s\'il n\'y en a pas',
      'pt-br': 'O fragmento sem "#"; vazio quando não há nenhum',
      'zh-cn': '不含 "#" 的片段；没有时为空',
    }),
    origin: z.string().nullable().apply(described, {
      en: 'The origin, scheme://host[:port], or null for schemes without a meaningful origin (mailto:, file:, data:)',
      es: 'El origen, scheme://host[:port], o null para los esquemas sin un origen significativo (mailto:, file:, data:)',
      de: 'Der Ursprung, scheme://host[:port], oder null bei Schemas ohne aussagekräftigen Ursprung (mailto:, file:, data:)',
      fr: 'L\'origine, scheme://host[:port], ou null pour les schémas sans origine significative (mailto:, file:, data:)',
      'pt-br': 'A origem, scheme://host[:port], ou null para esquemas sem uma origem significativa (mailto:, file:, data:)',
      'zh-cn': '源，即 scheme://host[:port]；对于没有实际意义的源的协议（mailto:、file:、data:）为 null',
    }),
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
  de: {
    summary: 'Zerlegt eine URL in Schema, Anmeldeinformationen, Host, Port, Pfad, Abfrage und Fragment',
    description: 'Analysiert eine absolute URL nach dem WHATWG URL Standard, wie Browser und Node es tun, sodass die Teile normalisiert sind: Schema und Host in Kleinbuchstaben, Standardports entfernt, Punktsegmente aufgelöst, unsichere Zeichen prozentcodiert. scheme enthält kein ":" und fragment kein "#"; query_string ist die rohe Abfrage ohne "?", und query ist die decodierte Form, in der ein mehrfach angegebener Schlüssel auf ein Array verweist. port ist null, wenn die URL keinen angibt; effective_port greift auf den Standardport des Schemas zurück. Internationale Domänennamen werden sowohl in Punycode (host, hostname) als auch in Unicode (host_unicode, hostname_unicode) angegeben. origin ist null bei Schemas ohne aussagekräftigen Ursprung (mailto:, file:, data:). Eine relative oder fehlerhafte URL wird abgelehnt.',
    params: {
      text: 'Eine absolute URL, etwa https://example.com/path?q=1#top',
    },
  },
  fr: {
    summary: 'Décompose une URL en schéma, informations d\'identification, hôte, port, chemin, requête et fragment',
    description: 'Analyse une URL absolue selon le WHATWG URL Standard, comme le font les navigateurs et Node\u00a0; les parties sont donc normalisées\u00a0: schéma et hôte en minuscules, ports par défaut supprimés, segments de points résolus, caractères non sûrs encodés en pourcentage. scheme ne contient pas de ":" ni fragment de "#"\u00a0; query_string est la requête brute sans "?", et query sa forme décodée, où une clé donnée plusieurs fois correspond à un tableau. port vaut null lorsque l\'URL n\'en indique aucun\u00a0; effective_port se rabat sur le port par défaut du schéma. Les noms de domaine internationaux sont donnés à la fois en punycode (host, hostname) et en Unicode (host_unicode, hostname_unicode). origin vaut null pour les schémas sans origine significative (mailto:, file:, data:). Une URL relative ou mal formée est refusée.',
    params: {
      text: 'Une URL absolue, par exemple https://example.com/path?q=1#top',
    },
  },
  'pt-br': {
    summary: 'Divide uma URL em esquema, credenciais, host, porta, caminho, consulta e fragmento',
    description: 'Analisa uma URL absoluta com o WHATWG URL Standard, como fazem os navegadores e o Node, de modo que as partes ficam normalizadas: esquema e host em minúsculas, portas padrão removidas, segmentos de ponto resolvidos e caracteres não seguros codificados por porcentagem. scheme não tem ":" e fragment não tem "#"; query_string é a consulta bruta sem "?", e query é a forma decodificada, em que uma chave informada mais de uma vez corresponde a um array. port é null quando a URL não indica nenhuma; effective_port recorre à porta padrão do esquema. Nomes de domínio internacionais são fornecidos tanto em punycode (host, hostname) quanto em Unicode (host_unicode, hostname_unicode). origin é null para esquemas sem uma origem significativa (mailto:, file:, data:). Uma URL relativa ou malformada é recusada.',
    params: {
      text: 'Uma URL absoluta, como https://example.com/path?q=1#top',
    },
  },
  'zh-cn': {
    summary: '将 URL 拆分为协议、凭据、主机、端口、路径、查询和片段',
    description: '按照 WHATWG URL 标准解析绝对 URL（与浏览器和 Node 的做法相同），因此各部分都经过规范化：协议和主机为小写，省略默认端口，解析点段，不安全字符进行百分号编码。scheme 不含 ":"，fragment 不含 "#"；query_string 是不含 "?" 的原始查询字符串，query 是其解码形式，其中出现多次的键对应一个数组。URL 未指定端口时 port 为 null；effective_port 会回退到该协议的默认端口。国际化域名同时以 punycode（host、hostname）和 Unicode（host_unicode、hostname_unicode）形式给出。对于没有实际意义的源的协议（mailto:、file:、data:），origin 为 null。相对 URL 或格式错误的 URL 会被拒绝。',
    params: {
      text: '绝对 URL，例如 https://example.com/path?q=1#top',
    },
  },
})
