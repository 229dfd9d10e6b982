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
    value: z.number().apply(described, {
      en: 'The result, a finite number (in unit, when there is one)',
      es: 'El resultado, un número finito (en unit, cuando la hay)',
      de: 'Das Ergebnis, eine endliche Zahl (in unit, falls vorhanden)',
      fr: 'Le résultat, un nombre fini (exprimé en unit, le cas échéant)',
      'pt-br': 'O resultado, um número finito (em unit, quando houver)',
      'zh-cn': '结果，一个有限数（有单位时以 unit 为单位）',
    }),
    unit: z.string().nullable().apply(described, {
      en: 'The unit of the result, such as inch or m / s; null for a plain number',
      es: 'La unidad del resultado, como inch o m / s; null para un número sin unidad',
      de: 'Die Einheit des Ergebnisses, etwa inch oder m / s; null bei einer Zahl ohne Einheit',
      fr: 'L\'unité du résultat, comme inch ou m / s\u00a0; null pour un nombre sans unité',
      'pt-br': 'A unidade do resultado, como inch ou m / s; null para um número sem unidade',
      'zh-cn': '结果的单位，例如 inch 或 m / s；无单位的数字为 null',
    }),
    expression: z.string().apply(described, {
      en: 'The expression as parsed, with spaces around operators',
      es: 'La expresión tal como se interpretó, con espacios alrededor de los operadores',
      de: 'Der Ausdruck, wie er geparst wurde, mit Leerzeichen um die Operatoren',
      fr: 'L\'expression telle qu\'elle a été analysée, avec des espaces autour des opérateurs',
      'pt-br': 'A expressão como foi interpretada, com espaços em volta dos operadores',
      'zh-cn': '解析后的表达式，运算符两侧带空格',
    }),
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
  de: {
    summary: 'Wertet einen arithmetischen Ausdruck mit Funktionen, Konstanten und Einheiten aus, etwa sqrt(16) + log(e) oder 5 cm to inch (mathjs)',
    description: `expression ist Arithmetik, wie mathjs sie liest: + - * / ^ (rechtsassoziativ: 2^3^2 = 512), %, ! (Fakultät), Klammern; Funktionen wie sqrt, cbrt, abs, exp, log (natürlicher Logarithmus; log(x, base) für eine andere Basis), log10, log2, sin, cos, tan und ihre Umkehrfunktionen (im Bogenmaß; 90 deg für Grad), floor, ceil, round, min, max, mod, gcd, factorial, hypot; die Konstanten pi, e, tau, phi; und Einheiten mit to für Umrechnungen (5 cm to inch, 60 km/h to m/s). Die Antwort ist value, eine Zahl, und unit, wenn das Ergebnis eine Größe mit Einheit ist. Keine Variablen, Zuweisungen, Funktionsdefinitionen, Matrizen, Texte und kein Zugriff auf irgendetwas außerhalb des Ausdrucks: Die Funktionen, die nach außen greifen würden (import, createUnit, evaluate, parse, simplify...), sind deaktiviert, wie es der Sicherheitsleitfaden von mathjs empfiehlt. Bis zu ${EXPRESSION_MAX_LENGTH} Zeichen, ${MAX_NESTING} Klammerebenen und ${MAX_NODES} Bestandteile; ein Ergebnis, das keine endliche reelle Zahl ist (9^9^9^9, 0/0, sqrt(-1), 1 < 2), wird abgelehnt, ebenso ein Ausdruck, dessen Berechnung zu lange dauert. Zahlen sind IEEE-754-Doubles (0.1 + 0.2 = 0.30000000000000004).`,
    params: {
      expression: 'Der Ausdruck, etwa sqrt(16) + log(e) oder 5 cm to inch',
    },
  },
  fr: {
    summary: 'Évalue une expression arithmétique avec fonctions, constantes et unités, comme sqrt(16) + log(e) ou 5 cm to inch (mathjs)',
    description: `expression est une expression arithmétique telle que mathjs la lit\u00a0: + - * / ^ (associatif à droite\u00a0: 2^3^2 = 512), %,\u00a0! (factorielle), parenthèses\u00a0; des fonctions comme sqrt, cbrt, abs, exp, log (népérien\u00a0; log(x, base) pour une autre base), log10, log2, sin, cos, tan et leurs réciproques (en radians\u00a0; 90 deg pour des degrés), floor, ceil, round, min, max, mod, gcd, factorial, hypot\u00a0; les constantes pi, e, tau, phi\u00a0; et des unités avec to pour les conversions (5 cm to inch, 60 km/h to m/s). La réponse est value, un nombre, et unit lorsque le résultat est une grandeur avec une unité. Pas de variables, d'affectations, de définitions de fonctions, de matrices, de texte ni d'accès à quoi que ce soit en dehors de l'expression\u00a0: les fonctions qui en sortiraient (import, createUnit, evaluate, parse, simplify...) sont désactivées, comme le recommande le guide de sécurité de mathjs. Jusqu'à ${EXPRESSION_MAX_LENGTH} caractères, ${MAX_NESTING} niveaux de parenthèses et ${MAX_NODES} éléments\u00a0; un résultat qui n'est pas un nombre réel fini (9^9^9^9, 0/0, sqrt(-1), 1 < 2) est refusé, de même qu'une expression dont le calcul prend trop de temps. Les nombres sont des doubles IEEE 754 (0.1 + 0.2 = 0.30000000000000004).`,
    params: {
      expression: 'L\'expression, par exemple sqrt(16) + log(e) ou 5 cm to inch',
    },
  },
  'pt-br': {
    summary: 'Avalia uma expressão aritmética com funções, constantes e unidades, como sqrt(16) + log(e) ou 5 cm to inch (mathjs)',
    description: `expression é aritmética como o mathjs a lê: + - * / ^ (associativo à direita: 2^3^2 = 512), %, ! (fatorial), parênteses; funções como sqrt, cbrt, abs, exp, log (natural; log(x, base) para outra base), log10, log2, sin, cos, tan e suas inversas (em radianos; 90 deg para graus), floor, ceil, round, min, max, mod, gcd, factorial, hypot; as constantes pi, e, tau, phi; e unidades com to para conversões (5 cm to inch, 60 km/h to m/s). A resposta é value, um número, e unit quando o resultado é uma grandeza com unidade. Sem variáveis, atribuições, definições de funções, matrizes, texto nem acesso a nada fora da expressão: as funções que sairiam dela (import, createUnit, evaluate, parse, simplify...) estão desativadas, como recomenda o guia de segurança do mathjs. Até ${EXPRESSION_MAX_LENGTH} caracteres, ${MAX_NESTING} níveis de parênteses e ${MAX_NODES} elementos; um resultado que não seja um número real finito (9^9^9^9, 0/0, sqrt(-1), 1 < 2) é recusado, assim como uma expressão que demore demais para ser calculada. Os números são doubles IEEE 754 (0.1 + 0.2 = 0.30000000000000004).`,
    params: {
      expression: 'A expressão, como sqrt(16) + log(e) ou 5 cm to inch',
    },
  },
  'zh-cn': {
    summary: '计算带函数、常量和单位的算术表达式，例如 sqrt(16) + log(e) 或 5 cm to inch（mathjs）',
    description: `expression 是 mathjs 所解析的算术表达式：+ - * / ^（右结合：2^3^2 = 512）、%、!（阶乘）、括号；sqrt、cbrt、abs、exp、log（自然对数；其他底数用 log(x, base)）、log10、log2、sin、cos、tan 及其反函数（弧度；角度用 90 deg 表示）、floor、ceil、round、min、max、mod、gcd、factorial、hypot 等函数；常量 pi、e、tau、phi；以及用 to 进行换算的单位（5 cm to inch、60 km/h to m/s）。返回 value（一个数字）；结果是带单位的量时还返回 unit。不支持变量、赋值、函数定义、矩阵和文本，也不能访问表达式之外的任何内容：按照 mathjs 安全指南的建议，可能访问外部的函数（import、createUnit、evaluate、parse、simplify...）均已禁用。最多 ${EXPRESSION_MAX_LENGTH} 个字符、${MAX_NESTING} 层括号和 ${MAX_NODES} 个组成部分；结果不是有限实数（9^9^9^9、0/0、sqrt(-1)、1 < 2）时会被拒绝，计算耗时过长的表达式同样会被拒绝。数字为 IEEE 754 双精度浮点数（0.1 + 0.2 = 0.30000000000000004）。`,
    params: {
      expression: '表达式，例如 sqrt(16) + log(e) 或 5 cm to inch',
    },
  },
})
