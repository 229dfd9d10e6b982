import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { CARD_BRANDS, CARD_REASONS, checkCard, MAX_CARD_INPUT } from '../../lib/validators/card.ts'
import { requireValue, valueParam } from '../../lib/validators/value.ts'

export default defineOperation({
  category: 'dev',
  name: 'card-number',
  input: 'json',
  summary: 'Check a payment card number: Luhn check digit, brand and length',
  description: 'Checks a payment card number (PAN, ISO/IEC 7812): its brand from the issuer ranges the networks publish (Visa, '
    + 'Mastercard, American Express, Discover, JCB, Diners, UnionPay, Maestro), whether its length is one the brand issues, and '
    + 'the Luhn check digit. Spaces and hyphens are ignored. Where ranges overlap the longest matching prefix wins (Discover\'s '
    + '622126-622925 over UnionPay\'s 62; UnionPay\'s 62 and Discover\'s 644-649 and 65 over Maestro\'s 56-69). valid needs a known '
    + 'brand, a length it allows and the Luhn check; otherwise valid is false and reason says the first check that failed: format '
    + '(characters other than digits, spaces and hyphens), unknown_brand, length, checksum. This checks the number\'s form only: '
    + 'it does not say that a card exists. The number is never echoed, in answers or messages: masked shows only its last four '
    + `digits. Values over ${MAX_CARD_INPUT} characters are refused (422) unread. Use test numbers, never a real card.`,
  params: z.object({
    value: valueParam(MAX_CARD_INPUT, `The card number, with or without spaces or hyphens; at most ${MAX_CARD_INPUT} characters`),
  }),
  result: z.object({
    valid: z.boolean().apply(described, {
      en: 'A known brand, a length it issues and a correct Luhn check digit',
      es: 'Una marca conocida, una longitud que emite y un dígito de control de Luhn correcto',
      de: 'Eine bekannte Marke, eine Länge, die sie ausgibt, und eine korrekte Luhn-Prüfziffer',
      fr: 'Une marque connue, une longueur qu\'elle émet et un chiffre de contrôle de Luhn correct',
      'pt-br': 'Uma bandeira conhecida, um comprimento que ela emite e um dígito verificador de Luhn correto',
      'zh-cn': '已知的品牌、该品牌发行的长度以及正确的 Luhn 校验位',
    }),
    reason: z.enum(CARD_REASONS).nullable().apply(described, {
      en: 'The first check that failed, null when valid: format, unknown_brand, length, checksum (Luhn)',
      es: 'La primera comprobación que falló, null si es válido: format, unknown_brand, length, checksum (Luhn)',
      de: 'Die erste fehlgeschlagene Prüfung, null bei Gültigkeit: format, unknown_brand, length, checksum (Luhn)',
      fr: 'La première vérification qui a échoué, null si valide\u00a0: format, unknown_brand, length, checksum (Luhn)',
      'pt-br': 'A primeira verificação que falhou, null se for válido: format, unknown_brand, length, checksum (Luhn)',
      'zh-cn': '第一项未通过的检查，有效时为 null：format、unknown_brand、length、checksum（Luhn）',
    }),
    brand: z.enum(CARD_BRANDS).nullable().apply(described, {
      en: 'The brand its first digits belong to, null when none',
      es: 'La marca a la que pertenecen sus primeros dígitos, null si ninguna',
      de: 'Die Marke, zu der die ersten Ziffern gehören, null, wenn keine',
      fr: 'La marque à laquelle appartiennent ses premiers chiffres, null si aucune',
      'pt-br': 'A bandeira à qual pertencem seus primeiros dígitos, null se nenhuma',
      'zh-cn': '其前几位数字所属的品牌，没有时为 null',
    }),
    length: z.number().int().apply(described, {
      en: 'How many digits it has (0 when the format is wrong)',
      es: 'Cuántos dígitos tiene (0 si el formato es incorrecto)',
      de: 'Wie viele Ziffern sie hat (0, wenn das Format falsch ist)',
      fr: "Nombre de chiffres qu'il comporte (0 si le format est incorrect)",
      'pt-br': 'Quantos dígitos tem (0 se o formato estiver incorreto)',
      'zh-cn': '位数（格式错误时为 0）',
    }),
    length_ok: z.boolean().apply(described, {
      en: 'Whether the brand issues numbers of this length',
      es: 'Si la marca emite números de esta longitud',
      de: 'Ob die Marke Nummern dieser Länge ausgibt',
      fr: 'Si la marque émet des numéros de cette longueur',
      'pt-br': 'Se a bandeira emite números desse comprimento',
      'zh-cn': '该品牌是否发行此长度的卡号',
    }),
    allowed_lengths: z.array(z.number().int()).apply(described, {
      en: 'The lengths the brand issues',
      es: 'Las longitudes que emite la marca',
      de: 'Die Längen, die die Marke ausgibt',
      fr: 'Les longueurs émises par la marque',
      'pt-br': 'Os comprimentos que a bandeira emite',
      'zh-cn': '该品牌发行的卡号长度',
    }),
    luhn: z.boolean().apply(described, {
      en: 'Whether the Luhn (mod 10) check digit is right',
      es: 'Si el dígito de control de Luhn (módulo 10) es correcto',
      de: 'Ob die Luhn-Prüfziffer (Modulo 10) stimmt',
      fr: 'Si le chiffre de contrôle de Luhn (modulo 10) est correct',
      'pt-br': 'Se o dígito verificador de Luhn (módulo 10) está correto',
      'zh-cn': 'Luhn（模 10）校验位是否正确',
    }),
    masked: z.string().nullable().apply(described, {
      en: 'The number with every digit but the last four as * (all * under eight digits); null when the format is wrong',
      es: 'El número con todos los dígitos salvo los cuatro últimos como * (todos * con menos de ocho dígitos); null si el formato es incorrecto',
      de: 'Die Nummer mit allen Ziffern außer den letzten vier als * (alle als *, wenn es weniger als acht Ziffern sind); null, wenn das Format falsch ist',
      fr: 'Le numéro avec tous les chiffres sauf les quatre derniers remplacés par * (tous * sous huit chiffres)\u00a0; null si le format est incorrect',
      'pt-br': 'O número com todos os dígitos, exceto os quatro últimos, como * (todos * com menos de oito dígitos); null se o formato estiver incorreto',
      'zh-cn': '除最后四位外所有数字都显示为 * 的卡号（少于八位时全部为 *）；格式错误时为 null',
    }),
  }),
  examples: [
    {
      title: 'A Visa test number',
      params: { value: '4111 1111 1111 1111' },
      result: { valid: true, reason: null, brand: 'Visa', length: 16, length_ok: true, luhn: true, masked: '************1111' },
    },
    {
      title: 'An American Express test number with its last digit changed',
      params: { value: '3782-822463-10006' },
      result: { valid: false, reason: 'checksum', brand: 'American Express', length_ok: true, luhn: false },
    },
  ],
  run: ({ value }) => {
    requireValue(value)
    return checkCard(value)
  },
  es: {
    summary: 'Comprueba un número de tarjeta de pago: dígito de control de Luhn, marca y longitud',
    description: 'Comprueba un número de tarjeta de pago (PAN, ISO/IEC 7812): su marca según los rangos de emisor que publican las redes '
      + '(Visa, Mastercard, American Express, Discover, JCB, Diners, UnionPay, Maestro), si su longitud es una que la marca emite y el '
      + 'dígito de control de Luhn. Se ignoran los espacios y guiones. Donde los rangos se solapan gana el prefijo más largo (el '
      + '622126-622925 de Discover sobre el 62 de UnionPay; el 62 de UnionPay y el 644-649 y 65 de Discover sobre el 56-69 de Maestro). '
      + 'valid exige una marca conocida, una longitud que admita y el control de Luhn; si no, valid es false y reason indica la '
      + 'primera comprobación que falló: format (caracteres que no son dígitos, espacios ni guiones), unknown_brand, length, checksum. '
      + 'Solo comprueba la forma del número: no dice que la tarjeta exista. El número nunca se repite, ni en respuestas ni en mensajes: '
      + `masked muestra solo sus cuatro últimos dígitos. Los valores de más de ${MAX_CARD_INPUT} caracteres se rechazan (422) sin `
      + 'leerlos. Use números de prueba, nunca una tarjeta real.',
    params: {
      value: `El número de tarjeta, con o sin espacios o guiones; como máximo ${MAX_CARD_INPUT} caracteres`,
    },
  },
  de: {
    summary: 'Prüft eine Zahlungskartennummer: Luhn-Prüfziffer, Marke und Länge',
    description: 'Prüft eine Zahlungskartennummer (PAN, ISO/IEC 7812): ihre Marke anhand der Ausstellerbereiche, die die Netzwerke '
      + 'veröffentlichen (Visa, Mastercard, American Express, Discover, JCB, Diners, UnionPay, Maestro), ob ihre Länge eine ist, die die '
      + 'Marke ausgibt, und die Luhn-Prüfziffer. Leerzeichen und Bindestriche werden ignoriert. Wo sich Bereiche überschneiden, gewinnt '
      + 'das längste passende Präfix (622126-622925 von Discover vor 62 von UnionPay; 62 von UnionPay sowie 644-649 und 65 von Discover '
      + 'vor 56-69 von Maestro). valid erfordert eine bekannte Marke, eine zulässige Länge und die Luhn-Prüfung; andernfalls ist valid '
      + 'false, und reason nennt die erste fehlgeschlagene Prüfung: format (andere Zeichen als Ziffern, Leerzeichen und Bindestriche), '
      + 'unknown_brand, length, checksum. Geprüft wird nur die Form der Nummer: Ob eine Karte existiert, wird nicht festgestellt. Die '
      + 'Nummer wird nie wiedergegeben, weder in Antworten noch in Meldungen: masked zeigt nur ihre letzten vier Ziffern. Werte mit mehr '
      + `als ${MAX_CARD_INPUT} Zeichen werden ungelesen abgelehnt (422). Verwenden Sie Testnummern, niemals eine echte Karte.`,
    params: {
      value: `Die Kartennummer, mit oder ohne Leerzeichen oder Bindestriche; höchstens ${MAX_CARD_INPUT} Zeichen`,
    },
  },
  fr: {
    summary: 'Vérifie un numéro de carte de paiement\u00a0: chiffre de contrôle de Luhn, marque et longueur',
    description: "Vérifie un numéro de carte de paiement (PAN, ISO/IEC 7812)\u00a0: sa marque d'après les plages d'émetteurs que publient les "
      + 'réseaux (Visa, Mastercard, American Express, Discover, JCB, Diners, UnionPay, Maestro), si sa longueur est une de celles '
      + "qu'émet la marque, et le chiffre de contrôle de Luhn. Les espaces et les tirets sont ignorés. Là où les plages se chevauchent, "
      + "le préfixe correspondant le plus long l'emporte (622126-622925 de Discover sur 62 d'UnionPay\u00a0; 62 d'UnionPay, 644-649 et 65 de "
      + 'Discover sur 56-69 de Maestro). valid exige une marque connue, une longueur autorisée et le contrôle de Luhn\u00a0; sinon, valid vaut '
      + 'false et reason indique la première vérification qui a échoué\u00a0: format (caractères autres que des chiffres, des espaces et des '
      + "tirets), unknown_brand, length, checksum. Seule la forme du numéro est vérifiée\u00a0: cela n'indique pas qu'une carte existe. Le "
      + "numéro n'est jamais renvoyé, ni dans les réponses ni dans les messages\u00a0: masked n'en montre que les quatre derniers chiffres. "
      + `Les valeurs de plus de ${MAX_CARD_INPUT} caractères sont refusées (422) sans être lues. Utilisez des numéros de test, jamais une vraie carte.`,
    params: {
      value: `Le numéro de carte, avec ou sans espaces ni tirets\u00a0; ${MAX_CARD_INPUT} caractères au maximum`,
    },
  },
  'pt-br': {
    summary: 'Verifica um número de cartão de pagamento: dígito verificador de Luhn, bandeira e comprimento',
    description: 'Verifica um número de cartão de pagamento (PAN, ISO/IEC 7812): sua bandeira pelas faixas de emissor que as redes '
      + 'publicam (Visa, Mastercard, American Express, Discover, JCB, Diners, UnionPay, Maestro), se seu comprimento é um dos que a '
      + 'bandeira emite e o dígito verificador de Luhn. Espaços e hifens são ignorados. Onde as faixas se sobrepõem, vence o prefixo '
      + 'correspondente mais longo (622126-622925 da Discover sobre 62 da UnionPay; 62 da UnionPay e 644-649 e 65 da Discover sobre '
      + '56-69 da Maestro). valid exige uma bandeira conhecida, um comprimento permitido e a verificação de Luhn; caso contrário, valid é '
      + 'false e reason indica a primeira verificação que falhou: format (caracteres que não são dígitos, espaços nem hifens), '
      + 'unknown_brand, length, checksum. Apenas a forma do número é verificada: isso não indica que o cartão exista. O número nunca é '
      + 'repetido, nem em respostas nem em mensagens: masked mostra apenas seus quatro últimos dígitos. Valores com mais de '
      + `${MAX_CARD_INPUT} caracteres são recusados (422) sem serem lidos. Use números de teste, nunca um cartão real.`,
    params: {
      value: `O número do cartão, com ou sem espaços ou hifens; no máximo ${MAX_CARD_INPUT} caracteres`,
    },
  },
  'zh-cn': {
    summary: '检查支付卡号：Luhn 校验位、品牌和长度',
    description: '检查支付卡号（PAN，ISO/IEC 7812）：根据各卡组织公布的发卡机构号段判断其品牌（Visa、Mastercard、American Express、'
      + 'Discover、JCB、Diners、UnionPay、Maestro），检查其长度是否为该品牌发行的长度，并校验 Luhn 校验位。空格和连字符会被忽略。'
      + '号段重叠时，匹配的最长前缀优先（Discover 的 622126-622925 优先于 UnionPay 的 62；UnionPay 的 62 以及 Discover 的 644-649 '
      + '和 65 优先于 Maestro 的 56-69）。valid 要求品牌已知、长度允许且通过 Luhn 校验；否则 valid 为 false，reason 指出第一项未通过的'
      + '检查：format（含有数字、空格和连字符以外的字符）、unknown_brand、length、checksum。此操作仅检查卡号的形式，并不表明该卡真实存在。'
      + '卡号绝不会在响应或消息中回显：masked 只显示其最后四位数字。超过 '
      + `${MAX_CARD_INPUT} 个字符的值会被直接拒绝（422），不予读取。请使用测试卡号，切勿使用真实的卡。`,
    params: {
      value: `卡号，可带或不带空格、连字符；最多 ${MAX_CARD_INPUT} 个字符`,
    },
  },
})
