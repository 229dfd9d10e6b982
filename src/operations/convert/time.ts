import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('time', {
  es: {
    summary: 'Convierte una duración entre unidades',
    kind: 'tiempo',
    conventions: 'Un año es el año gregoriano medio, 365.2425 días (31 556 952 s); un mes es la duodécima parte (30.436875 días); la década y el siglo son 10 y 100 de esos años. Un día son 86 400 s (se ignoran los segundos intercalares).',
  },
})
