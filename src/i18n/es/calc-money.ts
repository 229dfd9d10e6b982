import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-money.ts'

export default {
  PERCENTAGE_OF_ZERO_WHOLE: 'b (el total) es 0, y nada puede ser un porcentaje de 0 (el porcentaje divide entre el total); indique un total distinto de 0',
  PERCENTAGE_CHANGE_FROM_ZERO: 'from es 0, así que el cambio a {to} no tiene porcentaje: una variación porcentual divide entre el valor original, y cualquier cambio desde 0 es infinitamente grande; indique un valor original distinto de 0, o lea el cambio como la diferencia simple {to}',
  MARGIN_ZERO_PRICE: 'price es 0, así que no hay margen: el margen es el beneficio dividido entre el precio de venta; indique un precio mayor que 0',
  MARKUP_ZERO_COST: 'cost es 0, y un recargo es un porcentaje del coste, así que cualquier recargo da un precio de 0; indique un coste mayor que 0 (para valorar un precio con coste 0, use calc/margin)',
  PAYMENT_FEE_FULL_RATE: 'rate_percent es 100, así que la comisión se lleva todo el cobro y ningún cobro deja {amount} después de comisiones; indique una tasa menor que 100',
  CPM_NO_IMPRESSIONS: 'impressions es 0, así que no hay coste por mil impresiones (se divide entre las impresiones); indique el número de impresiones servidas, 1 o más',

  MARGIN_NO_COST_NOTE: 'cost es 0, así que el recargo (beneficio dividido entre coste) no está definido y se da como null; todo el precio es beneficio',
  NET_WORTH_NO_ASSETS_NOTE: 'los activos son 0, así que el ratio de deuda (pasivos divididos entre activos) no está definido y se da como null',
  CAPITAL_GAINS_LOSS_NOTE: 'la venta tuvo una pérdida patrimonial de {loss}, así que no hay impuesto; en muchos sistemas fiscales una pérdida puede compensar otras ganancias',
  CAPITAL_GAINS_NONE_NOTE: 'la venta no tuvo ganancia ni pérdida, así que no hay impuesto',
} satisfies Catalogue<typeof en>
