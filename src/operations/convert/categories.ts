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
      category: z.enum(UNIT_CATEGORIES).apply(described, {
        en: 'Slug of the category, the last segment of its conversion path',
        es: 'Slug de la categoría, el último segmento de su ruta de conversión',
        de: 'Slug der Kategorie, das letzte Segment ihres Umrechnungspfads',
        fr: 'Slug de la catégorie, le dernier segment de son chemin de conversion',
        'pt-br': 'Slug da categoria, o último segmento do seu caminho de conversão',
        'zh-cn': '类别的 slug，即其换算路径的最后一段',
      }),
      name: z.string().apply(described, {
        en: 'Name of the category, in English',
        es: 'Nombre de la categoría, en inglés',
        de: 'Name der Kategorie, auf Englisch',
        fr: 'Nom de la catégorie, en anglais',
        'pt-br': 'Nome da categoria, em inglês',
        'zh-cn': '类别名称（英文）',
      }),
      path: z.string().apply(described, {
        en: 'Path of its conversion operation, to GET with from, to and value',
        es: 'Ruta de su operación de conversión, para pedirla con GET y from, to y value',
        de: 'Pfad ihrer Umrechnungsoperation, per GET mit from, to und value abzurufen',
        fr: 'Chemin de son opération de conversion, à appeler en GET avec from, to et value',
        'pt-br': 'Caminho da sua operação de conversão, para consultar com GET e from, to e value',
        'zh-cn': '其换算操作的路径，使用 GET 并附带 from、to 和 value 调用',
      }),
      base_unit: z.string().apply(described, {
        en: 'Slug of the unit the factors are expressed in',
        es: 'Slug de la unidad en que se expresan los factores',
        de: 'Slug der Einheit, in der die Faktoren angegeben sind',
        fr: 'Slug de l\'unité dans laquelle les facteurs sont exprimés',
        'pt-br': 'Slug da unidade em que os fatores são expressos',
        'zh-cn': '各系数所用单位的 slug',
      }),
      conventions: z.string().apply(described, {
        en: 'Which variant of each unit is meant, in English',
        es: 'Qué variante de cada unidad se entiende, en inglés',
        de: 'Welche Variante jeder Einheit gemeint ist, auf Englisch',
        fr: 'La variante retenue pour chaque unité, en anglais',
        'pt-br': 'Qual variante de cada unidade é considerada, em inglês',
        'zh-cn': '各单位具体指哪种变体（英文）',
      }),
      units: z.array(z.object({
        slug: z.string().apply(described, {
          en: 'The unit\'s slug, as conversion results name it',
          es: 'Slug de la unidad, el nombre que le dan los resultados de conversión',
          de: 'Slug der Einheit, so wie die Umrechnungsergebnisse sie nennen',
          fr: 'Slug de l\'unité, tel que le nomment les résultats de conversion',
          'pt-br': 'Slug da unidade, o nome que os resultados de conversão lhe dão',
          'zh-cn': '单位的 slug，即换算结果中使用的名称',
        }),
        name: z.string().apply(described, {
          en: 'Name of the unit, in English',
          es: 'Nombre de la unidad, en inglés',
          de: 'Name der Einheit, auf Englisch',
          fr: 'Nom de l\'unité, en anglais',
          'pt-br': 'Nome da unidade, em inglês',
          'zh-cn': '单位名称（英文）',
        }),
        symbol: z.string().apply(described, {
          en: 'Its symbol, such as mi or °F',
          es: 'Su símbolo, como mi o °F',
          de: 'Ihr Symbol, etwa mi oder °F',
          fr: 'Son symbole, par exemple mi ou °F',
          'pt-br': 'Seu símbolo, como mi ou °F',
          'zh-cn': '其符号，例如 mi 或 °F',
        }),
        aliases: z.array(z.string()).apply(described, {
          en: 'Other spellings accepted in from and to (symbol, plural, alternative spellings)',
          es: 'Otras grafías aceptadas en from y to (símbolo, plural, grafías alternativas)',
          de: 'Weitere in from und to akzeptierte Schreibweisen (Symbol, Plural, alternative Schreibweisen)',
          fr: 'Autres graphies acceptées dans from et to (symbole, pluriel, variantes orthographiques)',
          'pt-br': 'Outras grafias aceitas em from e to (símbolo, plural, grafias alternativas)',
          'zh-cn': 'from 和 to 中可接受的其他写法（符号、复数形式、其他拼写）',
        }),
        factor: z.number().nullable().apply(described, {
          en: 'One unit expressed in the base unit, as a double; null for temperature, which converts by formula',
          es: 'Una unidad expresada en la unidad base, como double; null para la temperatura, que se convierte por fórmula',
          de: 'Eine Einheit, ausgedrückt in der Basiseinheit, als double; null bei der Temperatur, die per Formel umgerechnet wird',
          fr: 'Une unité exprimée dans l\'unité de base, sous forme de double\u00a0; null pour la température, qui se convertit par formule',
          'pt-br': 'Uma unidade expressa na unidade base, como double; null para a temperatura, que é convertida por fórmula',
          'zh-cn': '一个该单位折合的基本单位数，为 double 值；温度按公式换算，此值为 null',
        }),
        definition: z.string().apply(described, {
          en: 'The exact definition, such as "1 mi = 1609.344 m" or "K = (°F + 459.67) × 5/9"',
          es: 'La definición exacta, como "1 mi = 1609.344 m" o "K = (°F + 459.67) × 5/9"',
          de: 'Die exakte Definition, etwa "1 mi = 1609.344 m" oder "K = (°F + 459.67) × 5/9"',
          fr: 'La définition exacte, par exemple "1 mi = 1609.344 m" ou "K = (°F + 459.67) × 5/9"',
          'pt-br': 'A definição exata, como "1 mi = 1609.344 m" ou "K = (°F + 459.67) × 5/9"',
          'zh-cn': '精确定义，例如 "1 mi = 1609.344 m" 或 "K = (°F + 459.67) × 5/9"',
        }),
      })).apply(described, {
        en: 'The units of the category, in a stable order',
        es: 'Las unidades de la categoría, en un orden estable',
        de: 'Die Einheiten der Kategorie, in fester Reihenfolge',
        fr: 'Les unités de la catégorie, dans un ordre stable',
        'pt-br': 'As unidades da categoria, em uma ordem estável',
        'zh-cn': '该类别的单位，按固定顺序排列',
      }),
    })).apply(described, {
      en: 'Every unit category, in a stable order',
      es: 'Todas las categorías de unidades, en un orden estable',
      de: 'Alle Einheitenkategorien, in fester Reihenfolge',
      fr: 'Toutes les catégories d\'unités, dans un ordre stable',
      'pt-br': 'Todas as categorias de unidades, em uma ordem estável',
      'zh-cn': '所有单位类别，按固定顺序排列',
    }),
  }),
  examples: [
    { title: 'all categories', params: {} },
  ],
  run: () => ({ categories: listing }),
  es: {
    summary: 'Lista todas las categorías de unidades y sus unidades',
    description: `Devuelve { categories: [...] } en un orden estable. Cada categoría tiene category (su slug, el último segmento de su ruta de conversión), name, path (pídala con GET y from, to y value), base_unit (el slug en que se expresan los factores), conventions (qué variante de cada unidad se entiende) y units. Cada unidad tiene slug (el nombre que le dan los resultados), name, symbol, aliases (otras grafías aceptadas en from y to), factor (una unidad expresada en la unidad base, como double; null para la temperatura, que se convierte por fórmula) y definition (la definición exacta, como "1 mi = 1609.344 m"). Las monedas no aparecen aquí: consulte /api/v1/convert/currency. Las conversiones se calculan de forma exacta y devuelven result con toda la precisión de un double y display con ${DISPLAY_DIGITS} cifras significativas.`,
  },
  de: {
    summary: 'Listet alle Einheitenkategorien und ihre Einheiten auf',
    description: `Gibt { categories: [...] } in einer festen Reihenfolge zurück. Jede Kategorie hat category (ihr Slug, das letzte Segment ihres Umrechnungspfads), name, path (per GET mit from, to und value abrufen), base_unit (der Slug der Einheit, in der die Faktoren angegeben sind), conventions (welche Variante jeder Einheit gemeint ist) und units. Jede Einheit hat slug (der Name, den ihr die Ergebnisse geben), name, symbol, aliases (weitere Schreibweisen, die in from und to akzeptiert werden), factor (eine Einheit, ausgedrückt in der Basiseinheit, als double; null bei der Temperatur, die per Formel umgerechnet wird) und definition (die exakte Definition, etwa "1 mi = 1609.344 m"). Währungen sind hier nicht aufgeführt: siehe /api/v1/convert/currency. Umrechnungen werden exakt berechnet und geben result mit voller double-Genauigkeit und display mit ${DISPLAY_DIGITS} signifikanten Stellen aus.`,
  },
  fr: {
    summary: 'Liste toutes les catégories d\'unités et leurs unités',
    description: `Renvoie { categories: [...] } dans un ordre stable. Chaque catégorie comporte category (son slug, le dernier segment de son chemin de conversion), name, path (à appeler en GET avec from, to et value), base_unit (le slug de l'unité dans laquelle les facteurs sont exprimés), conventions (la variante retenue pour chaque unité) et units. Chaque unité comporte slug (le nom que lui donnent les résultats), name, symbol, aliases (les autres graphies acceptées dans from et to), factor (une unité exprimée dans l'unité de base, sous forme de double\u00a0; null pour la température, qui se convertit par formule) et definition (la définition exacte, par exemple "1 mi = 1609.344 m"). Les devises ne figurent pas ici\u00a0: consultez /api/v1/convert/currency. Les conversions sont calculées de façon exacte et renvoient result avec toute la précision d'un double et display avec ${DISPLAY_DIGITS} chiffres significatifs.`,
  },
  'pt-br': {
    summary: 'Lista todas as categorias de unidades e suas unidades',
    description: `Retorna { categories: [...] } em uma ordem estável. Cada categoria tem category (seu slug, o último segmento do seu caminho de conversão), name, path (consulte-o com GET e from, to e value), base_unit (o slug da unidade em que os fatores são expressos), conventions (qual variante de cada unidade é considerada) e units. Cada unidade tem slug (o nome que os resultados lhe dão), name, symbol, aliases (outras grafias aceitas em from e to), factor (uma unidade expressa na unidade base, como double; null para a temperatura, que é convertida por fórmula) e definition (a definição exata, como "1 mi = 1609.344 m"). As moedas não aparecem aqui: consulte /api/v1/convert/currency. As conversões são calculadas de forma exata e retornam result com a precisão total de um double e display com ${DISPLAY_DIGITS} algarismos significativos.`,
  },
  'zh-cn': {
    summary: '列出所有单位类别及其单位',
    description: `按固定顺序返回 { categories: [...] }。每个类别包含 category（其 slug，即其换算路径的最后一段）、name、path（使用 GET 并附带 from、to 和 value 调用）、base_unit（各系数所用单位的 slug）、conventions（各单位具体指哪种变体）和 units。每个单位包含 slug（换算结果中使用的名称）、name、symbol、aliases（from 和 to 中可接受的其他写法）、factor（一个该单位折合的基本单位数，为 double 值；温度按公式换算，此值为 null）和 definition（精确定义，例如 "1 mi = 1609.344 m"）。此处不列出货币：请参阅 /api/v1/convert/currency。换算按精确值进行，result 以完整的 double 精度给出，display 保留 ${DISPLAY_DIGITS} 位有效数字。`,
  },
})
