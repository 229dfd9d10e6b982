import type { Category } from '../../../core/operation.ts'
import { same } from '../../../i18n/same.ts'

/** Each category's title and one-line description in French. */
export default {
  convert: { title: same('Conversions'), about: 'Conversion d\'unités et de devises.' },
  dev: { title: 'Outils de développement', about: 'Hachage, encodage et formats de données pour les développeurs.' },
  text: { title: 'Texte', about: 'Transformations et statistiques de texte.' },
  calc: { title: 'Calculatrices', about: 'Calculatrices financières, de santé et du quotidien.' },
  web: { title: 'Recherches web', about: 'Recherches sur des sites web publics et dans le DNS.' },
  generate: { title: 'Générateurs', about: 'Mots de passe, identifiants, couleurs, codes QR et codes-barres.' },
  encode: { title: 'Encodages', about: 'Encodage et décodage de texte.' },
  datetime: { title: 'Dates et heures', about: 'Dates, heures et fuseaux horaires.' },
  number: { title: 'Nombres', about: 'Bases de numération, chiffres romains, nombres en toutes lettres et arithmétique entière exacte.' },
  file: { title: 'Fichiers', about: 'Conversion d\'images, de PDF et de documents bureautiques par chargement.' },
} satisfies Record<Category, { title: string; about: string }>
