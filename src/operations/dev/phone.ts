import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { checkPhone, MAX_PHONE_INPUT, PHONE_REASONS, PHONE_TYPES } from '../../lib/validators/phone.ts'
import { requireValue, valueParam } from '../../lib/validators/value.ts'

const text = (words: FieldWords) => z.string().nullable().apply(described, words)

export default defineOperation({
  category: 'dev',
  name: 'phone',
  input: 'json',
  summary: 'Validate and format a phone number: E.164, international and national forms, country and line type',
  description: 'Reads a phone number with libphonenumber (libphonenumber-js with its full metadata) and says whether it is valid (a '
    + 'number the country\'s numbering plan assigns) and possible (a length the country uses), and gives it in E.164 '
    + '(+12015550123), international and national forms and as a tel: URI (RFC 3966), with its country, calling code and type '
    + '(mobile, fixed_line, fixed_line_or_mobile where the plan does not tell them apart, toll_free, premium_rate, shared_cost, '
    + 'voip, personal_number, pager, uan, voicemail). A number starting with + is read by its calling code; otherwise country '
    + '(ISO 3166 alpha-2, such as US or ES) says whose national number it is, and is needed. A number that is not valid answers '
    + '200 with valid: false and reason: not_a_number, too_short, too_long, invalid_length, invalid_country (an unassigned '
    + 'calling code) or invalid_number (the right length, but not a number the plan assigns). An extension (ext. 123) is read '
    + `as extension. Values over ${MAX_PHONE_INPUT} characters are refused (422) unread.`,
  params: z.object({
    value: valueParam(MAX_PHONE_INPUT, `The phone number, in international form (+44 7400 123456) or national form with country; at most ${MAX_PHONE_INPUT} characters`),
    country: z.string().max(16).optional()
      .describe('ISO 3166 alpha-2 country of a national number (US, GB, ES…); not needed when the number starts with + and its calling code'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, {
      en: 'Whether the number is one the numbering plan assigns',
      es: 'Si el número es uno que asigna el plan de numeración',
      de: 'Ob die Nummer eine ist, die der Nummerierungsplan vergibt',
      fr: 'Si le numéro est un numéro attribué par le plan de numérotation',
      'pt-br': 'Se o número é um dos que o plano de numeração atribui',
      'zh-cn': '号码是否为编号计划所分配的号码',
    }),
    possible: z.boolean().apply(described, {
      en: 'Whether its length is one the country uses (a weaker check than valid)',
      es: 'Si su longitud es una que usa el país (una comprobación más débil que valid)',
      de: 'Ob ihre Länge eine ist, die das Land verwendet (eine schwächere Prüfung als valid)',
      fr: 'Si sa longueur est une de celles utilisées par le pays (une vérification plus faible que valid)',
      'pt-br': 'Se seu comprimento é um dos que o país usa (uma verificação mais fraca que valid)',
      'zh-cn': '其长度是否为该国家/地区使用的长度（比 valid 宽松的检查）',
    }),
    reason: z.enum(PHONE_REASONS).nullable().apply(described, {
      en: 'Why it is not valid, null when valid: not_a_number, too_short, too_long, invalid_length, invalid_country, invalid_number',
      es: 'Por qué no es válido, null si es válido: not_a_number, too_short, too_long, invalid_length, invalid_country, invalid_number',
      de: 'Warum sie ungültig ist, null bei Gültigkeit: not_a_number, too_short, too_long, invalid_length, invalid_country, invalid_number',
      fr: "Pourquoi il n'est pas valide, null s'il est valide\u00a0: not_a_number, too_short, too_long, invalid_length, invalid_country, invalid_number",
      'pt-br': 'Por que não é válido, null se for válido: not_a_number, too_short, too_long, invalid_length, invalid_country, invalid_number',
      'zh-cn': '无效的原因，有效时为 null：not_a_number、too_short、too_long、invalid_length、invalid_country、invalid_number',
    }),
    e164: text({
      en: 'E.164 form: + calling code and national number, no spaces; null when unreadable',
      es: 'Forma E.164: + prefijo y número nacional, sin espacios; null si no se puede leer',
      de: 'E.164-Format: + Landesvorwahl und nationale Nummer, ohne Leerzeichen; null, wenn nicht lesbar',
      fr: "Forme E.164\u00a0: + indicatif du pays et numéro national, sans espaces\u00a0; null s'il est illisible",
      'pt-br': 'Forma E.164: + código do país e número nacional, sem espaços; null se não puder ser lido',
      'zh-cn': 'E.164 格式：+ 国家/地区代码和国内号码，不含空格；无法读取时为 null',
    }),
    international: text({
      en: 'International form, grouped as the country writes it',
      es: 'Forma internacional, agrupada como la escribe el país',
      de: 'Internationales Format, gruppiert wie im jeweiligen Land üblich',
      fr: 'Forme internationale, groupée comme le pays l\'écrit',
      'pt-br': 'Forma internacional, agrupada como o país a escreve',
      'zh-cn': '国际格式，按该国家/地区的书写习惯分组',
    }),
    national: text({
      en: 'National form, as dialled within the country',
      es: 'Forma nacional, como se marca dentro del país',
      de: 'Nationales Format, wie innerhalb des Landes gewählt',
      fr: "Forme nationale, telle qu'on la compose dans le pays",
      'pt-br': 'Forma nacional, como se disca dentro do país',
      'zh-cn': '国内格式，即在该国家/地区内拨打的形式',
    }),
    rfc3966: text({ en: 'tel: URI (RFC 3966)', es: 'URI tel: (RFC 3966)', de: 'tel:-URI (RFC 3966)', fr: 'URI de type tel: (RFC 3966)', 'pt-br': 'URI do tipo tel: (RFC 3966)', 'zh-cn': 'tel: 形式的 URI（RFC 3966）' }),
    country: text({
      en: 'ISO 3166 alpha-2 country the number belongs to; null when the calling code is shared and the number fits no country',
      es: 'País ISO 3166 alfa-2 al que pertenece el número; null si el prefijo es compartido y el número no encaja en ningún país',
      de: 'Land nach ISO 3166 Alpha-2, zu dem die Nummer gehört; null, wenn die Landesvorwahl geteilt wird und die Nummer zu keinem Land passt',
      fr: "Pays ISO 3166 alpha-2 auquel appartient le numéro\u00a0; null si l'indicatif est partagé et que le numéro ne correspond à aucun pays",
      'pt-br': 'País ISO 3166 alfa-2 ao qual o número pertence; null se o código do país for compartilhado e o número não se encaixar em nenhum país',
      'zh-cn': '号码所属的 ISO 3166 alpha-2 国家/地区；国家/地区代码为多方共用且号码不属于任何国家/地区时为 null',
    }),
    calling_code: text({ en: 'Country calling code, without +', es: 'Prefijo internacional del país, sin +', de: 'Landesvorwahl, ohne +', fr: 'Indicatif téléphonique du pays, sans +', 'pt-br': 'Código de discagem do país, sem +', 'zh-cn': '国家/地区代码，不含 +' }),
    national_number: text({
      en: 'The national significant number, digits only',
      es: 'El número nacional significativo, solo dígitos',
      de: 'Die nationale signifikante Nummer, nur Ziffern',
      fr: 'Le numéro national significatif, chiffres uniquement',
      'pt-br': 'O número nacional significativo, somente dígitos',
      'zh-cn': '国内有效号码，仅含数字',
    }),
    extension: text({ en: 'The extension, null when none', es: 'La extensión, null si no hay', de: 'Die Durchwahl, null, wenn keine', fr: "Le numéro de poste, null s'il n'y en a pas", 'pt-br': 'O ramal, null se não houver', 'zh-cn': '分机号，没有时为 null' }),
    type: z.enum(PHONE_TYPES).nullable().apply(described, {
      en: 'Line type by the numbering plan: mobile, fixed_line, fixed_line_or_mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, voicemail; null when unknown',
      es: 'Tipo de línea según el plan de numeración: mobile, fixed_line, fixed_line_or_mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, voicemail; null si se desconoce',
      de: 'Anschlussart laut Nummerierungsplan: mobile, fixed_line, fixed_line_or_mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, voicemail; null, wenn unbekannt',
      fr: "Type de ligne selon le plan de numérotation\u00a0: mobile, fixed_line, fixed_line_or_mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, voicemail\u00a0; null s'il est inconnu",
      'pt-br': 'Tipo de linha segundo o plano de numeração: mobile, fixed_line, fixed_line_or_mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, voicemail; null se for desconhecido',
      'zh-cn': '按编号计划划分的线路类型：mobile、fixed_line、fixed_line_or_mobile、toll_free、premium_rate、shared_cost、voip、personal_number、pager、uan、voicemail；未知时为 null',
    }),
  }),
  examples: [
    {
      title: 'A British mobile number written nationally',
      params: { value: '07400 123456', country: 'GB' },
      result: { valid: true, e164: '+447400123456', international: '+44 7400 123456', national: '07400 123456', country: 'GB', type: 'mobile' },
    },
    {
      title: 'A number in international form',
      params: { value: '+1 201-555-0123' },
      result: { valid: true, e164: '+12015550123', national: '(201) 555-0123', country: 'US', calling_code: '1', type: 'fixed_line_or_mobile' },
    },
  ],
  run: ({ value, country }) => {
    requireValue(value)
    return checkPhone(value, country)
  },
  es: {
    summary: 'Valida y formatea un número de teléfono: formas E.164, internacional y nacional, país y tipo de línea',
    description: 'Lee un número de teléfono con libphonenumber (libphonenumber-js con sus metadatos completos) y dice si es válido (un '
      + 'número que asigna el plan de numeración del país) y posible (una longitud que usa el país), y lo da en forma E.164 '
      + '(+12015550123), internacional y nacional y como URI tel: (RFC 3966), con su país, prefijo internacional y tipo (mobile, '
      + 'fixed_line, fixed_line_or_mobile donde el plan no los distingue, toll_free, premium_rate, shared_cost, voip, personal_number, '
      + 'pager, uan, voicemail). Un número que empieza por + se lee por su prefijo; si no, country (ISO 3166 alfa-2, como US o ES) '
      + 'dice de qué país es el número nacional, y es necesario. Un número que no es válido responde 200 con valid: false y reason: '
      + 'not_a_number, too_short, too_long, invalid_length, invalid_country (un prefijo no asignado) o invalid_number (la longitud '
      + 'correcta, pero no un número que asigne el plan). Una extensión (ext. 123) se devuelve en extension. Los valores de más de '
      + `${MAX_PHONE_INPUT} caracteres se rechazan (422) sin leerlos.`,
    params: {
      value: `El número de teléfono, en forma internacional (+44 7400 123456) o nacional con country; como máximo ${MAX_PHONE_INPUT} caracteres`,
      country: 'País ISO 3166 alfa-2 de un número nacional (US, GB, ES…); no hace falta si el número empieza por + y su prefijo',
    },
  },
  de: {
    summary: 'Validiert und formatiert eine Telefonnummer: E.164-, internationales und nationales Format, Land und Anschlussart',
    description: 'Liest eine Telefonnummer mit libphonenumber (libphonenumber-js mit vollständigen Metadaten) und gibt an, ob sie gültig '
      + '(eine Nummer, die der Nummerierungsplan des Landes vergibt) und möglich (eine Länge, die das Land verwendet) ist, und gibt sie im '
      + 'E.164-Format (+12015550123), im internationalen und nationalen Format sowie als tel:-URI (RFC 3966) aus, mit Land, Landesvorwahl '
      + 'und Anschlussart (mobile, fixed_line, fixed_line_or_mobile, wo der Plan beides nicht unterscheidet, toll_free, premium_rate, '
      + 'shared_cost, voip, personal_number, pager, uan, voicemail). Eine Nummer, die mit + beginnt, wird anhand ihrer Landesvorwahl '
      + 'gelesen; andernfalls gibt country (ISO 3166 Alpha-2, etwa US oder ES) an, zu welchem Land die nationale Nummer gehört, und ist '
      + 'erforderlich. Eine ungültige Nummer ergibt 200 mit valid: false und reason: not_a_number, too_short, too_long, invalid_length, '
      + 'invalid_country (eine nicht vergebene Landesvorwahl) oder invalid_number (die richtige Länge, aber keine Nummer, die der Plan '
      + `vergibt). Eine Durchwahl (ext. 123) wird als extension gelesen. Werte mit mehr als ${MAX_PHONE_INPUT} Zeichen werden ungelesen abgelehnt (422).`,
    params: {
      value: `Die Telefonnummer, im internationalen Format (+44 7400 123456) oder im nationalen Format mit country; höchstens ${MAX_PHONE_INPUT} Zeichen`,
      country: 'Land einer nationalen Nummer nach ISO 3166 Alpha-2 (US, GB, ES…); nicht nötig, wenn die Nummer mit + und ihrer Landesvorwahl beginnt',
    },
  },
  fr: {
    summary: 'Valide et met en forme un numéro de téléphone\u00a0: formes E.164, internationale et nationale, pays et type de ligne',
    description: "Lit un numéro de téléphone avec libphonenumber (libphonenumber-js avec ses métadonnées complètes) et indique s'il est valide "
      + "(un numéro attribué par le plan de numérotation du pays) et possible (une longueur utilisée par le pays), puis le donne en forme "
      + "E.164 (+12015550123), internationale et nationale et sous forme d'URI tel: (RFC 3966), avec son pays, son indicatif et son type "
      + "(mobile, fixed_line, fixed_line_or_mobile là où le plan ne les distingue pas, toll_free, premium_rate, shared_cost, voip, "
      + "personal_number, pager, uan, voicemail). Un numéro qui commence par + est lu d'après son indicatif\u00a0; sinon, country (ISO 3166 "
      + "alpha-2, comme US ou ES) indique de quel pays est le numéro national, et il est obligatoire. Un numéro non valide renvoie 200 "
      + "avec valid: false et reason\u00a0: not_a_number, too_short, too_long, invalid_length, invalid_country (un indicatif non attribué) ou "
      + "invalid_number (la bonne longueur, mais pas un numéro attribué par le plan). Un numéro de poste (ext. 123) est lu dans extension. "
      + `Les valeurs de plus de ${MAX_PHONE_INPUT} caractères sont refusées (422) sans être lues.`,
    params: {
      value: `Le numéro de téléphone, en forme internationale (+44 7400 123456) ou nationale avec country\u00a0; ${MAX_PHONE_INPUT} caractères au maximum`,
      country: "Pays ISO 3166 alpha-2 d'un numéro national (US, GB, ES…)\u00a0; inutile si le numéro commence par + et son indicatif",
    },
  },
  'pt-br': {
    summary: 'Valida e formata um número de telefone: formas E.164, internacional e nacional, país e tipo de linha',
    description: 'Lê um número de telefone com libphonenumber (libphonenumber-js com seus metadados completos) e diz se é válido (um '
      + 'número que o plano de numeração do país atribui) e possível (um comprimento que o país usa), e o fornece nas formas E.164 '
      + '(+12015550123), internacional e nacional e como URI tel: (RFC 3966), com seu país, código do país e tipo (mobile, fixed_line, '
      + 'fixed_line_or_mobile onde o plano não os distingue, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, '
      + 'voicemail). Um número que começa com + é lido pelo código do país; caso contrário, country (ISO 3166 alfa-2, como US ou ES) diz '
      + 'de que país é o número nacional, e é obrigatório. Um número inválido responde 200 com valid: false e reason: not_a_number, '
      + 'too_short, too_long, invalid_length, invalid_country (um código de país não atribuído) ou invalid_number (o comprimento certo, '
      + 'mas não um número que o plano atribua). Um ramal (ext. 123) é retornado em extension. Valores com mais de '
      + `${MAX_PHONE_INPUT} caracteres são recusados (422) sem serem lidos.`,
    params: {
      value: `O número de telefone, na forma internacional (+44 7400 123456) ou nacional com country; no máximo ${MAX_PHONE_INPUT} caracteres`,
      country: 'País ISO 3166 alfa-2 de um número nacional (US, GB, ES…); não é necessário se o número começa com + e o código do país',
    },
  },
  'zh-cn': {
    summary: '验证并格式化电话号码：E.164、国际和国内格式、国家/地区和线路类型',
    description: '使用 libphonenumber（带完整元数据的 libphonenumber-js）读取电话号码，判断其是否有效（该国家/地区编号计划所分配的号码）'
      + '以及是否可能（该国家/地区使用的长度），并以 E.164 (+12015550123)、国际和国内格式以及 tel: URI (RFC 3966) 的形式给出，'
      + '同时给出其国家/地区、国家/地区代码和类型（mobile、fixed_line、编号计划不加区分时为 fixed_line_or_mobile、toll_free、'
      + 'premium_rate、shared_cost、voip、personal_number、pager、uan、voicemail）。以 + 开头的号码按其国家/地区代码读取；否则需要用 '
      + 'country（ISO 3166 alpha-2，如 US 或 ES）说明国内号码所属的国家/地区。无效的号码返回 200，valid: false，reason 为：'
      + 'not_a_number、too_short、too_long、invalid_length、invalid_country（未分配的国家/地区代码）或 invalid_number（长度正确，'
      + `但不是编号计划分配的号码）。分机号 (ext. 123) 在 extension 中返回。超过 ${MAX_PHONE_INPUT} 个字符的值会被直接拒绝（422），不予读取。`,
    params: {
      value: `电话号码，采用国际格式 (+44 7400 123456) 或带 country 的国内格式；最多 ${MAX_PHONE_INPUT} 个字符`,
      country: '国内号码所属的 ISO 3166 alpha-2 国家/地区（US、GB、ES…）；号码以 + 和国家/地区代码开头时无需提供',
    },
  },
})
