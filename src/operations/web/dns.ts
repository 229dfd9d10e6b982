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
    domain: z.string().apply(described, {
      en: 'The domain looked up, in lower-case ASCII (punycode) form without a final dot',
      es: 'El dominio consultado, en minúsculas y en forma ASCII (punycode), sin punto final',
      de: 'Die abgefragte Domain in kleingeschriebener ASCII-Form (Punycode), ohne abschließenden Punkt',
      fr: 'Le domaine interrogé, en minuscules et sous forme ASCII (punycode), sans point final',
      'pt-br': 'O domínio consultado, em minúsculas e na forma ASCII (punycode), sem ponto final',
      'zh-cn': '查询的域名，采用小写 ASCII（punycode）形式，末尾不带点',
    }),
    type: z.enum([...RECORD_TYPES, 'ANY']).apply(described, {
      en: 'The record type asked for, ANY for all of them',
      es: 'El tipo de registro pedido, ANY para todos ellos',
      de: 'Der angefragte Eintragstyp, ANY für alle',
      fr: `Le type d'enregistrement demandé, ANY pour tous`,
      'pt-br': 'O tipo de registro solicitado, ANY para todos',
      'zh-cn': '请求的记录类型，ANY 表示全部',
    }),
    records: z.object({
      A: z.array(DnsAddress).optional().apply(described, {
        en: 'IPv4 addresses',
        es: 'Direcciones IPv4',
        de: 'IPv4-Adressen',
        fr: 'Adresses IPv4',
        'pt-br': 'Endereços IPv4',
        'zh-cn': 'IPv4 地址',
      }),
      AAAA: z.array(DnsAddress).optional().apply(described, {
        en: 'IPv6 addresses',
        es: 'Direcciones IPv6',
        de: 'IPv6-Adressen',
        fr: 'Adresses IPv6',
        'pt-br': 'Endereços IPv6',
        'zh-cn': 'IPv6 地址',
      }),
      MX: z.array(z.object({
        exchange: z.string().apply(described, {
          en: 'Host name of the mail server',
          es: 'Nombre de host del servidor de correo',
          de: 'Hostname des Mailservers',
          fr: `Nom d'hôte du serveur de messagerie`,
          'pt-br': 'Nome de host do servidor de email',
          'zh-cn': '邮件服务器的主机名',
        }),
        priority: z.number().int().apply(described, {
          en: 'Its preference: lower is tried first',
          es: 'Su preferencia: se prueba primero el valor más bajo',
          de: 'Seine Präferenz: Der niedrigere Wert wird zuerst versucht',
          fr: 'Sa préférence\u00a0: la valeur la plus basse est essayée en premier',
          'pt-br': 'Sua preferência: o valor mais baixo é tentado primeiro',
          'zh-cn': '其优先值：值越小越先尝试',
        }),
      })).optional().apply(described, {
        en: 'Mail servers, sorted by priority',
        es: 'Servidores de correo, ordenados por prioridad',
        de: 'Mailserver, nach Priorität sortiert',
        fr: 'Serveurs de messagerie, triés par priorité',
        'pt-br': 'Servidores de email, ordenados por prioridade',
        'zh-cn': '邮件服务器，按优先级排序',
      }),
      TXT: z.array(z.string()).optional().apply(described, {
        en: 'Text records, the parts of each record joined',
        es: 'Registros de texto, con las partes de cada registro unidas',
        de: 'Texteinträge, die Teile jedes Eintrags zusammengefügt',
        fr: 'Enregistrements texte, les parties de chaque enregistrement étant réunies',
        'pt-br': 'Registros de texto, com as partes de cada registro unidas',
        'zh-cn': '文本记录，每条记录的各部分已拼接',
      }),
      NS: z.array(z.string()).optional().apply(described, {
        en: 'Host names of the name servers',
        es: 'Nombres de host de los servidores de nombres',
        de: 'Hostnamen der Nameserver',
        fr: `Noms d'hôte des serveurs de noms`,
        'pt-br': 'Nomes de host dos servidores de nomes',
        'zh-cn': '名称服务器的主机名',
      }),
      CNAME: z.array(z.string()).optional().apply(described, {
        en: 'The canonical names this name is an alias of',
        es: 'Los nombres canónicos de los que este nombre es un alias',
        de: 'Die kanonischen Namen, für die dieser Name ein Alias ist',
        fr: 'Les noms canoniques dont ce nom est un alias',
        'pt-br': 'Os nomes canônicos dos quais este nome é um alias',
        'zh-cn': '此名称作为其别名的规范名称',
      }),
      SOA: z.object({
        nsname: z.string().apply(described, {
          en: 'The primary name server',
          es: 'El servidor de nombres primario',
          de: 'Der primäre Nameserver',
          fr: 'Le serveur de noms principal',
          'pt-br': 'O servidor de nomes primário',
          'zh-cn': '主名称服务器',
        }),
        hostmaster: z.string().apply(described, {
          en: 'The responsible party\'s mailbox, written as a name (admin.example.com)',
          es: 'El buzón del responsable, escrito como un nombre (admin.example.com)',
          de: 'Das Postfach des Verantwortlichen, als Name geschrieben (admin.example.com)',
          fr: 'La boîte aux lettres du responsable, écrite sous forme de nom (admin.example.com)',
          'pt-br': 'A caixa de correio do responsável, escrita como um nome (admin.example.com)',
          'zh-cn': '负责人的邮箱，以名称形式书写（admin.example.com）',
        }),
        serial: z.number().int().apply(described, {
          en: 'Serial number of the zone',
          es: 'Número de serie de la zona',
          de: 'Seriennummer der Zone',
          fr: 'Numéro de série de la zone',
          'pt-br': 'Número de série da zona',
          'zh-cn': '区域的序列号',
        }),
        refresh: z.number().int().apply(described, {
          en: 'Seconds before secondary servers check for changes',
          es: 'Segundos que esperan los servidores secundarios antes de comprobar si hay cambios',
          de: 'Sekunden, bevor sekundäre Server auf Änderungen prüfen',
          fr: 'Secondes avant que les serveurs secondaires vérifient les modifications',
          'pt-br': 'Segundos que os servidores secundários aguardam antes de verificar se há alterações',
          'zh-cn': '辅助服务器检查更改前等待的秒数',
        }),
        retry: z.number().int().apply(described, {
          en: 'Seconds before secondary servers retry a failed refresh',
          es: 'Segundos que esperan los servidores secundarios antes de reintentar una actualización fallida',
          de: 'Sekunden, bevor sekundäre Server eine fehlgeschlagene Aktualisierung wiederholen',
          fr: 'Secondes avant que les serveurs secondaires retentent une actualisation qui a échoué',
          'pt-br': 'Segundos que os servidores secundários aguardam antes de tentar novamente uma atualização que falhou',
          'zh-cn': '辅助服务器重试失败的刷新前等待的秒数',
        }),
        expire: z.number().int().apply(described, {
          en: 'Seconds after which secondary servers stop answering without a refresh',
          es: 'Segundos tras los cuales los servidores secundarios dejan de responder si no se han actualizado',
          de: 'Sekunden, nach denen sekundäre Server ohne Aktualisierung nicht mehr antworten',
          fr: `Secondes au bout desquelles les serveurs secondaires cessent de répondre faute d'actualisation`,
          'pt-br': 'Segundos após os quais os servidores secundários deixam de responder se não forem atualizados',
          'zh-cn': '辅助服务器在未刷新的情况下停止应答前的秒数',
        }),
        minttl: z.number().int().apply(described, {
          en: 'Seconds negative answers may be cached',
          es: 'Segundos que pueden guardarse en caché las respuestas negativas',
          de: 'Sekunden, die negative Antworten zwischengespeichert werden dürfen',
          fr: 'Secondes pendant lesquelles les réponses négatives peuvent être mises en cache',
          'pt-br': 'Segundos durante os quais as respostas negativas podem ficar em cache',
          'zh-cn': '否定应答可以缓存的秒数',
        }),
      }).nullable().optional().apply(described, {
        en: 'The start-of-authority record, or null when there is none',
        es: 'El registro de inicio de autoridad (SOA), o null cuando no hay ninguno',
        de: 'Der SOA-Eintrag (Start of Authority) oder null, wenn keiner vorhanden ist',
        fr: `L'enregistrement SOA (début d'autorité), ou null s'il n'y en a pas`,
        'pt-br': 'O registro de início de autoridade (SOA) ou null quando não houver',
        'zh-cn': '起始授权（SOA）记录，没有时为 null',
      }),
      CAA: z.array(z.object({
        critical: z.number().int().apply(described, {
          en: 'The flags byte: 128 when the issuer must understand the tag, else 0',
          es: 'El byte de indicadores: 128 cuando el emisor debe entender la etiqueta, y si no, 0',
          de: 'Das Flag-Byte: 128, wenn der Aussteller das Tag verstehen muss, sonst 0',
          fr: `L'octet d'indicateurs\u00a0: 128 lorsque l'émetteur doit comprendre la balise, sinon 0`,
          'pt-br': 'O byte de sinalizadores: 128 quando o emissor precisa entender a tag; caso contrário, 0',
          'zh-cn': '标志字节：颁发者必须理解该标记时为 128，否则为 0',
        }),
        tag: z.string().apply(described, {
          en: 'The property, such as issue, issuewild or iodef',
          es: 'La propiedad, como issue, issuewild o iodef',
          de: 'Die Eigenschaft, etwa issue, issuewild oder iodef',
          fr: 'La propriété, comme issue, issuewild ou iodef',
          'pt-br': 'A propriedade, como issue, issuewild ou iodef',
          'zh-cn': '属性，如 issue、issuewild 或 iodef',
        }),
        value: z.string().apply(described, {
          en: 'Its value, such as letsencrypt.org',
          es: 'Su valor, como letsencrypt.org',
          de: 'Ihr Wert, etwa letsencrypt.org',
          fr: 'Sa valeur, comme letsencrypt.org',
          'pt-br': 'Seu valor, como letsencrypt.org',
          'zh-cn': '其值，如 letsencrypt.org',
        }),
      })).optional().apply(described, {
        en: 'Certification authority authorisation records',
        es: 'Registros de autorización de autoridades de certificación',
        de: 'CAA-Einträge (Certification Authority Authorization)',
        fr: `Enregistrements d'autorisation d'autorité de certification (CAA)`,
        'pt-br': 'Registros de autorização de autoridade de certificação (CAA)',
        'zh-cn': '证书颁发机构授权（CAA）记录',
      }),
    }).apply(described, {
      en: 'One entry per type asked for (all eight for ANY); a type with no records is an empty list',
      es: 'Una entrada por cada tipo pedido (los ocho con ANY); un tipo sin registros es una lista vacía',
      de: 'Ein Feld pro angefragtem Typ (alle acht bei ANY); ein Typ ohne Einträge ist eine leere Liste',
      fr: 'Une entrée par type demandé (les huit avec ANY)\u00a0; un type sans enregistrement est une liste vide',
      'pt-br': 'Uma entrada por tipo solicitado (os oito com ANY); um tipo sem registros é uma lista vazia',
      'zh-cn': '每个请求的类型对应一项（ANY 时为全部八种）；没有记录的类型为空列表',
    }),
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
  de: {
    summary: 'DNS-Einträge einer Domain',
    description: 'Fragt die Einträge von domain bei den öffentlichen DNS-Resolvern ab, die für den Dienst konfiguriert sind (nie beim eigenen Resolver des Hosts, daher werden interne Namen nicht beantwortet). type ist einer der Typen A, AAAA, MX, TXT, NS, CNAME, SOA, CAA oder ANY (Standard) für alle, wobei jeder einzeln abgefragt wird (die DNS-Abfrage ANY selbst ist veraltet). Internationalisierte Namen werden akzeptiert, in ihrer ASCII-Form (Punycode) abgefragt und in dieser Form als domain zurückgegeben. records enthält ein Feld pro angefragtem Typ: A und AAAA als [{address, ttl}], MX als [{exchange, priority}] nach Priorität sortiert, TXT als Strings (die Teile eines Eintrags zusammengefügt), NS und CNAME als Namen, SOA als Objekt oder null, CAA als [{critical, tag, value}]; ein Typ ohne Einträge ist leer. Eine Domain, die nicht existiert, ergibt 404 DOMAIN_NOT_FOUND; DNS-Server, die nicht innerhalb von 3 s antworten, 504. localhost und Namen darunter werden nicht an die Resolver gesendet (RFC 6761): Wo der Dienst private Netzwerke erreichen darf, haben sie die Einträge 127.0.0.1 (A) und ::1 (AAAA) und keine weiteren, andernfalls ergeben sie 422 ADDRESS_NOT_ALLOWED.',
    params: {
      domain: 'Abzufragender Domainname, etwa example.com oder bücher.de (ohne Schema, Pfad oder Port); höchstens 253 Zeichen, Labels höchstens 63',
      type: 'Eintragstyp: A, AAAA, MX, TXT, NS, CNAME, SOA, CAA oder ANY für alle (Standard)',
    },
  },
  fr: {
    summary: `Enregistrements DNS d'un domaine`,
    description: `Interroge les enregistrements de domain auprès des résolveurs DNS publics configurés pour le service (jamais auprès du résolveur de l'hôte lui-même, si bien que les noms internes n'obtiennent pas de réponse). type vaut A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, ou ANY (par défaut) pour tous ces types, chacun étant interrogé séparément (la requête DNS ANY elle-même est obsolète). Les noms internationalisés sont acceptés, interrogés sous leur forme ASCII (punycode) et renvoyés sous cette forme dans domain. records contient une entrée par type demandé\u00a0: A et AAAA sous la forme [{address, ttl}], MX sous la forme [{exchange, priority}] trié par priorité, TXT sous forme de chaînes (les parties d'un même enregistrement réunies), NS et CNAME sous forme de noms, SOA sous forme d'objet ou null, CAA sous la forme [{critical, tag, value}]\u00a0; un type sans enregistrement est vide. Un domaine inexistant renvoie 404 DOMAIN_NOT_FOUND\u00a0; des serveurs DNS qui ne répondent pas dans les 3 s, 504. localhost et les noms qui en dépendent ne sont pas envoyés aux résolveurs (RFC 6761)\u00a0: là où le service peut atteindre des réseaux privés, ils ont les enregistrements 127.0.0.1 (A) et ::1 (AAAA) et aucun autre\u00a0; sinon, ils renvoient 422 ADDRESS_NOT_ALLOWED.`,
    params: {
      domain: 'Nom de domaine à interroger, comme example.com ou bücher.de (sans schéma, chemin ni port)\u00a0; au plus 253 caractères, et 63 par étiquette',
      type: `Type d'enregistrement\u00a0: A, AAAA, MX, TXT, NS, CNAME, SOA, CAA, ou ANY pour tous (par défaut)`,
    },
  },
  'pt-br': {
    summary: 'Registros DNS de um domínio',
    description: 'Consulta os registros de domain nos resolvedores DNS públicos configurados no serviço (nunca no resolvedor do próprio host, então nomes internos não são respondidos). type é um destes: A, AAAA, MX, TXT, NS, CNAME, SOA, CAA ou ANY (padrão) para todos eles, cada um consultado separadamente (a consulta DNS ANY em si está obsoleta). Nomes internacionalizados são aceitos, consultados na forma ASCII (punycode) e retornados nessa forma como domain. records tem uma entrada por tipo solicitado: A e AAAA como [{address, ttl}], MX como [{exchange, priority}] ordenados por prioridade, TXT como strings (com as partes de um registro unidas), NS e CNAME como nomes, SOA como um objeto ou null e CAA como [{critical, tag, value}]; um tipo sem registros fica vazio. Um domínio que não existe responde 404 DOMAIN_NOT_FOUND; servidores DNS que não respondem em 3 s, 504. localhost e os nomes abaixo dele não são enviados aos resolvedores (RFC 6761): onde o serviço pode acessar redes privadas, eles têm os registros 127.0.0.1 (A) e ::1 (AAAA) e nenhum outro; caso contrário, respondem 422 ADDRESS_NOT_ALLOWED.',
    params: {
      domain: 'Nome de domínio a ser consultado, como example.com ou bücher.de (sem esquema, caminho nem porta); no máximo 253 caracteres, e 63 por rótulo',
      type: 'Tipo de registro: A, AAAA, MX, TXT, NS, CNAME, SOA, CAA ou ANY para todos eles (padrão)',
    },
  },
  'zh-cn': {
    summary: '域名的 DNS 记录',
    description: '在服务配置的公共 DNS 解析器上查询 domain 的记录（从不使用主机自身的解析器，因此内部名称不会得到应答）。type 为 A、AAAA、MX、TXT、NS、CNAME、SOA、CAA 之一，或为 ANY（默认）以查询全部类型，每种类型单独查询（DNS ANY 查询本身已过时）。支持国际化域名，查询时使用其 ASCII（punycode）形式，并以该形式作为 domain 返回。records 中每个请求的类型对应一项：A 和 AAAA 为 [{address, ttl}]，MX 为按优先级排序的 [{exchange, priority}]，TXT 为字符串（同一记录的各部分拼接在一起），NS 和 CNAME 为名称，SOA 为对象或 null，CAA 为 [{critical, tag, value}]；没有记录的类型为空。不存在的域名返回 404 DOMAIN_NOT_FOUND；DNS 服务器在 3 s 内未应答时返回 504。localhost 及其下级名称不会发送到解析器（RFC 6761）：在服务可访问专用网络时，它们只有 127.0.0.1（A）和 ::1（AAAA）两条记录，否则返回 422 ADDRESS_NOT_ALLOWED。',
    params: {
      domain: '要查询的域名，如 example.com 或 bücher.de（不含协议、路径或端口）；最多 253 个字符，每个标签最多 63 个字符',
      type: '记录类型：A、AAAA、MX、TXT、NS、CNAME、SOA、CAA，或 ANY 表示全部（默认）',
    },
  },
})
