import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'
import { TaxResult } from '../kits/calc-results.ts'

export default defineOperation({
  category: 'calc',
  name: 'gst',
  input: 'query',
  summary: 'Add goods and services tax (GST) to a price or take it out',
  description: `Goods and services tax at any rate, such as 10 % (Australia), 15 % (New Zealand), 9 % (Singapore) or an Indian slab (5, 12, 18 or 28 %; `
    + `the result is the whole GST, which India splits equally into CGST and SGST within a state). ${taxConventions('GST')} `
    + 'At 10 %, the GST in a GST-inclusive price is 1/11 of it; at 15 %, 3/23.',
  params: taxParams('GST', 'such as 10 for Australia, 15 for New Zealand, 18 for the common Indian slab'),
  result: TaxResult,
  examples: [
    { title: 'add 10 % to 100 (Australia)', params: { amount: 100, rate: 10 }, result: { inputs: { amount: 100, rate: 10, mode: 'add' }, net: 100, tax: 10, gross: 110 } },
    { title: 'remove 15 % from 115 (New Zealand)', params: { amount: 115, rate: 15, mode: 'remove' }, result: { net: 100, tax: 15, gross: 115 } },
    { title: 'add 18 % to 1000 (India)', params: { amount: 1000, rate: 18 }, result: { tax: 180, gross: 1180 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
  es: {
    summary: 'Añade el impuesto sobre bienes y servicios (GST) a un precio o lo quita',
    description: 'Impuesto sobre bienes y servicios a cualquier tipo, como el 10 % (Australia), el 15 % (Nueva Zelanda), el 9 % (Singapur) o un tramo indio (5, 12, 18 o 28 %; el resultado es el GST completo, que la India divide a partes iguales en CGST y SGST dentro de un estado). Con mode add (por defecto) amount es el precio neto: GST = neto × rate / 100, redondeado al céntimo, y bruto = neto + GST. Con mode remove amount es el precio bruto, con GST incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, y GST = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. Al 10 %, el GST de un precio con GST incluido es 1/11 de este; al 15 %, 3/23.',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes del GST cuando mode es add, o el precio bruto con GST incluido cuando mode es remove',
      rate: 'El tipo de GST, de 0 a 100 (como 10 para Australia, 15 para Nueva Zelanda o 18 para el tramo indio habitual), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el GST a un importe neto; remove quita el GST de un importe bruto',
    },
  },
  de: {
    summary: 'GST (Waren- und Dienstleistungssteuer) auf einen Preis aufschlagen oder herausrechnen',
    description: 'Waren- und Dienstleistungssteuer zu einem beliebigen Satz, etwa 10 % (Australien), 15 % (Neuseeland), 9 % (Singapur) oder eine indische Steuerstufe (5, 12, 18 oder 28 %; das Ergebnis ist die gesamte GST, die Indien innerhalb eines Bundesstaats zu gleichen Teilen in CGST und SGST aufteilt). Mit mode add (Standard) ist amount der Nettopreis: GST = netto × rate / 100, auf den Cent gerundet, und brutto = netto + GST. Mit mode remove ist amount der Bruttopreis inklusive GST: netto = brutto / (1 + rate / 100), auf den Cent gerundet, und GST = brutto − netto (nicht brutto × rate / 100, womit die Steuer selbst besteuert würde). Geldbeträge werden auf Cent gerundet (bei genau der Hälfte von null weg) und erfüllen immer exakt netto + Steuer = brutto. Bei 10 % beträgt die GST in einem Preis inklusive GST 1/11 davon, bei 15 % 3/23.',
    params: {
      amount: 'Der Betrag, 0 oder mehr: der Nettopreis vor GST, wenn mode add ist, der Bruttopreis inklusive GST, wenn mode remove ist',
      rate: 'Der GST-Satz, 0 bis 100 (etwa 10 für Australien, 15 für Neuseeland, 18 für die übliche indische Steuerstufe), in Prozent (7.5 bedeutet 7.5 %)',
      mode: 'add (Standard) schlägt die GST auf einen Nettobetrag auf; remove rechnet die GST aus einem Bruttobetrag heraus',
    },
  },
  fr: {
    summary: 'Ajouter la taxe sur les produits et services (GST) à un prix ou la retirer',
    description: 'Taxe sur les produits et services à n\'importe quel taux, par exemple 10 % (Australie), 15 % (Nouvelle-Zélande), 9 % (Singapour) ou une tranche indienne (5, 12, 18 ou 28 %\u00a0; le résultat est la GST totale, que l\'Inde répartit à parts égales entre CGST et SGST au sein d\'un même État). Avec mode add (par défaut), amount est le prix net\u00a0: GST = net × rate / 100, arrondie au centime, et brut = net + GST. Avec mode remove, amount est le prix brut, GST incluse\u00a0: net = brut / (1 + rate / 100), arrondi au centime, et GST = brut − net (et non brut × rate / 100, qui taxerait la taxe elle-même). Les montants sont arrondis au centime (à la demie, en s\'éloignant de zéro) et vérifient toujours exactement net + taxe = brut. À 10 %, la GST comprise dans un prix GST incluse en représente 1/11\u00a0; à 15 %, 3/23.',
    params: {
      amount: 'Le montant, 0 ou plus\u00a0: le prix net avant GST si mode vaut add, le prix brut GST incluse si mode vaut remove',
      rate: 'Le taux de GST, de 0 à 100 (par exemple 10 pour l\'Australie, 15 pour la Nouvelle-Zélande, 18 pour la tranche indienne courante), en pourcentage (7.5 signifie 7.5 %)',
      mode: 'add (par défaut) ajoute la GST à un montant net\u00a0; remove retire la GST d\'un montant brut',
    },
  },
  'pt-br': {
    summary: 'Adiciona o imposto sobre bens e serviços (GST) a um preço ou o retira',
    description: 'Imposto sobre bens e serviços a qualquer alíquota, como 10 % (Austrália), 15 % (Nova Zelândia), 9 % (Singapura) ou uma faixa indiana (5, 12, 18 ou 28 %; o resultado é o GST total, que a Índia divide em partes iguais entre CGST e SGST dentro de um estado). Com mode add (padrão), amount é o preço líquido: GST = líquido × rate / 100, arredondado para o centavo, e bruto = líquido + GST. Com mode remove, amount é o preço bruto, com GST incluído: líquido = bruto / (1 + rate / 100), arredondado para o centavo, e GST = bruto − líquido (e não bruto × rate / 100, que tributaria o próprio imposto). Os valores monetários são arredondados para centavos (metades se afastam de zero) e sempre satisfazem exatamente líquido + imposto = bruto. A 10 %, o GST de um preço com GST incluído é 1/11 dele; a 15 %, 3/23.',
    params: {
      amount: 'O valor, 0 ou mais: o preço líquido antes do GST quando mode é add, o preço bruto com GST incluído quando mode é remove',
      rate: 'A alíquota do GST, de 0 a 100 (como 10 para a Austrália, 15 para a Nova Zelândia, 18 para a faixa indiana mais comum), em porcentagem (7.5 significa 7.5 %)',
      mode: 'add (padrão) acrescenta o GST a um valor líquido; remove retira o GST de um valor bruto',
    },
  },
  'zh-cn': {
    summary: '为价格加上或扣除商品及服务税（GST）',
    description: '任意税率的商品及服务税，例如 10 %（澳大利亚）、15 %（新西兰）、9 %（新加坡）或印度的某一税级（5、12、18 或 28 %；结果为 GST 总额，在同一个邦内，印度将其平分为 CGST 和 SGST）。mode 为 add（默认）时，amount 为净价：GST = 净价 × rate / 100，四舍五入到分，总价 = 净价 + GST。mode 为 remove 时，amount 为含 GST 的总价：净价 = 总价 / (1 + rate / 100)，四舍五入到分，GST = 总价 − 净价（而不是总价 × rate / 100，那样会对税款本身征税）。金额四舍五入到分（恰好一半时远离零取整），并始终严格满足 净价 + 税额 = 总价。税率为 10 % 时，含 GST 价格中的 GST 占其 1/11；税率为 15 % 时占 3/23。',
    params: {
      amount: '金额，0 或以上：mode 为 add 时为未含 GST 的净价，mode 为 remove 时为含 GST 的总价',
      rate: 'GST 税率，0 到 100（如澳大利亚为 10，新西兰为 15，印度常见税级为 18），以百分比表示（7.5 表示 7.5 %）',
      mode: 'add（默认）在净额上加上 GST；remove 从总额中扣除 GST',
    },
  },
})
