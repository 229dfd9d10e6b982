import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('energy', {
  es: {
    summary: 'Convierte una energía entre unidades',
    kind: 'energía',
    conventions: 'calorie es la caloría termoquímica, 4.184 J (kilocalorie 4184 J, la Caloría de los alimentos); la caloría de la Tabla Internacional (4.1868 J) es una unidad aparte; el BTU es el BTU de la Tabla Internacional, 1055.05585262 J; el kWh son 3.6 MJ; el electronvoltio 1.602176634e-19 J exactos (SI 2019); el pie-libra 0.3048 m × 1 lbf.',
  },
})
