import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('speed', {
  es: {
    summary: 'Convierte una velocidad entre unidades',
    kind: 'velocidad',
    conventions: 'km/h = 1000/3600 m/s, mph = 1609.344/3600 m/s, el nudo es una milla náutica (1852 m) por hora y ft/s = 0.3048 m/s.',
  },
  de: {
    summary: 'Rechnet eine Geschwindigkeit in eine andere Einheit um',
    kind: 'Geschwindigkeit',
    conventions: 'km/h = 1000/3600 m/s, mph = 1609.344/3600 m/s, ein Knoten ist eine Seemeile (1852 m) pro Stunde, ft/s = 0.3048 m/s.',
  },
  fr: {
    summary: 'Convertit une vitesse d\'une unité à une autre',
    kind: 'vitesse',
    conventions: 'km/h = 1000/3600 m/s, mph = 1609.344/3600 m/s, le nœud correspond à un mille marin (1852 m) par heure et ft/s = 0.3048 m/s.',
  },
  'pt-br': {
    summary: 'Converte uma velocidade entre unidades',
    kind: 'velocidade',
    conventions: 'km/h = 1000/3600 m/s, mph = 1609.344/3600 m/s, o nó é uma milha náutica (1852 m) por hora e ft/s = 0.3048 m/s.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算速度',
    kind: '速度',
    conventions: 'km/h = 1000/3600 m/s，mph = 1609.344/3600 m/s，节为每小时一海里（1852 m），ft/s = 0.3048 m/s。',
  },
})
