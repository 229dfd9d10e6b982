import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('area', {
  es: {
    summary: 'Convierte una superficie entre unidades',
    kind: 'superficie',
    conventions: 'El acre es el acre internacional, 43 560 ft² = 4046.8564224 m² exactos; la hectárea son 10 000 m² y el área 100 m²; las unidades imperiales cuadradas se derivan del pie, la pulgada, la yarda y la milla exactos.',
  },
  de: {
    summary: 'Rechnet eine Fläche in eine andere Einheit um',
    kind: 'Fläche',
    conventions: 'Der Acre ist der internationale Acre, genau 43 560 ft² = 4046.8564224 m²; der Hektar sind 10 000 m², das Ar 100 m²; die imperialen Quadrateinheiten ergeben sich aus den exakten Werten von Fuß, Zoll, Yard und Meile.',
  },
  fr: {
    summary: 'Convertit une superficie d\'une unité à une autre',
    kind: 'superficie',
    conventions: 'L\'acre est l\'acre internationale, 43 560 ft² = 4046.8564224 m² exactement\u00a0; l\'hectare vaut 10 000 m² et l\'are 100 m²\u00a0; les unités impériales carrées découlent des valeurs exactes du pied, du pouce, du yard et du mile.',
  },
  'pt-br': {
    summary: 'Converte uma área entre unidades',
    kind: 'área',
    conventions: 'O acre é o acre internacional, exatamente 43 560 ft² = 4046.8564224 m²; o hectare equivale a 10 000 m² e o are a 100 m²; as unidades imperiais quadradas derivam dos valores exatos do pé, da polegada, da jarda e da milha.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算面积',
    kind: '面积',
    conventions: '英亩为国际英亩，43 560 ft² = 4046.8564224 m²（精确值）；公顷为 10 000 m²，公亩为 100 m²；英制平方单位由精确的英尺、英寸、码和英里推导而来。',
  },
})
