// Messages of the percentage, price and tax calculators (calc/percentage … calc/cpm).
// Keys ending in _NOTE are not errors: they fill the `note` field of a result.
export default {
  PERCENTAGE_OF_ZERO_WHOLE: 'b (the whole) is 0, and nothing can be a percentage of 0 (the percentage divides by the whole); pass a whole other than 0',
  PERCENTAGE_CHANGE_FROM_ZERO: 'from is 0, so the change to {to} has no percentage: a percentage change divides by the original value, and any change from 0 is infinitely large; pass an original value other than 0, or read the change as the plain difference {to}',
  MARGIN_ZERO_PRICE: 'price is 0, so there is no margin: margin is profit divided by the selling price; pass a price above 0',
  MARKUP_ZERO_COST: 'cost is 0, and a markup is a percentage of the cost, so every markup gives a price of 0; pass a cost above 0 (to judge a price on a cost of 0, use calc/margin)',
  PAYMENT_FEE_FULL_RATE: 'rate_percent is 100, so the fee takes the whole charge and no charge can leave {amount} after fees; pass a rate below 100',
  CPM_NO_IMPRESSIONS: 'impressions is 0, so there is no cost per thousand impressions (it divides by the impressions); pass the number of impressions served, 1 or more',

  MARGIN_NO_COST_NOTE: 'cost is 0, so markup (profit divided by cost) is undefined and given as null; the whole price is profit',
  NET_WORTH_NO_ASSETS_NOTE: 'assets are 0, so the debt ratio (liabilities divided by assets) is undefined and given as null',
  CAPITAL_GAINS_LOSS_NOTE: 'the sale made a capital loss of {loss}, so no tax is due; in many tax systems a loss can offset other capital gains',
  CAPITAL_GAINS_NONE_NOTE: 'the sale made neither a gain nor a loss, so no tax is due',
} as const
