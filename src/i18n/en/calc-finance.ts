// Messages of the finance calculators (interest, loans, investments, business ratios). Each says
// why the input cannot be computed and what to send instead. {param} is the parameter's name.
export default {
  FINANCE_NEGATIVE_AMOUNT: '{param} must be 0 or more: it is an amount of money, and a negative amount has no meaning here',
  FINANCE_RATE_BELOW_TOTAL_LOSS: '{param} must be -100 or more: a yearly loss above 100 % would take more than everything invested; send a rate from -100 to 1000',
  FINANCE_YEARS_NOT_POSITIVE: '{param} must be greater than 0: the money needs a period of time to grow or be repaid over; send the term in years, such as 10 or 2.5',
  FINANCE_WHOLE_MONTHS: '{param} must come to a whole number of monthly payments, at least one: {years} years is {months} months; send a multiple of 1/12 year, such as {suggestion} ({suggestionMonths} months)',
  FINANCE_MONTHS_TOO_FEW: '{param} must be at least 1: the calculation is spread over monthly payments, so it needs at least one month',
  FINANCE_DOWN_PAYMENT_TOO_LARGE: 'down_payment ({down_payment}) must be less than price ({price}): a down payment that covers the whole price leaves nothing to borrow; lower down_payment or leave it out',
  FINANCE_CAGR_START: '{param} must be greater than 0: the growth rate is the ratio of end to start, which has no meaning for a start of 0 or less',
  FINANCE_CAGR_END: '{param} must be 0 or more: no constant yearly growth rate turns a positive start into a negative end',
  FINANCE_ROI_COST: '{param} must be greater than 0: ROI is the gain divided by the cost, and a cost of 0 or less cannot divide it',
  FINANCE_INFLATION_TOTAL_LOSS: '{param} must be greater than -100: at -100 % or less prices would fall to zero or below, and today\'s value of the amount could not be computed',
  FINANCE_RULE72_RATE: '{param} must be greater than 0: at a rate of 0 % or less money never doubles',
  FINANCE_REFINANCE_NO_SAVING: '{param} must be greater than 0: without a monthly saving the closing costs are never recovered, so refinancing never breaks even',
  FINANCE_BREAK_EVEN_NO_MARGIN: 'price ({price}) must be greater than variable_cost ({variable_cost}): each unit sold contributes {margin} (price − variable_cost) towards the fixed costs, so no number of units covers them; raise price or lower variable_cost',
  FINANCE_DTI_INCOME: '{param} must be greater than 0: the ratio divides the monthly debt by the monthly income',
} as const
