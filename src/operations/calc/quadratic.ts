import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible } from '../../lib/calc/calc.ts'
import { roundSignificant, SIGNIFICANT_DIGITS } from '../../lib/calc/stats.ts'
import { calcResult } from '../kits/calc-results.ts'

const r = roundSignificant

const NATURES = ['two_real', 'one_real', 'complex'] as const
const OPENINGS = ['up', 'down'] as const

/**
 * Real roots without cancellation: q = −(b + sign(b)·√D) / 2 adds two numbers of the same sign,
 * then x1 = q / a and x2 = c / q (Numerical Recipes, 3rd ed., §5.6). The textbook
 * (−b ± √D) / 2a loses the small root when b² ≫ 4ac.
 */
function realRoots(a: number, b: number, c: number, discriminant: number): number[] {
  if (discriminant === 0) return [-b / (2 * a)]
  const q = -(b + (b < 0 ? -1 : 1) * Math.sqrt(discriminant)) / 2
  return [q / a, c / q].sort((x, y) => x - y)
}

/**
 * b² − 4ac carries a rounding error of a few units in the last place of its larger term, so a
 * difference within that error is a repeated root: (x + 0.1)² = x² + 0.2x + 0.01 gives
 * 6.9e-18, not 0, because 0.2 and 0.01 have no exact binary form.
 */
function settle(discriminant: number, bSquared: number, fourAc: number): number {
  const tolerance = 8 * Number.EPSILON * Math.max(Math.abs(bSquared), Math.abs(fourAc))
  return Math.abs(discriminant) <= tolerance ? 0 : discriminant
}

const params = z.object({
  a: calcParam.number('Coefficient of x²; must not be 0'),
  b: calcParam.number('Coefficient of x'),
  c: calcParam.number('Constant term'),
})

export default defineOperation({
  category: 'calc',
  name: 'quadratic',
  input: 'query',
  summary: 'Solve ax² + bx + c = 0: real or complex roots, discriminant and vertex',
  description: 'discriminant = b² − 4ac. Above 0: two real roots, ascending; 0: one repeated real root; below 0: two complex conjugate roots '
    + 'x = re ± im·i, given as {re, im}. real_roots and complex_roots are both present and one of them is empty; nature says which case applies '
    + '(two_real, one_real or complex). Real roots use the cancellation-free form q = −(b + sign(b)·√D) / 2, x1 = q / a, x2 = c / q, '
    + 'so a tiny root next to a large one keeps its precision. The vertex of the parabola y = ax² + bx + c is (−b / 2a, c − b² / 4a), '
    + 'axis_of_symmetry the x of the vertex, and opens is up when a > 0. A discriminant within the rounding error of b² and 4ac '
    + '(within 8 × 2⁻⁵² of the larger, relatively) counts as 0, so (x + 0.1)² = x² + 0.2x + 0.01 has one root. Figures are reported to '
    + `${SIGNIFICANT_DIGITS} significant digits. a must not be 0 (the equation would be linear).`,
  params,
  result: calcResult(params, {
    discriminant: z.number().apply(described, {
      en: `b² − 4ac, to ${SIGNIFICANT_DIGITS} significant digits; 0 when within the rounding error of b² and 4ac`,
      es: `b² − 4ac, con ${SIGNIFICANT_DIGITS} cifras significativas; 0 cuando está dentro del error de redondeo de b² y 4ac`,
      de: `b² − 4ac, auf ${SIGNIFICANT_DIGITS} signifikante Stellen; 0, wenn innerhalb des Rundungsfehlers von b² und 4ac`,
      fr: `b² − 4ac, avec ${SIGNIFICANT_DIGITS} chiffres significatifs\u00a0; 0 s'il est compris dans l'erreur d'arrondi de b² et 4ac`,
      'pt-br': `b² − 4ac, com ${SIGNIFICANT_DIGITS} algarismos significativos; 0 quando está dentro do erro de arredondamento de b² e 4ac`,
      'zh-cn': `b² − 4ac，保留 ${SIGNIFICANT_DIGITS} 位有效数字；在 b² 和 4ac 的舍入误差范围内时为 0`,
    }),
    nature: z.enum(NATURES).apply(described, {
      en: 'Which case applies: two real roots, one repeated real root, or two complex conjugate roots',
      es: 'Qué caso se da: dos raíces reales, una raíz real doble o dos raíces complejas conjugadas',
      de: 'Welcher Fall vorliegt: zwei reelle Lösungen, eine doppelte reelle Lösung oder zwei konjugiert komplexe Lösungen',
      fr: 'Le cas qui s\'applique\u00a0: deux racines réelles, une racine réelle double ou deux racines complexes conjuguées',
      'pt-br': 'Qual caso se aplica: duas raízes reais, uma raiz real dupla ou duas raízes complexas conjugadas',
      'zh-cn': '属于哪种情况：两个实根、一个二重实根或两个共轭复根',
    }),
    real_roots: z.array(z.number()).max(2).apply(described, {
      en: `The real roots, ascending, to ${SIGNIFICANT_DIGITS} significant digits: two, one (repeated) or none (complex case)`,
      es: `Las raíces reales, en orden ascendente, con ${SIGNIFICANT_DIGITS} cifras significativas: dos, una (doble) o ninguna (caso complejo)`,
      de: `Die reellen Lösungen, aufsteigend, auf ${SIGNIFICANT_DIGITS} signifikante Stellen: zwei, eine (doppelte) oder keine (komplexer Fall)`,
      fr: `Les racines réelles, par ordre croissant, avec ${SIGNIFICANT_DIGITS} chiffres significatifs\u00a0: deux, une (double) ou aucune (cas complexe)`,
      'pt-br': `As raízes reais, em ordem crescente, com ${SIGNIFICANT_DIGITS} algarismos significativos: duas, uma (dupla) ou nenhuma (caso complexo)`,
      'zh-cn': `实根，按升序排列，保留 ${SIGNIFICANT_DIGITS} 位有效数字：两个、一个（二重根）或没有（复数情况）`,
    }),
    complex_roots: z.array(z.object({
      re: z.number().apply(described, {
        en: `Real part, to ${SIGNIFICANT_DIGITS} significant digits`,
        es: `Parte real, con ${SIGNIFICANT_DIGITS} cifras significativas`,
        de: `Realteil, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
        fr: `Partie réelle, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
        'pt-br': `Parte real, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
        'zh-cn': `实部，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
      }),
      im: z.number().apply(described, {
        en: `Imaginary part, to ${SIGNIFICANT_DIGITS} significant digits`,
        es: `Parte imaginaria, con ${SIGNIFICANT_DIGITS} cifras significativas`,
        de: `Imaginärteil, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
        fr: `Partie imaginaire, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
        'pt-br': `Parte imaginária, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
        'zh-cn': `虚部，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
      }),
    })).max(2).apply(described, {
      en: 'The complex conjugate roots re ± im·i, positive imaginary part first; empty unless nature is complex',
      es: 'Las raíces complejas conjugadas re ± im·i, primero la de parte imaginaria positiva; vacío salvo que nature sea complex',
      de: 'Die konjugiert komplexen Lösungen re ± im·i, die mit positivem Imaginärteil zuerst; leer, außer wenn nature complex ist',
      fr: 'Les racines complexes conjuguées re ± im·i, celle de partie imaginaire positive en premier\u00a0; vide sauf si nature vaut complex',
      'pt-br': 'As raízes complexas conjugadas re ± im·i, primeiro a de parte imaginária positiva; vazio, a menos que nature seja complex',
      'zh-cn': '共轭复根 re ± im·i，虚部为正者在前；nature 不为 complex 时为空',
    }),
    vertex: z.object({
      x: z.number().apply(described, {
        en: `x of the vertex, −b / 2a, to ${SIGNIFICANT_DIGITS} significant digits`,
        es: `x del vértice, −b / 2a, con ${SIGNIFICANT_DIGITS} cifras significativas`,
        de: `x des Scheitelpunkts, −b / 2a, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
        fr: `Abscisse du sommet, −b / 2a, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
        'pt-br': `x do vértice, −b / 2a, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
        'zh-cn': `顶点的 x 坐标，−b / 2a，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
      }),
      y: z.number().apply(described, {
        en: `y of the vertex, c − b² / 4a, to ${SIGNIFICANT_DIGITS} significant digits`,
        es: `y del vértice, c − b² / 4a, con ${SIGNIFICANT_DIGITS} cifras significativas`,
        de: `y des Scheitelpunkts, c − b² / 4a, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
        fr: `Ordonnée du sommet, c − b² / 4a, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
        'pt-br': `y do vértice, c − b² / 4a, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
        'zh-cn': `顶点的 y 坐标，c − b² / 4a，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
      }),
    }).apply(described, {
      en: 'The vertex of the parabola y = ax² + bx + c',
      es: 'El vértice de la parábola y = ax² + bx + c',
      de: 'Der Scheitelpunkt der Parabel y = ax² + bx + c',
      fr: 'Le sommet de la parabole y = ax² + bx + c',
      'pt-br': 'O vértice da parábola y = ax² + bx + c',
      'zh-cn': '抛物线 y = ax² + bx + c 的顶点',
    }),
    axis_of_symmetry: z.number().apply(described, {
      en: `The line x = −b / 2a the parabola is symmetric about, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `La recta x = −b / 2a respecto a la que la parábola es simétrica, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Die Gerade x = −b / 2a, zu der die Parabel symmetrisch ist, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `La droite x = −b / 2a par rapport à laquelle la parabole est symétrique, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `A reta x = −b / 2a em relação à qual a parábola é simétrica, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `抛物线的对称轴 x = −b / 2a，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    opens: z.enum(OPENINGS).apply(described, {
      en: 'up when a > 0, down when a < 0',
      es: 'up cuando a > 0, down cuando a < 0',
      de: 'up, wenn a > 0, down, wenn a < 0',
      fr: 'up si a > 0, down si a < 0',
      'pt-br': 'up quando a > 0, down quando a < 0',
      'zh-cn': 'a > 0 时为 up，a < 0 时为 down',
    }),
  }),
  examples: [
    {
      title: 'x² − 3x + 2 = 0',
      params: { a: 1, b: -3, c: 2 },
      result: { discriminant: 1, nature: 'two_real', real_roots: [1, 2], complex_roots: [], vertex: { x: 1.5, y: -0.25 }, axis_of_symmetry: 1.5, opens: 'up' },
    },
    {
      title: 'x² + 2x + 5 = 0 (complex roots −1 ± 2i)',
      params: { a: 1, b: 2, c: 5 },
      result: { discriminant: -16, nature: 'complex', real_roots: [], complex_roots: [{ re: -1, im: 2 }, { re: -1, im: -2 }], vertex: { x: -1, y: 4 } },
    },
    { title: 'x² − 4x + 4 = 0 (repeated root)', params: { a: 1, b: -4, c: 4 }, result: { discriminant: 0, nature: 'one_real', real_roots: [2] } },
  ],
  run: ({ a, b, c }) => {
    if (a === 0) impossible('QUADRATIC_A_ZERO')
    const discriminant = settle(finite(b * b - 4 * a * c, 'discriminant'), b * b, 4 * a * c)
    const vertexX = finite(-b / (2 * a), 'vertex')
    const vertexY = finite(c - (b * b) / (4 * a), 'vertex')
    const complex = discriminant < 0
    const re = vertexX
    const im = complex ? Math.sqrt(-discriminant) / (2 * Math.abs(a)) : 0
    const nature: (typeof NATURES)[number] = complex ? 'complex' : discriminant === 0 ? 'one_real' : 'two_real'
    const opens: (typeof OPENINGS)[number] = a > 0 ? 'up' : 'down'
    return {
      inputs: { a, b, c },
      discriminant: r(discriminant),
      nature,
      real_roots: complex ? [] : realRoots(a, b, c, discriminant).map((x) => r(finite(x, 'root'))),
      complex_roots: complex ? [{ re: r(re), im: r(im) }, { re: r(re), im: r(-im) }] : [],
      vertex: { x: r(vertexX), y: r(vertexY) },
      axis_of_symmetry: r(vertexX),
      opens,
      formula: 'D = b² − 4ac; x = q / a and c / q with q = −(b + sign(b)√D) / 2; vertex (−b / 2a, c − b² / 4a)',
    }
  },
  es: {
    summary: 'Resuelve ax² + bx + c = 0: raíces reales o complejas, discriminante y vértice',
    description: `discriminant = b² − 4ac. Mayor que 0: dos raíces reales, en orden ascendente; 0: una raíz real doble; menor que 0: dos raíces complejas conjugadas x = re ± im·i, dadas como {re, im}. real_roots y complex_roots están siempre presentes y uno de los dos está vacío; nature indica qué caso se da (two_real, one_real o complex). Las raíces reales usan la forma sin cancelación q = −(b + sign(b)·√D) / 2, x1 = q / a, x2 = c / q, de modo que una raíz diminuta junto a una grande conserva su precisión. El vértice de la parábola y = ax² + bx + c es (−b / 2a, c − b² / 4a), axis_of_symmetry es la x del vértice, y opens es up cuando a > 0. Un discriminante dentro del error de redondeo de b² y 4ac (a menos de 8 × 2⁻⁵² del mayor, en términos relativos) cuenta como 0, así que (x + 0.1)² = x² + 0.2x + 0.01 tiene una raíz. Las cifras se dan con ${SIGNIFICANT_DIGITS} cifras significativas. a no puede ser 0 (la ecuación sería lineal).`,
    params: {
      a: 'Coeficiente de x²; no puede ser 0',
      b: 'Coeficiente de x',
      c: 'Término independiente',
    },
  },
  de: {
    summary: 'ax² + bx + c = 0 lösen: reelle oder komplexe Lösungen, Diskriminante und Scheitelpunkt',
    description: `discriminant = b² − 4ac. Größer als 0: zwei reelle Lösungen, aufsteigend; 0: eine doppelte reelle Lösung; kleiner als 0: zwei konjugiert komplexe Lösungen x = re ± im·i, angegeben als {re, im}. real_roots und complex_roots sind immer beide vorhanden, und eines davon ist leer; nature gibt an, welcher Fall vorliegt (two_real, one_real oder complex). Reelle Lösungen verwenden die auslöschungsfreie Form q = −(b + sign(b)·√D) / 2, x1 = q / a, x2 = c / q, sodass eine winzige Lösung neben einer großen ihre Genauigkeit behält. Der Scheitelpunkt der Parabel y = ax² + bx + c ist (−b / 2a, c − b² / 4a), axis_of_symmetry ist das x des Scheitelpunkts, und opens ist up, wenn a > 0. Eine Diskriminante innerhalb des Rundungsfehlers von b² und 4ac (relativ innerhalb von 8 × 2⁻⁵² des größeren Werts) gilt als 0, sodass (x + 0.1)² = x² + 0.2x + 0.01 eine Lösung hat. Die Werte werden auf ${SIGNIFICANT_DIGITS} signifikante Stellen angegeben. a darf nicht 0 sein (die Gleichung wäre linear).`,
    params: {
      a: 'Koeffizient von x²; darf nicht 0 sein',
      b: 'Koeffizient von x',
      c: 'Konstantes Glied',
    },
  },
  fr: {
    summary: 'Résout ax² + bx + c = 0\u00a0: racines réelles ou complexes, discriminant et sommet',
    description: `discriminant = b² − 4ac. Supérieur à 0\u00a0: deux racines réelles, par ordre croissant\u00a0; égal à 0\u00a0: une racine réelle double\u00a0; inférieur à 0\u00a0: deux racines complexes conjuguées x = re ± im·i, données sous la forme {re, im}. real_roots et complex_roots sont toujours présents et l'un des deux est vide\u00a0; nature indique le cas qui s'applique (two_real, one_real ou complex). Les racines réelles utilisent la forme sans perte par annulation q = −(b + sign(b)·√D) / 2, x1 = q / a, x2 = c / q, si bien qu'une racine minuscule à côté d'une grande conserve sa précision. Le sommet de la parabole y = ax² + bx + c est (−b / 2a, c − b² / 4a), axis_of_symmetry est l'abscisse du sommet et opens vaut up lorsque a > 0. Un discriminant compris dans l'erreur d'arrondi de b² et 4ac (à moins de 8 × 2⁻⁵² du plus grand, en valeur relative) compte comme 0\u00a0: (x + 0.1)² = x² + 0.2x + 0.01 a donc une seule racine. Les valeurs sont données avec ${SIGNIFICANT_DIGITS} chiffres significatifs. a ne doit pas valoir 0 (l'équation serait linéaire).`,
    params: {
      a: 'Coefficient de x²\u00a0; ne doit pas valoir 0',
      b: 'Coefficient de x',
      c: 'Terme constant',
    },
  },
  'pt-br': {
    summary: 'Resolve ax² + bx + c = 0: raízes reais ou complexas, discriminante e vértice',
    description: `discriminant = b² − 4ac. Maior que 0: duas raízes reais, em ordem crescente; 0: uma raiz real dupla; menor que 0: duas raízes complexas conjugadas x = re ± im·i, dadas como {re, im}. real_roots e complex_roots estão sempre presentes e um deles fica vazio; nature indica qual caso se aplica (two_real, one_real ou complex). As raízes reais usam a forma sem cancelamento q = −(b + sign(b)·√D) / 2, x1 = q / a, x2 = c / q, de modo que uma raiz minúscula ao lado de uma grande mantém sua precisão. O vértice da parábola y = ax² + bx + c é (−b / 2a, c − b² / 4a), axis_of_symmetry é o x do vértice, e opens é up quando a > 0. Um discriminante dentro do erro de arredondamento de b² e 4ac (a menos de 8 × 2⁻⁵² do maior, em termos relativos) conta como 0, então (x + 0.1)² = x² + 0.2x + 0.01 tem uma raiz. Os valores são informados com ${SIGNIFICANT_DIGITS} algarismos significativos. a não pode ser 0 (a equação seria linear).`,
    params: {
      a: 'Coeficiente de x²; não pode ser 0',
      b: 'Coeficiente do termo em x',
      c: 'Termo independente',
    },
  },
  'zh-cn': {
    summary: '求解 ax² + bx + c = 0：实根或复根、判别式和顶点',
    description: `discriminant = b² − 4ac。大于 0：两个实根，按升序排列；等于 0：一个二重实根；小于 0：两个共轭复根 x = re ± im·i，以 {re, im} 的形式给出。real_roots 和 complex_roots 始终同时存在，其中一个为空；nature 表示属于哪种情况（two_real、one_real 或 complex）。实根采用无相消误差的形式 q = −(b + sign(b)·√D) / 2，x1 = q / a，x2 = c / q，因此与大根并存的极小根也能保持精度。抛物线 y = ax² + bx + c 的顶点为 (−b / 2a, c − b² / 4a)，axis_of_symmetry 为顶点的 x 坐标，a > 0 时 opens 为 up。判别式若在 b² 和 4ac 的舍入误差范围内（相对于二者中较大者在 8 × 2⁻⁵² 以内），则视为 0，因此 (x + 0.1)² = x² + 0.2x + 0.01 只有一个根。数值保留 ${SIGNIFICANT_DIGITS} 位有效数字。a 不能为 0（否则方程为线性方程）。`,
    params: {
      a: 'x² 的系数；不能为 0',
      b: 'x 的系数',
      c: '常数项',
    },
  },
})
