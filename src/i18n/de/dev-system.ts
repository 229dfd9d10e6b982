import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-system.ts'

export default {
  CHMOD_INVALID: '"{value}" ist kein Dateimodus; senden Sie drei oder vier Oktalziffern (755, 0644, 4755) oder neun Berechtigungsbuchstaben (rwxr-xr-x, rwsr-xr-t)',
  HTTP_STATUS_UNASSIGNED: '{code} ist in der IANA HTTP Status Code Registry nicht vergeben; der Code gehörte zur Klasse {range}; senden Sie einen registrierten Code (die Beschreibung listet sie auf)',
  MIME_EXTENSION_UNKNOWN: 'Kein Medientyp in mime-db verwendet die Erweiterung .{extension}; prüfen Sie die Schreibweise, oder senden Sie den Medientyp selbst',
  MIME_TYPE_UNKNOWN: '{type} ist nicht in mime-db enthalten; prüfen Sie die Schreibweise (Typ/Untertyp, etwa image/png)',
  MIME_VALUE_INVALID: '"{value}" ist weder eine Erweiterung (png, .png) noch ein Dateiname (photo.png) noch ein Medientyp (image/png); senden Sie eines davon',
} satisfies Catalogue<typeof en>
