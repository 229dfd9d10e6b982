import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'
import { TaxResult } from '../kits/calc-results.ts'

export default defineOperation({
  category: 'calc',
  name: 'sales-tax',
  input: 'query',
  summary: 'Add sales tax to a price, or find the pre-tax price in a receipt total',
  description: 'Sales tax charged at the register on top of the shelf price, as in US states and localities: pass the combined state and local rate, '
    + `such as 7.25 (California base rate) or 8.875 (New York City). ${taxConventions('sales tax')} `
    + 'Mode remove recovers the pre-tax price from a total that includes the tax.',
  params: taxParams('sales tax', 'the combined state and local rate, such as 7.25 or 8.875'),
  result: TaxResult,
  examples: [
    { title: 'add 7.25 % to 100', params: { amount: 100, rate: 7.25 }, result: { inputs: { amount: 100, rate: 7.25, mode: 'add' }, net: 100, tax: 7.25, gross: 107.25 } },
    { title: 'add 8.875 % to 50', params: { amount: 50, rate: 8.875 }, result: { tax: 4.44, gross: 54.44 } },
    { title: 'the price in a 54.44 total at 8.875 %', params: { amount: 54.44, rate: 8.875, mode: 'remove' }, result: { net: 50, tax: 4.44, gross: 54.44 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
  es: {
    summary: 'Añade el impuesto sobre las ventas a un precio, o halla el precio sin impuesto en el total de un recibo',
    description: 'Impuesto sobre las ventas cobrado en caja además del precio de etiqueta, como en los estados y localidades de EE. UU.: indique el tipo combinado estatal y local, como 7.25 (tipo base de California) o 8.875 (ciudad de Nueva York). Con mode add (por defecto) amount es el precio neto: impuesto = neto × rate / 100, redondeado al céntimo, y bruto = neto + impuesto. Con mode remove amount es el precio bruto, con el impuesto incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, e impuesto = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. El modo remove recupera el precio sin impuesto a partir de un total que lo incluye.',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes del impuesto cuando mode es add, o el precio bruto con el impuesto incluido cuando mode es remove',
      rate: 'El tipo del impuesto sobre las ventas, de 0 a 100 (el tipo combinado estatal y local, como 7.25 u 8.875), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el impuesto a un importe neto; remove quita el impuesto de un importe bruto',
    },
  },
  de: {
    summary: 'Verkaufssteuer (Sales Tax) auf einen Preis aufschlagen oder den Preis vor Steuern aus der Summe eines Kassenbons ermitteln',
    description: 'Verkaufssteuer, die an der Kasse zusätzlich zum ausgezeichneten Preis erhoben wird, wie in US-Bundesstaaten und -Kommunen: Geben Sie den kombinierten Satz aus Bundesstaat und Kommune an, etwa 7.25 (Basissatz in Kalifornien) oder 8.875 (New York City). Mit mode add (Standard) ist amount der Nettopreis: Verkaufssteuer = netto × rate / 100, auf den Cent gerundet, und brutto = netto + Verkaufssteuer. Mit mode remove ist amount der Bruttopreis inklusive Verkaufssteuer: netto = brutto / (1 + rate / 100), auf den Cent gerundet, und Verkaufssteuer = brutto − netto (nicht brutto × rate / 100, womit die Steuer selbst besteuert würde). Geldbeträge werden auf Cent gerundet (bei genau der Hälfte von null weg) und erfüllen immer exakt netto + Steuer = brutto. Mit mode remove lässt sich der Preis vor Steuern aus einer Summe ermitteln, die die Steuer enthält.',
    params: {
      amount: 'Der Betrag, 0 oder mehr: der Nettopreis vor Verkaufssteuer, wenn mode add ist, der Bruttopreis inklusive Verkaufssteuer, wenn mode remove ist',
      rate: 'Der Verkaufssteuersatz, 0 bis 100 (der kombinierte Satz aus Bundesstaat und Kommune, etwa 7.25 oder 8.875), in Prozent (7.5 bedeutet 7.5 %)',
      mode: 'add (Standard) schlägt die Verkaufssteuer auf einen Nettobetrag auf; remove rechnet die Verkaufssteuer aus einem Bruttobetrag heraus',
    },
  },
  fr: {
    summary: 'Ajoute la taxe de vente à un prix, ou retrouve le prix hors taxe dans le total d\'un ticket de caisse',
    description: 'Taxe de vente perçue en caisse en plus du prix affiché, comme dans les États et collectivités locales des États-Unis\u00a0: indiquez le taux combiné de l\'État et des collectivités locales, par exemple 7.25 (taux de base de la Californie) ou 8.875 (ville de New York). Avec mode add (par défaut), amount est le prix net\u00a0: taxe de vente = net × rate / 100, arrondie au centime, et brut = net + taxe de vente. Avec mode remove, amount est le prix brut, taxe de vente incluse\u00a0: net = brut / (1 + rate / 100), arrondi au centime, et taxe de vente = brut − net (et non brut × rate / 100, qui taxerait la taxe elle-même). Les montants sont arrondis au centime (à la demie, en s\'éloignant de zéro) et vérifient toujours exactement net + taxe = brut. Le mode remove retrouve le prix hors taxe à partir d\'un total qui inclut la taxe.',
    params: {
      amount: 'Le montant, 0 ou plus\u00a0: le prix net avant taxe de vente si mode vaut add, le prix brut taxe de vente incluse si mode vaut remove',
      rate: 'Le taux de la taxe de vente, de 0 à 100 (le taux combiné de l\'État et des collectivités locales, par exemple 7.25 ou 8.875), en pourcentage (7.5 signifie 7.5 %)',
      mode: 'add (par défaut) ajoute la taxe de vente à un montant net\u00a0; remove retire la taxe de vente d\'un montant brut',
    },
  },
  'pt-br': {
    summary: 'Adiciona o imposto sobre vendas a um preço ou encontra o preço sem imposto no total de um recibo',
    description: 'Imposto sobre vendas cobrado no caixa além do preço da etiqueta, como nos estados e municípios dos EUA: informe a alíquota combinada estadual e local, como 7.25 (alíquota básica da Califórnia) ou 8.875 (cidade de Nova York). Com mode add (padrão), amount é o preço líquido: imposto sobre vendas = líquido × rate / 100, arredondado para o centavo, e bruto = líquido + imposto sobre vendas. Com mode remove, amount é o preço bruto, com o imposto sobre vendas incluído: líquido = bruto / (1 + rate / 100), arredondado para o centavo, e imposto sobre vendas = bruto − líquido (e não bruto × rate / 100, que tributaria o próprio imposto). Os valores monetários são arredondados para centavos (metades se afastam de zero) e sempre satisfazem exatamente líquido + imposto = bruto. O modo remove recupera o preço sem imposto a partir de um total que o inclui.',
    params: {
      amount: 'O valor, 0 ou mais: o preço líquido antes do imposto sobre vendas quando mode é add, o preço bruto com o imposto sobre vendas incluído quando mode é remove',
      rate: 'A alíquota do imposto sobre vendas, de 0 a 100 (a alíquota combinada estadual e local, como 7.25 ou 8.875), em porcentagem (7.5 significa 7.5 %)',
      mode: 'add (padrão) acrescenta o imposto sobre vendas a um valor líquido; remove retira o imposto sobre vendas de um valor bruto',
    },
  },
  'zh-cn': {
    summary: '为价格加上销售税，或从收据总额中求出税前价格',
    description: '在收银台按标价额外收取的销售税，如美国各州和地方的做法：请传入州和地方的合并税率，例如 7.25（加利福尼亚州基本税率）或 8.875（纽约市）。mode 为 add（默认）时，amount 为净价：销售税 = 净价 × rate / 100，四舍五入到分，总价 = 净价 + 销售税。mode 为 remove 时，amount 为含销售税的总价：净价 = 总价 / (1 + rate / 100)，四舍五入到分，销售税 = 总价 − 净价（而不是总价 × rate / 100，那样会对税款本身征税）。金额四舍五入到分（恰好一半时远离零取整），并始终严格满足 净价 + 税额 = 总价。remove 模式可从含税总额中求出税前价格。',
    params: {
      amount: '金额，0 或以上：mode 为 add 时为未含销售税的净价，mode 为 remove 时为含销售税的总价',
      rate: '销售税税率，0 到 100（州和地方的合并税率，例如 7.25 或 8.875），以百分比表示（7.5 表示 7.5 %）',
      mode: 'add（默认）在净额上加上销售税；remove 从总额中扣除销售税',
    },
  },
})
