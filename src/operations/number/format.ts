import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { FORMAT_STYLES, MAX_DECIMALS, VALUE_MAX_LENGTH, formatNumber } from '../../lib/numbers/format.ts'

export default defineOperation({
  category: 'number',
  name: 'format',
  input: 'query',
  summary: 'Format a number for a locale: grouping, decimals, currency, percent, compact, scientific, engineering and units (Intl.NumberFormat, CLDR)',
  description: 'value is a decimal number (1234567.891, -0.5, 1.5e6) kept exactly: long numbers keep all their digits. locale is a BCP 47 tag (default en-US): de-DE writes 1.234.567,891, fr-FR groups with a narrow no-break space (U+202F), en-IN groups as 12,34,567. '
    + 'style: decimal (default), currency (needs currency, an ISO 4217 code; the currency\'s usual decimals unless decimals is sent: JPY has none), percent (0.25 is 25%), compact (1.2M, 1,2 Mio.), scientific (1.235E6), engineering (exponent a multiple of 3), '
    + 'or unit (needs unit, a simple unit of ECMA-402 such as kilometer, celsius, megabyte or liter, or two joined by -per-: kilometer-per-hour). '
    + `decimals (0 to ${MAX_DECIMALS}) fixes the number of decimals, rounding half away from zero. The output is Intl.NumberFormat with full ICU/CLDR data; parts are its pieces (integer, group, decimal, fraction, currency, unit...).`,
  params: z.object({
    value: z.string().max(VALUE_MAX_LENGTH).describe('The number, such as 1234567.891'),
    locale: z.string().max(64).default('en-US').describe('BCP 47 locale, such as en-US (default), de-DE, fr-FR, en-IN or ja-JP'),
    style: z.enum(FORMAT_STYLES).default('decimal').describe('decimal (default), currency, percent, compact, scientific, engineering or unit'),
    currency: z.string().max(10).optional().describe('ISO 4217 currency code for style=currency, such as EUR'),
    currency_display: z.enum(['symbol', 'narrowSymbol', 'code', 'name']).optional().describe('How the currency is shown: symbol (default), narrowSymbol, code or name'),
    unit: z.string().max(60).optional().describe('Unit for style=unit, such as kilometer or kilometer-per-hour'),
    unit_display: z.enum(['short', 'long', 'narrow']).optional().describe('How the unit is shown: short (default), long or narrow'),
    decimals: z.number().int().min(0).max(MAX_DECIMALS).optional().describe('Exact number of decimals, 0 to 20'),
    grouping: z.boolean().optional().describe('false to leave out group separators (default true)'),
  }),
  result: z.object({
    output: z.string().apply(described, {
      en: 'The formatted number',
      es: 'El número formateado',
      de: 'Die formatierte Zahl',
      fr: 'Le nombre mis en forme',
      'pt-br': 'O número formatado',
      'zh-cn': '格式化后的数字',
    }),
    parts: z.array(z.object({
      type: z.string().apply(described, {
        en: 'What the piece is: integer, group, decimal, fraction, currency, literal...',
        es: 'Qué es la pieza: integer, group, decimal, fraction, currency, literal...',
        de: 'Art des Bestandteils: integer, group, decimal, fraction, currency, literal...',
        fr: 'Nature de l\'élément\u00a0: integer, group, decimal, fraction, currency, literal...',
        'pt-br': 'O que a parte é: integer, group, decimal, fraction, currency, literal...',
        'zh-cn': '该部分的类型：integer、group、decimal、fraction、currency、literal...',
      }),
      value: z.string().apply(described, { en: 'Its text', es: 'Su texto', de: 'Sein Text', fr: 'Son texte', 'pt-br': 'O texto dela', 'zh-cn': '其文本' }),
    })).apply(described, {
      en: 'The output in pieces, as Intl.NumberFormat.formatToParts gives them',
      es: 'La salida por piezas, tal como las da Intl.NumberFormat.formatToParts',
      de: 'Die Ausgabe in Bestandteilen, wie Intl.NumberFormat.formatToParts sie liefert',
      fr: 'La sortie découpée en éléments, tels que les donne Intl.NumberFormat.formatToParts',
      'pt-br': 'A saída em partes, como Intl.NumberFormat.formatToParts as fornece',
      'zh-cn': '拆分为各部分的输出，与 Intl.NumberFormat.formatToParts 的结果一致',
    }),
    locale: z.string().apply(described, {
      en: 'The locale used (the closest one ICU has)',
      es: 'La configuración regional usada (la más cercana que tiene ICU)',
      de: 'Das verwendete Gebietsschema (das nächstgelegene, das ICU kennt)',
      fr: 'Les paramètres régionaux utilisés (les plus proches dont dispose ICU)',
      'pt-br': 'A localidade usada (a mais próxima que o ICU tem)',
      'zh-cn': '实际使用的区域设置（ICU 中最接近的一个）',
    }),
    numbering_system: z.string().apply(described, {
      en: 'The digits used, such as latn or arab',
      es: 'Los dígitos usados, como latn o arab',
      de: 'Die verwendeten Ziffern, etwa latn oder arab',
      fr: 'Les chiffres utilisés, comme latn ou arab',
      'pt-br': 'Os dígitos usados, como latn ou arab',
      'zh-cn': '使用的数字系统，例如 latn 或 arab',
    }),
  }),
  chain: { gives: 'result.output' },
  examples: [
    { title: 'German grouping', params: { value: '1234567.891', locale: 'de-DE' }, result: { output: '1.234.567,891' } },
    { title: 'Indian grouping', params: { value: '1234567', locale: 'en-IN' }, result: { output: '12,34,567' } },
    { title: 'Yen have no decimals', params: { value: '1234.5', locale: 'ja-JP', style: 'currency', currency: 'JPY' }, result: { output: '￥1,235' } },
    { title: 'Compact', params: { value: '1234567', style: 'compact' }, result: { output: '1.2M' } },
  ],
  run: ({ value, locale, style, currency, currency_display, unit, unit_display, decimals, grouping }) =>
    formatNumber({ value, locale, style, currency, unit, decimals, grouping, currencyDisplay: currency_display, unitDisplay: unit_display }),
  es: {
    summary: 'Formatea un número para una configuración regional: agrupación, decimales, moneda, porcentaje, compacto, científico, ingeniería y unidades (Intl.NumberFormat, CLDR)',
    description: `value es un número decimal (1234567.891, -0.5, 1.5e6) que se conserva exacto: los números largos mantienen todos sus dígitos. locale es una etiqueta BCP 47 (por defecto en-US): de-DE escribe 1.234.567,891, fr-FR agrupa con un espacio estrecho de no separación (U+202F), en-IN agrupa como 12,34,567. style: decimal (por defecto), currency (necesita currency, un código ISO 4217; los decimales habituales de la moneda salvo que se envíe decimals: JPY no tiene), percent (0.25 es 25 %), compact (1.2M, 1,2 Mio.), scientific (1.235E6), engineering (exponente múltiplo de 3), o unit (necesita unit, una unidad simple de ECMA-402 como kilometer, celsius, megabyte o liter, o dos unidas por -per-: kilometer-per-hour). decimals (de 0 a ${MAX_DECIMALS}) fija el número de decimales, redondeando la mitad lejos de cero. La salida es Intl.NumberFormat con los datos completos de ICU/CLDR; parts son sus piezas (integer, group, decimal, fraction, currency, unit...).`,
    params: {
      value: 'El número, como 1234567.891',
      locale: 'Configuración regional BCP 47, como en-US (por defecto), de-DE, fr-FR, en-IN o ja-JP',
      style: 'decimal (por defecto), currency, percent, compact, scientific, engineering o unit',
      currency: 'Código de moneda ISO 4217 para style=currency, como EUR',
      currency_display: 'Cómo se muestra la moneda: symbol (por defecto), narrowSymbol, code o name',
      unit: 'Unidad para style=unit, como kilometer o kilometer-per-hour',
      unit_display: 'Cómo se muestra la unidad: short (por defecto), long o narrow',
      decimals: 'Número exacto de decimales, de 0 a 20',
      grouping: 'false para omitir los separadores de miles (por defecto true)',
    },
  },
  de: {
    summary: 'Formatiert eine Zahl für ein Gebietsschema: Zifferngruppierung, Dezimalstellen, Währung, Prozent, kompakt, wissenschaftlich, technisch und Einheiten (Intl.NumberFormat, CLDR)',
    description: `value ist eine Dezimalzahl (1234567.891, -0.5, 1.5e6), die exakt erhalten bleibt: Lange Zahlen behalten alle Ziffern. locale ist ein BCP-47-Tag (Standard: en-US): de-DE schreibt 1.234.567,891, fr-FR gruppiert mit einem schmalen geschützten Leerzeichen (U+202F), en-IN gruppiert als 12,34,567. style: decimal (Standard), currency (erfordert currency, einen ISO-4217-Code; die üblichen Dezimalstellen der Währung, sofern decimals nicht gesendet wird: JPY hat keine), percent (0.25 ist 25%), compact (1.2M, 1,2 Mio.), scientific (1.235E6), engineering (Exponent ein Vielfaches von 3) oder unit (erfordert unit, eine einfache Einheit aus ECMA-402 wie kilometer, celsius, megabyte oder liter oder zwei mit -per- verbundene: kilometer-per-hour). decimals (0 bis ${MAX_DECIMALS}) legt die Anzahl der Dezimalstellen fest; genau halbe Werte werden von null weg gerundet. Die Ausgabe stammt von Intl.NumberFormat mit vollständigen ICU/CLDR-Daten; parts sind ihre Bestandteile (integer, group, decimal, fraction, currency, unit...).`,
    params: {
      value: 'Die Zahl, etwa 1234567.891',
      locale: 'BCP-47-Gebietsschema, etwa en-US (Standard), de-DE, fr-FR, en-IN oder ja-JP',
      style: 'decimal (Standard), currency, percent, compact, scientific, engineering oder unit',
      currency: 'ISO-4217-Währungscode für style=currency, etwa EUR',
      currency_display: 'Darstellung der Währung: symbol (Standard), narrowSymbol, code oder name',
      unit: 'Einheit für style=unit, etwa kilometer oder kilometer-per-hour',
      unit_display: 'Darstellung der Einheit: short (Standard), long oder narrow',
      decimals: 'Genaue Anzahl der Dezimalstellen, 0 bis 20',
      grouping: 'false lässt die Gruppentrennzeichen weg (Standard: true)',
    },
  },
  fr: {
    summary: 'Met en forme un nombre selon des paramètres régionaux\u00a0: groupement des chiffres, décimales, devise, pourcentage, notation compacte, scientifique, ingénieur et unités (Intl.NumberFormat, CLDR)',
    description: `value est un nombre décimal (1234567.891, -0.5, 1.5e6) conservé exactement\u00a0: les nombres longs gardent tous leurs chiffres. locale est une balise BCP 47 (en-US par défaut)\u00a0: de-DE écrit 1.234.567,891, fr-FR groupe les chiffres avec une espace fine insécable (U+202F), en-IN les groupe ainsi\u00a0: 12,34,567. style\u00a0: decimal (par défaut), currency (nécessite currency, un code ISO 4217\u00a0; les décimales habituelles de la devise, sauf si decimals est envoyé\u00a0: JPY n'en a aucune), percent (0.25 donne 25%), compact (1.2M, 1,2 Mio.), scientific (1.235E6), engineering (exposant multiple de 3) ou unit (nécessite unit, une unité simple d'ECMA-402 comme kilometer, celsius, megabyte ou liter, ou deux unités reliées par -per-\u00a0: kilometer-per-hour). decimals (de 0 à ${MAX_DECIMALS}) fixe le nombre de décimales, en arrondissant les valeurs médianes à l'opposé de zéro. La sortie est celle d'Intl.NumberFormat avec les données ICU/CLDR complètes\u00a0; parts en donne les éléments (integer, group, decimal, fraction, currency, unit...).`,
    params: {
      value: 'Le nombre, par exemple 1234567.891',
      locale: 'Paramètres régionaux BCP 47, comme en-US (par défaut), de-DE, fr-FR, en-IN ou ja-JP',
      style: 'decimal (par défaut), currency, percent, compact, scientific, engineering ou unit',
      currency: 'Code de devise ISO 4217 pour style=currency, par exemple EUR',
      currency_display: 'Affichage de la devise\u00a0: symbol (par défaut), narrowSymbol, code ou name',
      unit: 'Unité pour style=unit, par exemple kilometer ou kilometer-per-hour',
      unit_display: 'Affichage de l\'unité\u00a0: short (par défaut), long ou narrow',
      decimals: 'Nombre exact de décimales, de 0 à 20',
      grouping: 'false pour omettre les séparateurs de groupes (true par défaut)',
    },
  },
  'pt-br': {
    summary: 'Formata um número para uma localidade: agrupamento, casas decimais, moeda, porcentagem, compacto, científico, engenharia e unidades (Intl.NumberFormat, CLDR)',
    description: `value é um número decimal (1234567.891, -0.5, 1.5e6) mantido com exatidão: números longos conservam todos os dígitos. locale é uma tag BCP 47 (padrão en-US): de-DE escreve 1.234.567,891, fr-FR agrupa com um espaço estreito não separável (U+202F), en-IN agrupa como 12,34,567. style: decimal (padrão), currency (exige currency, um código ISO 4217; as casas decimais usuais da moeda, a menos que decimals seja enviado: JPY não tem nenhuma), percent (0.25 é 25%), compact (1.2M, 1,2 Mio.), scientific (1.235E6), engineering (expoente múltiplo de 3) ou unit (exige unit, uma unidade simples do ECMA-402 como kilometer, celsius, megabyte ou liter, ou duas unidas por -per-: kilometer-per-hour). decimals (de 0 a ${MAX_DECIMALS}) fixa o número de casas decimais, arredondando as metades para longe do zero. A saída é a do Intl.NumberFormat com os dados completos do ICU/CLDR; parts são as partes dela (integer, group, decimal, fraction, currency, unit...).`,
    params: {
      value: 'O número, como 1234567.891',
      locale: 'Localidade BCP 47, como en-US (padrão), de-DE, fr-FR, en-IN ou ja-JP',
      style: 'decimal (padrão), currency, percent, compact, scientific, engineering ou unit',
      currency: 'Código de moeda ISO 4217 para style=currency, como EUR',
      currency_display: 'Como a moeda é exibida: symbol (padrão), narrowSymbol, code ou name',
      unit: 'Unidade para style=unit, como kilometer ou kilometer-per-hour',
      unit_display: 'Como a unidade é exibida: short (padrão), long ou narrow',
      decimals: 'Número exato de casas decimais, de 0 a 20',
      grouping: 'false para omitir os separadores de grupo (padrão true)',
    },
  },
  'zh-cn': {
    summary: '按区域设置格式化数字：数字分组、小数位、货币、百分比、紧凑、科学记数、工程记数和单位（Intl.NumberFormat、CLDR）',
    description: `value 是一个十进制数（1234567.891、-0.5、1.5e6），按原样精确保留：长数字保留全部位数。locale 是 BCP 47 标记（默认 en-US）：de-DE 写作 1.234.567,891，fr-FR 用窄不换行空格（U+202F）分组，en-IN 分组为 12,34,567。style：decimal（默认）、currency（需要 currency，即 ISO 4217 代码；除非发送 decimals，否则使用该货币的常用小数位数：JPY 没有小数）、percent（0.25 即 25%）、compact（1.2M、1,2 Mio.）、scientific（1.235E6）、engineering（指数为 3 的倍数）或 unit（需要 unit，即 ECMA-402 中的简单单位，如 kilometer、celsius、megabyte 或 liter，或用 -per- 连接的两个单位：kilometer-per-hour）。decimals（0 到 ${MAX_DECIMALS}）固定小数位数，恰好一半时向远离零的方向舍入。输出由 Intl.NumberFormat 使用完整的 ICU/CLDR 数据生成；parts 是其各个组成部分（integer、group、decimal、fraction、currency、unit...）。`,
    params: {
      value: '数字，例如 1234567.891',
      locale: 'BCP 47 区域设置，例如 en-US（默认）、de-DE、fr-FR、en-IN 或 ja-JP',
      style: 'decimal（默认）、currency、percent、compact、scientific、engineering 或 unit',
      currency: 'style=currency 时使用的 ISO 4217 货币代码，例如 EUR',
      currency_display: '货币的显示方式：symbol（默认）、narrowSymbol、code 或 name',
      unit: 'style=unit 时使用的单位，例如 kilometer 或 kilometer-per-hour',
      unit_display: '单位的显示方式：short（默认）、long 或 narrow',
      decimals: '精确的小数位数，0 到 20',
      grouping: '设为 false 则省略分组分隔符（默认 true）',
    },
  },
})
