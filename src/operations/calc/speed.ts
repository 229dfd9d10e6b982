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
    solved_for: z.enum(QUANTITIES).apply(described, { en: 'Which quantity was solved: the one left out', es: 'Qué magnitud se calculó: la que se omitió' }),
    distance: z.number().min(0).apply(described, { en: `Distance, in the distance unit of speed, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Distancia, en la unidad de distancia de speed, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    time: z.number().min(0).apply(described, { en: `Time, in the time unit of speed, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Tiempo, en la unidad de tiempo de speed, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    speed: z.number().min(0).apply(described, { en: `Speed, in distance units per time unit, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Velocidad, en unidades de distancia por unidad de tiempo, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
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
})
