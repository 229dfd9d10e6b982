import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-finance.ts'

export default {
  FINANCE_NEGATIVE_AMOUNT: '{param} deve ser 0 ou mais: é um valor em dinheiro, e um valor negativo não tem significado aqui',
  FINANCE_RATE_BELOW_TOTAL_LOSS: '{param} deve ser -100 ou mais: uma perda anual acima de 100 % levaria mais do que todo o valor investido; envie uma taxa de -100 a 1000',
  FINANCE_YEARS_NOT_POSITIVE: '{param} deve ser maior que 0: o dinheiro precisa de um período para render ou ser pago; envie o prazo em anos, como 10 ou 2.5',
  FINANCE_WHOLE_MONTHS: '{param} deve corresponder a um número inteiro de parcelas mensais, pelo menos uma: {years} anos são {months} meses; envie um múltiplo de 1/12 de ano, como {suggestion} ({suggestionMonths} meses)',
  FINANCE_MONTHS_TOO_FEW: '{param} deve ser pelo menos 1: o cálculo é distribuído em parcelas mensais, portanto precisa de pelo menos um mês',
  FINANCE_DOWN_PAYMENT_TOO_LARGE: 'down_payment ({down_payment}) deve ser menor que price ({price}): uma entrada que cobre o preço inteiro não deixa nada para financiar; reduza down_payment ou omita-o',
  FINANCE_CAGR_START: '{param} deve ser maior que 0: a taxa de crescimento é a razão entre o final e o início, que não tem significado para um início de 0 ou menos',
  FINANCE_CAGR_END: '{param} deve ser 0 ou mais: nenhuma taxa de crescimento anual constante transforma um início positivo em um final negativo',
  FINANCE_ROI_COST: '{param} deve ser maior que 0: o ROI é o ganho dividido pelo custo, e um custo de 0 ou menos não pode dividi-lo',
  FINANCE_INFLATION_TOTAL_LOSS: '{param} deve ser maior que -100: a -100 % ou menos, os preços cairiam a zero ou abaixo disso, e o valor atual da quantia não poderia ser calculado',
  FINANCE_RULE72_RATE: '{param} deve ser maior que 0: a uma taxa de 0 % ou menos, o dinheiro nunca dobra',
  FINANCE_REFINANCE_NO_SAVING: '{param} deve ser maior que 0: sem uma economia mensal, os custos de fechamento nunca são recuperados, então o refinanciamento nunca chega ao ponto de equilíbrio',
  FINANCE_BREAK_EVEN_NO_MARGIN: 'price ({price}) deve ser maior que variable_cost ({variable_cost}): cada unidade vendida contribui com {margin} (price − variable_cost) para os custos fixos, então nenhuma quantidade de unidades os cobre; aumente price ou reduza variable_cost',
  FINANCE_DTI_INCOME: '{param} deve ser maior que 0: o índice divide a dívida mensal pela renda mensal',
} satisfies Catalogue<typeof en>
