import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-system.ts'

export default {
  CHMOD_INVALID: '"{value}" no es un modo de archivo; envíe tres o cuatro dígitos octales (755, 0644, 4755) o nueve letras de permisos (rwxr-xr-x, rwsr-xr-t)',
  HTTP_STATUS_UNASSIGNED: '{code} no está asignado en el registro de códigos de estado HTTP de IANA; pertenecería a la clase {range}; envíe un código registrado (la descripción los enumera)',
  MIME_EXTENSION_UNKNOWN: 'Ningún tipo de medio usa la extensión .{extension} en mime-db; compruebe cómo está escrita, o envíe el tipo de medio',
  MIME_TYPE_UNKNOWN: '{type} no está en mime-db; compruebe cómo está escrito (tipo/subtipo, como image/png)',
  MIME_VALUE_INVALID: '"{value}" no es una extensión (png, .png), un nombre de archivo (photo.png) ni un tipo de medio (image/png); envíe uno de ellos',
} satisfies Catalogue<typeof en>
