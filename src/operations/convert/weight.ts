import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('weight', {
  es: {
    summary: 'Convierte un peso (masa) entre unidades',
    kind: 'peso',
    conventions: 'La libra es la libra avoirdupois, 0.45359237 kg exactos; la onza es 1/16 lb, el stone 14 lb, la tonelada corta 2000 lb, la tonelada larga 2240 lb, el grano 1/7000 lb, la onza troy 480 granos y el quilate 0.2 g. "ton" a secas se rechaza por ambigua (corta, larga o métrica).',
  },
  de: {
    summary: 'Rechnet ein Gewicht (eine Masse) in eine andere Einheit um',
    kind: 'Gewicht',
    conventions: 'Das Pfund ist das Avoirdupois-Pfund, genau 0.45359237 kg; die Unze ist 1/16 lb, der Stone 14 lb, die kurze Tonne 2000 lb, die lange Tonne 2240 lb, der Grain 1/7000 lb, die Feinunze 480 Grain und das Karat 0.2 g. "ton" allein wird als mehrdeutig abgelehnt (kurze, lange oder metrische Tonne).',
  },
  fr: {
    summary: 'Convertit un poids (une masse) d\'une unité à une autre',
    kind: 'poids',
    conventions: 'La livre est la livre avoirdupois, 0.45359237 kg exactement\u00a0; l\'once vaut 1/16 lb, le stone 14 lb, la tonne courte 2000 lb, la tonne longue 2240 lb, le grain 1/7000 lb, l\'once troy 480 grains et le carat 0.2 g. "ton" seul est refusé car ambigu (tonne courte, longue ou métrique).',
  },
  'pt-br': {
    summary: 'Converte um peso (massa) entre unidades',
    kind: 'peso',
    conventions: 'A libra é a libra avoirdupois, exatamente 0.45359237 kg; a onça é 1/16 lb, o stone 14 lb, a tonelada curta 2000 lb, a tonelada longa 2240 lb, o grão 1/7000 lb, a onça troy 480 grãos e o quilate 0.2 g. "ton" sozinho é recusado por ser ambíguo (tonelada curta, longa ou métrica).',
  },
  'zh-cn': {
    summary: '在不同单位之间换算重量（质量）',
    kind: '重量',
    conventions: '磅为常衡磅，精确为 0.45359237 kg；盎司为 1/16 lb，英石为 14 lb，短吨为 2000 lb，长吨为 2240 lb，格令为 1/7000 lb，金衡盎司为 480 格令，克拉为 0.2 g。单独的 "ton" 有歧义（短吨、长吨或公吨），会被拒绝。',
  },
})
