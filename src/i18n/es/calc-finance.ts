import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-finance.ts'

export default {
  FINANCE_NEGATIVE_AMOUNT: '{param} debe ser 0 o más: es una cantidad de dinero, y una cantidad negativa no tiene sentido aquí',
  FINANCE_RATE_BELOW_TOTAL_LOSS: '{param} debe ser -100 o más: una pérdida anual superior al 100 % se llevaría más de todo lo invertido; envíe un tipo entre -100 y 1000',
  FINANCE_YEARS_NOT_POSITIVE: '{param} debe ser mayor que 0: el dinero necesita un periodo de tiempo para crecer o devolverse; envíe el plazo en años, como 10 o 2.5',
  FINANCE_WHOLE_MONTHS: '{param} debe corresponder a un número entero de pagos mensuales, al menos uno: {years} años son {months} meses; envíe un múltiplo de 1/12 de año, como {suggestion} ({suggestionMonths} meses)',
  FINANCE_MONTHS_TOO_FEW: '{param} debe ser como mínimo 1: el cálculo se reparte en pagos mensuales, así que necesita al menos un mes',
  FINANCE_DOWN_PAYMENT_TOO_LARGE: 'down_payment ({down_payment}) debe ser menor que price ({price}): una entrada que cubre todo el precio no deja nada que financiar; reduzca down_payment u omítalo',
  FINANCE_CAGR_START: '{param} debe ser mayor que 0: la tasa de crecimiento es el cociente entre el valor final y el inicial, que no tiene sentido con un valor inicial de 0 o menos',
  FINANCE_CAGR_END: '{param} debe ser 0 o más: ninguna tasa de crecimiento anual constante convierte un valor inicial positivo en un valor final negativo',
  FINANCE_ROI_COST: '{param} debe ser mayor que 0: el ROI es la ganancia dividida entre el coste, y un coste de 0 o menos no puede dividirla',
  FINANCE_INFLATION_TOTAL_LOSS: '{param} debe ser mayor que -100: con un -100 % o menos los precios caerían a cero o por debajo, y no podría calcularse el valor actual de la cantidad',
  FINANCE_RULE72_RATE: '{param} debe ser mayor que 0: con un tipo del 0 % o menos el dinero nunca se duplica',
  FINANCE_REFINANCE_NO_SAVING: '{param} debe ser mayor que 0: sin un ahorro mensual los gastos de cierre nunca se recuperan, así que la refinanciación nunca alcanza el punto de equilibrio',
  FINANCE_BREAK_EVEN_NO_MARGIN: 'price ({price}) debe ser mayor que variable_cost ({variable_cost}): cada unidad vendida aporta {margin} (price − variable_cost) a los costes fijos, así que ningún número de unidades los cubre; suba price o reduzca variable_cost',
  FINANCE_DTI_INCOME: '{param} debe ser mayor que 0: el ratio divide la deuda mensual entre los ingresos mensuales',
} satisfies Catalogue<typeof en>
