import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-system.ts'

export default {
  CHMOD_INVALID: '"{value}" não é um modo de arquivo; envie três ou quatro dígitos octais (755, 0644, 4755) ou nove letras de permissão (rwxr-xr-x, rwsr-xr-t)',
  HTTP_STATUS_UNASSIGNED: '{code} não está atribuído no IANA HTTP Status Code Registry; pertenceria à classe {range}; envie um código registrado (a descrição os lista)',
  MIME_EXTENSION_UNKNOWN: 'Nenhum tipo de mídia usa a extensão .{extension} no mime-db; verifique a grafia ou envie o próprio tipo de mídia',
  MIME_TYPE_UNKNOWN: '{type} não está no mime-db; verifique a grafia (tipo/subtipo, como image/png)',
  MIME_VALUE_INVALID: '"{value}" não é uma extensão (png, .png), um nome de arquivo (photo.png) nem um tipo de mídia (image/png); envie um desses',
} satisfies Catalogue<typeof en>
