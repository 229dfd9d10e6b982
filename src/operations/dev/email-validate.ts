import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { checkEmail, EMAIL_REASONS, MAX_ADDRESS_OCTETS, MAX_DOMAIN_OCTETS, MAX_EMAIL_INPUT, MAX_LOCAL_OCTETS } from '../../lib/validators/email.ts'
import { requireValue, valueParam } from '../../lib/validators/value.ts'

const text = (words: FieldWords) => z.string().nullable().apply(described, words)
const flag = (words: FieldWords) => z.boolean().apply(described, words)

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
      de: 'Ob die Adresse wohlgeformt ist und, mit check_mx, ihre Domäne E-Mails annimmt',
      fr: "Si l'adresse est bien formée et, avec check_mx, si son domaine accepte le courrier",
      'pt-br': 'Se o endereço está bem formado e, com check_mx, se o domínio dele aceita email',
      'zh-cn': '地址格式是否正确；使用 check_mx 时，还包括其域是否接收邮件',
    }),
    reason: z.enum(EMAIL_REASONS).nullable().apply(described, {
      en: 'The first check that failed, null when valid: no_at, local_empty, local_too_long, local_dots (a dot first, last or doubled), '
        + 'local_invalid_char, quoted_invalid, domain_empty, domain_too_long, domain_invalid, domain_no_dot, domain_literal_invalid, '
        + 'too_long (over 254 octets), and with check_mx domain_not_found, no_mail_server, null_mx',
      es: 'La primera comprobación que falló, null si es válida: no_at, local_empty, local_too_long, local_dots (un punto al principio, al final '
        + 'o doble), local_invalid_char, quoted_invalid, domain_empty, domain_too_long, domain_invalid, domain_no_dot, domain_literal_invalid, '
        + 'too_long (más de 254 octetos) y, con check_mx, domain_not_found, no_mail_server, null_mx',
      de: 'Die erste fehlgeschlagene Prüfung, null bei Gültigkeit: no_at, local_empty, local_too_long, local_dots (ein Punkt am Anfang, am Ende '
        + 'oder doppelt), local_invalid_char, quoted_invalid, domain_empty, domain_too_long, domain_invalid, domain_no_dot, domain_literal_invalid, '
        + 'too_long (mehr als 254 Oktette) und mit check_mx domain_not_found, no_mail_server, null_mx',
      fr: 'La première vérification qui a échoué, null si valide\u00a0: no_at, local_empty, local_too_long, local_dots (un point au début, à la fin '
        + 'ou doublé), local_invalid_char, quoted_invalid, domain_empty, domain_too_long, domain_invalid, domain_no_dot, domain_literal_invalid, '
        + 'too_long (plus de 254 octets) et, avec check_mx, domain_not_found, no_mail_server, null_mx',
      'pt-br': 'A primeira verificação que falhou, null se for válido: no_at, local_empty, local_too_long, local_dots (um ponto no início, no final '
        + 'ou duplicado), local_invalid_char, quoted_invalid, domain_empty, domain_too_long, domain_invalid, domain_no_dot, domain_literal_invalid, '
        + 'too_long (mais de 254 octetos) e, com check_mx, domain_not_found, no_mail_server, null_mx',
      'zh-cn': '第一项未通过的检查，有效时为 null：no_at、local_empty、local_too_long、local_dots（点号位于开头、结尾或连续出现）、'
        + 'local_invalid_char、quoted_invalid、domain_empty、domain_too_long、domain_invalid、domain_no_dot、domain_literal_invalid、'
        + 'too_long（超过 254 个八位字节），以及使用 check_mx 时的 domain_not_found、no_mail_server、null_mx',
    }),
    local: text({
      en: 'The local part, before the last @, as given; null without @',
      es: 'La parte local, antes de la última @, tal como se dio; null sin @',
      de: 'Der lokale Teil vor dem letzten @, wie angegeben; null ohne @',
      fr: 'La partie locale, avant le dernier @, telle que fournie\u00a0; null sans @',
      'pt-br': 'A parte local, antes do último @, como foi informada; null sem @',
      'zh-cn': '本地部分，即最后一个 @ 之前的内容，保持原样；没有 @ 时为 null',
    }),
    domain: text({
      en: 'The domain, after the last @, as given; null without @',
      es: 'El dominio, después de la última @, tal como se dio; null sin @',
      de: 'Die Domäne nach dem letzten @, wie angegeben; null ohne @',
      fr: 'Le domaine, après le dernier @, tel que fourni\u00a0; null sans @',
      'pt-br': 'O domínio, depois do último @, como foi informado; null sem @',
      'zh-cn': '域，即最后一个 @ 之后的内容，保持原样；没有 @ 时为 null',
    }),
    ascii_domain: text({
      en: 'The domain in lower-case ASCII, internationalised labels as A-labels (punycode); an address literal as given; null when invalid',
      es: 'El dominio en ASCII en minúsculas, con las etiquetas internacionalizadas como etiquetas A (punycode); un literal de dirección tal como se dio; null si no es válido',
      de: 'Die Domäne in ASCII-Kleinbuchstaben, internationalisierte Labels als A-Labels (Punycode); ein Adressliteral wie angegeben; null, wenn ungültig',
      fr: "Le domaine en ASCII minuscule, les étiquettes internationalisées sous forme d'A-labels (punycode)\u00a0; un littéral d'adresse tel que fourni\u00a0; null s'il n'est pas valide",
      'pt-br': 'O domínio em ASCII minúsculo, com os rótulos internacionalizados como rótulos A (punycode); um literal de endereço como foi informado; null se for inválido',
      'zh-cn': '小写 ASCII 形式的域，国际化标签转换为 A 标签 (punycode)；地址字面量保持原样；无效时为 null',
    }),
    normalized: text({
      en: 'The local part as given, @, and ascii_domain; null when the domain is invalid',
      es: 'La parte local tal como se dio, @ y ascii_domain; null si el dominio no es válido',
      de: 'Der lokale Teil wie angegeben, @ und ascii_domain; null, wenn die Domäne ungültig ist',
      fr: "La partie locale telle que fournie, @ et ascii_domain\u00a0; null si le domaine n'est pas valide",
      'pt-br': 'A parte local como foi informada, @ e ascii_domain; null se o domínio for inválido',
      'zh-cn': '原样的本地部分、@ 和 ascii_domain；域无效时为 null',
    }),
    quoted_local: flag({
      en: 'Whether the local part is a quoted string',
      es: 'Si la parte local es una cadena entre comillas',
      de: 'Ob der lokale Teil eine Zeichenfolge in Anführungszeichen ist',
      fr: 'Si la partie locale est une chaîne entre guillemets',
      'pt-br': 'Se a parte local é uma cadeia de caracteres entre aspas',
      'zh-cn': '本地部分是否为带引号的字符串',
    }),
    ip_literal: flag({
      en: 'Whether the domain is an address literal in brackets',
      es: 'Si el dominio es un literal de dirección entre corchetes',
      de: 'Ob die Domäne ein Adressliteral in eckigen Klammern ist',
      fr: "Si le domaine est un littéral d'adresse entre crochets",
      'pt-br': 'Se o domínio é um literal de endereço entre colchetes',
      'zh-cn': '域是否为方括号中的地址字面量',
    }),
    smtputf8: flag({
      en: 'Whether the address has non-ASCII characters (it then needs SMTPUTF8, RFC 6531, in its local part)',
      es: 'Si la dirección tiene caracteres no ASCII (en la parte local necesita entonces SMTPUTF8, RFC 6531)',
      de: 'Ob die Adresse Nicht-ASCII-Zeichen enthält (im lokalen Teil ist dann SMTPUTF8, RFC 6531, nötig)',
      fr: "Si l'adresse contient des caractères non ASCII (sa partie locale nécessite alors SMTPUTF8, RFC 6531)",
      'pt-br': 'Se o endereço tem caracteres não ASCII (na parte local, ele precisa então de SMTPUTF8, RFC 6531)',
      'zh-cn': '地址是否包含非 ASCII 字符（此时其本地部分需要 SMTPUTF8，RFC 6531）',
    }),
    mx: z.array(z.object({
      exchange: z.string().apply(described, {
        en: 'Host name of the mail server ("" for a null MX)',
        es: 'Nombre de host del servidor de correo ("" en un MX nulo)',
        de: 'Hostname des Mailservers ("" bei einem Null-MX)',
        fr: 'Nom d\'hôte du serveur de messagerie ("" pour un MX nul)',
        'pt-br': 'Nome de host do servidor de email ("" em um MX nulo)',
        'zh-cn': '邮件服务器的主机名（null MX 时为 ""）',
      }),
      priority: z.number().int().apply(described, {
        en: 'Its preference: lower is tried first',
        es: 'Su preferencia: se prueba primero el valor más bajo',
        de: 'Seine Präferenz: Der niedrigste Wert wird zuerst versucht',
        fr: "Sa préférence\u00a0: la valeur la plus basse est essayée en premier",
        'pt-br': 'Sua preferência: o valor mais baixo é tentado primeiro',
        'zh-cn': '优先级：值越小越先尝试',
      }),
    })).nullable().apply(described, {
      en: 'With check_mx, the MX records sorted by preference (empty when none); null when not looked up',
      es: 'Con check_mx, los registros MX ordenados por preferencia (vacío si no hay); null si no se consultaron',
      de: 'Mit check_mx die MX-Einträge nach Präferenz sortiert (leer, wenn keine vorhanden sind); null, wenn nicht abgefragt',
      fr: "Avec check_mx, les enregistrements MX triés par préférence (vide s'il n'y en a aucun)\u00a0; null s'ils n'ont pas été consultés",
      'pt-br': 'Com check_mx, os registros MX ordenados por preferência (vazio se não houver); null se não foram consultados',
      'zh-cn': '使用 check_mx 时，按优先级排序的 MX 记录（没有时为空）；未查询时为 null',
    }),
    implicit_mx: z.boolean().nullable().apply(described, {
      en: 'With check_mx, true when there is no MX and mail goes to the domain\'s own address (RFC 5321 section 5.1); null when not looked up',
      es: 'Con check_mx, true cuando no hay MX y el correo va a la propia dirección del dominio (RFC 5321, sección 5.1); null si no se consultó',
      de: 'Mit check_mx true, wenn es keinen MX gibt und E-Mails an die eigene Adresse der Domäne gehen (RFC 5321, Abschnitt 5.1); null, wenn nicht abgefragt',
      fr: "Avec check_mx, true quand il n'y a pas de MX et que le courrier va à l'adresse propre du domaine (RFC 5321, section 5.1)\u00a0; null si rien n'a été consulté",
      'pt-br': 'Com check_mx, true quando não há MX e o email vai para o próprio endereço do domínio (RFC 5321, seção 5.1); null se não foi consultado',
      'zh-cn': '使用 check_mx 时，如果没有 MX 且邮件发往该域自身的地址（RFC 5321 第 5.1 节），则为 true；未查询时为 null',
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
  de: {
    summary: 'Validiert eine E-Mail-Adresse (RFC 5321/5322), mit ihrer Domäne in Punycode und optional ihren Mailservern',
    description: 'Prüft eine E-Mail-Adresse anhand der addr-spec aus RFC 5322, wie RFC 5321 sie für E-Mails einschränkt: ein lokaler Teil, '
      + 'der ein dot-atom ist (Buchstaben, Ziffern und !#$%&\'*+/=?^_`{|}~- in durch Punkte getrennten Folgen) oder eine Zeichenfolge in '
      + 'Anführungszeichen ("John Doe"), mit UTF-8-Buchstaben, wie RFC 6531 sie zulässt; und eine Domäne, die ein Hostname aus mindestens '
      + 'zwei Labels ist (internationalisierte Namen werden nach UTS 46 in A-Labels, Punycode, umgewandelt) oder ein Adressliteral '
      + '([192.0.2.1], [IPv6:2001:db8::1]) nach RFC 5321. Kommentare, Anzeigenamen ("Name <a@b>") und die veralteten Formen werden nicht '
      + `akzeptiert. Umgebende Leerzeichen werden ignoriert. Längen: lokaler Teil höchstens ${MAX_LOCAL_OCTETS} Oktette, Domäne `
      + `${MAX_DOMAIN_OCTETS}, ganze Adresse ${MAX_ADDRESS_OCTETS} (Errata zu RFC 3696); längere Teile ergeben valid: false mit einem Grund, `
      + `und ein Wert mit mehr als ${MAX_EMAIL_INPUT} Zeichen wird ungelesen abgelehnt (422). Mit check_mx werden die MX-Einträge der Domäne `
      + 'bei den DNS-Servern abgefragt, mit denen der Dienst konfiguriert ist (Zeitbudget 3 s; 504 DNS_TIMEOUT, wenn sie nicht antworten), '
      + 'und nach Präferenz sortiert zurückgegeben. Eine Domäne ohne MX-Einträge, aber mit einer Adresse, nimmt dort E-Mails an (der '
      + 'implizite MX aus RFC 5321, Abschnitt 5.1): valid bleibt true, mx ist leer und implicit_mx true. Eine Domäne, die nicht existiert '
      + '(domain_not_found), die weder MX noch Adresse hat (no_mail_server) oder die einen Null-MX nach RFC 7505 veröffentlicht (null_mx), '
      + 'ergibt valid: false. Adressliterale werden nicht abgefragt. An den Mailserver wird nichts gesendet: Eine gültige Adresse kann '
      + 'trotzdem kein Postfach haben.',
    params: {
      value: `Die E-Mail-Adresse (nur die addr-spec: user@example.com, kein Anzeigename); höchstens ${MAX_EMAIL_INPUT} Zeichen`,
      check_mx: 'Zusätzlich die Mailserver der Domäne (MX-Einträge) bei den konfigurierten DNS-Servern abfragen (standardmäßig deaktiviert)',
    },
  },
  fr: {
    summary: "Valide une adresse e-mail (RFC 5321/5322), avec son domaine en punycode et, si demandé, ses serveurs de messagerie",
    description: "Vérifie une adresse e-mail par rapport à l'addr-spec du RFC 5322, telle que le RFC 5321 la restreint pour le courrier\u00a0: une "
      + "partie locale qui est un dot-atom (lettres, chiffres et !#$%&'*+/=?^_`{|}~- en segments séparés par des points) ou une chaîne entre "
      + 'guillemets ("John Doe"), avec des lettres UTF-8 autorisées comme le permet le RFC 6531\u00a0; et un domaine qui est un nom d\'hôte d\'au '
      + "moins deux étiquettes (les noms internationalisés sont convertis en A-labels, punycode, selon UTS 46) ou un littéral d'adresse "
      + '([192.0.2.1], [IPv6:2001:db8::1]) du RFC 5321. Les commentaires, les noms complets ("Nom <a@b>") et les formes obsolètes ne sont '
      + `pas acceptés. Les espaces autour sont ignorés. Longueurs\u00a0: partie locale de ${MAX_LOCAL_OCTETS} octets au maximum, domaine de `
      + `${MAX_DOMAIN_OCTETS}, adresse complète de ${MAX_ADDRESS_OCTETS} (errata du RFC 3696)\u00a0; les parties plus longues renvoient valid: false `
      + `avec un motif, et une valeur de plus de ${MAX_EMAIL_INPUT} caractères est refusée (422) sans être lue. Avec check_mx, les `
      + "enregistrements MX du domaine sont consultés auprès des serveurs DNS configurés pour le service (délai de 3 s\u00a0; 504 DNS_TIMEOUT "
      + "s'ils ne répondent pas) et renvoyés triés par préférence. Un domaine sans enregistrement MX mais avec une adresse reçoit le "
      + "courrier à cette adresse (le MX implicite du RFC 5321, section 5.1)\u00a0: valid reste true, mx est vide et implicit_mx vaut true. Un "
      + "domaine qui n'existe pas (domain_not_found), qui n'a ni MX ni adresse (no_mail_server) ou qui publie un MX nul, RFC 7505 "
      + "(null_mx), renvoie valid: false. Les littéraux d'adresse ne sont pas consultés. Rien n'est envoyé au serveur de messagerie\u00a0: une "
      + "adresse valide peut tout de même ne correspondre à aucune boîte aux lettres.",
    params: {
      value: `L'adresse e-mail (l'addr-spec seule\u00a0: user@example.com, sans nom complet)\u00a0; ${MAX_EMAIL_INPUT} caractères au maximum`,
      check_mx: 'Consulte aussi les serveurs de messagerie du domaine (enregistrements MX) auprès des serveurs DNS configurés (désactivé par défaut)',
    },
  },
  'pt-br': {
    summary: 'Valida um endereço de email (RFC 5321/5322), com o domínio em punycode e, opcionalmente, os servidores de email',
    description: 'Verifica um endereço de email em relação ao addr-spec do RFC 5322, conforme o RFC 5321 o restringe para email: uma parte '
      + 'local que é um dot-atom (letras, dígitos e !#$%&\'*+/=?^_`{|}~- em trechos separados por pontos) ou uma cadeia de caracteres entre '
      + 'aspas ("John Doe"), com letras UTF-8 permitidas como o RFC 6531 as permite; e um domínio que é um nome de host de pelo menos dois '
      + 'rótulos (os nomes internacionalizados são convertidos em rótulos A, punycode, pelo UTS 46) ou um literal de endereço '
      + '([192.0.2.1], [IPv6:2001:db8::1]) do RFC 5321. Comentários, nomes de exibição ("Nome <a@b>") e as formas obsoletas não são '
      + `aceitos. Os espaços ao redor são ignorados. Comprimentos: parte local de no máximo ${MAX_LOCAL_OCTETS} octetos, domínio de `
      + `${MAX_DOMAIN_OCTETS}, endereço completo de ${MAX_ADDRESS_OCTETS} (errata do RFC 3696); partes mais longas respondem valid: false `
      + `com um motivo, e um valor com mais de ${MAX_EMAIL_INPUT} caracteres é recusado (422) sem ser lido. Com check_mx, os registros MX `
      + 'do domínio são consultados nos servidores DNS configurados no serviço (prazo de 3 s; 504 DNS_TIMEOUT se não responderem) e '
      + 'retornados ordenados por preferência. Um domínio sem registros MX, mas com endereço, recebe o email nele (o MX implícito do '
      + 'RFC 5321, seção 5.1): valid continua true, mx fica vazio e implicit_mx é true. Um domínio que não existe (domain_not_found), '
      + 'que não tem nem MX nem endereço (no_mail_server) ou que publica um MX nulo, RFC 7505 (null_mx), responde valid: false. Literais '
      + 'de endereço não são consultados. Nada é enviado ao servidor de email: um endereço válido pode não ter caixa de correio.',
    params: {
      value: `O endereço de email (somente o addr-spec: usuario@example.com, sem nome de exibição); no máximo ${MAX_EMAIL_INPUT} caracteres`,
      check_mx: 'Consulta também os servidores de email do domínio (registros MX) nos servidores DNS configurados (desativado por padrão)',
    },
  },
  'zh-cn': {
    summary: '验证电子邮件地址（RFC 5321/5322），给出 punycode 形式的域，并可选择查询其邮件服务器',
    description: '按 RFC 5321 对邮件所作限制下的 RFC 5322 addr-spec 检查电子邮件地址：本地部分为 dot-atom（字母、数字和 '
      + '!#$%&\'*+/=?^_`{|}~-，以点号分隔成若干段）或带引号的字符串（"John Doe"），并按 RFC 6531 的规定允许 UTF-8 字母；域为至少包含两个'
      + '标签的主机名（国际化名称按 UTS 46 转换为 A 标签，即 punycode）或 RFC 5321 的地址字面量（[192.0.2.1]、[IPv6:2001:db8::1]）。'
      + '不接受注释、显示名称（"Name <a@b>"）和已废弃的形式。忽略首尾空白。长度：本地部分最多 '
      + `${MAX_LOCAL_OCTETS} 个八位字节，域最多 ${MAX_DOMAIN_OCTETS} 个，整个地址最多 ${MAX_ADDRESS_OCTETS} 个（RFC 3696 勘误）；`
      + `超长的部分返回 valid: false 并给出原因，超过 ${MAX_EMAIL_INPUT} 个字符的值会被直接拒绝（422），不予读取。使用 check_mx 时，`
      + '会向服务配置的 DNS 服务器查询该域的 MX 记录（时限 3 s；服务器无响应时返回 504 DNS_TIMEOUT），并按优先级排序返回。没有 MX '
      + '记录但有地址的域在该地址接收邮件（RFC 5321 第 5.1 节的隐式 MX）：valid 仍为 true，mx 为空，implicit_mx 为 true。不存在的域 '
      + '(domain_not_found)、既没有 MX 也没有地址的域 (no_mail_server)，或发布了 RFC 7505 null MX 的域 (null_mx)，返回 valid: false。'
      + '不查询地址字面量。不会向邮件服务器发送任何内容：有效的地址仍可能没有对应的邮箱。',
    params: {
      value: `电子邮件地址（仅 addr-spec：user@example.com，不含显示名称）；最多 ${MAX_EMAIL_INPUT} 个字符`,
      check_mx: '同时向配置的 DNS 服务器查询该域的邮件服务器（MX 记录）（默认关闭）',
    },
  },
})
