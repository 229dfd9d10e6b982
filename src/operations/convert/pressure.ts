import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('pressure', {
  es: {
    summary: 'Convierte una presión entre unidades',
    kind: 'presión',
    conventions: 'La atmósfera estándar son 101 325 Pa exactos, torr = atm/760, el bar 100 000 Pa, psi = lbf/in² (4.4482216152605 N / 0.00064516 m²), el mmHg el convencional de 133.322387415 Pa y el inHg 25.4 mmHg.',
  },
  de: {
    summary: 'Rechnet einen Druck in eine andere Einheit um',
    kind: 'Druck',
    conventions: 'Die Standardatmosphäre sind genau 101 325 Pa, torr = atm/760, das Bar 100 000 Pa, psi = lbf/in² (4.4482216152605 N / 0.00064516 m²), mmHg der konventionelle Wert von 133.322387415 Pa und inHg 25.4 mmHg.',
  },
  fr: {
    summary: 'Convertit une pression d\'une unité à une autre',
    kind: 'pression',
    conventions: 'L\'atmosphère normale vaut exactement 101 325 Pa, torr = atm/760, le bar 100 000 Pa, psi = lbf/in² (4.4482216152605 N / 0.00064516 m²), le mmHg la valeur conventionnelle de 133.322387415 Pa et l\'inHg 25.4 mmHg.',
  },
  'pt-br': {
    summary: 'Converte uma pressão entre unidades',
    kind: 'pressão',
    conventions: 'A atmosfera padrão equivale a exatamente 101 325 Pa, torr = atm/760, o bar a 100 000 Pa, psi = lbf/in² (4.4482216152605 N / 0.00064516 m²), o mmHg ao valor convencional de 133.322387415 Pa e o inHg a 25.4 mmHg.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算压力',
    kind: '压力',
    conventions: '标准大气压精确为 101 325 Pa，torr = atm/760，bar 为 100 000 Pa，psi = lbf/in²（4.4482216152605 N / 0.00064516 m²），mmHg 采用约定值 133.322387415 Pa，inHg 为 25.4 mmHg。',
  },
})
