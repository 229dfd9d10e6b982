import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { DISPLAY_DIGITS, listCategories, UNIT_CATEGORIES } from '../../lib/numbers/units.ts'

const listing = listCategories()

export default defineOperation({
  category: 'convert',
  name: 'categories',
  input: 'query',
  summary: 'List every unit category and its units',
  description: 'Returns { categories: [...] } in a stable order. Each category has category (its slug, the last segment of its conversion path), '
    + 'name, path (GET it with from, to and value), base_unit (the slug factors are expressed in), conventions (which variant of each unit is meant) '
    + 'and units. Each unit has slug (what results name it), name, symbol, aliases (other spellings accepted in from and to), '
    + 'factor (one unit in the base unit, as a double; null for temperature, which converts by formula) and definition (the exact definition, '
    + 'such as "1 mi = 1609.344 m"). Currencies are not listed here: see /api/v1/convert/currency. '
    + `Conversions compute exactly and report result at full double precision and display to ${DISPLAY_DIGITS} significant digits.`,
  params: z.object({}),
  result: z.object({
    categories: z.array(z.object({
      category: z.enum(UNIT_CATEGORIES).apply(described, { en: 'Slug of the category, the last segment of its conversion path', es: 'Slug de la categoría, el último segmento de su ruta de conversión' }),
      name: z.string().apply(described, { en: 'Name of the category, in English', es: 'Nombre de la categoría, en inglés' }),
      path: z.string().apply(described, { en: 'Path of its conversion operation, to GET with from, to and value', es: 'Ruta de su operación de conversión, para pedirla con GET y from, to y value' }),
      base_unit: z.string().apply(described, { en: 'Slug of the unit the factors are expressed in', es: 'Slug de la unidad en que se expresan los factores' }),
      conventions: z.string().apply(described, { en: 'Which variant of each unit is meant, in English', es: 'Qué variante de cada unidad se entiende, en inglés' }),
      units: z.array(z.object({
        slug: z.string().apply(described, { en: 'The unit\'s slug, as conversion results name it', es: 'Slug de la unidad, el nombre que le dan los resultados de conversión' }),
        name: z.string().apply(described, { en: 'Name of the unit, in English', es: 'Nombre de la unidad, en inglés' }),
        symbol: z.string().apply(described, { en: 'Its symbol, such as mi or °F', es: 'Su símbolo, como mi o °F' }),
        aliases: z.array(z.string()).apply(described, { en: 'Other spellings accepted in from and to (symbol, plural, alternative spellings)', es: 'Otras grafías aceptadas en from y to (símbolo, plural, grafías alternativas)' }),
        factor: z.number().nullable().apply(described, { en: 'One unit expressed in the base unit, as a double; null for temperature, which converts by formula', es: 'Una unidad expresada en la unidad base, como double; null para la temperatura, que se convierte por fórmula' }),
        definition: z.string().apply(described, { en: 'The exact definition, such as "1 mi = 1609.344 m" or "K = (°F + 459.67) × 5/9"', es: 'La definición exacta, como "1 mi = 1609.344 m" o "K = (°F + 459.67) × 5/9"' }),
      })).apply(described, { en: 'The units of the category, in a stable order', es: 'Las unidades de la categoría, en un orden estable' }),
    })).apply(described, { en: 'Every unit category, in a stable order', es: 'Todas las categorías de unidades, en un orden estable' }),
  }),
  examples: [
    { title: 'all categories', params: {} },
  ],
  run: () => ({ categories: listing }),
  es: {
    summary: 'Lista todas las categorías de unidades y sus unidades',
    description: `Devuelve { categories: [...] } en un orden estable. Cada categoría tiene category (su slug, el último segmento de su ruta de conversión), name, path (pídala con GET y from, to y value), base_unit (el slug en que se expresan los factores), conventions (qué variante de cada unidad se entiende) y units. Cada unidad tiene slug (el nombre que le dan los resultados), name, symbol, aliases (otras grafías aceptadas en from y to), factor (una unidad expresada en la unidad base, como double; null para la temperatura, que se convierte por fórmula) y definition (la definición exacta, como "1 mi = 1609.344 m"). Las monedas no aparecen aquí: consulte /api/v1/convert/currency. Las conversiones se calculan de forma exacta y devuelven result con toda la precisión de un double y display con ${DISPLAY_DIGITS} cifras significativas.`,
  },
})
