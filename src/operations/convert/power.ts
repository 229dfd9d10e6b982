import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('power', {
  es: {
    summary: 'Convierte una potencia entre unidades',
    kind: 'potencia',
    conventions: 'horsepower es el caballo de potencia mecánico (imperial), 550 ft·lbf/s = 745.69987158227022 W exactos; el caballo de vapor métrico (PS) son 75 kgf·m/s = 735.49875 W; el BTU por hora usa el BTU de la Tabla Internacional.',
  },
  de: {
    summary: 'Rechnet eine Leistung in eine andere Einheit um',
    kind: 'Leistung',
    conventions: 'horsepower ist die mechanische (imperiale) Pferdestärke, 550 ft·lbf/s = genau 745.69987158227022 W; die metrische Pferdestärke (PS) sind 75 kgf·m/s = 735.49875 W; BTU pro Stunde verwendet die BTU der Internationalen Dampftafel.',
  },
  fr: {
    summary: 'Convertit une puissance d\'une unité à une autre',
    kind: 'puissance',
    conventions: 'horsepower est le cheval-vapeur mécanique (impérial), 550 ft·lbf/s = 745.69987158227022 W exactement\u00a0; le cheval-vapeur métrique (PS) vaut 75 kgf·m/s = 735.49875 W\u00a0; le BTU par heure utilise le BTU de la table internationale.',
  },
  'pt-br': {
    summary: 'Converte uma potência entre unidades',
    kind: 'potência',
    conventions: 'horsepower é o cavalo-vapor mecânico (imperial), 550 ft·lbf/s = exatamente 745.69987158227022 W; o cavalo-vapor métrico (PS) equivale a 75 kgf·m/s = 735.49875 W; o BTU por hora usa o BTU da Tabela Internacional.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算功率',
    kind: '功率',
    conventions: 'horsepower 为机械（英制）马力，550 ft·lbf/s = 745.69987158227022 W（精确值）；公制马力（PS）为 75 kgf·m/s = 735.49875 W；BTU 每小时采用国际蒸汽表 BTU。',
  },
})
