import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-money.ts'

export default {
  PERCENTAGE_OF_ZERO_WHOLE: 'b (le total) vaut 0, et rien ne peut être un pourcentage de 0 (le pourcentage divise par le total)\u00a0; transmettez un total différent de 0',
  PERCENTAGE_CHANGE_FROM_ZERO: 'from vaut 0, la variation vers {to} n\'a donc pas de pourcentage\u00a0: une variation en pourcentage divise par la valeur d\'origine, et toute variation à partir de 0 est infiniment grande\u00a0; transmettez une valeur d\'origine différente de 0, ou lisez la variation comme la simple différence {to}',
  MARGIN_ZERO_PRICE: 'price vaut 0, il n\'y a donc pas de marge\u00a0: la marge est le bénéfice divisé par le prix de vente\u00a0; transmettez un prix supérieur à 0',
  MARKUP_ZERO_COST: 'cost vaut 0, et une majoration est un pourcentage du coût\u00a0: toute majoration donne donc un prix de 0\u00a0; transmettez un coût supérieur à 0 (pour évaluer un prix avec un coût nul, utilisez calc/margin)',
  PAYMENT_FEE_FULL_RATE: 'rate_percent vaut 100\u00a0: les frais absorbent donc la totalité du montant débité, et aucun débit ne peut laisser {amount} après frais\u00a0; transmettez un taux inférieur à 100',
  CPM_NO_IMPRESSIONS: 'impressions vaut 0, il n\'y a donc pas de coût pour mille impressions (il divise par les impressions)\u00a0; transmettez le nombre d\'impressions diffusées, 1 ou plus',

  MARGIN_NO_COST_NOTE: 'cost vaut 0, la majoration (bénéfice divisé par le coût) n\'est donc pas définie et vaut null\u00a0; la totalité du prix est du bénéfice',
  NET_WORTH_NO_ASSETS_NOTE: 'les actifs valent 0, le ratio d\'endettement (passifs divisés par actifs) n\'est donc pas défini et vaut null',
  CAPITAL_GAINS_LOSS_NOTE: 'la vente a généré une moins-value de {loss}, aucun impôt n\'est donc dû\u00a0; dans de nombreux systèmes fiscaux, une moins-value peut compenser d\'autres plus-values',
  CAPITAL_GAINS_NONE_NOTE: 'la vente n\'a généré ni plus-value ni moins-value, aucun impôt n\'est donc dû',
} satisfies Catalogue<typeof en>
