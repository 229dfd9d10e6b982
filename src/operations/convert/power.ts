import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('power', {
  es: {
    summary: 'Convierte una potencia entre unidades',
    kind: 'potencia',
    conventions: 'horsepower es el caballo de potencia mecánico (imperial), 550 ft·lbf/s = 745.69987158227022 W exactos; el caballo de vapor métrico (PS) son 75 kgf·m/s = 735.49875 W; el BTU por hora usa el BTU de la Tabla Internacional.',
  },
})
