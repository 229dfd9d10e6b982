import baseConvert from './base-convert.ts'
import factorial from './factorial.ts'
import fibonacci from './fibonacci.ts'
import gcdLcm from './gcd-lcm.ts'
import isPrime from './is-prime.ts'
import roman from './roman.ts'
import toWords from './to-words.ts'

// formatting and the expression evaluator
import format from './format.ts'
import evaluate from './evaluate.ts'
export default [
  baseConvert,
  roman,
  toWords,
  factorial,
  fibonacci,
  isPrime,
  gcdLcm,
  // formatting and the expression evaluator
  format,
  evaluate,
]
