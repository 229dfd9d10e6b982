import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { DnsAddress } from '../kits/web-results.ts'
import { RECORD_TYPES } from '../../core/web.ts'
import { normalizeDomain } from '../../lib/web/dns.ts'

export default defineOperation({
  category: 'web',
  name: 'dns',
  input: 'query',
  summary: 'DNS records of a domain',
  description: 'Looks up records of domain at the public DNS resolvers the service is configured with (never the host\'s own resolver, so '
    + 'internal names are not answered). type is one of A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, or ANY (the default) for all of them, each queried '
    + 'on its own (the DNS ANY query itself is obsolete). Internationalised names are accepted and looked up in their ASCII (punycode) form, '
    + 'returned as domain. records has one entry per asked type: A and AAAA as [{address, ttl}], MX as [{exchange, priority}] sorted by '
    + 'priority, TXT as strings (the parts of one record joined), NS and CNAME as names, SOA as an object or null, CAA as [{critical, tag, value}]; '
    + 'a type with no records is empty. A domain that does not exist answers 404 DOMAIN_NOT_FOUND; DNS servers that do not answer within 3 s, 504. '
    + 'localhost and names under it are not sent to the resolvers (RFC 6761): where the service may reach private networks they have the '
    + 'records 127.0.0.1 (A) and ::1 (AAAA) and no others, else they answer 422 ADDRESS_NOT_ALLOWED.',
  params: z.object({
    domain: z.string().max(300).describe('Domain name to look up, such as example.com or bücher.de (no scheme, path or port); at most 253 characters, labels at most 63'),
    type: z.enum([...RECORD_TYPES, 'ANY']).default('ANY').describe('Record type: A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, or ANY for all of them (default)'),
  }),
  result: z.object({
    domain: z.string().apply(described, { en: 'The domain looked up, in lower-case ASCII (punycode) form without a final dot', es: 'El dominio consultado, en minúsculas y en forma ASCII (punycode), sin punto final' }),
    type: z.enum([...RECORD_TYPES, 'ANY']).apply(described, { en: 'The record type asked for, ANY for all of them', es: 'El tipo de registro pedido, ANY para todos ellos' }),
    records: z.object({
      A: z.array(DnsAddress).optional().apply(described, { en: 'IPv4 addresses', es: 'Direcciones IPv4' }),
      AAAA: z.array(DnsAddress).optional().apply(described, { en: 'IPv6 addresses', es: 'Direcciones IPv6' }),
      MX: z.array(z.object({
        exchange: z.string().apply(described, { en: 'Host name of the mail server', es: 'Nombre de host del servidor de correo' }),
        priority: z.number().int().apply(described, { en: 'Its preference: lower is tried first', es: 'Su preferencia: se prueba primero el valor más bajo' }),
      })).optional().apply(described, { en: 'Mail servers, sorted by priority', es: 'Servidores de correo, ordenados por prioridad' }),
      TXT: z.array(z.string()).optional().apply(described, { en: 'Text records, the parts of each record joined', es: 'Registros de texto, con las partes de cada registro unidas' }),
      NS: z.array(z.string()).optional().apply(described, { en: 'Host names of the name servers', es: 'Nombres de host de los servidores de nombres' }),
      CNAME: z.array(z.string()).optional().apply(described, { en: 'The canonical names this name is an alias of', es: 'Los nombres canónicos de los que este nombre es un alias' }),
      SOA: z.object({
        nsname: z.string().apply(described, { en: 'The primary name server', es: 'El servidor de nombres primario' }),
        hostmaster: z.string().apply(described, { en: 'The responsible party\'s mailbox, written as a name (admin.example.com)', es: 'El buzón del responsable, escrito como un nombre (admin.example.com)' }),
        serial: z.number().int().apply(described, { en: 'Serial number of the zone', es: 'Número de serie de la zona' }),
        refresh: z.number().int().apply(described, { en: 'Seconds before secondary servers check for changes', es: 'Segundos que esperan los servidores secundarios antes de comprobar si hay cambios' }),
        retry: z.number().int().apply(described, { en: 'Seconds before secondary servers retry a failed refresh', es: 'Segundos que esperan los servidores secundarios antes de reintentar una actualización fallida' }),
        expire: z.number().int().apply(described, { en: 'Seconds after which secondary servers stop answering without a refresh', es: 'Segundos tras los cuales los servidores secundarios dejan de responder si no se han actualizado' }),
        minttl: z.number().int().apply(described, { en: 'Seconds negative answers may be cached', es: 'Segundos que pueden guardarse en caché las respuestas negativas' }),
      }).nullable().optional().apply(described, { en: 'The start-of-authority record, or null when there is none', es: 'El registro de inicio de autoridad (SOA), o null cuando no hay ninguno' }),
      CAA: z.array(z.object({
        critical: z.number().int().apply(described, { en: 'The flags byte: 128 when the issuer must understand the tag, else 0', es: 'El byte de indicadores: 128 cuando el emisor debe entender la etiqueta, y si no, 0' }),
        tag: z.string().apply(described, { en: 'The property, such as issue, issuewild or iodef', es: 'La propiedad, como issue, issuewild o iodef' }),
        value: z.string().apply(described, { en: 'Its value, such as letsencrypt.org', es: 'Su valor, como letsencrypt.org' }),
      })).optional().apply(described, { en: 'Certification authority authorisation records', es: 'Registros de autorización de autoridades de certificación' }),
    }).apply(described, { en: 'One entry per type asked for (all eight for ANY); a type with no records is an empty list', es: 'Una entrada por cada tipo pedido (los ocho con ANY); un tipo sin registros es una lista vacía' }),
  }),
  chain: { gives: 'result.records' },
  examples: [
    { title: 'every record type', params: { domain: 'example.com' }, network: true },
    { title: 'mail servers', params: { domain: 'example.com', type: 'MX' }, network: true },
  ],
  async run({ domain, type }, ctx) {
    const name = normalizeDomain(domain)
    const types = type === 'ANY' ? RECORD_TYPES : [type]
    return { domain: name, type, records: await ctx.web.dns.records(name, types) }
  },
  es: {
    summary: 'Registros DNS de un dominio',
    description: 'Consulta los registros de domain en los resolutores DNS públicos configurados en el servicio (nunca en el resolutor del propio host, así que los nombres internos no se responden). type es uno de A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, o ANY (por defecto) para todos ellos, cada uno consultado por separado (la consulta DNS ANY en sí está obsoleta). Se aceptan los nombres internacionalizados, que se consultan en su forma ASCII (punycode) y se devuelven como domain. records tiene una entrada por cada tipo pedido: A y AAAA como [{address, ttl}], MX como [{exchange, priority}] ordenados por prioridad, TXT como cadenas (uniendo las partes de un registro), NS y CNAME como nombres, SOA como un objeto o null, y CAA como [{critical, tag, value}]; un tipo sin registros queda vacío. Un dominio que no existe responde 404 DOMAIN_NOT_FOUND; si los servidores DNS no responden en 3 s, 504. localhost y los nombres bajo él no se envían a los resolutores (RFC 6761): donde el servicio puede llegar a redes privadas tienen los registros 127.0.0.1 (A) y ::1 (AAAA) y ningún otro, y si no, responden 422 ADDRESS_NOT_ALLOWED.',
    params: {
      domain: 'Nombre de dominio que se consulta, como example.com o bücher.de (sin esquema, ruta ni puerto); como máximo 253 caracteres, y 63 por etiqueta',
      type: 'Tipo de registro: A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, o ANY para todos ellos (por defecto)',
    },
  },
})
