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
    discriminant: z.number().apply(described, { en: `b² − 4ac, to ${SIGNIFICANT_DIGITS} significant digits; 0 when within the rounding error of b² and 4ac`, es: `b² − 4ac, con ${SIGNIFICANT_DIGITS} cifras significativas; 0 cuando está dentro del error de redondeo de b² y 4ac` }),
    nature: z.enum(NATURES).apply(described, { en: 'Which case applies: two real roots, one repeated real root, or two complex conjugate roots', es: 'Qué caso se da: dos raíces reales, una raíz real doble o dos raíces complejas conjugadas' }),
    real_roots: z.array(z.number()).max(2).apply(described, { en: `The real roots, ascending, to ${SIGNIFICANT_DIGITS} significant digits: two, one (repeated) or none (complex case)`, es: `Las raíces reales, en orden ascendente, con ${SIGNIFICANT_DIGITS} cifras significativas: dos, una (doble) o ninguna (caso complejo)` }),
    complex_roots: z.array(z.object({
      re: z.number().apply(described, { en: `Real part, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Parte real, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
      im: z.number().apply(described, { en: `Imaginary part, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Parte imaginaria, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    })).max(2).apply(described, { en: 'The complex conjugate roots re ± im·i, positive imaginary part first; empty unless nature is complex', es: 'Las raíces complejas conjugadas re ± im·i, primero la de parte imaginaria positiva; vacío salvo que nature sea complex' }),
    vertex: z.object({
      x: z.number().apply(described, { en: `x of the vertex, −b / 2a, to ${SIGNIFICANT_DIGITS} significant digits`, es: `x del vértice, −b / 2a, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
      y: z.number().apply(described, { en: `y of the vertex, c − b² / 4a, to ${SIGNIFICANT_DIGITS} significant digits`, es: `y del vértice, c − b² / 4a, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    }).apply(described, { en: 'The vertex of the parabola y = ax² + bx + c', es: 'El vértice de la parábola y = ax² + bx + c' }),
    axis_of_symmetry: z.number().apply(described, { en: `The line x = −b / 2a the parabola is symmetric about, to ${SIGNIFICANT_DIGITS} significant digits`, es: `La recta x = −b / 2a respecto a la que la parábola es simétrica, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    opens: z.enum(OPENINGS).apply(described, { en: 'up when a > 0, down when a < 0', es: 'up cuando a > 0, down cuando a < 0' }),
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
})
