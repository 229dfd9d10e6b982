import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, money } from '../../lib/calc/calc.ts'
import { ceilCents, centsDifference, percentOf, withDefault } from '../../lib/money/pricing.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

/** A card processor's standard online price: 2.9 % + 0.30 per charge. */
const DEFAULT_RATE = 2.9
const DEFAULT_FIXED = 0.3

/** What a processor keeps from a charge: a percentage plus a fixed amount. */
const feeOn = (charge: number, rate: number, fixed: number) => percentOf(charge, rate) + fixed

const params = z.object({
  amount: calcParam.nonNegative('The amount charged (for fee and net_received), which is also the amount to end up with (for charge_to_receive_amount); 0 or more'),
  rate_percent: withDefault(calcParam.percent(`The percentage fee per charge, 0 to below 100 (default ${DEFAULT_RATE})`, 0, 100), DEFAULT_RATE),
  fixed_fee: withDefault(calcParam.nonNegative(`The fixed fee per charge, 0 or more; default ${DEFAULT_FIXED.toFixed(2)}`), DEFAULT_FIXED),
})

export default defineOperation({
  category: 'calc',
  name: 'payment-fee',
  input: 'query',
  summary: 'Card or payment processor fee on a charge, and what to charge to receive a set amount',
  description: 'fee = amount × rate_percent / 100 + fixed_fee, rounded to the cent, and net_received = amount − fee '
    + '(negative when the fee exceeds a small charge). charge_to_receive_amount answers the reverse question: what to charge so that '
    + 'amount is left after fees, (amount + fixed_fee) / (1 − rate_percent / 100), rounded UP to the cent so that the fee, '
    + 'exact or rounded to the nearest cent, never leaves less than amount (it may be a cent above the least charge that would do); '
    + 'fee_on_charge is the fee on that charge and received_from_charge what it leaves. Defaults are a common card price, '
    + `${DEFAULT_RATE} % + ${DEFAULT_FIXED.toFixed(2)}. ${en.calc.MONEY_CENTS} rate_percent = 100 is refused with a 422: the fee would take every charge.`,
  params,
  result: calcResult(params, {
    fee: moneyFigure({
      en: 'What the processor keeps from a charge of amount, amount × rate_percent / 100 + fixed_fee',
      es: 'Lo que retiene el procesador de pagos de un cobro de amount, amount × rate_percent / 100 + fixed_fee',
      de: 'Was der Zahlungsdienstleister von einer Zahlung über amount einbehält, amount × rate_percent / 100 + fixed_fee',
      fr: 'Ce que le prestataire de paiement retient sur un encaissement de amount, amount × rate_percent / 100 + fixed_fee',
      'pt-br': 'O que o processador de pagamentos retém de uma cobrança de amount, amount × rate_percent / 100 + fixed_fee',
      'zh-cn': '支付处理商从金额为 amount 的收款中扣留的费用，amount × rate_percent / 100 + fixed_fee',
    }),
    net_received: moneyFigure({
      en: 'What a charge of amount leaves, amount − fee; negative when the fee exceeds it',
      es: 'Lo que deja un cobro de amount, amount − fee; negativo cuando la comisión lo supera',
      de: 'Was von einer Zahlung über amount übrig bleibt, amount − fee; negativ, wenn die Gebühr sie übersteigt',
      fr: 'Ce qu\'il reste d\'un encaissement de amount, amount − fee\u00a0; négatif si les frais le dépassent',
      'pt-br': 'O que sobra de uma cobrança de amount, amount − fee; negativo quando a taxa a supera',
      'zh-cn': '金额为 amount 的收款扣费后剩余的金额，amount − fee；手续费超过收款时为负数',
    }),
    charge_to_receive_amount: z.number().min(0).apply(described, {
      en: 'What to charge so that amount is left after fees, (amount + fixed_fee) / (1 − rate_percent / 100), in the currency of the inputs, rounded up to the cent',
      es: 'Lo que hay que cobrar para que quede amount tras las comisiones, (amount + fixed_fee) / (1 − rate_percent / 100), en la moneda de los datos de entrada, con redondeo hacia arriba al céntimo',
      de: 'Zu berechnender Betrag, damit nach Gebühren amount übrig bleibt, (amount + fixed_fee) / (1 − rate_percent / 100), in der Währung der Eingabewerte, auf den Cent aufgerundet',
      fr: 'Montant à facturer pour qu\'il reste amount après les frais, (amount + fixed_fee) / (1 − rate_percent / 100), dans la devise des données d\'entrée, arrondi au centime supérieur',
      'pt-br': 'Quanto cobrar para que reste amount após as taxas, (amount + fixed_fee) / (1 − rate_percent / 100), na moeda dos dados de entrada, arredondado para cima para o centavo',
      'zh-cn': '扣除手续费后要剩下 amount 所需收取的金额，(amount + fixed_fee) / (1 − rate_percent / 100)，以输入数据的货币计，向上取整到分',
    }),
    fee_on_charge: moneyFigure({
      en: 'The fee on charge_to_receive_amount',
      es: 'La comisión sobre charge_to_receive_amount',
      de: 'Die Gebühr auf charge_to_receive_amount',
      fr: 'Les frais sur charge_to_receive_amount',
      'pt-br': 'A taxa sobre charge_to_receive_amount',
      'zh-cn': 'charge_to_receive_amount 的手续费',
    }),
    received_from_charge: moneyFigure({
      en: 'What charge_to_receive_amount leaves after its fee; amount or a cent or so more',
      es: 'Lo que deja charge_to_receive_amount tras su comisión; amount o alrededor de un céntimo más',
      de: 'Was von charge_to_receive_amount nach Abzug der Gebühr übrig bleibt; amount oder etwa einen Cent mehr',
      fr: 'Ce qu\'il reste de charge_to_receive_amount après ses frais\u00a0; amount ou environ un centime de plus',
      'pt-br': 'O que sobra de charge_to_receive_amount após a taxa; amount ou cerca de um centavo a mais',
      'zh-cn': 'charge_to_receive_amount 扣除其手续费后剩余的金额；等于 amount 或多出约一分',
    }),
  }),
  examples: [
    { title: '100 at 2.9 % + 0.30', params: { amount: 100 }, result: { inputs: { amount: 100, rate_percent: 2.9, fixed_fee: 0.3 }, fee: 3.2, net_received: 96.8, charge_to_receive_amount: 103.3, fee_on_charge: 3.3, received_from_charge: 100 } },
    { title: '100 at 3.49 % + 0.49', params: { amount: 100, rate_percent: 3.49, fixed_fee: 0.49 }, result: { fee: 3.98, net_received: 96.02, charge_to_receive_amount: 104.13, fee_on_charge: 4.12, received_from_charge: 100.01 } },
  ],
  run: ({ amount, rate_percent, fixed_fee }) => {
    if (rate_percent === 100) impossible('PAYMENT_FEE_FULL_RATE', { amount: money(amount) })
    const fee = money(finite(feeOn(amount, rate_percent, fixed_fee), 'fee'))
    const charge = ceilCents(finite((amount + fixed_fee) / (1 - rate_percent / 100), 'charge_to_receive_amount'))
    const feeOnCharge = money(finite(feeOn(charge, rate_percent, fixed_fee), 'fee_on_charge'))
    return {
      inputs: { amount, rate_percent, fixed_fee },
      fee,
      net_received: centsDifference(amount, fee),
      charge_to_receive_amount: charge,
      fee_on_charge: feeOnCharge,
      received_from_charge: centsDifference(charge, feeOnCharge),
      formula: 'fee = amount × rate_percent / 100 + fixed_fee; net_received = amount − fee; charge_to_receive_amount = (amount + fixed_fee) / (1 − rate_percent / 100), rounded up to the cent',
    }
  },
  es: {
    summary: 'Comisión de una tarjeta o pasarela de pago sobre un cobro, y cuánto cobrar para recibir un importe dado',
    description: `fee = amount × rate_percent / 100 + fixed_fee, redondeado al céntimo, y net_received = amount − fee (negativo cuando la comisión supera un cobro pequeño). charge_to_receive_amount responde a la pregunta inversa: cuánto cobrar para que quede amount tras las comisiones, (amount + fixed_fee) / (1 − rate_percent / 100), redondeado HACIA ARRIBA al céntimo para que la comisión, exacta o redondeada al céntimo más próximo, nunca deje menos de amount (puede quedar un céntimo por encima del cobro mínimo que bastaría); fee_on_charge es la comisión sobre ese cobro y received_from_charge lo que deja. Los valores por defecto son una tarifa de tarjeta habitual, ${DEFAULT_RATE} % + ${DEFAULT_FIXED.toFixed(2)}. ${es.calc.MONEY_CENTS} rate_percent = 100 se rechaza con un 422: la comisión se llevaría todo el cobro.`,
    params: {
      amount: 'El importe cobrado (para fee y net_received), que es también el importe que se quiere recibir (para charge_to_receive_amount); 0 o más',
      rate_percent: `La comisión porcentual por cobro, de 0 a menos de 100 (por defecto ${DEFAULT_RATE}), en porcentaje (7.5 significa 7,5 %)`,
      fixed_fee: `La comisión fija por cobro, 0 o más; por defecto ${DEFAULT_FIXED.toFixed(2)}`,
    },
  },
  de: {
    summary: 'Gebühr einer Karte oder eines Zahlungsdienstleisters auf eine Zahlung und der Betrag, der für einen bestimmten Erlös berechnet werden muss',
    description: `fee = amount × rate_percent / 100 + fixed_fee, auf den Cent gerundet, und net_received = amount − fee (negativ, wenn die Gebühr eine kleine Zahlung übersteigt). charge_to_receive_amount beantwortet die umgekehrte Frage, welcher Betrag berechnet werden muss, damit nach Gebühren amount übrig bleibt: (amount + fixed_fee) / (1 − rate_percent / 100), auf den Cent AUFGERUNDET, sodass die Gebühr, ob exakt oder auf den nächsten Cent gerundet, nie weniger als amount übrig lässt (der Betrag kann einen Cent über der kleinsten ausreichenden Zahlung liegen); fee_on_charge ist die Gebühr auf diese Zahlung und received_from_charge, was davon übrig bleibt. Die Standardwerte entsprechen einem üblichen Kartentarif, ${DEFAULT_RATE} % + ${DEFAULT_FIXED.toFixed(2)}. ${de.calc.MONEY_CENTS} rate_percent = 100 wird mit 422 abgelehnt: Die Gebühr würde jede Zahlung vollständig aufzehren.`,
    params: {
      amount: 'Der berechnete Betrag (für fee und net_received), zugleich der Betrag, der am Ende übrig bleiben soll (für charge_to_receive_amount); 0 oder mehr',
      rate_percent: `Die prozentuale Gebühr pro Zahlung, 0 bis unter 100 (standardmäßig ${DEFAULT_RATE}), in Prozent (7.5 bedeutet 7.5 %)`,
      fixed_fee: `Die feste Gebühr pro Zahlung, 0 oder mehr; standardmäßig ${DEFAULT_FIXED.toFixed(2)}`,
    },
  },
  fr: {
    summary: 'Frais de carte ou de prestataire de paiement sur un encaissement, et montant à facturer pour recevoir une somme donnée',
    description: `fee = amount × rate_percent / 100 + fixed_fee, arrondi au centime, et net_received = amount − fee (négatif lorsque les frais dépassent un petit encaissement). charge_to_receive_amount répond à la question inverse, à savoir combien facturer pour qu'il reste amount après les frais\u00a0: (amount + fixed_fee) / (1 − rate_percent / 100), arrondi au centime SUPÉRIEUR pour que les frais, exacts ou arrondis au centime le plus proche, ne laissent jamais moins de amount (le montant peut dépasser d'un centime le plus petit encaissement suffisant)\u00a0; fee_on_charge est le montant des frais sur cet encaissement et received_from_charge ce qu'il en reste. Les valeurs par défaut correspondent à un tarif de carte courant, ${DEFAULT_RATE} % + ${DEFAULT_FIXED.toFixed(2)}. ${fr.calc.MONEY_CENTS} rate_percent = 100 est refusé avec une erreur 422\u00a0: les frais absorberaient la totalité de chaque encaissement.`,
    params: {
      amount: 'Le montant encaissé (pour fee et net_received), qui est aussi le montant à obtenir au final (pour charge_to_receive_amount)\u00a0; 0 ou plus',
      rate_percent: `Les frais en pourcentage par encaissement, de 0 à moins de 100 (${DEFAULT_RATE} par défaut), en pourcentage (7.5 signifie 7.5 %)`,
      fixed_fee: `Les frais fixes par encaissement, 0 ou plus\u00a0; ${DEFAULT_FIXED.toFixed(2)} par défaut`,
    },
  },
  'pt-br': {
    summary: 'Taxa do cartão ou do processador de pagamentos sobre uma cobrança, e quanto cobrar para receber um valor definido',
    description: `fee = amount × rate_percent / 100 + fixed_fee, arredondado para o centavo, e net_received = amount − fee (negativo quando a taxa supera uma cobrança pequena). charge_to_receive_amount responde à pergunta inversa, quanto cobrar para que reste amount após as taxas: (amount + fixed_fee) / (1 − rate_percent / 100), arredondado PARA CIMA para o centavo, de modo que a taxa, exata ou arredondada para o centavo mais próximo, nunca deixe menos que amount (pode ficar um centavo acima da menor cobrança suficiente); fee_on_charge é a taxa sobre essa cobrança e received_from_charge o que ela deixa. Os valores padrão são uma tarifa de cartão comum, ${DEFAULT_RATE} % + ${DEFAULT_FIXED.toFixed(2)}. ${ptBr.calc.MONEY_CENTS} rate_percent = 100 é recusado com um 422: a taxa ficaria com toda a cobrança.`,
    params: {
      amount: 'O valor cobrado (para fee e net_received), que também é o valor que se quer receber no final (para charge_to_receive_amount); 0 ou mais',
      rate_percent: `A taxa percentual por cobrança, de 0 a menos de 100 (padrão ${DEFAULT_RATE}), em porcentagem (7.5 significa 7.5 %)`,
      fixed_fee: `A taxa fixa por cobrança, 0 ou mais; padrão ${DEFAULT_FIXED.toFixed(2)}`,
    },
  },
  'zh-cn': {
    summary: '银行卡或支付处理商对一笔收款收取的手续费，以及要收到指定金额需收取的金额',
    description: `fee = amount × rate_percent / 100 + fixed_fee，四舍五入到分，net_received = amount − fee（手续费超过小额收款时为负数）。charge_to_receive_amount 回答相反的问题，即扣除手续费后要剩下 amount 需要收取多少：(amount + fixed_fee) / (1 − rate_percent / 100)，向上取整到分，确保无论手续费按精确值还是四舍五入到最接近的分计算，剩余金额都不少于 amount（可能比刚好足够的最低收款高出一分）；fee_on_charge 为该笔收款的手续费，received_from_charge 为扣除后剩余的金额。默认值为常见的银行卡费率：${DEFAULT_RATE} % + ${DEFAULT_FIXED.toFixed(2)}。${zhCn.calc.MONEY_CENTS} rate_percent = 100 时以 422 拒绝：手续费将吞掉每一笔收款。`,
    params: {
      amount: '收取的金额（用于 fee 和 net_received），同时也是最终希望得到的金额（用于 charge_to_receive_amount）；0 或以上',
      rate_percent: `每笔收款的百分比手续费，不低于 0 且小于 100（默认为 ${DEFAULT_RATE}），以百分比表示（7.5 表示 7.5 %）`,
      fixed_fee: `每笔收款的固定手续费，0 或以上；默认为 ${DEFAULT_FIXED.toFixed(2)}`,
    },
  },
})
