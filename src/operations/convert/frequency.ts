import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('frequency', {
  es: {
    summary: 'Convierte una frecuencia entre unidades',
    kind: 'frecuencia',
    conventions: 'El hercio es un ciclo por segundo; rpm es una revolución por minuto, 1/60 Hz.',
  },
})
