import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, roundTo } from '../../lib/calc/calc.ts'
import { calcResult } from '../kits/calc-results.ts'

/** Whole seconds as m:ss, or h:mm:ss from an hour up. */
function clock(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = totalSeconds % 60
  const ss = String(seconds).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`
}

const params = z.object({
  distance: z.number().positive('PACE_DISTANCE_POSITIVE').describe('Distance covered, greater than 0, in km or miles'),
  minutes: z.number().positive('PACE_MINUTES_POSITIVE').describe('Total time taken, in minutes, greater than 0 (decimals allowed: 90.5 is 1 h 30 min 30 s)'),
})

export default defineOperation({
  category: 'calc',
  name: 'pace',
  input: 'query',
  summary: 'Running or walking pace per km or mile, and speed per hour',
  description: 'Unit-agnostic: the pace is per unit of the distance given (km or mile), so 10 with minutes=50 is a pace of 5:00 per km '
    + 'if the 10 is kilometres, per mile if miles. pace is written m:ss (h:mm:ss from an hour up), rounded to the whole second; '
    + 'pace_seconds is the pace in seconds to 1 decimal; pace_minutes in decimal minutes to 4 decimals; speed_per_hour is the '
    + 'distance units covered per hour (km/h or mph) to 2 decimals. minutes may have decimals (25.5 is 25 min 30 s).',
  params,
  result: calcResult(params, {
    pace: z.string().apply(described, { en: 'Time per unit of distance, m:ss, or h:mm:ss from an hour up, rounded to the whole second', es: 'Tiempo por unidad de distancia, m:ss, o h:mm:ss a partir de una hora, redondeado al segundo entero' }),
    pace_seconds: z.number().min(0).apply(described, { en: 'Time per unit of distance, in seconds to 1 decimal', es: 'Tiempo por unidad de distancia, en segundos con 1 decimal' }),
    pace_minutes: z.number().min(0).apply(described, { en: 'Time per unit of distance, in decimal minutes to 4 decimals', es: 'Tiempo por unidad de distancia, en minutos decimales con 4 decimales' }),
    speed_per_hour: z.number().min(0).apply(described, { en: 'Distance units covered per hour (km/h or mph), to 2 decimals', es: 'Unidades de distancia recorridas por hora (km/h o mph), con 2 decimales' }),
  }),
  examples: [
    { title: '10 km in 50 minutes', params: { distance: 10, minutes: 50 }, result: { pace: '5:00', pace_seconds: 300, speed_per_hour: 12 } },
    { title: 'Marathon (42.195 km) in 3 hours', params: { distance: 42.195, minutes: 180 }, result: { pace: '4:16', pace_seconds: 256, pace_minutes: 4.2659, speed_per_hour: 14.07 } },
    { title: '1 mile in 65 minutes (walking)', params: { distance: 1, minutes: 65 }, result: { pace: '1:05:00', speed_per_hour: 0.92 } },
  ],
  run: ({ distance, minutes }) => {
    const paceSeconds = finite((minutes * 60) / distance, 'pace')
    return {
      inputs: { distance, minutes },
      pace: clock(Math.round(paceSeconds)),
      pace_seconds: roundTo(paceSeconds, 1),
      pace_minutes: roundTo(paceSeconds / 60, 4),
      speed_per_hour: roundTo(finite(distance / (minutes / 60), 'speed'), 2),
      formula: 'pace = minutes / distance; speed per hour = distance / (minutes / 60)',
    }
  },
  es: {
    summary: 'Ritmo de carrera o de marcha por km o por milla, y velocidad por hora',
    description: 'Independiente de las unidades: el ritmo es por unidad de la distancia indicada (km o milla), así que 10 con minutes=50 es un ritmo de 5:00 por km si el 10 son kilómetros, o por milla si son millas. pace se escribe m:ss (h:mm:ss a partir de una hora), redondeado al segundo entero; pace_seconds es el ritmo en segundos con 1 decimal; pace_minutes en minutos decimales con 4 decimales; speed_per_hour son las unidades de distancia recorridas por hora (km/h o mph) con 2 decimales. minutes puede tener decimales (25.5 son 25 min 30 s).',
    params: {
      distance: 'Distancia recorrida, mayor que 0, en km o millas',
      minutes: 'Tiempo total empleado, en minutos, mayor que 0 (se admiten decimales: 90.5 son 1 h 30 min 30 s)',
    },
  },
})
