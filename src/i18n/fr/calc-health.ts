import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-health.ts'

export default {
  HEALTH_WEIGHT_RANGE: '{param} doit être un poids corporel en kilogrammes, supérieur à 0 et au plus égal à 1000 (pour 154 lb, envoyez 69.9)',
  HEALTH_HEIGHT_RANGE: '{param} doit être une taille en centimètres, de 50 à 300 (pour 1,75 m, envoyez 175\u00a0; pour 5 ft 9 in, envoyez 175.3)',
  HEALTH_CIRCUMFERENCE_RANGE: '{param} doit être un tour en centimètres, supérieur à 0 et au plus égal à 300 (pour 15 in, envoyez 38.1)',
  HEALTH_AGE_RANGE: '{param} doit être un âge en années, de 0 à 150',
  HEALTH_BMR_NOT_POSITIVE: 'l\'équation de Mifflin-St Jeor donne {bmr} kcal par jour pour ce poids, cette taille et cet âge, ce qui n\'est pas un métabolisme de base\u00a0; vérifiez que weight est en kilogrammes, height en centimètres et age en années',

  IDEAL_WEIGHT_TOO_SHORT: 'pour une taille de {height} cm, certaines formules de poids idéal donnent 0 kg ou moins\u00a0: ce sont des droites conçues pour les adultes de 5 ft (152,4 cm) et plus\u00a0; height doit être d\'au moins {min} cm pour gender={gender}',

  BODY_FAT_HIP_REQUIRED: 'hip est obligatoire lorsque gender vaut female\u00a0: la formule de l\'US Navy pour les femmes utilise le tour de hanches (en centimètres, au point le plus large)',
  BODY_FAT_WAIST_NECK: 'waist ({waist} cm) doit être supérieur à neck ({neck} cm)\u00a0: la formule de l\'US Navy pour les hommes prend le logarithme de waist − neck\u00a0; mesurez la taille au niveau du nombril et le cou juste sous le larynx',
  BODY_FAT_WAIST_HIP_NECK: 'waist + hip ({waist} + {hip} cm) doit être supérieur à neck ({neck} cm)\u00a0: la formule de l\'US Navy pour les femmes prend le logarithme de waist + hip − neck\u00a0; vérifiez les mesures',
  BODY_FAT_OUT_OF_RANGE: 'ces mesures donnent un taux de masse grasse de {value} %, ce qu\'aucun corps n\'a\u00a0; vérifiez que height, neck, waist et hip sont en centimètres et mesurés là où la méthode l\'indique (cou sous le larynx, taille au niveau du nombril pour les hommes ou au point le plus étroit pour les femmes, hanches au point le plus large)',

  AGE_DATE_FORMAT: '{param} doit être une date au format AAAA-MM-JJ, par exemple 1990-07-15\u00a0; "{value}" n\'en est pas une',
  AGE_DATE_MONTH: '{param} vaut {value}, mais {month} n\'est pas un mois\u00a0; écrivez le mois de 01 à 12',
  AGE_DATE_DAY: '{param} vaut {value}, mais ce mois compte {days} jours\u00a0: le jour {day} n\'existe donc pas',
  AGE_BIRTH_AFTER_AT: 'birthdate {birthdate} est postérieure à at ({at})\u00a0; l\'âge est compté de la date de naissance jusqu\'à une date ultérieure (at vaut par défaut aujourd\'hui, en UTC)',

  STATS_NO_NUMBERS: '{param} ne contient que des séparateurs\u00a0; envoyez des nombres séparés par des virgules ou des espaces, par exemple 1, 2.5, 3',
  STATS_TOO_MANY: '{param} contient {count} nombres\u00a0; au plus {max} sont acceptés par appel',
  STATS_NOT_A_NUMBER: 'l\'élément {position} de {param}, "{item}", n\'est pas un nombre\u00a0; séparez les nombres par des virgules ou des espaces et écrivez les décimales avec un point, par exemple 2.5',
  STATS_NUMBER_TOO_LARGE: 'l\'élément {position} de {param}, "{item}", dépasse le plus grand nombre avec lequel ce service peut calculer (environ 1.8e308)',
  STATS_SD_TOO_FEW: 'un écart type nécessite au moins 2 nombres (la formule de l\'échantillon divise par n − 1), mais {param} en contient {count}',

  QUADRATIC_A_ZERO: 'a ne doit pas valoir 0\u00a0: ce serait une équation linéaire, bx + c = 0, dont la racine est −c / b',

  FUEL_EFFICIENCY_POSITIVE: '{param} doit être supérieur à 0\u00a0: c\'est la distance parcourue par unité de carburant (ou, avec efficiency_unit=fuel-per-100, le carburant consommé pour 100 unités de distance), et aucun véhicule ne roule avec 0',

  SPEED_NONE: 'transmettez deux valeurs parmi distance, time et speed, et la troisième est calculée\u00a0; aucune n\'a été fournie',
  SPEED_ONE: 'transmettez deux valeurs parmi distance, time et speed, et la troisième est calculée\u00a0; seul le paramètre {given} a été fourni',
  SPEED_THREE: 'transmettez seulement deux valeurs parmi distance, time et speed\u00a0: la troisième en est déduite, omettez-en donc une',
  SPEED_TIME_POSITIVE: '{param} doit être supérieur à 0\u00a0: la vitesse est la distance / le temps, et aucune distance n\'est parcourue en un temps nul',
  SPEED_ZERO: 'une vitesse de 0 ne parcourt jamais une distance de {distance}, aucun temps ne peut donc être calculé\u00a0; indiquez une vitesse supérieure à 0',

  PACE_DISTANCE_POSITIVE: '{param} doit être supérieur à 0\u00a0: l\'allure est le temps par unité de distance, on divise donc par la distance',
  PACE_MINUTES_POSITIVE: '{param} doit être supérieur à 0\u00a0: c\'est le temps mis pour parcourir la distance, en minutes',

  SALARY_BOTH: 'transmettez soit hourly, soit annual, pas les deux\u00a0: l\'autre est calculé à partir de celui-ci',
  SALARY_NEITHER: 'transmettez hourly (le salaire horaire) ou annual (le salaire annuel)\u00a0: les autres montants sont calculés à partir de celui-ci',

  TAKE_HOME_NEGATIVE: 'les retenues ({deductions}) dépassent le salaire restant après impôt ({after_tax})\u00a0; vérifiez que gross, tax_rate et deductions portent sur la même période',

  ADSENSE_PAGEVIEWS_NEGATIVE: '{param} doit être supérieur ou égal à 0\u00a0: il compte des pages vues',
} satisfies Catalogue<typeof en>
