import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { DnsAddress } from '../kits/web-results.ts'
import { normalizeDomain } from '../../lib/web/dns.ts'

export default defineOperation({
  category: 'web',
  name: 'ip',
  input: 'query',
  summary: 'IP addresses a domain resolves to',
  description: 'Resolves domain to its IPv4 (A) and IPv6 (AAAA) addresses at the configured public DNS resolvers. ipv4 and ipv6 list the '
    + 'addresses as text, addresses both with family (4 or 6) and ttl in seconds. CNAMEs are followed by the resolver. A name with neither kind '
    + 'of address gives empty lists; one that does not exist answers 404 DOMAIN_NOT_FOUND. localhost and names under it are not sent to the '
    + 'resolvers (RFC 6761): they answer 127.0.0.1 and ::1 where the service may reach private networks, else 422 ADDRESS_NOT_ALLOWED.',
  params: z.object({
    domain: z.string().max(300).describe('Domain name to resolve, such as example.com (no scheme, path or port); internationalised names are accepted'),
  }),
  result: z.object({
    domain: z.string().apply(described, { en: 'The domain resolved, in lower-case ASCII (punycode) form without a final dot', es: 'El dominio resuelto, en minúsculas y en forma ASCII (punycode), sin punto final' }),
    ipv4: z.array(z.string()).apply(described, { en: 'Its IPv4 (A) addresses as text', es: 'Sus direcciones IPv4 (A) como texto' }),
    ipv6: z.array(z.string()).apply(described, { en: 'Its IPv6 (AAAA) addresses as text', es: 'Sus direcciones IPv6 (AAAA) como texto' }),
    addresses: z.array(z.object({
      address: z.string().apply(described, { en: 'The address as text', es: 'La dirección como texto' }),
      family: z.literal([4, 6]).apply(described, { en: '4 for IPv4, 6 for IPv6', es: '4 para IPv4, 6 para IPv6' }),
      ttl: DnsAddress.shape.ttl,
    })).apply(described, { en: 'Every address, IPv4 first, with its family and time to live', es: 'Cada dirección, primero las IPv4, con su familia y su tiempo de vida' }),
  }),
  examples: [{ title: 'a public name', params: { domain: 'example.com' }, network: true }],
  async run({ domain }, ctx) {
    const name = normalizeDomain(domain)
    const { A, AAAA } = await ctx.web.dns.addresses(name)
    return {
      domain: name,
      ipv4: A.map((a) => a.address),
      ipv6: AAAA.map((a) => a.address),
      addresses: [...A.map((a) => ({ address: a.address, family: 4 as const, ttl: a.ttl })), ...AAAA.map((a) => ({ address: a.address, family: 6 as const, ttl: a.ttl }))],
    }
  },
  es: {
    summary: 'Direcciones IP a las que resuelve un dominio',
    description: 'Resuelve domain a sus direcciones IPv4 (A) e IPv6 (AAAA) en los resolutores DNS públicos configurados. ipv4 e ipv6 listan las direcciones como texto, y addresses ambas con family (4 o 6) y ttl en segundos. El resolutor sigue los CNAME. Un nombre sin ningún tipo de dirección da listas vacías; uno que no existe responde 404 DOMAIN_NOT_FOUND. localhost y los nombres bajo él no se envían a los resolutores (RFC 6761): responden 127.0.0.1 y ::1 donde el servicio puede llegar a redes privadas, y si no, 422 ADDRESS_NOT_ALLOWED.',
    params: {
      domain: 'Nombre de dominio que se resuelve, como example.com (sin esquema, ruta ni puerto); se aceptan nombres internacionalizados',
    },
  },
})
