/**
 * Phrases the operation texts share, per language: the same names and signatures in every
 * language, so an operation kit that writes many operations (unit conversions, image
 * conversions) writes them in every language from one place.
 */
import en from './en/phrases/index.ts'
import es from './es/phrases/index.ts'
import de from './de/phrases/index.ts'
import fr from './fr/phrases/index.ts'
import ptBr from './pt-br/phrases/index.ts'
import zhCn from './zh-cn/phrases/index.ts'
import type { Language } from './index.ts'

export type Phrases = typeof en

export const PHRASES: { readonly [L in Language]: Phrases } = { en, es, de, fr, 'pt-br': ptBr, 'zh-cn': zhCn }
