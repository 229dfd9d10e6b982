import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, impossible, money, percent } from '../../lib/calc/calc.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  gross: calcParam.positive('Gross pay for the period, before tax'),
  tax_rate: calcParam.percent('Flat tax rate applied to gross, 0 to 100', 0, 100),
  deductions: z.number().min(0).default(0).describe('Other deductions for the period, as an amount, 0 or more; default 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'take-home-pay',
  input: 'query',
  summary: 'Take-home pay after a flat tax rate and fixed deductions (an estimate)',
  description: 'A flat-rate estimate, not a tax calculation: real income tax has brackets, allowances and credits. '
    + 'tax = gross × tax_rate / 100; take_home = gross − tax − deductions, with deductions (pension, insurance and the like) '
    + 'taken after tax and not reducing it. Use the same period for gross and deductions (a month, a year). '
    + `effective_deduction_percent is (tax + deductions) / gross as a percent. ${en.calc.MONEY_CENTS} `
    + 'Deductions larger than the pay left after tax are refused.',
  params,
  result: calcResult(params, {
    tax: moneyFigure({
      en: 'Tax at the flat rate, gross × tax_rate / 100',
      es: 'Impuesto al tipo único, gross × tax_rate / 100',
      de: 'Steuer zum pauschalen Satz, gross × tax_rate / 100',
      fr: 'Impôt au taux forfaitaire, gross × tax_rate / 100',
      'pt-br': 'Imposto à alíquota fixa, gross × tax_rate / 100',
      'zh-cn': '按固定税率计算的税额，gross × tax_rate / 100',
    }),
    deductions: moneyFigure({
      en: 'The deductions taken after tax',
      es: 'Las deducciones aplicadas después de impuestos',
      de: 'Die nach Steuern vorgenommenen Abzüge',
      fr: 'Les retenues prélevées après impôt',
      'pt-br': 'As deduções descontadas após o imposto',
      'zh-cn': '税后扣除的金额',
    }),
    take_home: moneyFigure({
      en: 'Pay left, gross − tax − deductions',
      es: 'Paga que queda, gross − tax − deductions',
      de: 'Verbleibender Lohn, gross − tax − deductions',
      fr: 'Salaire restant, gross − tax − deductions',
      'pt-br': 'Pagamento restante, gross − tax − deductions',
      'zh-cn': '到手工资，gross − tax − deductions',
    }),
    effective_deduction_percent: percentFigure({
      en: 'Share of gross taken by tax and deductions, (tax + deductions) / gross × 100',
      es: 'Parte de gross que se llevan los impuestos y las deducciones, (tax + deductions) / gross × 100',
      de: 'Anteil von gross, den Steuer und Abzüge ausmachen, (tax + deductions) / gross × 100',
      fr: 'Part de gross absorbée par l\'impôt et les retenues, (tax + deductions) / gross × 100',
      'pt-br': 'Parcela de gross consumida pelo imposto e pelas deduções, (tax + deductions) / gross × 100',
      'zh-cn': '税款和扣除额占 gross 的比例，(tax + deductions) / gross × 100',
    }),
  }),
  examples: [
    { title: '5,000 at 22 % with 250 deductions', params: { gross: 5000, tax_rate: 22, deductions: 250 }, result: { tax: 1100, take_home: 3650, effective_deduction_percent: 27 } },
    { title: '60,000 at 30 %', params: { gross: 60000, tax_rate: 30 }, result: { tax: 18000, take_home: 42000, effective_deduction_percent: 30 } },
  ],
  run: ({ gross, tax_rate, deductions }) => {
    const tax = (gross * tax_rate) / 100
    const afterTax = gross - tax
    if (deductions > afterTax) impossible('TAKE_HOME_NEGATIVE', { deductions, after_tax: money(afterTax) })
    return {
      inputs: { gross, tax_rate, deductions },
      tax: money(tax),
      deductions: money(deductions),
      take_home: money(afterTax - deductions),
      effective_deduction_percent: percent(((tax + deductions) / gross) * 100),
      formula: 'take_home = gross − gross × tax_rate / 100 − deductions (flat-rate estimate)',
    }
  },
  es: {
    summary: 'Salario neto tras un tipo impositivo fijo y deducciones fijas (una estimación)',
    description: `Una estimación con tipo fijo, no un cálculo de impuestos: el impuesto sobre la renta real tiene tramos, mínimos exentos y deducciones. tax = gross × tax_rate / 100; take_home = gross − tax − deductions, con deductions (pensión, seguros y similares) restadas después del impuesto y sin reducirlo. Use el mismo periodo para gross y deductions (un mes, un año). effective_deduction_percent es (tax + deductions) / gross en porcentaje. ${es.calc.MONEY_CENTS} Se rechazan las deducciones mayores que la paga que queda tras el impuesto.`,
    params: {
      gross: 'Paga bruta del periodo, antes de impuestos',
      tax_rate: 'Tipo impositivo fijo aplicado a gross, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
      deductions: 'Otras deducciones del periodo, como importe, 0 o más; por defecto 0',
    },
  },
  de: {
    summary: 'Nettolohn nach einem pauschalen Steuersatz und festen Abzügen (eine Schätzung)',
    description: `Eine Schätzung mit pauschalem Steuersatz, keine Steuerberechnung: Die tatsächliche Einkommensteuer kennt Steuerstufen, Freibeträge und Steuergutschriften. tax = gross × tax_rate / 100; take_home = gross − tax − deductions, wobei deductions (Rente, Versicherungen und Ähnliches) nach Steuern abgezogen werden und die Steuer nicht mindern. Verwenden Sie für gross und deductions denselben Zeitraum (einen Monat, ein Jahr). effective_deduction_percent ist (tax + deductions) / gross in Prozent. ${de.calc.MONEY_CENTS} Abzüge, die größer sind als der Lohn nach Steuern, werden abgelehnt.`,
    params: {
      gross: 'Bruttolohn für den Zeitraum, vor Steuern',
      tax_rate: 'Pauschaler Steuersatz auf gross, 0 bis 100, in Prozent (7.5 bedeutet 7.5 %)',
      deductions: 'Sonstige Abzüge für den Zeitraum, als Betrag, 0 oder mehr; standardmäßig 0',
    },
  },
  fr: {
    summary: 'Salaire net après un taux d\'imposition forfaitaire et des retenues fixes (une estimation)',
    description: `Une estimation à taux forfaitaire, et non un calcul d'impôt\u00a0: l'impôt sur le revenu réel comporte des tranches, des abattements et des crédits d'impôt. tax = gross × tax_rate / 100\u00a0; take_home = gross − tax − deductions, les retenues deductions (retraite, assurances, etc.) étant prélevées après impôt sans le réduire. Utilisez la même période pour gross et deductions (un mois, une année). effective_deduction_percent correspond à (tax + deductions) / gross en pourcentage. ${fr.calc.MONEY_CENTS} Les retenues supérieures au salaire restant après impôt sont refusées.`,
    params: {
      gross: 'Salaire brut de la période, avant impôts',
      tax_rate: 'Taux d\'imposition forfaitaire appliqué à gross, de 0 à 100, en pourcentage (7.5 signifie 7.5 %)',
      deductions: 'Autres retenues de la période, sous forme de montant, 0 ou plus\u00a0; 0 par défaut',
    },
  },
  'pt-br': {
    summary: 'Salário líquido após uma alíquota fixa de imposto e deduções fixas (uma estimativa)',
    description: `Uma estimativa com alíquota fixa, não um cálculo de impostos: o imposto de renda real tem faixas, isenções e créditos. tax = gross × tax_rate / 100; take_home = gross − tax − deductions, com deductions (previdência, seguros e similares) descontadas após o imposto e sem reduzi-lo. Use o mesmo período para gross e deductions (um mês, um ano). effective_deduction_percent é (tax + deductions) / gross em porcentagem. ${ptBr.calc.MONEY_CENTS} Deduções maiores que o pagamento restante após o imposto são recusadas.`,
    params: {
      gross: 'Pagamento bruto do período, antes dos impostos',
      tax_rate: 'Alíquota fixa aplicada a gross, de 0 a 100, em porcentagem (7.5 significa 7.5 %)',
      deductions: 'Outras deduções do período, como valor, 0 ou mais; padrão 0',
    },
  },
  'zh-cn': {
    summary: '按固定税率和固定扣除额估算的到手工资',
    description: `按固定税率的估算，而非实际的税款计算：真实的所得税有税级、免税额和抵免。tax = gross × tax_rate / 100；take_home = gross − tax − deductions，其中 deductions（养老金、保险等）在税后扣除，不减少税额。gross 和 deductions 请使用相同的期间（一个月或一年）。effective_deduction_percent 为 (tax + deductions) / gross 的百分比。${zhCn.calc.MONEY_CENTS} 扣除额大于税后剩余工资时将被拒绝。`,
    params: {
      gross: '该期间的税前工资总额',
      tax_rate: '适用于 gross 的固定税率，0 到 100，以百分比表示（7.5 表示 7.5 %）',
      deductions: '该期间的其他扣除额，以金额表示，0 或以上；默认为 0',
    },
  },
})
