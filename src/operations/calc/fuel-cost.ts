import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money, roundTo } from '../../lib/calc/calc.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const EFFICIENCY_UNITS = ['distance-per-fuel', 'fuel-per-100'] as const

const params = z.object({
  distance: calcParam.nonNegative('Trip distance, in the distance unit of efficiency (km, miles, ...)'),
  efficiency: z.number().positive('FUEL_EFFICIENCY_POSITIVE')
    .describe('Fuel efficiency, greater than 0: distance per unit of fuel (such as 15 km/l or 35 mpg), or with efficiency_unit=fuel-per-100 fuel per 100 distance units (such as 6.5 l/100 km)'),
  price: calcParam.nonNegative('Price of one unit of fuel (per litre, per gallon, ...)'),
  efficiency_unit: z.enum(EFFICIENCY_UNITS).default('distance-per-fuel')
    .describe('How efficiency is expressed: distance-per-fuel (default; km/l, mpg) or fuel-per-100 (l/100 km)'),
})

export default defineOperation({
  category: 'calc',
  name: 'fuel-cost',
  input: 'query',
  summary: 'Fuel needed and its cost for a trip, in any units',
  description: 'Unit-agnostic: use one distance unit and one fuel unit throughout, and the price per that fuel unit. '
    + 'With efficiency_unit=distance-per-fuel (default), efficiency is the distance per unit of fuel (km per litre, miles per gallon) '
    + 'and fuel = distance / efficiency; with efficiency_unit=fuel-per-100 it is the fuel per 100 units of distance (litres per 100 km) '
    + 'and fuel = distance × efficiency / 100. cost = fuel × price. fuel is reported to 2 decimals; cost and cost_per_100 '
    + '(the cost of 100 units of distance) are money, rounded to cents from unrounded figures.',
  params,
  result: calcResult(params, {
    fuel: z.number().min(0).apply(described, { en: 'Fuel needed for the trip, in the fuel unit of efficiency and price (litres, gallons, ...), to 2 decimals', es: 'Combustible necesario para el trayecto, en la unidad de combustible de efficiency y price (litros, galones, ...), con 2 decimales' }),
    cost: moneyFigure({ en: 'Cost of that fuel, fuel × price', es: 'Coste de ese combustible, fuel × price' }),
    cost_per_100: moneyFigure({ en: 'Cost of 100 units of distance', es: 'Coste de 100 unidades de distancia' }),
  }),
  examples: [
    { title: '300 km at 15 km/l, 1.80 per litre', params: { distance: 300, efficiency: 15, price: 1.8 }, result: { fuel: 20, cost: 36, cost_per_100: 12 } },
    { title: '450 miles at 30 mpg, 3.49 per gallon', params: { distance: 450, efficiency: 30, price: 3.49 }, result: { fuel: 15, cost: 52.35 } },
    { title: '250 km at 6.5 l/100 km, 1.75 per litre', params: { distance: 250, efficiency: 6.5, price: 1.75, efficiency_unit: 'fuel-per-100' }, result: { fuel: 16.25, cost: 28.44, cost_per_100: 11.38 } },
  ],
  run: ({ distance, efficiency, price, efficiency_unit }) => {
    const fuelPerDistance = efficiency_unit === 'fuel-per-100' ? efficiency / 100 : 1 / efficiency
    const fuel = finite(distance * fuelPerDistance, 'fuel')
    return {
      inputs: { distance, efficiency, price, efficiency_unit },
      fuel: roundTo(fuel, 2),
      cost: money(finite(fuel * price, 'cost')),
      cost_per_100: money(finite(100 * fuelPerDistance * price, 'cost per 100')),
      formula: efficiency_unit === 'fuel-per-100' ? 'fuel = distance × efficiency / 100; cost = fuel × price' : 'fuel = distance / efficiency; cost = fuel × price',
    }
  },
  es: {
    summary: 'Combustible necesario para un viaje y su coste, en cualquier unidad',
    description: 'Independiente de las unidades: use una misma unidad de distancia y una misma unidad de combustible en todo, y el precio por esa unidad de combustible. Con efficiency_unit=distance-per-fuel (por defecto), efficiency es la distancia por unidad de combustible (km por litro, millas por galón) y combustible = distance / efficiency; con efficiency_unit=fuel-per-100 es el combustible por cada 100 unidades de distancia (litros a los 100 km) y combustible = distance × efficiency / 100. cost = combustible × price. fuel se da con 2 decimales; cost y cost_per_100 (el coste de 100 unidades de distancia) son dinero, redondeados a céntimos a partir de cifras sin redondear.',
    params: {
      distance: 'Distancia del viaje, en la unidad de distancia de efficiency (km, millas, ...)',
      efficiency: 'Eficiencia de combustible, mayor que 0: distancia por unidad de combustible (como 15 km/l o 35 mpg), o con efficiency_unit=fuel-per-100 combustible por cada 100 unidades de distancia (como 6.5 l/100 km)',
      price: 'Precio de una unidad de combustible (por litro, por galón, ...)',
      efficiency_unit: 'Cómo se expresa efficiency: distance-per-fuel (por defecto; km/l, mpg) o fuel-per-100 (l/100 km)',
    },
  },
})
