import type { Category } from '../../../core/operation.ts'

/** Each category's title and one-line description in English. */
export default {
  convert: { title: 'Conversions', about: 'Unit and currency conversion.' },
  dev: { title: 'Developer tools', about: 'Hashing, encoding and data-format tools for developers.' },
  text: { title: 'Text', about: 'Text transforms and statistics.' },
  calc: { title: 'Calculators', about: 'Financial, health and everyday calculators.' },
  web: { title: 'Web lookups', about: 'Lookups against public web sites and DNS.' },
  generate: { title: 'Generators', about: 'Passwords, identifiers, colours, QR codes and barcodes.' },
  encode: { title: 'Encodings', about: 'Encodings and decodings of text.' },
  datetime: { title: 'Dates and times', about: 'Dates, times and time zones.' },
  number: { title: 'Numbers', about: 'Number bases, numerals, words and exact integer arithmetic.' },
  file: { title: 'Files', about: 'Image, PDF and office file conversion by upload.' },
} satisfies Record<Category, { title: string; about: string }>
