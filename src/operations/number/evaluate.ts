import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { EVALUATE_BUDGET_MS, EXPRESSION_MAX_LENGTH, MAX_NESTING, MAX_NODES } from '../../lib/numbers/evaluate.ts'

export default defineOperation({
  category: 'number',
  name: 'evaluate',
  input: 'query',
  summary: 'Evaluate an arithmetic expression with functions, constants and units, such as sqrt(16) + log(e) or 5 cm to inch (mathjs)',
  description: 'expression is arithmetic as mathjs reads it: + - * / ^ (right-associative: 2^3^2 = 512), %, ! (factorial), brackets; functions such as sqrt, cbrt, abs, exp, log (natural; log(x, base) for another base), log10, log2, '
    + 'sin, cos, tan and their inverses (radians; 90 deg for degrees), floor, ceil, round, min, max, mod, gcd, factorial, hypot; constants pi, e, tau, phi; and units with to for conversions (5 cm to inch, 60 km/h to m/s). '
    + 'The answer is value, a number, and unit when the result is a quantity with a unit. No variables, assignments, function definitions, matrices, text or access to anything outside the expression: '
    + `the functions that would reach outside (import, createUnit, evaluate, parse, simplify...) are disabled, as the mathjs security guide advises. Up to ${EXPRESSION_MAX_LENGTH} characters, ${MAX_NESTING} levels of brackets and ${MAX_NODES} parts; `
    + 'a result that is not a finite real number (9^9^9^9, 0/0, sqrt(-1), 1 < 2) is refused, and so is an expression that takes too long to compute. Numbers are IEEE 754 doubles (0.1 + 0.2 = 0.30000000000000004).',
  params: z.object({
    expression: z.string().max(EXPRESSION_MAX_LENGTH).describe('The expression, such as sqrt(16) + log(e) or 5 cm to inch'),
  }),
  result: z.object({
    value: z.number().apply(described, { en: 'The result, a finite number (in unit, when there is one)', es: 'El resultado, un número finito (en unit, cuando la hay)' }),
    unit: z.string().nullable().apply(described, { en: 'The unit of the result, such as inch or m / s; null for a plain number', es: 'La unidad del resultado, como inch o m / s; null para un número sin unidad' }),
    expression: z.string().apply(described, { en: 'The expression as parsed, with spaces around operators', es: 'La expresión tal como se interpretó, con espacios alrededor de los operadores' }),
  }),
  chain: { gives: 'result.value' },
  examples: [
    { title: 'Right-associative powers', params: { expression: '2^3^2' }, result: { value: 512, unit: null } },
    { title: 'Functions and constants', params: { expression: 'sqrt(16) + log(e)' }, result: { value: 5, expression: 'sqrt(16) + log(e)' } },
    { title: 'A unit conversion', params: { expression: '5 cm to inch' }, result: { unit: 'inch' } },
  ],
  run: ({ expression }, ctx) =>
    ctx.compute.run('numbers.evaluate', { expression }, { timeoutMs: EVALUATE_BUDGET_MS, timeoutCode: 'EXPRESSION_TOO_SLOW' }),
  es: {
    summary: 'Evalúa una expresión aritmética con funciones, constantes y unidades, como sqrt(16) + log(e) o 5 cm to inch (mathjs)',
    description: `expression es aritmética tal como la lee mathjs: + - * / ^ (asociativo por la derecha: 2^3^2 = 512), %, ! (factorial), paréntesis; funciones como sqrt, cbrt, abs, exp, log (natural; log(x, base) para otra base), log10, log2, sin, cos, tan y sus inversas (en radianes; 90 deg para grados), floor, ceil, round, min, max, mod, gcd, factorial, hypot; las constantes pi, e, tau, phi; y unidades con to para conversiones (5 cm to inch, 60 km/h to m/s). La respuesta es value, un número, y unit cuando el resultado es una cantidad con unidad. Sin variables, asignaciones, definiciones de funciones, matrices, texto ni acceso a nada fuera de la expresión: las funciones que saldrían de ella (import, createUnit, evaluate, parse, simplify...) están desactivadas, como aconseja la guía de seguridad de mathjs. Hasta ${EXPRESSION_MAX_LENGTH} caracteres, ${MAX_NESTING} niveles de paréntesis y ${MAX_NODES} partes; se rechaza un resultado que no sea un número real finito (9^9^9^9, 0/0, sqrt(-1), 1 < 2), y también una expresión que tarde demasiado en calcularse. Los números son dobles IEEE 754 (0.1 + 0.2 = 0.30000000000000004).`,
    params: {
      expression: 'La expresión, como sqrt(16) + log(e) o 5 cm to inch',
    },
  },
})
