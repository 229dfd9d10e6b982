import roman from './roman.ts'

export default [roman]
