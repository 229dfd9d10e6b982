import type { LoremIpsum } from 'lorem-ipsum'
import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'

const OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.'

// Placeholder text needs no secure randomness: the generator's default Math.random is used.
// Made with the first call: the library is not worth start-up time.
let generator: Promise<LoremIpsum> | undefined
const loremGenerator = () => (generator ??= import('lorem-ipsum').then(({ LoremIpsum }) => new LoremIpsum({
  sentencesPerParagraph: { min: 4, max: 8 },
  wordsPerSentence: { min: 4, max: 16 },
})))

export default defineOperation({
  category: 'generate',
  name: 'lorem',
  input: 'query',
  summary: 'Generate lorem ipsum placeholder paragraphs',
  description: 'Paragraphs of 4 to 8 sentences of 4 to 16 pseudo-Latin words each, different on every call. '
    + `By default the first paragraph opens with the classic "${OPENING}". `
    + 'The result lists the paragraphs and also gives them as one text separated by blank lines (\\n\\n), with its word count.',
  params: z.object({
    paragraphs: z.number().int().min(1).max(20).default(3).describe('Number of paragraphs, 1 to 20; default 3'),
    start_with_lorem: z.boolean().default(true)
      .describe(`1 (default) opens the first paragraph with "${OPENING}"; 0 starts with random words`),
  }),
  result: z.object({
    paragraphs: z.array(z.string()).apply(described, {
      en: 'The paragraphs, one string each',
      es: 'Los párrafos, una cadena cada uno',
      de: 'Die Absätze, jeweils eine Zeichenfolge',
      fr: 'Les paragraphes, une chaîne chacun',
      'pt-br': 'Os parágrafos, uma cadeia de caracteres cada',
      'zh-cn': '各段落，每段一个字符串',
    }),
    text: z.string().apply(described, {
      en: 'The paragraphs joined by a blank line (\\n\\n)',
      es: 'Los párrafos unidos por una línea en blanco (\\n\\n)',
      de: 'Die Absätze, durch je eine Leerzeile verbunden (\\n\\n)',
      fr: 'Les paragraphes réunis par une ligne vide (\\n\\n)',
      'pt-br': 'Os parágrafos unidos por uma linha em branco (\\n\\n)',
      'zh-cn': '以空行（\\n\\n）连接的各段落',
    }),
    word_count: z.number().int().min(1).apply(described, {
      en: 'Number of words in text (runs of characters between white space)',
      es: 'Número de palabras de text (secuencias de caracteres entre espacios en blanco)',
      de: 'Anzahl der Wörter in text (Zeichenfolgen zwischen Leerraum)',
      fr: 'Nombre de mots de text (suites de caractères entre des blancs)',
      'pt-br': 'Número de palavras de text (sequências de caracteres entre espaços em branco)',
      'zh-cn': 'text 中的单词数（空白之间的连续字符）',
    }),
  }),
  chain: { gives: 'result.text' },
  examples: [
    { title: 'three paragraphs', params: {} },
    { title: 'one paragraph without the classic opening', params: { paragraphs: 1, start_with_lorem: 0 } },
  ],
  run: async ({ paragraphs: count, start_with_lorem: classic }) => {
    const lorem = await loremGenerator()
    const paragraphs = Array.from({ length: count }, () => lorem.generateParagraphs(1))
    if (classic) paragraphs[0] = `${OPENING} ${paragraphs[0]}`
    const text = paragraphs.join('\n\n')
    return { paragraphs, text, word_count: text.split(/\s+/).filter(Boolean).length }
  },
  es: {
    summary: 'Genera párrafos de texto de relleno lorem ipsum',
    description: `Párrafos de 4 a 8 oraciones de 4 a 16 palabras en pseudolatín cada una, distintos en cada llamada. Por defecto el primer párrafo empieza con el clásico "${OPENING}". El resultado lista los párrafos y los da también como un solo texto separado por líneas en blanco (\\n\\n), con su número de palabras.`,
    params: {
      paragraphs: 'Número de párrafos, de 1 a 20; por defecto 3',
      start_with_lorem: `1 (por defecto) empieza el primer párrafo con "${OPENING}"; 0 empieza con palabras aleatorias`,
    },
  },
  de: {
    summary: 'Erzeugt Absätze mit Lorem-ipsum-Blindtext',
    description: `Absätze aus 4 bis 8 Sätzen mit jeweils 4 bis 16 pseudolateinischen Wörtern, bei jedem Aufruf anders. Standardmäßig beginnt der erste Absatz mit dem klassischen „${OPENING}“. Das Ergebnis listet die Absätze auf und liefert sie außerdem als einen Text, durch Leerzeilen getrennt (\\n\\n), mit seiner Wortanzahl.`,
    params: {
      paragraphs: 'Anzahl der Absätze, 1 bis 20; Standard: 3',
      start_with_lorem: `1 (Standard) beginnt den ersten Absatz mit „${OPENING}“; 0 beginnt mit zufälligen Wörtern`,
    },
  },
  fr: {
    summary: 'Génère des paragraphes de texte de remplissage lorem ipsum',
    description: `Des paragraphes de 4 à 8 phrases de 4 à 16 mots pseudo-latins chacune, différents à chaque appel. Par défaut, le premier paragraphe commence par le classique « ${OPENING} ». Le résultat liste les paragraphes et les donne aussi sous forme d'un seul texte séparé par des lignes vides (\\n\\n), avec son nombre de mots.`,
    params: {
      paragraphs: 'Nombre de paragraphes, de 1 à 20\u00a0; 3 par défaut',
      start_with_lorem: `1 (par défaut) commence le premier paragraphe par « ${OPENING} »\u00a0; 0 commence par des mots aléatoires`,
    },
  },
  'pt-br': {
    summary: 'Gera parágrafos de texto de preenchimento lorem ipsum',
    description: `Parágrafos de 4 a 8 frases de 4 a 16 palavras em pseudolatim cada, diferentes a cada chamada. Por padrão, o primeiro parágrafo começa com o clássico "${OPENING}". O resultado lista os parágrafos e também os fornece como um único texto separado por linhas em branco (\\n\\n), com a contagem de palavras.`,
    params: {
      paragraphs: 'Número de parágrafos, de 1 a 20; padrão 3',
      start_with_lorem: `1 (padrão) inicia o primeiro parágrafo com "${OPENING}"; 0 começa com palavras aleatórias`,
    },
  },
  'zh-cn': {
    summary: '生成 lorem ipsum 占位段落',
    description: `生成的段落每段 4 到 8 句，每句 4 到 16 个伪拉丁语单词，每次调用的结果都不同。默认情况下，第一段以经典的“${OPENING}”开头。结果列出各段落，同时将它们合并为一段以空行（\\n\\n）分隔的文本，并给出其单词数。`,
    params: {
      paragraphs: '段落数，1 到 20；默认 3',
      start_with_lorem: `1（默认）表示第一段以“${OPENING}”开头；0 表示以随机单词开头`,
    },
  },
})
