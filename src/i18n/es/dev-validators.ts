import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-validators.ts'

export default {
  VALIDATE_VALUE_EMPTY: '{param} está vacío; envíe el valor que quiere comprobar',
  PHONE_COUNTRY_NEEDED: 'value no tiene prefijo internacional y no se indicó country, así que no se puede leer; escriba el número con + y su prefijo (+34 612 34 56 78) o envíe country con dos letras (ES, US, GB…)',
  PHONE_COUNTRY_UNKNOWN: 'country "{country}" no es una región con plan de numeración telefónica; envíe un código ISO 3166 de dos letras como US, GB, ES o DE, u omítalo si el número empieza por +',
} satisfies Catalogue<typeof en>
