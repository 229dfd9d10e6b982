import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { same } from '../../i18n/same.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { ceilCents, centsDifference, centsSum, percentOf } from '../../lib/money/pricing.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  bill: calcParam.nonNegative('The bill before the tip, 0 or more'),
  tip_percent: calcParam.percent('The tip, 0 to 1000', 0, 1000),
  people: z.number().int().min(1).max(1000).default(1).describe('How many people split the bill, a whole number from 1 to 1000; default 1'),
})

export default defineOperation({
  category: 'calc',
  name: 'tip',
  input: 'query',
  summary: 'Tip and total for a bill, split between several people',
  description: 'tip = bill × tip_percent / 100, rounded to the cent, and total = bill + tip. '
    + 'Per person, the tip and the total are divided by people and rounded UP to the next cent, so the shares never fall short '
    + 'of what is owed: 115.00 split three ways is 38.34 each. rounding_surplus is what the rounded-up shares collect beyond the total '
    + `(0.02 in that case; always less than one cent per person). ${en.calc.MONEY_CENTS}`,
  params,
  result: calcResult(params, {
    tip: moneyFigure({
      en: 'The tip, bill × tip_percent / 100',
      es: 'La propina, bill × tip_percent / 100',
      de: 'Das Trinkgeld, bill × tip_percent / 100',
      fr: 'Le pourboire, bill × tip_percent / 100',
      'pt-br': 'A gorjeta, bill × tip_percent / 100',
      'zh-cn': '小费，bill × tip_percent / 100',
    }),
    total: moneyFigure({
      en: 'bill + tip',
      es: 'bill + tip',
      de: same('bill + tip'),
      fr: same('bill + tip'),
      'pt-br': same('bill + tip'),
      'zh-cn': same('bill + tip'),
    }),
    tip_per_person: z.number().min(0).apply(described, {
      en: 'Each person\'s share of the tip, tip / people, in the currency of bill, rounded up to the cent',
      es: 'La parte de la propina de cada persona, tip / people, en la moneda de bill, con redondeo hacia arriba al céntimo',
      de: 'Trinkgeldanteil jeder Person, tip / people, in der Währung von bill, auf den Cent aufgerundet',
      fr: 'Part du pourboire de chaque personne, tip / people, dans la devise de bill, arrondie au centime supérieur',
      'pt-br': 'A parte da gorjeta de cada pessoa, tip / people, na moeda de bill, arredondada para cima para o centavo',
      'zh-cn': '每人分摊的小费，tip / people，以 bill 的货币计，向上取整到分',
    }),
    total_per_person: z.number().min(0).apply(described, {
      en: 'Each person\'s share of the total, total / people, in the currency of bill, rounded up to the cent',
      es: 'La parte del total de cada persona, total / people, en la moneda de bill, con redondeo hacia arriba al céntimo',
      de: 'Anteil jeder Person am Gesamtbetrag, total / people, in der Währung von bill, auf den Cent aufgerundet',
      fr: 'Part du total de chaque personne, total / people, dans la devise de bill, arrondie au centime supérieur',
      'pt-br': 'A parte do total de cada pessoa, total / people, na moeda de bill, arredondada para cima para o centavo',
      'zh-cn': '每人分摊的总额，total / people，以 bill 的货币计，向上取整到分',
    }),
    rounding_surplus: moneyFigure({
      en: 'What the rounded-up shares collect beyond total, total_per_person × people − total; less than a cent per person',
      es: 'Lo que las partes redondeadas hacia arriba recaudan por encima de total, total_per_person × people − total; menos de un céntimo por persona',
      de: 'Was die aufgerundeten Anteile über total hinaus einbringen, total_per_person × people − total; weniger als ein Cent pro Person',
      fr: 'Ce que les parts arrondies au supérieur rapportent au-delà de total, total_per_person × people − total\u00a0; moins d\'un centime par personne',
      'pt-br': 'O que as partes arredondadas para cima arrecadam além de total, total_per_person × people − total; menos de um centavo por pessoa',
      'zh-cn': '向上取整后的份额超出 total 的部分，total_per_person × people − total；每人少于一分',
    }),
  }),
  examples: [
    { title: '15 % on 100, three ways', params: { bill: 100, tip_percent: 15, people: 3 }, result: { inputs: { bill: 100, tip_percent: 15, people: 3 }, tip: 15, total: 115, tip_per_person: 5, total_per_person: 38.34, rounding_surplus: 0.02 } },
    { title: '18 % on 85.50, two ways', params: { bill: 85.5, tip_percent: 18, people: 2 }, result: { tip: 15.39, total: 100.89, tip_per_person: 7.7, total_per_person: 50.45 } },
    { title: 'one person (default)', params: { bill: 42.8, tip_percent: 20 }, result: { inputs: { people: 1 }, tip: 8.56, total: 51.36, total_per_person: 51.36, rounding_surplus: 0 } },
  ],
  run: ({ bill, tip_percent, people }) => {
    const tip = money(finite(percentOf(bill, tip_percent), 'tip'))
    const total = finite(centsSum(bill, tip), 'total')
    const totalPerPerson = ceilCents(total / people)
    return {
      inputs: { bill, tip_percent, people },
      tip,
      total,
      tip_per_person: ceilCents(tip / people),
      total_per_person: totalPerPerson,
      rounding_surplus: centsDifference(finite(totalPerPerson * people, 'rounding_surplus'), total),
      formula: 'tip = bill × tip_percent / 100; total = bill + tip; each share = total / people, rounded up to the cent',
    }
  },
  es: {
    summary: 'Propina y total de una cuenta, repartida entre varias personas',
    description: `tip = bill × tip_percent / 100, redondeado al céntimo, y total = bill + tip. Por persona, la propina y el total se dividen entre people y se redondean HACIA ARRIBA al céntimo siguiente, para que las partes nunca se queden cortas: 115.00 entre tres son 38.34 cada uno. rounding_surplus es lo que las partes redondeadas hacia arriba recaudan por encima del total (0.02 en ese caso; siempre menos de un céntimo por persona). ${es.calc.MONEY_CENTS}`,
    params: {
      bill: 'La cuenta antes de la propina, 0 o más',
      tip_percent: 'La propina, de 0 a 1000, en porcentaje (7.5 significa 7,5 %)',
      people: 'Cuántas personas se reparten la cuenta, un número entero de 1 a 1000; por defecto 1',
    },
  },
  de: {
    summary: 'Trinkgeld und Gesamtbetrag einer Rechnung, aufgeteilt auf mehrere Personen',
    description: `tip = bill × tip_percent / 100, auf den Cent gerundet, und total = bill + tip. Pro Person werden Trinkgeld und Gesamtbetrag durch people geteilt und auf den nächsten Cent AUFGERUNDET, sodass die Anteile nie hinter dem geschuldeten Betrag zurückbleiben: 115.00 durch drei geteilt sind je 38.34. rounding_surplus ist das, was die aufgerundeten Anteile über den Gesamtbetrag hinaus einbringen (in diesem Fall 0.02; immer weniger als ein Cent pro Person). ${de.calc.MONEY_CENTS}`,
    params: {
      bill: 'Der Rechnungsbetrag vor Trinkgeld, 0 oder mehr',
      tip_percent: 'Das Trinkgeld, 0 bis 1000, in Prozent (7.5 bedeutet 7.5 %)',
      people: 'Anzahl der Personen, die sich die Rechnung teilen, eine ganze Zahl von 1 bis 1000; standardmäßig 1',
    },
  },
  fr: {
    summary: 'Pourboire et total d\'une addition, partagés entre plusieurs personnes',
    description: `tip = bill × tip_percent / 100, arrondi au centime, et total = bill + tip. Par personne, le pourboire et le total sont divisés par people et arrondis au centime SUPÉRIEUR, pour que les parts ne soient jamais inférieures à ce qui est dû\u00a0: 115.00 partagé en trois donne 38.34 chacun. rounding_surplus est ce que les parts arrondies au supérieur rapportent au-delà du total (0.02 dans ce cas\u00a0; toujours moins d'un centime par personne). ${fr.calc.MONEY_CENTS}`,
    params: {
      bill: 'L\'addition avant pourboire, 0 ou plus',
      tip_percent: 'Le pourboire, de 0 à 1000, en pourcentage (7.5 signifie 7.5 %)',
      people: 'Nombre de personnes qui partagent l\'addition, un nombre entier de 1 à 1000\u00a0; 1 par défaut',
    },
  },
  'pt-br': {
    summary: 'Gorjeta e total de uma conta, dividida entre várias pessoas',
    description: `tip = bill × tip_percent / 100, arredondado para o centavo, e total = bill + tip. Por pessoa, a gorjeta e o total são divididos por people e arredondados PARA CIMA até o centavo seguinte, para que as partes nunca fiquem abaixo do devido: 115.00 dividido por três dá 38.34 para cada um. rounding_surplus é o que as partes arredondadas para cima arrecadam além do total (0.02 nesse caso; sempre menos de um centavo por pessoa). ${ptBr.calc.MONEY_CENTS}`,
    params: {
      bill: 'A conta antes da gorjeta, 0 ou mais',
      tip_percent: 'A gorjeta, de 0 a 1000, em porcentagem (7.5 significa 7.5 %)',
      people: 'Quantas pessoas dividem a conta, um número inteiro de 1 a 1000; padrão 1',
    },
  },
  'zh-cn': {
    summary: '账单的小费和总额，可由多人分摊',
    description: `tip = bill × tip_percent / 100，四舍五入到分，total = bill + tip。按人分摊时，小费和总额除以 people 后向上取整到分，确保各人份额合计不少于应付金额：115.00 由三人分摊，每人 38.34。rounding_surplus 为向上取整后的份额超出总额的部分（此例中为 0.02；始终少于每人一分）。${zhCn.calc.MONEY_CENTS}`,
    params: {
      bill: '小费前的账单金额，0 或以上',
      tip_percent: '小费比例，0 到 1000，以百分比表示（7.5 表示 7.5 %）',
      people: '分摊账单的人数，1 到 1000 之间的整数；默认为 1',
    },
  },
})
