import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-money.ts'

export default {
  PERCENTAGE_OF_ZERO_WHOLE: 'b (o total) é 0, e nada pode ser uma porcentagem de 0 (a porcentagem divide pelo total); passe um total diferente de 0',
  PERCENTAGE_CHANGE_FROM_ZERO: 'from é 0, então a variação para {to} não tem porcentagem: uma variação percentual divide pelo valor original, e qualquer variação a partir de 0 é infinitamente grande; passe um valor original diferente de 0 ou leia a variação como a diferença simples {to}',
  MARGIN_ZERO_PRICE: 'price é 0, então não há margem: a margem é o lucro dividido pelo preço de venda; passe um preço acima de 0',
  MARKUP_ZERO_COST: 'cost é 0, e o markup é uma porcentagem do custo, então todo markup resulta em um preço de 0; passe um custo acima de 0 (para avaliar um preço sobre um custo de 0, use calc/margin)',
  PAYMENT_FEE_FULL_RATE: 'rate_percent é 100, então a taxa fica com toda a cobrança e nenhuma cobrança pode deixar {amount} depois das taxas; passe uma taxa abaixo de 100',
  CPM_NO_IMPRESSIONS: 'impressions é 0, então não há custo por mil impressões (ele divide pelas impressões); passe o número de impressões veiculadas, 1 ou mais',

  MARGIN_NO_COST_NOTE: 'cost é 0, então o markup (lucro dividido pelo custo) é indefinido e retornado como null; o preço inteiro é lucro',
  NET_WORTH_NO_ASSETS_NOTE: 'os ativos são 0, então o índice de endividamento (passivos divididos pelos ativos) é indefinido e retornado como null',
  CAPITAL_GAINS_LOSS_NOTE: 'a venda gerou uma perda de capital de {loss}, então nenhum imposto é devido; em muitos sistemas tributários, uma perda pode compensar outros ganhos de capital',
  CAPITAL_GAINS_NONE_NOTE: 'a venda não gerou ganho nem perda, então nenhum imposto é devido',
} satisfies Catalogue<typeof en>
