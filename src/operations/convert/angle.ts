import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('angle', {
  es: {
    summary: 'Convierte un ángulo entre unidades',
    kind: 'ángulo',
    conventions: 'Una vuelta son 360°, un gradián 0.9° (400 por vuelta), un minuto de arco 1/60° y un segundo de arco 1/3600°; un radián son 180/π grados, con π tomado con 50 cifras significativas, mucho más allá de la doble precisión.',
  },
  de: {
    summary: 'Rechnet einen Winkel in eine andere Einheit um',
    kind: 'Winkel',
    conventions: 'Eine Umdrehung sind 360°, ein Gon 0.9° (400 pro Umdrehung), eine Bogenminute 1/60° und eine Bogensekunde 1/3600°; ein Radiant sind 180/π Grad, wobei π mit 50 signifikanten Stellen angesetzt wird, weit über die doppelte Genauigkeit hinaus.',
  },
  fr: {
    summary: 'Convertit un angle d\'une unité à une autre',
    kind: 'angle',
    conventions: 'Un tour vaut 360°, un grade 0.9° (400 par tour), une minute d\'arc 1/60° et une seconde d\'arc 1/3600°\u00a0; un radian vaut 180/π degrés, π étant pris avec 50 chiffres significatifs, bien au-delà de la double précision.',
  },
  'pt-br': {
    summary: 'Converte um ângulo entre unidades',
    kind: 'ângulo',
    conventions: 'Uma volta equivale a 360°, um grado a 0.9° (400 por volta), um minuto de arco a 1/60° e um segundo de arco a 1/3600°; um radiano equivale a 180/π graus, com π tomado com 50 algarismos significativos, muito além da precisão dupla.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算角度',
    kind: '角度',
    conventions: '一周为 360°，一百分度（gon）为 0.9°（每周 400 百分度），一角分为 1/60°，一角秒为 1/3600°；一弧度为 180/π 度，其中 π 取 50 位有效数字，远超双精度。',
  },
})
