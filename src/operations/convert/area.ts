import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('area', {
  es: {
    summary: 'Convierte una superficie entre unidades',
    kind: 'superficie',
    conventions: 'El acre es el acre internacional, 43 560 ft² = 4046.8564224 m² exactos; la hectárea son 10 000 m² y el área 100 m²; las unidades imperiales cuadradas se derivan del pie, la pulgada, la yarda y la milla exactos.',
  },
})
