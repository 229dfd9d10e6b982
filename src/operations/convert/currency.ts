import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { currency as findCurrency, type Currency } from '../../lib/money/iso4217.ts'
import { div, fromNumber, mul, ONE, toDecimals, toSignificant } from '../../lib/numbers/units.ts'

/** Significant digits of rate and inverse_rate. */
const RATE_DIGITS = 10

const code = (description: string) => z.string().max(10).describe(description)

function known(text: string, param: string): Currency {
  const value = text.trim()
  if (value === '') throw new OperationError('PARAM_REQUIRED', { param })
  const found = findCurrency(value)
  if (!found) throw new OperationError('CURRENCY_UNKNOWN', { param, value })
  return found
}

function finiteResult(value: number): number {
  if (!Number.isFinite(value)) throw new OperationError('CALC_OUT_OF_RANGE', { what: 'result' })
  return value
}

export default defineOperation({
  category: 'convert',
  name: 'currency',
  input: 'query',
  summary: 'Convert an amount between currencies at reference exchange rates',
  description: 'Converts value from one currency to another at the reference rates of the configured feed (by default the European Central Bank '
    + 'daily rates, published on working days around 16:00 CET; kept for an hour by default before the feed is read again, and the last good rates are '
    + 'kept when the feed is down or malformed). '
    + 'Codes are ISO 4217, any case. The feed quotes every currency against its base (EUR for the ECB), so other pairs are cross rates: '
    + 'rate = rate(to) / rate(from). result is value × rate computed exactly and rounded half away from zero to the minor units of the target currency '
    + '(2 decimals for USD, 0 for JPY, 3 for KWD); rate (to per one from) and inverse_rate (from per one to) are rounded to 10 significant digits; '
    + 'date is the feed\'s date for the rates, source the feed address, base its base currency. Converting a currency to itself needs no rates: '
    + 'rate 1, and date, source and base are null. A valid code the feed has no rate for is refused with the list of codes it has; '
    + 'with no rates at all (feed unreachable and none stored) the answer is 503 with Retry-After.',
  params: z.object({
    from: code('Currency of the amount: an ISO 4217 code such as USD, EUR or JPY (any case)'),
    to: code('Currency to convert to: an ISO 4217 code (any case)'),
    value: z.number().describe('The amount to convert, in from; any finite number, decimals with a dot (19.99)'),
  }),
  result: z.object({
    from: z.string().apply(described, {
      en: 'ISO 4217 code of the currency converted from, in upper case',
      es: 'Código ISO 4217 de la moneda de origen, en mayúsculas',
      de: 'ISO-4217-Code der Ausgangswährung, in Großbuchstaben',
      fr: 'Code ISO 4217 de la devise d\'origine, en majuscules',
      'pt-br': 'Código ISO 4217 da moeda de origem, em maiúsculas',
      'zh-cn': '源货币的 ISO 4217 代码，大写',
    }),
    to: z.string().apply(described, {
      en: 'ISO 4217 code of the currency converted to, in upper case',
      es: 'Código ISO 4217 de la moneda de destino, en mayúsculas',
      de: 'ISO-4217-Code der Zielwährung, in Großbuchstaben',
      fr: 'Code ISO 4217 de la devise cible, en majuscules',
      'pt-br': 'Código ISO 4217 da moeda de destino, em maiúsculas',
      'zh-cn': '目标货币的 ISO 4217 代码，大写',
    }),
    value: z.number().apply(described, {
      en: 'The amount converted, in from, as sent',
      es: 'El importe convertido, en from, tal como se envió',
      de: 'Der umgerechnete Betrag in from, wie gesendet',
      fr: 'Le montant converti, en from, tel qu\'il a été envoyé',
      'pt-br': 'O valor convertido, em from, como foi enviado',
      'zh-cn': '被换算的金额，以 from 为单位，与发送时一致',
    }),
    result: z.number().apply(described, {
      en: 'The amount in to: value × rate computed exactly, rounded half away from zero to the minor units of to',
      es: 'El importe en to: value × rate calculado de forma exacta y redondeado a las unidades menores de to (las mitades, lejos de cero)',
      de: 'Der Betrag in to: value × rate, exakt berechnet und auf die kleinste Einheit von to gerundet (halbe Werte von null weg)',
      fr: 'Le montant en to\u00a0: value × rate calculé de façon exacte, arrondi aux unités mineures de to (les demis à l\'opposé de zéro)',
      'pt-br': 'O valor em to: value × rate calculado de forma exata, arredondado para as unidades menores de to (metades para longe do zero)',
      'zh-cn': '以 to 为单位的金额：精确计算 value × rate，再舍入到 to 的最小单位（0.5 远离零舍入）',
    }),
    rate: z.number().apply(described, {
      en: 'Units of to per one unit of from, to 10 significant digits; 1 for the same currency',
      es: 'Unidades de to por cada unidad de from, con 10 cifras significativas; 1 para la misma moneda',
      de: 'Einheiten von to pro Einheit von from, auf 10 signifikante Stellen; 1 bei derselben Währung',
      fr: 'Unités de to pour une unité de from, à 10 chiffres significatifs\u00a0; 1 pour une même devise',
      'pt-br': 'Unidades de to por unidade de from, com 10 algarismos significativos; 1 para a mesma moeda',
      'zh-cn': '每 1 单位 from 折合的 to 数量，保留 10 位有效数字；同一货币时为 1',
    }),
    inverse_rate: z.number().apply(described, {
      en: 'Units of from per one unit of to, to 10 significant digits; 1 for the same currency',
      es: 'Unidades de from por cada unidad de to, con 10 cifras significativas; 1 para la misma moneda',
      de: 'Einheiten von from pro Einheit von to, auf 10 signifikante Stellen; 1 bei derselben Währung',
      fr: 'Unités de from pour une unité de to, à 10 chiffres significatifs\u00a0; 1 pour une même devise',
      'pt-br': 'Unidades de from por unidade de to, com 10 algarismos significativos; 1 para a mesma moeda',
      'zh-cn': '每 1 单位 to 折合的 from 数量，保留 10 位有效数字；同一货币时为 1',
    }),
    date: z.string().nullable().apply(described, {
      en: 'The feed\'s date for the rates used, YYYY-MM-DD; null when no rates were needed (same currency)',
      es: 'Fecha que da la fuente a los tipos usados, YYYY-MM-DD; null cuando no hicieron falta tipos (misma moneda)',
      de: 'Datum, das die Quelle für die verwendeten Kurse angibt, YYYY-MM-DD; null, wenn keine Kurse nötig waren (dieselbe Währung)',
      fr: 'Date des taux utilisés selon la source, YYYY-MM-DD\u00a0; null lorsqu\'aucun taux n\'était nécessaire (même devise)',
      'pt-br': 'Data das taxas usadas segundo a fonte, YYYY-MM-DD; null quando não foram necessárias taxas (mesma moeda)',
      'zh-cn': '数据源给出的所用汇率日期，格式为 YYYY-MM-DD；无需汇率时（同一货币）为 null',
    }),
    source: z.string().nullable().apply(described, {
      en: 'Address of the rates feed; null when no rates were needed',
      es: 'Dirección de la fuente de tipos; null cuando no hicieron falta tipos',
      de: 'Adresse der Kursquelle; null, wenn keine Kurse nötig waren',
      fr: 'Adresse de la source des taux\u00a0; null lorsqu\'aucun taux n\'était nécessaire',
      'pt-br': 'Endereço da fonte das taxas; null quando não foram necessárias taxas',
      'zh-cn': '汇率数据源的地址；无需汇率时为 null',
    }),
    base: z.string().nullable().apply(described, {
      en: 'ISO 4217 code of the currency the feed quotes every rate against (EUR for the ECB); null when no rates were needed',
      es: 'Código ISO 4217 de la moneda frente a la que la fuente cotiza todos los tipos (EUR para el BCE); null cuando no hicieron falta tipos',
      de: 'ISO-4217-Code der Währung, gegenüber der die Quelle alle Kurse notiert (EUR bei der EZB); null, wenn keine Kurse nötig waren',
      fr: 'Code ISO 4217 de la devise par rapport à laquelle la source cote tous les taux (EUR pour la BCE)\u00a0; null lorsqu\'aucun taux n\'était nécessaire',
      'pt-br': 'Código ISO 4217 da moeda em relação à qual a fonte cota todas as taxas (EUR no BCE); null quando não foram necessárias taxas',
      'zh-cn': '数据源报价所有汇率时所依据的基准货币的 ISO 4217 代码（欧洲央行为 EUR）；无需汇率时为 null',
    }),
  }),
  chain: { gives: 'result.result' },
  examples: [
    {
      title: 'same currency: rounded to its minor units, no rates needed',
      params: { from: 'usd', to: 'USD', value: 12.345 },
      result: { from: 'USD', to: 'USD', value: 12.345, result: 12.35, rate: 1, inverse_rate: 1, date: null, source: null, base: null },
    },
    {
      title: 'yen have no decimals',
      params: { from: 'JPY', to: 'JPY', value: 1234.5 },
      result: { result: 1235 },
    },
  ],
  async run({ from, to, value }, ctx) {
    const source = known(from, 'from')
    const target = known(to, 'to')
    const amount = fromNumber(value)
    if (source.code === target.code) {
      return {
        from: source.code, to: target.code, value,
        result: finiteResult(toDecimals(amount, target.minorUnits)),
        rate: 1, inverse_rate: 1, date: null, source: null, base: null,
      }
    }
    const snapshot = await ctx.rates.current()
    const rateOf = (c: Currency, param: string) => {
      const rate = Object.hasOwn(snapshot.rates, c.code) ? snapshot.rates[c.code] : undefined
      if (rate === undefined) {
        const codes = Object.keys(snapshot.rates).sort().join(', ')
        throw new OperationError('CURRENCY_NO_RATE', { param, code: c.code, name: c.name, source: snapshot.source, codes })
      }
      // The feed's decimal as written: 1.0765 is exactly 10765/10000.
      return fromNumber(rate)
    }
    const rate = div(rateOf(target, 'to'), rateOf(source, 'from'))
    return {
      from: source.code,
      to: target.code,
      value,
      result: finiteResult(toDecimals(mul(amount, rate), target.minorUnits)),
      rate: toSignificant(rate, RATE_DIGITS),
      inverse_rate: toSignificant(div(ONE, rate), RATE_DIGITS),
      date: snapshot.date,
      source: snapshot.source,
      base: snapshot.base,
    }
  },
  es: {
    summary: 'Convierte un importe entre monedas con tipos de cambio de referencia',
    description: 'Convierte value de una moneda a otra con los tipos de referencia de la fuente configurada (por defecto, los tipos diarios del Banco Central Europeo, publicados los días laborables hacia las 16:00 CET; se conservan una hora por defecto antes de volver a leer la fuente, y se mantienen los últimos tipos válidos cuando la fuente no responde o está mal formada). Los códigos son ISO 4217, en mayúsculas o minúsculas. La fuente cotiza cada moneda frente a su base (EUR en el BCE), así que los demás pares son tipos cruzados: rate = rate(to) / rate(from). result es value × rate calculado de forma exacta y redondeado al alejarse de cero a las unidades menores de la moneda de destino (2 decimales para USD, 0 para JPY, 3 para KWD); rate (unidades de to por una de from) e inverse_rate (unidades de from por una de to) se redondean a 10 cifras significativas; date es la fecha de la fuente para esos tipos, source la dirección de la fuente y base su moneda base. Convertir una moneda en sí misma no necesita tipos: rate es 1, y date, source y base son null. Un código válido para el que la fuente no tiene tipo se rechaza con la lista de códigos que sí tiene; sin ningún tipo (fuente inaccesible y ninguno guardado) la respuesta es 503 con Retry-After.',
    params: {
      from: 'Moneda del importe: un código ISO 4217 como USD, EUR o JPY (en mayúsculas o minúsculas)',
      to: 'Moneda a la que se convierte: un código ISO 4217 (en mayúsculas o minúsculas)',
      value: 'El importe que se convierte, en from; cualquier número finito, con punto decimal (19.99)',
    },
  },
  de: {
    summary: 'Rechnet einen Betrag zu Referenzwechselkursen in eine andere Währung um',
    description: 'Rechnet value zu den Referenzkursen der konfigurierten Quelle von einer Währung in eine andere um (standardmäßig die täglichen Kurse der Europäischen Zentralbank, die an Arbeitstagen gegen 16:00 CET veröffentlicht werden; sie werden standardmäßig eine Stunde lang vorgehalten, bevor die Quelle erneut gelesen wird, und die letzten gültigen Kurse bleiben erhalten, wenn die Quelle nicht erreichbar oder fehlerhaft ist). Die Codes sind ISO-4217-Codes in beliebiger Groß-/Kleinschreibung. Die Quelle notiert jede Währung gegenüber ihrer Basiswährung (EUR bei der EZB), daher sind andere Paare Kreuzkurse: rate = rate(to) / rate(from). result ist value × rate, exakt berechnet und auf die kleinste Einheit der Zielwährung gerundet, halbe Werte von null weg (2 Dezimalstellen für USD, 0 für JPY, 3 für KWD); rate (Einheiten von to pro Einheit von from) und inverse_rate (Einheiten von from pro Einheit von to) werden auf 10 signifikante Stellen gerundet; date ist das Datum, das die Quelle für die Kurse angibt, source die Adresse der Quelle und base ihre Basiswährung. Eine Währung in sich selbst umzurechnen erfordert keine Kurse: rate ist 1, und date, source und base sind null. Ein gültiger Code, für den die Quelle keinen Kurs hat, wird mit der Liste der verfügbaren Codes abgelehnt; ganz ohne Kurse (Quelle nicht erreichbar und keine gespeichert) lautet die Antwort 503 mit Retry-After.',
    params: {
      from: 'Währung des Betrags: ein ISO-4217-Code wie USD, EUR oder JPY (beliebige Groß-/Kleinschreibung)',
      to: 'Zielwährung: ein ISO-4217-Code (beliebige Groß-/Kleinschreibung)',
      value: 'Der umzurechnende Betrag in from; jede endliche Zahl, Dezimalstellen mit Punkt (19.99)',
    },
  },
  fr: {
    summary: 'Convertit un montant d\'une devise à une autre aux taux de change de référence',
    description: 'Convertit value d\'une devise à une autre aux taux de référence de la source configurée (par défaut, les taux quotidiens de la Banque centrale européenne, publiés les jours ouvrés vers 16:00 CET\u00a0; ils sont conservés une heure par défaut avant une nouvelle lecture de la source, et les derniers taux valides sont conservés lorsque la source est indisponible ou mal formée). Les codes sont des codes ISO 4217, sans distinction de casse. La source cote chaque devise par rapport à sa devise de base (EUR pour la BCE), si bien que les autres paires sont des taux croisés\u00a0: rate = rate(to) / rate(from). result vaut value × rate, calculé de façon exacte et arrondi aux unités mineures de la devise cible, les demis à l\'opposé de zéro (2 décimales pour USD, 0 pour JPY, 3 pour KWD)\u00a0; rate (unités de to pour une unité de from) et inverse_rate (unités de from pour une unité de to) sont arrondis à 10 chiffres significatifs\u00a0; date est la date des taux selon la source, source l\'adresse de la source et base sa devise de base. Convertir une devise en elle-même ne nécessite aucun taux\u00a0: rate vaut 1, et date, source et base sont null. Un code valide pour lequel la source n\'a pas de taux est refusé avec la liste des codes disponibles\u00a0; en l\'absence de tout taux (source inaccessible et aucun taux enregistré), la réponse est 503 avec Retry-After.',
    params: {
      from: 'Devise du montant\u00a0: un code ISO 4217 comme USD, EUR ou JPY (sans distinction de casse)',
      to: 'Devise cible\u00a0: un code ISO 4217 (sans distinction de casse)',
      value: 'Le montant à convertir, en from\u00a0; tout nombre fini, avec un point comme séparateur décimal (19.99)',
    },
  },
  'pt-br': {
    summary: 'Converte um valor entre moedas com taxas de câmbio de referência',
    description: 'Converte value de uma moeda para outra com as taxas de referência da fonte configurada (por padrão, as taxas diárias do Banco Central Europeu, publicadas nos dias úteis por volta das 16:00 CET; por padrão, são mantidas por uma hora antes de a fonte ser lida novamente, e as últimas taxas válidas são mantidas quando a fonte está fora do ar ou malformada). Os códigos seguem a ISO 4217, em maiúsculas ou minúsculas. A fonte cota cada moeda em relação à sua moeda base (EUR no BCE), então os demais pares são taxas cruzadas: rate = rate(to) / rate(from). result é value × rate calculado de forma exata e arredondado para as unidades menores da moeda de destino, com as metades para longe do zero (2 casas decimais para USD, 0 para JPY, 3 para KWD); rate (unidades de to por uma de from) e inverse_rate (unidades de from por uma de to) são arredondados para 10 algarismos significativos; date é a data da fonte para essas taxas, source o endereço da fonte e base a sua moeda base. Converter uma moeda nela mesma não exige taxas: rate é 1, e date, source e base são null. Um código válido para o qual a fonte não tem taxa é recusado com a lista dos códigos disponíveis; sem nenhuma taxa (fonte inacessível e nenhuma armazenada), a resposta é 503 com Retry-After.',
    params: {
      from: 'Moeda do valor: um código ISO 4217 como USD, EUR ou JPY (em maiúsculas ou minúsculas)',
      to: 'Moeda de destino: um código ISO 4217 (em maiúsculas ou minúsculas)',
      value: 'O valor a converter, em from; qualquer número finito, com ponto decimal (19.99)',
    },
  },
  'zh-cn': {
    summary: '按参考汇率在不同货币之间换算金额',
    description: '按所配置数据源的参考汇率将 value 从一种货币换算为另一种货币（默认使用欧洲中央银行的每日汇率，于工作日 16:00 CET 左右发布；默认缓存一小时后再重新读取数据源，数据源不可用或格式错误时沿用最后一组有效汇率）。货币代码采用 ISO 4217，不区分大小写。数据源以其基准货币（欧洲央行为 EUR）为所有货币报价，因此其他货币对均为交叉汇率：rate = rate(to) / rate(from)。result 为精确计算的 value × rate，舍入到目标货币的最小单位（0.5 远离零舍入；USD 为 2 位小数，JPY 为 0 位，KWD 为 3 位）；rate（每 1 单位 from 折合的 to）和 inverse_rate（每 1 单位 to 折合的 from）保留 10 位有效数字；date 为数据源给出的汇率日期，source 为数据源地址，base 为其基准货币。将货币换算为其自身无需汇率：rate 为 1，date、source 和 base 为 null。若代码有效但数据源没有其汇率，请求会被拒绝，并列出数据源现有的代码；若完全没有汇率（数据源无法访问且没有已存储的汇率），则返回 503 和 Retry-After。',
    params: {
      from: '金额的货币：ISO 4217 代码，例如 USD、EUR 或 JPY（不区分大小写）',
      to: '目标货币：ISO 4217 代码（不区分大小写）',
      value: '要换算的金额，以 from 为单位；任意有限数，小数点使用英文句点（19.99）',
    },
  },
})
