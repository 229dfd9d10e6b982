import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf.ts'

export default {
  PDF_MERGE_NEEDS_TWO: 'La fusion nécessite au moins deux fichiers PDF\u00a0; envoyez-en deux ou plus dans files[] (seulement {count} reçu(s))',
  PDF_MERGE_TOO_MANY_PAGES: 'Ensemble, les fichiers comportent au moins {pages} pages, plus que la limite de {max}\u00a0; fusionnez moins de fichiers ou supprimez d\'abord des pages',
  PDF_DELETE_ALL_PAGES: 'pages sélectionne la totalité des {pages} pages de {name}\u00a0; au moins une page doit subsister, laissez donc au moins une page hors de la sélection',
  PDF_ORDER_DUPLICATE: '{param} mentionne la page {page} plus d\'une fois\u00a0; mentionnez chaque page au plus une fois',
  PDF_ALREADY_ENCRYPTED: '{name} est déjà protégé par un mot de passe\u00a0; supprimez-le d\'abord avec /api/v1/file/unlock-pdf, puis protégez le résultat',
  PDF_PASSWORD_REQUIRED: '{name} nécessite son mot de passe pour être ouvert\u00a0; envoyez-le dans le champ password',
  PDF_TOTAL_INFLATE_TOO_LARGE: 'les flux compressés de {name} se décompressent en plus de {max} octets au total, plus que ce que ce service lit dans un PDF\u00a0; il est refusé comme bombe de décompression (envoyez un fichier plus petit ou moins compressé)',
  PDF_SAME_PASSWORDS: 'owner_password est identique à password\u00a0: toute personne capable d\'ouvrir le fichier pourrait donc lever ses restrictions\u00a0; choisissez un owner_password différent ou omettez-le',
} satisfies Catalogue<typeof en>
