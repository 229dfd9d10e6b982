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
    domain: z.string().apply(described, {
      en: 'The domain resolved, in lower-case ASCII (punycode) form without a final dot',
      es: 'El dominio resuelto, en minúsculas y en forma ASCII (punycode), sin punto final',
      de: 'Die aufgelöste Domain in kleingeschriebener ASCII-Form (Punycode), ohne abschließenden Punkt',
      fr: 'Le domaine résolu, en minuscules et sous forme ASCII (punycode), sans point final',
      'pt-br': 'O domínio resolvido, em minúsculas e na forma ASCII (punycode), sem ponto final',
      'zh-cn': '解析的域名，采用小写 ASCII（punycode）形式，末尾不带点',
    }),
    ipv4: z.array(z.string()).apply(described, {
      en: 'Its IPv4 (A) addresses as text',
      es: 'Sus direcciones IPv4 (A) como texto',
      de: 'Ihre IPv4-Adressen (A) als Text',
      fr: 'Ses adresses IPv4 (A) sous forme de texte',
      'pt-br': 'Seus endereços IPv4 (A) como texto',
      'zh-cn': '其 IPv4（A）地址，以文本表示',
    }),
    ipv6: z.array(z.string()).apply(described, {
      en: 'Its IPv6 (AAAA) addresses as text',
      es: 'Sus direcciones IPv6 (AAAA) como texto',
      de: 'Ihre IPv6-Adressen (AAAA) als Text',
      fr: 'Ses adresses IPv6 (AAAA) sous forme de texte',
      'pt-br': 'Seus endereços IPv6 (AAAA) como texto',
      'zh-cn': '其 IPv6（AAAA）地址，以文本表示',
    }),
    addresses: z.array(z.object({
      address: z.string().apply(described, {
        en: 'The address as text',
        es: 'La dirección como texto',
        de: 'Die Adresse als Text',
        fr: `L'adresse sous forme de texte`,
        'pt-br': 'O endereço como texto',
        'zh-cn': '以文本表示的地址',
      }),
      family: z.literal([4, 6]).apply(described, {
        en: '4 for IPv4, 6 for IPv6',
        es: '4 para IPv4, 6 para IPv6',
        de: '4 für IPv4, 6 für IPv6',
        fr: '4 pour IPv4, 6 pour IPv6',
        'pt-br': '4 para IPv4 e 6 para IPv6',
        'zh-cn': '4 表示 IPv4，6 表示 IPv6',
      }),
      ttl: DnsAddress.shape.ttl,
    })).apply(described, {
      en: 'Every address, IPv4 first, with its family and time to live',
      es: 'Cada dirección, primero las IPv4, con su familia y su tiempo de vida',
      de: 'Alle Adressen, IPv4 zuerst, mit ihrer Familie und Gültigkeitsdauer (TTL)',
      fr: 'Chaque adresse, IPv4 en premier, avec sa famille et sa durée de vie (TTL)',
      'pt-br': 'Todos os endereços, primeiro os IPv4, com a família e o tempo de vida (TTL)',
      'zh-cn': '所有地址，IPv4 在前，附带地址族和生存时间（TTL）',
    }),
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
  de: {
    summary: 'IP-Adressen, in die eine Domain aufgelöst wird',
    description: 'Löst domain bei den konfigurierten öffentlichen DNS-Resolvern in ihre IPv4- (A) und IPv6-Adressen (AAAA) auf. ipv4 und ipv6 listen die Adressen als Text auf, addresses beide mit family (4 oder 6) und ttl in Sekunden. CNAMEs verfolgt der Resolver. Ein Name ohne Adressen beider Arten ergibt leere Listen; ein nicht existierender Name ergibt 404 DOMAIN_NOT_FOUND. localhost und Namen darunter werden nicht an die Resolver gesendet (RFC 6761): Sie ergeben 127.0.0.1 und ::1, wo der Dienst private Netzwerke erreichen darf, andernfalls 422 ADDRESS_NOT_ALLOWED.',
    params: {
      domain: 'Aufzulösender Domainname, etwa example.com (ohne Schema, Pfad oder Port); internationalisierte Namen werden akzeptiert',
    },
  },
  fr: {
    summary: 'Adresses IP vers lesquelles un domaine est résolu',
    description: 'Résout domain en ses adresses IPv4 (A) et IPv6 (AAAA) auprès des résolveurs DNS publics configurés. ipv4 et ipv6 listent les adresses sous forme de texte, addresses les deux avec family (4 ou 6) et ttl en secondes. Les CNAME sont suivis par le résolveur. Un nom sans aucune adresse donne des listes vides\u00a0; un nom inexistant renvoie 404 DOMAIN_NOT_FOUND. localhost et les noms qui en dépendent ne sont pas envoyés aux résolveurs (RFC 6761)\u00a0: ils renvoient 127.0.0.1 et ::1 là où le service peut atteindre des réseaux privés, sinon 422 ADDRESS_NOT_ALLOWED.',
    params: {
      domain: 'Nom de domaine à résoudre, comme example.com (sans schéma, chemin ni port)\u00a0; les noms internationalisés sont acceptés',
    },
  },
  'pt-br': {
    summary: 'Endereços IP para os quais um domínio é resolvido',
    description: 'Resolve domain para seus endereços IPv4 (A) e IPv6 (AAAA) nos resolvedores DNS públicos configurados. ipv4 e ipv6 listam os endereços como texto, e addresses ambos com family (4 ou 6) e ttl em segundos. O resolvedor segue os CNAMEs. Um nome sem nenhum tipo de endereço gera listas vazias; um que não existe responde 404 DOMAIN_NOT_FOUND. localhost e os nomes abaixo dele não são enviados aos resolvedores (RFC 6761): respondem 127.0.0.1 e ::1 onde o serviço pode acessar redes privadas; caso contrário, 422 ADDRESS_NOT_ALLOWED.',
    params: {
      domain: 'Nome de domínio a ser resolvido, como example.com (sem esquema, caminho nem porta); nomes internacionalizados são aceitos',
    },
  },
  'zh-cn': {
    summary: '域名解析到的 IP 地址',
    description: '在配置的公共 DNS 解析器上将 domain 解析为 IPv4（A）和 IPv6（AAAA）地址。ipv4 和 ipv6 以文本形式列出地址，addresses 同时列出两类地址，并附带 family（4 或 6）和以秒为单位的 ttl。CNAME 由解析器跟随。没有任何地址的名称返回空列表；不存在的名称返回 404 DOMAIN_NOT_FOUND。localhost 及其下级名称不会发送到解析器（RFC 6761）：在服务可访问专用网络时返回 127.0.0.1 和 ::1，否则返回 422 ADDRESS_NOT_ALLOWED。',
    params: {
      domain: '要解析的域名，如 example.com（不含协议、路径或端口）；支持国际化域名',
    },
  },
})
