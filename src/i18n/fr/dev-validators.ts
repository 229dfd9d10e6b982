import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-validators.ts'

export default {
  VALIDATE_VALUE_EMPTY: '{param} est vide\u00a0; envoyez la valeur à vérifier',
  PHONE_COUNTRY_NEEDED: 'value n\'a pas d\'indicatif téléphonique de pays et aucun pays n\'a été indiqué, il ne peut donc pas être lu\u00a0; écrivez le numéro avec + et son indicatif (+34 612 34 56 78) ou envoyez country en deux lettres (ES, US, GB…)',
  PHONE_COUNTRY_UNKNOWN: 'country "{country}" n\'est pas une région dotée d\'un plan de numérotation téléphonique\u00a0; envoyez un code ISO 3166 à deux lettres tel que US, GB, ES ou DE, ou omettez-le lorsque le numéro commence par +',
} satisfies Catalogue<typeof en>
