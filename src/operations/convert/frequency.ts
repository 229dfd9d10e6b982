import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('frequency', {
  es: {
    summary: 'Convierte una frecuencia entre unidades',
    kind: 'frecuencia',
    conventions: 'El hercio es un ciclo por segundo; rpm es una revolución por minuto, 1/60 Hz.',
  },
  de: {
    summary: 'Rechnet eine Frequenz in eine andere Einheit um',
    kind: 'Frequenz',
    conventions: 'Ein Hertz ist eine Schwingung pro Sekunde; rpm ist eine Umdrehung pro Minute, 1/60 Hz.',
  },
  fr: {
    summary: 'Convertit une fréquence d\'une unité à une autre',
    kind: 'fréquence',
    conventions: 'Le hertz correspond à un cycle par seconde\u00a0; rpm à un tour par minute, soit 1/60 Hz.',
  },
  'pt-br': {
    summary: 'Converte uma frequência entre unidades',
    kind: 'frequência',
    conventions: 'O hertz é um ciclo por segundo; rpm é uma rotação por minuto, 1/60 Hz.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算频率',
    kind: '频率',
    conventions: '赫兹为每秒一个周期；rpm 为每分钟一转，即 1/60 Hz。',
  },
})
