import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { checkIban, IBAN_REASONS, MAX_IBAN_INPUT } from '../../lib/validators/iban.ts'
import { requireValue, valueParam } from '../../lib/validators/value.ts'

const text = (words: FieldWords) => z.string().nullable().apply(described, words)

export default defineOperation({
  category: 'dev',
  name: 'iban',
  input: 'json',
  summary: 'Validate an IBAN: ISO 13616 check digits, length and structure for its country',
  description: 'Checks an International Bank Account Number as ISO 13616 defines it: the country code must be in the IBAN registry, '
    + 'the length must be the one of that country, the check digits must pass ISO 7064 MOD 97-10, and the BBAN must have the '
    + 'country\'s structure (and, where the country has them, pass its national check digits). Spaces are ignored, so both the '
    + 'print form (groups of four) and the electronic form are read, in upper or lower case, with or without an "IBAN" label. '
    + 'An IBAN that is not valid answers 200 with valid: false and reason, the first check it fails: format (characters other '
    + 'than letters and digits, or not two letters and two digits first), unknown_country, length_for_country, checksum, '
    + `bban_format or national_checksum. Values over ${MAX_IBAN_INPUT} characters are refused (422) unread. `
    + 'The country registry is that of the ibantools library; the MOD 97-10 check is computed here.',
  params: z.object({
    value: valueParam(MAX_IBAN_INPUT, `The IBAN, with or without spaces, such as GB82 WEST 1234 5698 7654 32; at most ${MAX_IBAN_INPUT} characters`),
  }),
  result: z.object({
    valid: z.boolean().apply(described, {
      en: 'Whether every check passed',
      es: 'Si se superaron todas las comprobaciones',
      de: 'Ob alle Prüfungen bestanden wurden',
      fr: 'Si toutes les vérifications ont réussi',
      'pt-br': 'Se todas as verificações foram aprovadas',
      'zh-cn': '是否通过了所有检查',
    }),
    reason: z.enum(IBAN_REASONS).nullable().apply(described, {
      en: 'The first check that failed, null when valid: format, unknown_country, length_for_country, checksum (MOD 97-10), bban_format (the country\'s account structure), national_checksum (the country\'s own check digits)',
      es: 'La primera comprobación que falló, null si es válido: format, unknown_country, length_for_country, checksum (MOD 97-10), bban_format (la estructura de cuenta del país), national_checksum (los dígitos de control propios del país)',
      de: 'Die erste fehlgeschlagene Prüfung, null bei Gültigkeit: format, unknown_country, length_for_country, checksum (MOD 97-10), bban_format (die Kontostruktur des Landes), national_checksum (die landeseigenen Prüfziffern)',
      fr: 'La première vérification qui a échoué, null si valide\u00a0: format, unknown_country, length_for_country, checksum (MOD 97-10), bban_format (la structure de compte du pays), national_checksum (les chiffres de contrôle propres au pays)',
      'pt-br': 'A primeira verificação que falhou, null se for válido: format, unknown_country, length_for_country, checksum (MOD 97-10), bban_format (a estrutura de conta do país), national_checksum (os dígitos verificadores próprios do país)',
      'zh-cn': '第一项未通过的检查，有效时为 null：format、unknown_country、length_for_country、checksum（MOD 97-10）、bban_format（该国家/地区的账号结构）、national_checksum（该国家/地区自己的校验数字）',
    }),
    country: text({
      en: 'ISO 3166 country code (the first two letters), null when the format is wrong',
      es: 'Código de país ISO 3166 (las dos primeras letras), null si el formato es incorrecto',
      de: 'Ländercode nach ISO 3166 (die ersten beiden Buchstaben), null, wenn das Format falsch ist',
      fr: "Code de pays ISO 3166 (les deux premières lettres), null si le format est incorrect",
      'pt-br': 'Código de país ISO 3166 (as duas primeiras letras), null se o formato estiver incorreto',
      'zh-cn': 'ISO 3166 国家/地区代码（前两个字母），格式错误时为 null',
    }),
    check_digits: text({ en: 'The two check digits', es: 'Los dos dígitos de control', de: 'Die beiden Prüfziffern', fr: 'Les deux chiffres de contrôle', 'pt-br': 'Os dois dígitos verificadores', 'zh-cn': '两位校验数字' }),
    bban: text({
      en: 'The Basic Bank Account Number, what follows the check digits',
      es: 'El número de cuenta bancaria básico (BBAN), lo que sigue a los dígitos de control',
      de: 'Die nationale Kontonummer (BBAN), der Teil nach den Prüfziffern',
      fr: 'Le numéro de compte bancaire de base (BBAN), ce qui suit les chiffres de contrôle',
      'pt-br': 'O número básico da conta bancária (BBAN), o que vem depois dos dígitos verificadores',
      'zh-cn': '基本银行账号 (BBAN)，即校验数字之后的部分',
    }),
    electronic: z.string().apply(described, {
      en: 'Electronic form: no spaces, upper case',
      es: 'Forma electrónica: sin espacios, en mayúsculas',
      de: 'Elektronisches Format: ohne Leerzeichen, in Großbuchstaben',
      fr: 'Forme électronique\u00a0: sans espaces, en majuscules',
      'pt-br': 'Forma eletrônica: sem espaços, em maiúsculas',
      'zh-cn': '电子格式：无空格，大写',
    }),
    print: z.string().apply(described, {
      en: 'Print form: groups of four characters separated by spaces',
      es: 'Forma impresa: grupos de cuatro caracteres separados por espacios',
      de: 'Papierformat: Gruppen von vier Zeichen, durch Leerzeichen getrennt',
      fr: 'Forme imprimée\u00a0: groupes de quatre caractères séparés par des espaces',
      'pt-br': 'Forma impressa: grupos de quatro caracteres separados por espaços',
      'zh-cn': '打印格式：以空格分隔的四字符组',
    }),
    expected_length: z.number().int().nullable().apply(described, {
      en: 'The IBAN length of the country, null when the country is unknown',
      es: 'La longitud del IBAN en ese país, null si el país es desconocido',
      de: 'Die IBAN-Länge des Landes, null, wenn das Land unbekannt ist',
      fr: "La longueur de l'IBAN dans ce pays, null si le pays est inconnu",
      'pt-br': 'O comprimento do IBAN nesse país, null se o país for desconhecido',
      'zh-cn': '该国家/地区的 IBAN 长度，国家/地区未知时为 null',
    }),
    sepa: z.boolean().nullable().apply(described, {
      en: 'Whether the country is in the Single Euro Payments Area, null when unknown',
      es: 'Si el país pertenece a la zona única de pagos en euros (SEPA), null si es desconocido',
      de: 'Ob das Land zum einheitlichen Euro-Zahlungsverkehrsraum (SEPA) gehört, null, wenn unbekannt',
      fr: "Si le pays fait partie de l'espace unique de paiement en euros (SEPA), null s'il est inconnu",
      'pt-br': 'Se o país faz parte da Área Única de Pagamentos em Euros (SEPA), null se for desconhecido',
      'zh-cn': '该国家/地区是否属于单一欧元支付区 (SEPA)，未知时为 null',
    }),
  }),
  examples: [
    {
      title: 'The IBAN of the ISO 13616 example, print form',
      params: { value: 'GB82 WEST 1234 5698 7654 32' },
      result: { valid: true, reason: null, country: 'GB', check_digits: '82', bban: 'WEST12345698765432', electronic: 'GB82WEST12345698765432', print: 'GB82 WEST 1234 5698 7654 32' },
    },
    {
      title: 'A wrong check digit',
      params: { value: 'DE88370400440532013000' },
      result: { valid: false, reason: 'checksum', country: 'DE' },
    },
  ],
  run: ({ value }) => {
    requireValue(value)
    return checkIban(value)
  },
  es: {
    summary: 'Valida un IBAN: dígitos de control ISO 13616, longitud y estructura de su país',
    description: 'Comprueba un número de cuenta bancaria internacional como lo define ISO 13616: el código de país debe estar en el '
      + 'registro IBAN, la longitud debe ser la de ese país, los dígitos de control deben superar ISO 7064 MOD 97-10 y el BBAN debe '
      + 'tener la estructura del país (y, donde el país los tiene, superar sus dígitos de control nacionales). Los espacios se '
      + 'ignoran, así que se leen tanto la forma impresa (grupos de cuatro) como la electrónica, en mayúsculas o minúsculas, con o '
      + 'sin la etiqueta "IBAN". Un IBAN que no es válido responde 200 con valid: false y reason, la primera comprobación que no '
      + 'supera: format (caracteres que no son letras ni dígitos, o no empieza por dos letras y dos dígitos), unknown_country, '
      + `length_for_country, checksum, bban_format o national_checksum. Los valores de más de ${MAX_IBAN_INPUT} caracteres se `
      + 'rechazan (422) sin leerlos. El registro de países es el de la biblioteca ibantools; el control MOD 97-10 se calcula aquí.',
    params: {
      value: `El IBAN, con o sin espacios, como GB82 WEST 1234 5698 7654 32; como máximo ${MAX_IBAN_INPUT} caracteres`,
    },
  },
  de: {
    summary: 'Validiert eine IBAN: Prüfziffern nach ISO 13616, Länge und Struktur für ihr Land',
    description: 'Prüft eine internationale Bankkontonummer, wie ISO 13616 sie definiert: Der Ländercode muss im IBAN-Register stehen, die '
      + 'Länge muss die des Landes sein, die Prüfziffern müssen ISO 7064 MOD 97-10 bestehen, und die BBAN muss die Struktur des Landes '
      + 'haben (und, wo das Land welche hat, dessen nationale Prüfziffern bestehen). Leerzeichen werden ignoriert, daher werden sowohl das '
      + 'Papierformat (Vierergruppen) als auch das elektronische Format gelesen, in Groß- oder Kleinbuchstaben, mit oder ohne die '
      + 'Bezeichnung "IBAN". Eine ungültige IBAN ergibt 200 mit valid: false und reason, der ersten nicht bestandenen Prüfung: format '
      + '(andere Zeichen als Buchstaben und Ziffern oder nicht zuerst zwei Buchstaben und zwei Ziffern), unknown_country, '
      + `length_for_country, checksum, bban_format oder national_checksum. Werte mit mehr als ${MAX_IBAN_INPUT} Zeichen werden ungelesen `
      + 'abgelehnt (422). Das Länderregister ist das der Bibliothek ibantools; die MOD-97-10-Prüfung wird hier berechnet.',
    params: {
      value: `Die IBAN, mit oder ohne Leerzeichen, etwa GB82 WEST 1234 5698 7654 32; höchstens ${MAX_IBAN_INPUT} Zeichen`,
    },
  },
  fr: {
    summary: 'Valide un IBAN\u00a0: chiffres de contrôle ISO 13616, longueur et structure pour son pays',
    description: "Vérifie un numéro de compte bancaire international tel que le définit ISO 13616\u00a0: le code de pays doit figurer dans le "
      + "registre IBAN, la longueur doit être celle de ce pays, les chiffres de contrôle doivent passer ISO 7064 MOD 97-10 et le BBAN doit "
      + "avoir la structure du pays (et, là où le pays en a, passer ses chiffres de contrôle nationaux). Les espaces sont ignorés, donc la "
      + "forme imprimée (groupes de quatre) comme la forme électronique sont lues, en majuscules ou en minuscules, avec ou sans la mention "
      + "« IBAN ». Un IBAN non valide renvoie 200 avec valid: false et reason, la première vérification qu'il ne passe pas\u00a0: format "
      + "(caractères autres que des lettres et des chiffres, ou pas deux lettres et deux chiffres en tête), unknown_country, "
      + `length_for_country, checksum, bban_format ou national_checksum. Les valeurs de plus de ${MAX_IBAN_INPUT} caractères sont refusées `
      + "(422) sans être lues. Le registre des pays est celui de la bibliothèque ibantools\u00a0; le contrôle MOD 97-10 est calculé ici.",
    params: {
      value: `L'IBAN, avec ou sans espaces, comme GB82 WEST 1234 5698 7654 32\u00a0; ${MAX_IBAN_INPUT} caractères au maximum`,
    },
  },
  'pt-br': {
    summary: 'Valida um IBAN: dígitos verificadores ISO 13616, comprimento e estrutura do país',
    description: 'Verifica um número de conta bancária internacional conforme definido pela ISO 13616: o código do país deve estar no '
      + 'registro IBAN, o comprimento deve ser o daquele país, os dígitos verificadores devem passar no ISO 7064 MOD 97-10 e o BBAN deve '
      + 'ter a estrutura do país (e, onde o país os tem, passar nos seus dígitos verificadores nacionais). Os espaços são ignorados, então '
      + 'são lidas tanto a forma impressa (grupos de quatro) quanto a eletrônica, em maiúsculas ou minúsculas, com ou sem o rótulo "IBAN". '
      + 'Um IBAN inválido responde 200 com valid: false e reason, a primeira verificação em que não passa: format (caracteres que não são '
      + 'letras nem dígitos, ou não começa com duas letras e dois dígitos), unknown_country, length_for_country, checksum, bban_format ou '
      + `national_checksum. Valores com mais de ${MAX_IBAN_INPUT} caracteres são recusados (422) sem serem lidos. O registro de países é o `
      + 'da biblioteca ibantools; a verificação MOD 97-10 é calculada aqui.',
    params: {
      value: `O IBAN, com ou sem espaços, como GB82 WEST 1234 5698 7654 32; no máximo ${MAX_IBAN_INPUT} caracteres`,
    },
  },
  'zh-cn': {
    summary: '验证 IBAN：ISO 13616 校验数字、长度及其国家/地区的结构',
    description: '按 ISO 13616 的定义检查国际银行账号：国家/地区代码必须在 IBAN 注册表中，长度必须符合该国家/地区的规定，校验数字必须'
      + '通过 ISO 7064 MOD 97-10，BBAN 必须符合该国家/地区的结构（如果该国家/地区有本国校验数字，还必须通过该校验）。空格会被忽略，'
      + '因此打印格式（四字符一组）和电子格式都可读取，大小写均可，带不带 "IBAN" 标签均可。无效的 IBAN 返回 200，valid: false，'
      + 'reason 为其未通过的第一项检查：format（含有字母和数字以外的字符，或开头不是两个字母加两个数字）、unknown_country、'
      + `length_for_country、checksum、bban_format 或 national_checksum。超过 ${MAX_IBAN_INPUT} 个字符的值会被直接拒绝（422），不予读取。`
      + '国家/地区注册表来自 ibantools 库；MOD 97-10 校验在此处计算。',
    params: {
      value: `IBAN，可带或不带空格，如 GB82 WEST 1234 5698 7654 32；最多 ${MAX_IBAN_INPUT} 个字符`,
    },
  },
})
