import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, money } from '../../lib/calc/calc.ts'
import { ceilCents, centsDifference, percentOf, withDefault } from '../../lib/money/pricing.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
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
    fee: moneyFigure({ en: 'What the processor keeps from a charge of amount, amount × rate_percent / 100 + fixed_fee', es: 'Lo que retiene el procesador de pagos de un cobro de amount, amount × rate_percent / 100 + fixed_fee' }),
    net_received: moneyFigure({ en: 'What a charge of amount leaves, amount − fee; negative when the fee exceeds it', es: 'Lo que deja un cobro de amount, amount − fee; negativo cuando la comisión lo supera' }),
    charge_to_receive_amount: z.number().min(0).apply(described, { en: 'What to charge so that amount is left after fees, (amount + fixed_fee) / (1 − rate_percent / 100), in the currency of the inputs, rounded up to the cent', es: 'Lo que hay que cobrar para que quede amount tras las comisiones, (amount + fixed_fee) / (1 − rate_percent / 100), en la moneda de los datos de entrada, con redondeo hacia arriba al céntimo' }),
    fee_on_charge: moneyFigure({ en: 'The fee on charge_to_receive_amount', es: 'La comisión sobre charge_to_receive_amount' }),
    received_from_charge: moneyFigure({ en: 'What charge_to_receive_amount leaves after its fee; amount or a cent or so more', es: 'Lo que deja charge_to_receive_amount tras su comisión; amount o alrededor de un céntimo más' }),
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
})
