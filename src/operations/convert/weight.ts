import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('weight', {
  es: {
    summary: 'Convierte un peso (masa) entre unidades',
    kind: 'peso',
    conventions: 'La libra es la libra avoirdupois, 0.45359237 kg exactos; la onza es 1/16 lb, el stone 14 lb, la tonelada corta 2000 lb, la tonelada larga 2240 lb, el grano 1/7000 lb, la onza troy 480 granos y el quilate 0.2 g. "ton" a secas se rechaza por ambigua (corta, larga o métrica).',
  },
})
