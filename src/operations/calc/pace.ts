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
    pace: z.string().apply(described, {
      en: 'Time per unit of distance, m:ss, or h:mm:ss from an hour up, rounded to the whole second',
      es: 'Tiempo por unidad de distancia, m:ss, o h:mm:ss a partir de una hora, redondeado al segundo entero',
      de: 'Zeit pro Entfernungseinheit, m:ss oder ab einer Stunde h:mm:ss, auf die ganze Sekunde gerundet',
      fr: 'Temps par unité de distance, m:ss, ou h:mm:ss à partir d\'une heure, arrondi à la seconde entière',
      'pt-br': 'Tempo por unidade de distância, m:ss, ou h:mm:ss a partir de uma hora, arredondado para o segundo inteiro',
      'zh-cn': '每单位距离所用时间，格式为 m:ss，一小时及以上为 h:mm:ss，四舍五入到整秒',
    }),
    pace_seconds: z.number().min(0).apply(described, {
      en: 'Time per unit of distance, in seconds to 1 decimal',
      es: 'Tiempo por unidad de distancia, en segundos con 1 decimal',
      de: 'Zeit pro Entfernungseinheit, in Sekunden auf 1 Nachkommastelle',
      fr: 'Temps par unité de distance, en secondes à 1 décimale',
      'pt-br': 'Tempo por unidade de distância, em segundos com 1 casa decimal',
      'zh-cn': '每单位距离所用时间，以秒计，保留 1 位小数',
    }),
    pace_minutes: z.number().min(0).apply(described, {
      en: 'Time per unit of distance, in decimal minutes to 4 decimals',
      es: 'Tiempo por unidad de distancia, en minutos decimales con 4 decimales',
      de: 'Zeit pro Entfernungseinheit, in Dezimalminuten auf 4 Nachkommastellen',
      fr: 'Temps par unité de distance, en minutes décimales à 4 décimales',
      'pt-br': 'Tempo por unidade de distância, em minutos decimais com 4 casas decimais',
      'zh-cn': '每单位距离所用时间，以十进制分钟计，保留 4 位小数',
    }),
    speed_per_hour: z.number().min(0).apply(described, {
      en: 'Distance units covered per hour (km/h or mph), to 2 decimals',
      es: 'Unidades de distancia recorridas por hora (km/h o mph), con 2 decimales',
      de: 'Pro Stunde zurückgelegte Entfernungseinheiten (km/h oder mph), auf 2 Nachkommastellen',
      fr: 'Unités de distance parcourues par heure (km/h ou mph), à 2 décimales',
      'pt-br': 'Unidades de distância percorridas por hora (km/h ou mph), com 2 casas decimais',
      'zh-cn': '每小时行进的距离单位数（km/h 或 mph），保留 2 位小数',
    }),
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
  de: {
    summary: 'Lauf- oder Gehtempo pro km oder Meile und Geschwindigkeit pro Stunde',
    description: 'Einheitenunabhängig: Das Tempo bezieht sich auf die Einheit der angegebenen Strecke (km oder Meile), daher ergibt 10 mit minutes=50 ein Tempo von 5:00 pro km, wenn die 10 Kilometer sind, und pro Meile, wenn es Meilen sind. pace wird als m:ss geschrieben (ab einer Stunde h:mm:ss), auf die ganze Sekunde gerundet; pace_seconds ist das Tempo in Sekunden auf 1 Nachkommastelle, pace_minutes in Dezimalminuten auf 4 Nachkommastellen; speed_per_hour sind die pro Stunde zurückgelegten Entfernungseinheiten (km/h oder mph) auf 2 Nachkommastellen. minutes darf Nachkommastellen haben (25.5 sind 25 min 30 s).',
    params: {
      distance: 'Zurückgelegte Strecke, größer als 0, in km oder Meilen',
      minutes: 'Benötigte Gesamtzeit, in Minuten, größer als 0 (Nachkommastellen erlaubt: 90.5 sind 1 h 30 min 30 s)',
    },
  },
  fr: {
    summary: 'Allure de course ou de marche au km ou au mile, et vitesse horaire',
    description: 'Indépendant des unités\u00a0: l\'allure est exprimée par unité de la distance indiquée (km ou mile), donc 10 avec minutes=50 donne une allure de 5:00 au km si les 10 sont des kilomètres, au mile s\'il s\'agit de miles. pace s\'écrit m:ss (h:mm:ss à partir d\'une heure), arrondi à la seconde entière\u00a0; pace_seconds est l\'allure en secondes à 1 décimale\u00a0; pace_minutes, en minutes décimales à 4 décimales\u00a0; speed_per_hour est le nombre d\'unités de distance parcourues par heure (km/h ou mph) à 2 décimales. minutes peut comporter des décimales (25.5 correspond à 25 min 30 s).',
    params: {
      distance: 'Distance parcourue, supérieure à 0, en km ou en miles',
      minutes: 'Temps total, en minutes, supérieur à 0 (décimales admises\u00a0: 90.5 correspond à 1 h 30 min 30 s)',
    },
  },
  'pt-br': {
    summary: 'Ritmo de corrida ou caminhada por km ou milha, e velocidade por hora',
    description: 'Independente de unidades: o ritmo é por unidade da distância informada (km ou milha), então 10 com minutes=50 é um ritmo de 5:00 por km se o 10 forem quilômetros, ou por milha se forem milhas. pace é escrito como m:ss (h:mm:ss a partir de uma hora), arredondado para o segundo inteiro; pace_seconds é o ritmo em segundos com 1 casa decimal; pace_minutes, em minutos decimais com 4 casas decimais; speed_per_hour são as unidades de distância percorridas por hora (km/h ou mph) com 2 casas decimais. minutes pode ter decimais (25.5 são 25 min 30 s).',
    params: {
      distance: 'Distância percorrida, maior que 0, em km ou milhas',
      minutes: 'Tempo total gasto, em minutos, maior que 0 (decimais permitidos: 90.5 são 1 h 30 min 30 s)',
    },
  },
  'zh-cn': {
    summary: '跑步或步行的每公里或每英里配速，以及每小时速度',
    description: '与单位无关：配速按所给距离的单位（km 或英里）计算，因此 10 与 minutes=50 对应 5:00 的配速：若 10 表示公里，即每公里 5:00；若表示英里，即每英里 5:00。pace 的格式为 m:ss（一小时及以上为 h:mm:ss），四舍五入到整秒；pace_seconds 为以秒计的配速，保留 1 位小数；pace_minutes 为以十进制分钟计的配速，保留 4 位小数；speed_per_hour 为每小时行进的距离单位数（km/h 或 mph），保留 2 位小数。minutes 可以带小数（25.5 即 25 分 30 秒）。',
    params: {
      distance: '行进距离，大于 0，单位为 km 或英里',
      minutes: '所用总时间，以分钟计，大于 0（可带小数：90.5 即 1 小时 30 分 30 秒）',
    },
  },
})
