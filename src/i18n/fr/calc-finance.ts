import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-finance.ts'

export default {
  FINANCE_NEGATIVE_AMOUNT: '{param} doit être supérieur ou égal à 0\u00a0: c\'est une somme d\'argent, et une somme négative n\'a pas de sens ici',
  FINANCE_RATE_BELOW_TOTAL_LOSS: '{param} doit être supérieur ou égal à -100\u00a0: une perte annuelle de plus de 100 % emporterait plus que la totalité du capital investi\u00a0; envoyez un taux compris entre -100 et 1000',
  FINANCE_YEARS_NOT_POSITIVE: '{param} doit être supérieur à 0\u00a0: l\'argent a besoin d\'une durée pour croître ou être remboursé\u00a0; envoyez la durée en années, par exemple 10 ou 2.5',
  FINANCE_WHOLE_MONTHS: '{param} doit correspondre à un nombre entier de mensualités, au moins une\u00a0: {years} ans font {months} mois\u00a0; envoyez un multiple de 1/12 d\'année, par exemple {suggestion} ({suggestionMonths} mois)',
  FINANCE_MONTHS_TOO_FEW: '{param} doit être au moins égal à 1\u00a0: le calcul est réparti en mensualités, il faut donc au moins un mois',
  FINANCE_DOWN_PAYMENT_TOO_LARGE: 'down_payment ({down_payment}) doit être inférieur à price ({price})\u00a0: un apport qui couvre la totalité du prix ne laisse rien à emprunter\u00a0; réduisez down_payment ou omettez-le',
  FINANCE_CAGR_START: '{param} doit être supérieur à 0\u00a0: le taux de croissance est le rapport entre la valeur finale et la valeur initiale, qui n\'a pas de sens pour une valeur initiale nulle ou négative',
  FINANCE_CAGR_END: '{param} doit être supérieur ou égal à 0\u00a0: aucun taux de croissance annuel constant ne transforme une valeur initiale positive en valeur finale négative',
  FINANCE_ROI_COST: '{param} doit être supérieur à 0\u00a0: le ROI est le gain divisé par le coût, et un coût nul ou négatif ne peut pas servir de diviseur',
  FINANCE_INFLATION_TOTAL_LOSS: '{param} doit être supérieur à -100\u00a0: à -100 % ou moins, les prix tomberaient à zéro ou en dessous, et la valeur actuelle du montant ne pourrait pas être calculée',
  FINANCE_RULE72_RATE: '{param} doit être supérieur à 0\u00a0: à un taux de 0 % ou moins, l\'argent ne double jamais',
  FINANCE_REFINANCE_NO_SAVING: '{param} doit être supérieur à 0\u00a0: sans économie mensuelle, les frais de clôture ne sont jamais récupérés et le refinancement n\'atteint jamais son seuil de rentabilité',
  FINANCE_BREAK_EVEN_NO_MARGIN: 'price ({price}) doit être supérieur à variable_cost ({variable_cost})\u00a0: chaque unité vendue contribue à hauteur de {margin} (price − variable_cost) aux coûts fixes, aucun nombre d\'unités ne peut donc les couvrir\u00a0; augmentez price ou réduisez variable_cost',
  FINANCE_DTI_INCOME: '{param} doit être supérieur à 0\u00a0: le ratio divise la dette mensuelle par le revenu mensuel',
} satisfies Catalogue<typeof en>
