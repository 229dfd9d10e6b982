import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('force', {
  es: {
    summary: 'Convierte una fuerza entre unidades',
    kind: 'fuerza',
    conventions: 'pound-force = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N exactos; el kilogramo-fuerza son 9.80665 N; la dina 1e-5 N; el poundal 1 lb·ft/s² = 0.138254954376 N; el kip 1000 lbf.',
  },
})
