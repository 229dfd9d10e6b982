import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-finance.ts'

export default {
  FINANCE_NEGATIVE_AMOUNT: '{param} 必须大于或等于 0：它是一笔金额，负数金额在此没有意义',
  FINANCE_RATE_BELOW_TOTAL_LOSS: '{param} 必须大于或等于 -100：每年亏损超过 100 % 意味着亏掉的比全部投资还多；请发送 -100 到 1000 之间的利率',
  FINANCE_YEARS_NOT_POSITIVE: '{param} 必须大于 0：资金需要一段时间来增长或偿还；请以年为单位发送期限，例如 10 或 2.5',
  FINANCE_WHOLE_MONTHS: '{param} 必须对应整数个月供，至少一期：{years} 年为 {months} 个月；请发送 1/12 年的倍数，例如 {suggestion}（{suggestionMonths} 个月）',
  FINANCE_MONTHS_TOO_FEW: '{param} 必须至少为 1：计算按月分期进行，因此至少需要一个月',
  FINANCE_DOWN_PAYMENT_TOO_LARGE: 'down_payment（{down_payment}）必须小于 price（{price}）：首付覆盖全价时就没有需要借贷的金额；请降低 down_payment 或省略它',
  FINANCE_CAGR_START: '{param} 必须大于 0：增长率是期末值与期初值之比，期初值为 0 或负数时没有意义',
  FINANCE_CAGR_END: '{param} 必须大于或等于 0：任何恒定的年增长率都无法把正的期初值变成负的期末值',
  FINANCE_ROI_COST: '{param} 必须大于 0：ROI 是收益除以成本，成本为 0 或负数时无法作为除数',
  FINANCE_INFLATION_TOTAL_LOSS: '{param} 必须大于 -100：在 -100 % 或更低时，价格会降到零或零以下，无法计算该金额的现值',
  FINANCE_RULE72_RATE: '{param} 必须大于 0：利率为 0 % 或更低时，资金永远不会翻倍',
  FINANCE_REFINANCE_NO_SAVING: '{param} 必须大于 0：没有每月节省的金额，交割成本永远无法收回，再融资也就永远无法达到盈亏平衡',
  FINANCE_BREAK_EVEN_NO_MARGIN: 'price（{price}）必须大于 variable_cost（{variable_cost}）：每售出一件对固定成本的贡献为 {margin}（price − variable_cost），因此任何销量都无法覆盖固定成本；请提高 price 或降低 variable_cost',
  FINANCE_DTI_INCOME: '{param} 必须大于 0：该比率是月债务除以月收入',
} satisfies Catalogue<typeof en>
