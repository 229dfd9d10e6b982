import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, percent } from '../../lib/calc/calc.ts'
import { DTI_BANDS, dtiBand, financeParam } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const NO_INCOME: MessageKey = 'FINANCE_DTI_INCOME'

/** The band names of DTI_BANDS; run's type check keeps the two in step. */
const DTI_BAND = z.enum(['good', 'manageable', 'high'])

const params = z.object({
  monthly_debt: financeParam.amount('Total monthly debt payments'),
  monthly_income: z.number().positive(NO_INCOME).describe('Gross monthly income, before tax; above 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'debt-to-income',
  input: 'query',
  summary: 'Debt-to-income ratio and the lending band it falls in',
  description: 'dti_percent = monthly_debt / monthly_income × 100, where monthly_debt is all recurring debt payments '
    + '(housing, loans, card minimums) and monthly_income the gross (pre-tax) monthly income. '
    + 'band follows common US mortgage lending practice: good at 36 % or less (the traditional 28/36 guideline; Fannie Mae\'s '
    + 'manual-underwriting maximum), manageable above 36 % up to 43 % (43 % was the CFPB\'s 2014 Qualified Mortgage limit), '
    + 'high above 43 %. The band is chosen on the unrounded ratio; bands lists the thresholds. These are conventions, '
    + `not any one lender's rule. ${en.calc.PERCENT_ROUNDING}`,
  params,
  result: calcResult(params, {
    dti_percent: percentFigure({
      en: 'Debt-to-income ratio, monthly_debt / monthly_income × 100',
      es: 'Relación deuda-ingresos, monthly_debt / monthly_income × 100',
      de: 'Verhältnis von Schulden zu Einkommen, monthly_debt / monthly_income × 100',
      fr: 'Ratio d\'endettement, monthly_debt / monthly_income × 100',
      'pt-br': 'Relação dívida/renda, monthly_debt / monthly_income × 100',
      'zh-cn': '债务收入比，monthly_debt / monthly_income × 100',
    }),
    band: DTI_BAND.apply(described, {
      en: 'Lending band of the unrounded ratio: good (36 % or less), manageable (above 36 % up to 43 %) or high (above 43 %)',
      es: 'Franja de préstamo de la relación sin redondear: good (36 % o menos), manageable (más de 36 % hasta 43 %) o high (más de 43 %)',
      de: 'Kreditkategorie der ungerundeten Quote: good (36 % oder weniger), manageable (über 36 % bis 43 %) oder high (über 43 %)',
      fr: 'Tranche de crédit du ratio non arrondi\u00a0: good (36 % ou moins), manageable (plus de 36 % jusqu\'à 43 %) ou high (plus de 43 %)',
      'pt-br': 'Faixa de crédito da relação sem arredondamento: good (36 % ou menos), manageable (acima de 36 % até 43 %) ou high (acima de 43 %)',
      'zh-cn': '未舍入比率所属的贷款区间：good（36 % 及以下）、manageable（高于 36 % 且不超过 43 %）或 high（高于 43 %）',
    }),
    bands: z.array(z.object({
      band: DTI_BAND.apply(described, {
        en: 'The band',
        es: 'La franja',
        de: 'Die Kategorie',
        fr: 'La tranche',
        'pt-br': 'A faixa',
        'zh-cn': '区间',
      }),
      up_to_percent: z.number().nullable().apply(described, {
        en: 'Highest ratio in the band, in percent, itself included; null for the top band',
        es: 'Relación más alta de la franja, en porcentaje, incluido ese valor; null para la franja superior',
        de: 'Höchste Quote der Kategorie, in Prozent, einschließlich dieses Werts; null für die oberste Kategorie',
        fr: 'Ratio le plus élevé de la tranche, en pourcentage, valeur incluse\u00a0; null pour la tranche supérieure',
        'pt-br': 'Maior relação da faixa, em porcentagem, incluindo esse valor; null para a faixa superior',
        'zh-cn': '该区间的最高比率（含该值），以百分比表示；最高区间为 null',
      }),
      meaning: z.string().apply(described, {
        en: 'What the band means, in English',
        es: 'Qué significa la franja, en inglés',
        de: 'Was die Kategorie bedeutet, auf Englisch',
        fr: 'Ce que signifie la tranche, en anglais',
        'pt-br': 'O que a faixa significa, em inglês',
        'zh-cn': '该区间的含义，以英文表示',
      }),
    })).readonly().apply(described, {
      en: 'Every band with its upper threshold, lowest first',
      es: 'Todas las franjas con su umbral superior, de la más baja a la más alta',
      de: 'Alle Kategorien mit ihrem oberen Schwellenwert, die niedrigste zuerst',
      fr: 'Toutes les tranches avec leur seuil supérieur, de la plus basse à la plus haute',
      'pt-br': 'Todas as faixas com seu limite superior, da mais baixa para a mais alta',
      'zh-cn': '所有区间及其上限阈值，从低到高排列',
    }),
  }),
  examples: [
    {
      title: '2,000 of debt on 6,000 of income',
      params: { monthly_debt: 2000, monthly_income: 6000 },
      result: { inputs: { monthly_debt: 2000, monthly_income: 6000 }, dti_percent: 33.3333, band: 'good' },
    },
    {
      title: '2,100 on 5,000: manageable',
      params: { monthly_debt: 2100, monthly_income: 5000 },
      result: { dti_percent: 42, band: 'manageable' },
    },
    {
      title: '2,500 on 5,000: high',
      params: { monthly_debt: 2500, monthly_income: 5000 },
      result: { dti_percent: 50, band: 'high' },
    },
  ],
  run: ({ monthly_debt, monthly_income }) => {
    const ratio = finite((monthly_debt / monthly_income) * 100, 'dti_percent')
    return {
      inputs: { monthly_debt, monthly_income },
      dti_percent: percent(ratio),
      band: dtiBand(ratio),
      bands: DTI_BANDS,
      formula: 'DTI = monthly_debt / monthly_income × 100',
    }
  },
  es: {
    summary: 'Ratio de endeudamiento sobre ingresos y la franja de crédito en que cae',
    description: `dti_percent = monthly_debt / monthly_income × 100, donde monthly_debt son todos los pagos de deuda recurrentes (vivienda, préstamos, mínimos de tarjetas) y monthly_income los ingresos mensuales brutos (antes de impuestos). band sigue la práctica habitual de los préstamos hipotecarios en EE. UU.: good hasta el 36 % (la pauta tradicional 28/36; el máximo de Fannie Mae para la evaluación manual), manageable por encima del 36 % y hasta el 43 % (el 43 % fue el límite de la Qualified Mortgage de la CFPB en 2014) y high por encima del 43 %. La franja se elige con el ratio sin redondear; bands lista los umbrales. Son convenciones, no la norma de un prestamista concreto. ${es.calc.PERCENT_ROUNDING}`,
    params: {
      monthly_debt: 'Total de pagos mensuales de deuda; 0 o más',
      monthly_income: 'Ingresos mensuales brutos, antes de impuestos; mayor que 0',
    },
  },
  de: {
    summary: 'Verhältnis von Schulden zu Einkommen (DTI) und die Kreditkategorie, in die es fällt',
    description: `dti_percent = monthly_debt / monthly_income × 100, wobei monthly_debt alle wiederkehrenden Schuldenzahlungen umfasst (Wohnen, Kredite, Mindestzahlungen für Kreditkarten) und monthly_income das monatliche Bruttoeinkommen (vor Steuern) ist. band folgt der üblichen Praxis bei US-Hypothekenkrediten: good bei 36 % oder weniger (die traditionelle 28/36-Richtlinie; das Maximum von Fannie Mae bei manueller Kreditprüfung), manageable über 36 % bis 43 % (43 % war 2014 die Grenze der CFPB für Qualified Mortgages), high über 43 %. Die Kategorie wird anhand der ungerundeten Quote bestimmt; bands listet die Schwellenwerte auf. Es handelt sich um Konventionen, nicht um die Regel eines bestimmten Kreditgebers. ${de.calc.PERCENT_ROUNDING}`,
    params: {
      monthly_debt: 'Summe der monatlichen Schuldenzahlungen; 0 oder mehr',
      monthly_income: 'Monatliches Bruttoeinkommen, vor Steuern; größer als 0',
    },
  },
  fr: {
    summary: 'Ratio d\'endettement (dette/revenu) et la tranche de crédit dans laquelle il se situe',
    description: `dti_percent = monthly_debt / monthly_income × 100, où monthly_debt regroupe tous les remboursements de dettes récurrents (logement, prêts, minimums de carte) et monthly_income le revenu mensuel brut (avant impôts). band suit la pratique courante des prêts immobiliers aux États-Unis\u00a0: good jusqu'à 36 % (la règle traditionnelle 28/36\u00a0; le maximum de Fannie Mae pour l'évaluation manuelle), manageable au-delà de 36 % et jusqu'à 43 % (43 % était la limite fixée en 2014 par le CFPB pour les Qualified Mortgages), high au-delà de 43 %. La tranche est déterminée sur le ratio non arrondi\u00a0; bands liste les seuils. Il s'agit de conventions, et non de la règle d'un prêteur en particulier. ${fr.calc.PERCENT_ROUNDING}`,
    params: {
      monthly_debt: 'Total des remboursements mensuels de dettes\u00a0; 0 ou plus',
      monthly_income: 'Revenu mensuel brut, avant impôts\u00a0; supérieur à 0',
    },
  },
  'pt-br': {
    summary: 'Relação dívida/renda e a faixa de crédito em que ela se enquadra',
    description: `dti_percent = monthly_debt / monthly_income × 100, em que monthly_debt são todos os pagamentos recorrentes de dívidas (moradia, empréstimos, pagamentos mínimos de cartão) e monthly_income a renda mensal bruta (antes dos impostos). band segue a prática comum dos financiamentos imobiliários nos EUA: good até 36 % (a diretriz tradicional 28/36; o máximo da Fannie Mae na análise manual), manageable acima de 36 % e até 43 % (43 % era o limite da Qualified Mortgage do CFPB em 2014) e high acima de 43 %. A faixa é escolhida com base na relação sem arredondamento; bands lista os limites. São convenções, não a regra de um credor específico. ${ptBr.calc.PERCENT_ROUNDING}`,
    params: {
      monthly_debt: 'Total dos pagamentos mensais de dívidas; 0 ou mais',
      monthly_income: 'Renda mensal bruta, antes dos impostos; maior que 0',
    },
  },
  'zh-cn': {
    summary: '债务收入比及其所属的贷款区间',
    description: `dti_percent = monthly_debt / monthly_income × 100，其中 monthly_debt 为所有定期偿债支出（住房、贷款、信用卡最低还款额），monthly_income 为税前月总收入。band 遵循美国住房抵押贷款的常见做法：36 % 及以下为 good（传统的 28/36 准则；Fannie Mae 人工核保的上限），高于 36 % 且不超过 43 % 为 manageable（43 % 是 CFPB 于 2014 年规定的 Qualified Mortgage 上限），高于 43 % 为 high。区间依据未舍入的比率确定；bands 列出各个阈值。这些只是惯例，并非某一贷款机构的规定。${zhCn.calc.PERCENT_ROUNDING}`,
    params: {
      monthly_debt: '每月偿债支出总额；0 或以上',
      monthly_income: '税前月总收入；大于 0',
    },
  },
})
