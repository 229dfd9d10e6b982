import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf.ts'

export default {
  PDF_MERGE_NEEDS_TWO: 'Para unir hacen falta al menos dos archivos PDF; envíe dos o más en files[] (solo llegaron {count})',
  PDF_MERGE_TOO_MANY_PAGES: 'Entre todos los archivos suman al menos {pages} páginas, más que el límite de {max}; una menos archivos o quite páginas antes',
  PDF_DELETE_ALL_PAGES: 'pages selecciona las {pages} páginas de {name}; debe quedar al menos una página, así que deje al menos una fuera de la selección',
  PDF_ORDER_DUPLICATE: '{param} indica la página {page} más de una vez; indique cada página como mucho una vez',
  PDF_ALREADY_ENCRYPTED: '{name} ya está protegido con contraseña; quítela antes con /api/v1/file/unlock-pdf y proteja después el resultado',
  PDF_PASSWORD_REQUIRED: 'Hace falta la contraseña de {name} para abrirlo; envíela en el campo password',
  PDF_TOTAL_INFLATE_TOO_LARGE: 'los flujos comprimidos de {name} se descomprimen a más de {max} bytes en total, más de lo que este servicio lee de un PDF; se rechaza como bomba de descompresión (envíe un archivo más pequeño o menos comprimido)',
  PDF_SAME_PASSWORDS: 'owner_password es igual que password, así que cualquiera que pueda abrir el archivo podría quitar sus restricciones; elija otra owner_password o no la envíe',
} satisfies Catalogue<typeof en>
