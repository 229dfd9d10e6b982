import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-validators.ts'

export default {
  VALIDATE_VALUE_EMPTY: '{param} está vazio; envie o valor a ser verificado',
  PHONE_COUNTRY_NEEDED: 'value não tem código de discagem do país e nenhum country foi informado, então não pode ser lido; escreva o número com + e o código de discagem (+34 612 34 56 78) ou envie country com duas letras (ES, US, GB…)',
  PHONE_COUNTRY_UNKNOWN: 'country "{country}" não é uma região com plano de numeração telefônica; envie um código ISO 3166 de duas letras, como US, GB, ES ou DE, ou omita-o quando o número começar com +',
} satisfies Catalogue<typeof en>
