import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('speed', {
  es: {
    summary: 'Convierte una velocidad entre unidades',
    kind: 'velocidad',
    conventions: 'km/h = 1000/3600 m/s, mph = 1609.344/3600 m/s, el nudo es una milla náutica (1852 m) por hora y ft/s = 0.3048 m/s.',
  },
})
