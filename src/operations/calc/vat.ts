import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'
import { TaxResult } from '../kits/calc-results.ts'

export default defineOperation({
  category: 'calc',
  name: 'vat',
  input: 'query',
  summary: 'Add VAT to a net price or take it out of a gross price',
  description: `Value-added tax at any rate, such as 20 % (UK standard rate), 19 % (Germany) or 21 % (Spain). ${taxConventions('VAT')} `
    + 'At 20 %, removing VAT is taking 1/6 of the gross (the "VAT fraction").',
  params: taxParams('VAT', 'such as 20 for the UK standard rate, 19 for Germany, 5 for a reduced rate'),
  result: TaxResult,
  examples: [
    { title: 'add 20 % to 100', params: { amount: 100, rate: 20 }, result: { inputs: { amount: 100, rate: 20, mode: 'add' }, net: 100, tax: 20, gross: 120 } },
    { title: 'remove 20 % from 120', params: { amount: 120, rate: 20, mode: 'remove' }, result: { net: 100, tax: 20, gross: 120 } },
    { title: 'add 19 % to 49.99', params: { amount: 49.99, rate: 19 }, result: { net: 49.99, tax: 9.5, gross: 59.49 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
  es: {
    summary: 'Añade el IVA a un precio neto o lo quita de un precio bruto',
    description: 'Impuesto sobre el valor añadido a cualquier tipo, como el 20 % (tipo general del Reino Unido), el 19 % (Alemania) o el 21 % (España). Con mode add (por defecto) amount es el precio neto: IVA = neto × rate / 100, redondeado al céntimo, y bruto = neto + IVA. Con mode remove amount es el precio bruto, con IVA incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, e IVA = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. Al 20 %, quitar el IVA es restar 1/6 del bruto (la "fracción de IVA").',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes de IVA cuando mode es add, o el precio bruto con IVA incluido cuando mode es remove',
      rate: 'El tipo de IVA, de 0 a 100 (como 20 para el tipo general del Reino Unido, 19 para Alemania o 5 para un tipo reducido), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el IVA a un importe neto; remove quita el IVA de un importe bruto',
    },
  },
  de: {
    summary: 'Mehrwertsteuer auf einen Nettopreis aufschlagen oder aus einem Bruttopreis herausrechnen',
    description: 'Mehrwertsteuer zu einem beliebigen Satz, etwa 20 % (Regelsatz im Vereinigten Königreich), 19 % (Deutschland) oder 21 % (Spanien). Mit mode add (Standard) ist amount der Nettopreis: MwSt. = netto × rate / 100, auf den Cent gerundet, und brutto = netto + MwSt. Mit mode remove ist amount der Bruttopreis inklusive MwSt.: netto = brutto / (1 + rate / 100), auf den Cent gerundet, und MwSt. = brutto − netto (nicht brutto × rate / 100, womit die Steuer selbst besteuert würde). Geldbeträge werden auf Cent gerundet (bei genau der Hälfte von null weg) und erfüllen immer exakt netto + Steuer = brutto. Bei 20 % bedeutet das Herausrechnen der MwSt., 1/6 vom Bruttobetrag abzuziehen (der „MwSt.-Anteil“).',
    params: {
      amount: 'Der Betrag, 0 oder mehr: der Nettopreis vor MwSt., wenn mode add ist, der Bruttopreis inklusive MwSt., wenn mode remove ist',
      rate: 'Der Mehrwertsteuersatz, 0 bis 100 (etwa 20 für den Regelsatz im Vereinigten Königreich, 19 für Deutschland, 5 für einen ermäßigten Satz), in Prozent (7.5 bedeutet 7.5 %)',
      mode: 'add (Standard) schlägt die MwSt. auf einen Nettobetrag auf; remove rechnet die MwSt. aus einem Bruttobetrag heraus',
    },
  },
  fr: {
    summary: 'Ajoute la TVA à un prix net ou la retire d\'un prix brut',
    description: 'Taxe sur la valeur ajoutée à n\'importe quel taux, par exemple 20 % (taux normal au Royaume-Uni), 19 % (Allemagne) ou 21 % (Espagne). Avec mode add (par défaut), amount est le prix net\u00a0: TVA = net × rate / 100, arrondie au centime, et brut = net + TVA. Avec mode remove, amount est le prix brut, TVA incluse\u00a0: net = brut / (1 + rate / 100), arrondi au centime, et TVA = brut − net (et non brut × rate / 100, qui taxerait la taxe elle-même). Les montants sont arrondis au centime (à la demie, en s\'éloignant de zéro) et vérifient toujours exactement net + taxe = brut. À 20 %, retirer la TVA revient à retrancher 1/6 du brut (la « fraction de TVA »).',
    params: {
      amount: 'Le montant, 0 ou plus\u00a0: le prix net avant TVA si mode vaut add, le prix brut TVA incluse si mode vaut remove',
      rate: 'Le taux de TVA, de 0 à 100 (par exemple 20 pour le taux normal au Royaume-Uni, 19 pour l\'Allemagne, 5 pour un taux réduit), en pourcentage (7.5 signifie 7.5 %)',
      mode: 'add (par défaut) ajoute la TVA à un montant net\u00a0; remove retire la TVA d\'un montant brut',
    },
  },
  'pt-br': {
    summary: 'Adiciona o IVA a um preço líquido ou o retira de um preço bruto',
    description: 'Imposto sobre valor agregado a qualquer alíquota, como 20 % (alíquota padrão do Reino Unido), 19 % (Alemanha) ou 21 % (Espanha). Com mode add (padrão), amount é o preço líquido: IVA = líquido × rate / 100, arredondado para o centavo, e bruto = líquido + IVA. Com mode remove, amount é o preço bruto, com IVA incluído: líquido = bruto / (1 + rate / 100), arredondado para o centavo, e IVA = bruto − líquido (e não bruto × rate / 100, que tributaria o próprio imposto). Os valores monetários são arredondados para centavos (metades se afastam de zero) e sempre satisfazem exatamente líquido + imposto = bruto. A 20 %, retirar o IVA equivale a subtrair 1/6 do bruto (a "fração do IVA").',
    params: {
      amount: 'O valor, 0 ou mais: o preço líquido antes do IVA quando mode é add, o preço bruto com IVA incluído quando mode é remove',
      rate: 'A alíquota do IVA, de 0 a 100 (como 20 para a alíquota padrão do Reino Unido, 19 para a Alemanha, 5 para uma alíquota reduzida), em porcentagem (7.5 significa 7.5 %)',
      mode: 'add (padrão) acrescenta o IVA a um valor líquido; remove retira o IVA de um valor bruto',
    },
  },
  'zh-cn': {
    summary: '为净价加上增值税，或从总价中扣除增值税',
    description: '任意税率的增值税，例如 20 %（英国标准税率）、19 %（德国）或 21 %（西班牙）。mode 为 add（默认）时，amount 为净价：增值税 = 净价 × rate / 100，四舍五入到分，总价 = 净价 + 增值税。mode 为 remove 时，amount 为含增值税的总价：净价 = 总价 / (1 + rate / 100)，四舍五入到分，增值税 = 总价 − 净价（而不是总价 × rate / 100，那样会对税款本身征税）。金额四舍五入到分（恰好一半时远离零取整），并始终严格满足 净价 + 税额 = 总价。税率为 20 % 时，扣除增值税即从总价中减去 1/6（即“增值税分数”）。',
    params: {
      amount: '金额，0 或以上：mode 为 add 时为未含增值税的净价，mode 为 remove 时为含增值税的总价',
      rate: '增值税税率，0 到 100（如英国标准税率为 20，德国为 19，优惠税率为 5），以百分比表示（7.5 表示 7.5 %）',
      mode: 'add（默认）在净额上加上增值税；remove 从总额中扣除增值税',
    },
  },
})
