import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('temperature', {
  es: {
    summary: 'Convierte una temperatura entre unidades',
    kind: 'temperatura',
    conventions: 'Se convierte por fórmula, no por un factor: K = °C + 273.15, K = (°F + 459.67) × 5/9, K = °R × 5/9. Se rechazan las temperaturas por debajo del cero absoluto. Son temperaturas, no diferencias de temperatura.',
  },
})
