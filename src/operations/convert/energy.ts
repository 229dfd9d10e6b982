import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('energy', {
  es: {
    summary: 'Convierte una energía entre unidades',
    kind: 'energía',
    conventions: 'calorie es la caloría termoquímica, 4.184 J (kilocalorie 4184 J, la Caloría de los alimentos); la caloría de la Tabla Internacional (4.1868 J) es una unidad aparte; el BTU es el BTU de la Tabla Internacional, 1055.05585262 J; el kWh son 3.6 MJ; el electronvoltio 1.602176634e-19 J exactos (SI 2019); el pie-libra 0.3048 m × 1 lbf.',
  },
  de: {
    summary: 'Rechnet eine Energie in eine andere Einheit um',
    kind: 'Energie',
    conventions: 'calorie ist die thermochemische Kalorie, 4.184 J (kilocalorie 4184 J, die Kalorie der Nährwertangaben); die internationale Tafelkalorie (4.1868 J) ist eine eigene Einheit; BTU ist die BTU der Internationalen Dampftafel, 1055.05585262 J; die kWh sind 3.6 MJ, das Elektronvolt genau 1.602176634e-19 J (SI 2019) und das Foot-Pound 0.3048 m × 1 lbf.',
  },
  fr: {
    summary: 'Convertit une énergie d\'une unité à une autre',
    kind: 'énergie',
    conventions: 'calorie est la calorie thermochimique, 4.184 J (kilocalorie 4184 J, la Calorie des aliments)\u00a0; la calorie de la table internationale (4.1868 J) est une unité distincte\u00a0; le BTU est le BTU de la table internationale, 1055.05585262 J\u00a0; le kWh vaut 3.6 MJ, l\'électronvolt exactement 1.602176634e-19 J (SI 2019) et le pied-livre 0.3048 m × 1 lbf.',
  },
  'pt-br': {
    summary: 'Converte uma energia entre unidades',
    kind: 'energia',
    conventions: 'calorie é a caloria termoquímica, 4.184 J (kilocalorie 4184 J, a Caloria dos alimentos); a caloria da Tabela Internacional (4.1868 J) é uma unidade à parte; o BTU é o BTU da Tabela Internacional, 1055.05585262 J; o kWh equivale a 3.6 MJ, o elétron-volt a exatamente 1.602176634e-19 J (SI 2019) e o pé-libra a 0.3048 m × 1 lbf.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算能量',
    kind: '能量',
    conventions: 'calorie 为热化学卡路里，4.184 J（kilocalorie 为 4184 J，即食品标注的“大卡”）；国际蒸汽表卡路里（4.1868 J）是另一个单位；BTU 为国际蒸汽表 BTU，1055.05585262 J；kWh 为 3.6 MJ；电子伏特精确为 1.602176634e-19 J（SI 2019）；英尺磅力为 0.3048 m × 1 lbf。',
  },
})
