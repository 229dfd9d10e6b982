import enCommon from './en/common.ts'
import esCommon from './es/common.ts'
import enNumber from './en/number.ts'
import esNumber from './es/number.ts'
import enEncode from './en/encode.ts'
import esEncode from './es/encode.ts'
import enPlatform from './en/platform.ts'
import enText from './en/text.ts'
import esText from './es/text.ts'
import enDatetime from './en/datetime.ts'
import esDatetime from './es/datetime.ts'
import enCalcFinance from './en/calc-finance.ts'
import esCalcFinance from './es/calc-finance.ts'
import enCalcMoney from './en/calc-money.ts'
import esCalcMoney from './es/calc-money.ts'
import enCalcHealth from './en/calc-health.ts'
import esCalcHealth from './es/calc-health.ts'
import enConvert from './en/convert.ts'
import esConvert from './es/convert.ts'
import enGenerate from './en/generate.ts'
import esGenerate from './es/generate.ts'
import enDevCrypto from './en/dev-crypto.ts'
import esDevCrypto from './es/dev-crypto.ts'
import enDevData from './en/dev-data.ts'
import esDevData from './es/dev-data.ts'
import enDevMarkup from './en/dev-markup.ts'
import enDevSystem from './en/dev-system.ts'
import enDevNetwork from './en/dev-network.ts'
import esDevMarkup from './es/dev-markup.ts'
import esDevSystem from './es/dev-system.ts'
import esDevNetwork from './es/dev-network.ts'
import esPlatform from './es/platform.ts'
import enWeb from './en/web.ts'
import esWeb from './es/web.ts'
import enFile from './en/file.ts'
import esFile from './es/file.ts'
import enFileEdit from './en/file-edit.ts'
import esFileEdit from './es/file-edit.ts'
import enFileConvert from './en/file-convert.ts'
import esFileConvert from './es/file-convert.ts'
import enPdf from './en/pdf.ts'
import esPdf from './es/pdf.ts'
import enPdfMake from './en/pdf-make.ts'
import esPdfMake from './es/pdf-make.ts'
import enPdfRender from './en/pdf-render.ts'
import esPdfRender from './es/pdf-render.ts'
import enOffice from './en/office.ts'
import esOffice from './es/office.ts'
import enGenerateMore from './en/generate-more.ts'
import esGenerateMore from './es/generate-more.ts'
import enDatesNumbers from './en/dates-numbers.ts'
import esDatesNumbers from './es/dates-numbers.ts'
import enDevValidators from './en/dev-validators.ts'
import esDevValidators from './es/dev-validators.ts'
import enImageTools from './en/image-tools.ts'
import esImageTools from './es/image-tools.ts'
import enPdfTools from './en/pdf-tools.ts'
import esPdfTools from './es/pdf-tools.ts'

const en = { ...enCommon, ...enPlatform, ...enNumber, ...enEncode, ...enDevCrypto, ...enDevData, ...enDevMarkup, ...enDevSystem, ...enDevNetwork, ...enText, ...enDatetime, ...enCalcFinance, ...enCalcMoney, ...enCalcHealth, ...enConvert, ...enGenerate, ...enWeb, ...enFile, ...enFileEdit, ...enFileConvert, ...enPdf, ...enPdfMake, ...enPdfRender, ...enOffice, ...enGenerateMore, ...enDatesNumbers, ...enDevValidators, ...enImageTools, ...enPdfTools }

export type MessageKey = keyof typeof en
export type MessageVars = Readonly<Record<string, string | number>>

/**
 * Adding a language is adding a folder of sections and a line here; the type checker then asks
 * every operation for its texts in it (OperationSpec in src/core/operation.ts).
 */
const catalogues = {
  en,
  es: { ...esCommon, ...esPlatform, ...esNumber, ...esEncode, ...esDevCrypto, ...esDevData, ...esDevMarkup, ...esDevSystem, ...esDevNetwork, ...esText, ...esDatetime, ...esCalcFinance, ...esCalcMoney, ...esCalcHealth, ...esConvert, ...esGenerate, ...esWeb, ...esFile, ...esFileEdit, ...esFileConvert, ...esPdf, ...esPdfMake, ...esPdfRender, ...esOffice, ...esGenerateMore, ...esDatesNumbers, ...esDevValidators, ...esImageTools, ...esPdfTools },
} satisfies Record<string, Readonly<Record<MessageKey, string>>>

export type Language = keyof typeof catalogues
/** The languages every operation is written in besides English, whose texts are the operation's own. */
export type Translation = Exclude<Language, typeof DEFAULT_LANGUAGE>

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[]
export const DEFAULT_LANGUAGE = 'en'
export const TRANSLATIONS = Object.keys(catalogues).filter((lang) => lang !== DEFAULT_LANGUAGE) as Translation[]
export const LANGUAGES: readonly string[] = Object.keys(catalogues)

export function isLanguage(lang: string): lang is Language {
  return Object.hasOwn(catalogues, lang)
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}

export function translate(lang: string, key: MessageKey, vars: MessageVars = {}): string {
  const catalogue: Readonly<Record<MessageKey, string>> = isLanguage(lang) ? catalogues[lang] : en
  const template = catalogue[key] ?? en[key] ?? key
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole)
}
