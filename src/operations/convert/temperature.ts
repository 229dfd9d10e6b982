import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('temperature', {
  es: {
    summary: 'Convierte una temperatura entre unidades',
    kind: 'temperatura',
    conventions: 'Se convierte por fórmula, no por un factor: K = °C + 273.15, K = (°F + 459.67) × 5/9, K = °R × 5/9. Se rechazan las temperaturas por debajo del cero absoluto. Son temperaturas, no diferencias de temperatura.',
  },
  de: {
    summary: 'Rechnet eine Temperatur in eine andere Einheit um',
    kind: 'Temperatur',
    conventions: 'Umgerechnet wird per Formel, nicht per Faktor: K = °C + 273.15, K = (°F + 459.67) × 5/9, K = °R × 5/9. Temperaturen unter dem absoluten Nullpunkt werden abgelehnt. Es handelt sich um Temperaturen, nicht um Temperaturdifferenzen.',
  },
  fr: {
    summary: 'Convertit une température d\'une unité à une autre',
    kind: 'température',
    conventions: 'La conversion se fait par formule, et non par un facteur\u00a0: K = °C + 273.15, K = (°F + 459.67) × 5/9, K = °R × 5/9. Les températures inférieures au zéro absolu sont refusées. Il s\'agit de températures, et non d\'écarts de température.',
  },
  'pt-br': {
    summary: 'Converte uma temperatura entre unidades',
    kind: 'temperatura',
    conventions: 'A conversão é feita por fórmula, não por um fator: K = °C + 273.15, K = (°F + 459.67) × 5/9, K = °R × 5/9. Temperaturas abaixo do zero absoluto são recusadas. São temperaturas, não diferenças de temperatura.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算温度',
    kind: '温度',
    conventions: '按公式而非系数换算：K = °C + 273.15，K = (°F + 459.67) × 5/9，K = °R × 5/9。低于绝对零度的温度会被拒绝。这里换算的是温度值，而不是温差。',
  },
})
