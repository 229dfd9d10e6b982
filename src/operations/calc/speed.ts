import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, impossible } from '../../lib/calc/calc.ts'
import { roundSignificant, SIGNIFICANT_DIGITS } from '../../lib/calc/stats.ts'
import { calcResult } from '../kits/calc-results.ts'

const QUANTITIES = ['distance', 'time', 'speed'] as const
type Quantity = (typeof QUANTITIES)[number]

const FORMULAS: Readonly<Record<Quantity, string>> = {
  distance: 'distance = speed × time',
  time: 'time = distance / speed',
  speed: 'speed = distance / time',
}

const params = z.object({
  distance: z.number().min(0).optional().describe('Distance covered, 0 or more; leave out to solve it'),
  time: z.number().positive('SPEED_TIME_POSITIVE').optional().describe('Time taken, greater than 0, in the time unit of speed; leave out to solve it'),
  speed: z.number().min(0).optional().describe('Speed, 0 or more, in distance units per time unit; leave out to solve it'),
})

export default defineOperation({
  category: 'calc',
  name: 'speed',
  input: 'query',
  summary: 'Solve speed = distance / time for whichever of the three is missing',
  description: 'Pass exactly two of distance, time and speed; the third is solved and named in solved_for. Unit-agnostic: '
    + 'speed is in distance units per time unit, so distance in km and time in hours give km/h, metres and seconds give m/s. '
    + `Figures are reported to ${SIGNIFICANT_DIGITS} significant digits. time must be greater than 0 (a speed over no time is undefined), `
    + 'and a speed of 0 cannot cover a distance, so solving time needs a speed greater than 0.',
  params,
  result: calcResult(params, {
    solved_for: z.enum(QUANTITIES).apply(described, {
      en: 'Which quantity was solved: the one left out',
      es: 'Qué magnitud se calculó: la que se omitió',
      de: 'Welche Größe berechnet wurde: die weggelassene',
      fr: 'La grandeur calculée\u00a0: celle qui a été omise',
      'pt-br': 'Qual grandeza foi calculada: a que foi omitida',
      'zh-cn': '求解的是哪个量：即被省略的那个',
    }),
    distance: z.number().min(0).apply(described, {
      en: `Distance, in the distance unit of speed, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Distancia, en la unidad de distancia de speed, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Strecke, in der Entfernungseinheit von speed, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Distance, dans l'unité de distance de speed, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Distância, na unidade de distância de speed, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `距离，使用 speed 的距离单位，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    time: z.number().min(0).apply(described, {
      en: `Time, in the time unit of speed, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Tiempo, en la unidad de tiempo de speed, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Zeit, in der Zeiteinheit von speed, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Temps, dans l'unité de temps de speed, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Tempo, na unidade de tempo de speed, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `时间，使用 speed 的时间单位，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    speed: z.number().min(0).apply(described, {
      en: `Speed, in distance units per time unit, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Velocidad, en unidades de distancia por unidad de tiempo, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Geschwindigkeit, in Entfernungseinheiten pro Zeiteinheit, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Vitesse, en unités de distance par unité de temps, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Velocidade, em unidades de distância por unidade de tempo, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `速度，单位为每时间单位的距离单位，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
  }),
  examples: [
    { title: 'Speed from 150 km in 2 h', params: { distance: 150, time: 2 }, result: { solved_for: 'speed', distance: 150, time: 2, speed: 75 } },
    { title: 'Time for 100 km at 80 km/h', params: { distance: 100, speed: 80 }, result: { solved_for: 'time', time: 1.25 } },
    { title: 'Distance in 90 s at 12 m/s', params: { time: 90, speed: 12 }, result: { solved_for: 'distance', distance: 1080 } },
  ],
  run: ({ distance, time, speed }) => {
    const inputs = Object.fromEntries(Object.entries({ distance, time, speed }).filter(([, v]) => v !== undefined))
    const given = Object.keys(inputs)
    if (given.length === 0) impossible('SPEED_NONE')
    if (given.length === 1) impossible('SPEED_ONE', { given: given[0]! })
    if (given.length === 3) impossible('SPEED_THREE')
    const solve = (solved: Quantity, d: number, t: number, s: number) => {
      const figures = { distance: d, time: t, speed: s }
      finite(figures[solved], solved)
      return {
        inputs,
        solved_for: solved,
        distance: roundSignificant(d),
        time: roundSignificant(t),
        speed: roundSignificant(s),
        formula: FORMULAS[solved],
      }
    }
    if (speed === undefined) return solve('speed', distance!, time!, distance! / time!)
    if (distance === undefined) return solve('distance', speed * time!, time!, speed)
    if (speed === 0) impossible('SPEED_ZERO', { distance })
    return solve('time', distance, distance / speed, speed)
  },
  es: {
    summary: 'Resuelve velocidad = distancia / tiempo para la magnitud que falte de las tres',
    description: `Indique exactamente dos de distance, time y speed; la tercera se calcula y se nombra en solved_for. Independiente de las unidades: speed está en unidades de distancia por unidad de tiempo, así que una distancia en km y un tiempo en horas dan km/h, y metros y segundos dan m/s. Las cifras se dan con ${SIGNIFICANT_DIGITS} cifras significativas. time debe ser mayor que 0 (una velocidad en un tiempo nulo no está definida), y una velocidad de 0 no recorre ninguna distancia, así que para calcular time hace falta una velocidad mayor que 0.`,
    params: {
      distance: 'Distancia recorrida, 0 o más; omítala para calcularla',
      time: 'Tiempo empleado, mayor que 0, en la unidad de tiempo de speed; omítalo para calcularlo',
      speed: 'Velocidad, 0 o más, en unidades de distancia por unidad de tiempo; omítala para calcularla',
    },
  },
  de: {
    summary: 'Geschwindigkeit = Strecke / Zeit nach der fehlenden der drei Größen auflösen',
    description: `Geben Sie genau zwei von distance, time und speed an; die dritte Größe wird berechnet und in solved_for genannt. Einheitenunabhängig: speed wird in Entfernungseinheiten pro Zeiteinheit angegeben, also ergeben eine Strecke in km und eine Zeit in Stunden km/h, Meter und Sekunden ergeben m/s. Die Werte werden auf ${SIGNIFICANT_DIGITS} signifikante Stellen angegeben. time muss größer als 0 sein (eine Geschwindigkeit ohne verstrichene Zeit ist nicht definiert), und mit einer Geschwindigkeit von 0 lässt sich keine Strecke zurücklegen, daher erfordert das Auflösen nach time eine Geschwindigkeit größer als 0.`,
    params: {
      distance: 'Zurückgelegte Strecke, 0 oder mehr; weglassen, um sie zu berechnen',
      time: 'Benötigte Zeit, größer als 0, in der Zeiteinheit von speed; weglassen, um sie zu berechnen',
      speed: 'Geschwindigkeit, 0 oder mehr, in Entfernungseinheiten pro Zeiteinheit; weglassen, um sie zu berechnen',
    },
  },
  fr: {
    summary: 'Résout vitesse = distance / temps pour celle des trois grandeurs qui manque',
    description: `Indiquez exactement deux des valeurs distance, time et speed\u00a0; la troisième est calculée et nommée dans solved_for. Indépendant des unités\u00a0: speed s'exprime en unités de distance par unité de temps, donc une distance en km et un temps en heures donnent des km/h, des mètres et des secondes donnent des m/s. Les valeurs sont données avec ${SIGNIFICANT_DIGITS} chiffres significatifs. time doit être supérieur à 0 (une vitesse sur une durée nulle n'est pas définie), et une vitesse de 0 ne permet de parcourir aucune distance\u00a0: pour calculer time, il faut donc une vitesse supérieure à 0.`,
    params: {
      distance: 'Distance parcourue, 0 ou plus\u00a0; omettez-la pour la calculer',
      time: 'Temps mis, supérieur à 0, dans l\'unité de temps de speed\u00a0; omettez-le pour le calculer',
      speed: 'Vitesse, 0 ou plus, en unités de distance par unité de temps\u00a0; omettez-la pour la calculer',
    },
  },
  'pt-br': {
    summary: 'Resolve velocidade = distância / tempo para a grandeza que faltar das três',
    description: `Informe exatamente dois de distance, time e speed; o terceiro é calculado e indicado em solved_for. Independente de unidades: speed está em unidades de distância por unidade de tempo, então distância em km e tempo em horas dão km/h, e metros e segundos dão m/s. Os valores são informados com ${SIGNIFICANT_DIGITS} algarismos significativos. time deve ser maior que 0 (uma velocidade em tempo nulo não é definida), e uma velocidade 0 não percorre nenhuma distância; por isso, calcular time exige uma velocidade maior que 0.`,
    params: {
      distance: 'Distância percorrida, 0 ou mais; omita para calculá-la',
      time: 'Tempo gasto, maior que 0, na unidade de tempo de speed; omita para calculá-lo',
      speed: 'Velocidade, 0 ou mais, em unidades de distância por unidade de tempo; omita para calculá-la',
    },
  },
  'zh-cn': {
    summary: '求解 速度 = 距离 / 时间 中缺少的那个量',
    description: `请在 distance、time 和 speed 中恰好提供两个；第三个将被求出，并在 solved_for 中注明。与单位无关：speed 的单位为每时间单位的距离单位，因此距离以 km、时间以小时计时得到 km/h，以米和秒计时得到 m/s。数值保留 ${SIGNIFICANT_DIGITS} 位有效数字。time 必须大于 0（时间为零时速度无定义）；速度为 0 时无法行进任何距离，因此求解 time 需要大于 0 的速度。`,
    params: {
      distance: '行进距离，0 或以上；省略则求解该值',
      time: '所用时间，大于 0，使用 speed 的时间单位；省略则求解该值',
      speed: '速度，0 或以上，单位为每时间单位的距离单位；省略则求解该值',
    },
  },
})
