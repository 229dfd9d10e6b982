import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-money.ts'

export default {
  PERCENTAGE_OF_ZERO_WHOLE: 'b（总数）为 0，任何值都不能是 0 的百分比（百分比要除以总数）；请传入非 0 的总数',
  PERCENTAGE_CHANGE_FROM_ZERO: 'from 为 0，因此变为 {to} 的变化没有百分比：百分比变化要除以原始值，而从 0 开始的任何变化都是无穷大；请传入非 0 的原始值，或将变化理解为简单差值 {to}',
  MARGIN_ZERO_PRICE: 'price 为 0，因此没有利润率：利润率是利润除以售价；请传入大于 0 的价格',
  MARKUP_ZERO_COST: 'cost 为 0，而加价率是成本的百分比，因此任何加价率得到的价格都是 0；请传入大于 0 的成本（若要评估成本为 0 时的价格，请使用 calc/margin）',
  PAYMENT_FEE_FULL_RATE: 'rate_percent 为 100，手续费会拿走全部收款，任何收款在扣除手续费后都无法剩下 {amount}；请传入小于 100 的费率',
  CPM_NO_IMPRESSIONS: 'impressions 为 0，因此没有千次展示费用（它要除以展示次数）；请传入实际展示次数，至少为 1',

  MARGIN_NO_COST_NOTE: 'cost 为 0，因此加价率（利润除以成本）无定义，返回 null；全部售价均为利润',
  NET_WORTH_NO_ASSETS_NOTE: '资产为 0，因此负债率（负债除以资产）无定义，返回 null',
  CAPITAL_GAINS_LOSS_NOTE: '此次出售产生了 {loss} 的资本损失，因此无需缴税；在许多税制中，亏损可以抵扣其他资本利得',
  CAPITAL_GAINS_NONE_NOTE: '此次出售既无收益也无亏损，因此无需缴税',
} satisfies Catalogue<typeof en>
