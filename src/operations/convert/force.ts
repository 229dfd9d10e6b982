import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('force', {
  es: {
    summary: 'Convierte una fuerza entre unidades',
    kind: 'fuerza',
    conventions: 'pound-force = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N exactos; el kilogramo-fuerza son 9.80665 N; la dina 1e-5 N; el poundal 1 lb·ft/s² = 0.138254954376 N; el kip 1000 lbf.',
  },
  de: {
    summary: 'Rechnet eine Kraft in eine andere Einheit um',
    kind: 'Kraft',
    conventions: 'pound-force = 0.45359237 kg × 9.80665 m/s² = genau 4.4482216152605 N; das Kilopond (Kilogramm-Kraft) sind 9.80665 N, das Dyn 1e-5 N, das Poundal 1 lb·ft/s² = 0.138254954376 N und das Kip 1000 lbf.',
  },
  fr: {
    summary: 'Convertit une force d\'une unité à une autre',
    kind: 'force',
    conventions: 'pound-force = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N exactement\u00a0; le kilogramme-force vaut 9.80665 N, la dyne 1e-5 N, le poundal 1 lb·ft/s² = 0.138254954376 N et le kip 1000 lbf.',
  },
  'pt-br': {
    summary: 'Converte uma força entre unidades',
    kind: 'força',
    conventions: 'pound-force = 0.45359237 kg × 9.80665 m/s² = exatamente 4.4482216152605 N; o quilograma-força equivale a 9.80665 N, a dina a 1e-5 N, o poundal a 1 lb·ft/s² = 0.138254954376 N e o kip a 1000 lbf.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算力',
    kind: '力',
    conventions: 'pound-force = 0.45359237 kg × 9.80665 m/s² = 4.4482216152605 N（精确值）；千克力为 9.80665 N；达因（dyne）为 1e-5 N；磅达（poundal）为 1 lb·ft/s² = 0.138254954376 N；kip（千磅力）为 1000 lbf。',
  },
})
