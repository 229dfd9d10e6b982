import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('pressure', {
  es: {
    summary: 'Convierte una presión entre unidades',
    kind: 'presión',
    conventions: 'La atmósfera estándar son 101 325 Pa exactos, torr = atm/760, el bar 100 000 Pa, psi = lbf/in² (4.4482216152605 N / 0.00064516 m²), el mmHg el convencional de 133.322387415 Pa y el inHg 25.4 mmHg.',
  },
})
