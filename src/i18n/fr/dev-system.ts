import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-system.ts'

export default {
  CHMOD_INVALID: '"{value}" n\'est pas un mode de fichier\u00a0; envoyez trois ou quatre chiffres octaux (755, 0644, 4755) ou neuf lettres de permission (rwxr-xr-x, rwsr-xr-t)',
  HTTP_STATUS_UNASSIGNED: '{code} n\'est pas attribué dans le registre IANA HTTP Status Code Registry\u00a0; il appartiendrait à la classe {range}\u00a0; envoyez un code enregistré (la description les énumère)',
  MIME_EXTENSION_UNKNOWN: 'Aucun type de média n\'utilise l\'extension .{extension} dans mime-db\u00a0; vérifiez l\'orthographe, ou envoyez le type de média lui-même',
  MIME_TYPE_UNKNOWN: '{type} ne figure pas dans mime-db\u00a0; vérifiez l\'orthographe (type/sous-type, par exemple image/png)',
  MIME_VALUE_INVALID: '"{value}" n\'est ni une extension (png, .png), ni un nom de fichier (photo.png), ni un type de média (image/png)\u00a0; envoyez l\'un de ces éléments',
} satisfies Catalogue<typeof en>
