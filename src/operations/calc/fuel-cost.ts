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
    fuel: z.number().min(0).apply(described, {
      en: 'Fuel needed for the trip, in the fuel unit of efficiency and price (litres, gallons, ...), to 2 decimals',
      es: 'Combustible necesario para el trayecto, en la unidad de combustible de efficiency y price (litros, galones, ...), con 2 decimales',
      de: 'Für die Fahrt benötigter Kraftstoff, in der Kraftstoffeinheit von efficiency und price (Liter, Gallonen, ...), auf 2 Nachkommastellen',
      fr: 'Carburant nécessaire pour le trajet, dans l\'unité de carburant de efficiency et price (litres, gallons, ...), à 2 décimales',
      'pt-br': 'Combustível necessário para a viagem, na unidade de combustível de efficiency e price (litros, galões, ...), com 2 casas decimais',
      'zh-cn': '行程所需的燃油量，使用 efficiency 和 price 的燃油单位（升、加仑等），保留 2 位小数',
    }),
    cost: moneyFigure({
      en: 'Cost of that fuel, fuel × price',
      es: 'Coste de ese combustible, fuel × price',
      de: 'Kosten dieses Kraftstoffs, fuel × price',
      fr: 'Coût de ce carburant, fuel × price',
      'pt-br': 'Custo desse combustível, fuel × price',
      'zh-cn': '这些燃油的费用，fuel × price',
    }),
    cost_per_100: moneyFigure({
      en: 'Cost of 100 units of distance',
      es: 'Coste de 100 unidades de distancia',
      de: 'Kosten für 100 Entfernungseinheiten',
      fr: 'Coût de 100 unités de distance',
      'pt-br': 'Custo de 100 unidades de distância',
      'zh-cn': '100 个距离单位的费用',
    }),
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
  de: {
    summary: 'Kraftstoffbedarf und Kraftstoffkosten einer Fahrt, in beliebigen Einheiten',
    description: 'Einheitenunabhängig: Verwenden Sie durchgehend eine Entfernungseinheit und eine Kraftstoffeinheit sowie den Preis pro dieser Kraftstoffeinheit. Mit efficiency_unit=distance-per-fuel (Standard) ist efficiency die Strecke pro Kraftstoffeinheit (km pro Liter, Meilen pro Gallone) und fuel = distance / efficiency; mit efficiency_unit=fuel-per-100 ist es der Kraftstoff pro 100 Entfernungseinheiten (Liter pro 100 km) und fuel = distance × efficiency / 100. cost = fuel × price. fuel wird auf 2 Nachkommastellen angegeben; cost und cost_per_100 (die Kosten für 100 Entfernungseinheiten) sind Geldbeträge, die aus ungerundeten Werten auf Cent gerundet werden.',
    params: {
      distance: 'Fahrstrecke, in der Entfernungseinheit von efficiency (km, Meilen, ...)',
      efficiency: 'Kraftstoffeffizienz, größer als 0: Strecke pro Kraftstoffeinheit (etwa 15 km/l oder 35 mpg) oder mit efficiency_unit=fuel-per-100 Kraftstoff pro 100 Entfernungseinheiten (etwa 6.5 l/100 km)',
      price: 'Preis einer Kraftstoffeinheit (pro Liter, pro Gallone, ...)',
      efficiency_unit: 'Wie efficiency angegeben wird: distance-per-fuel (Standard; km/l, mpg) oder fuel-per-100 (l/100 km)',
    },
  },
  fr: {
    summary: 'Carburant nécessaire pour un trajet et son coût, dans n\'importe quelle unité',
    description: 'Indépendant des unités\u00a0: utilisez une même unité de distance et une même unité de carburant partout, et le prix par unité de carburant. Avec efficiency_unit=distance-per-fuel (par défaut), efficiency est la distance par unité de carburant (km par litre, miles par gallon) et fuel = distance / efficiency\u00a0; avec efficiency_unit=fuel-per-100, c\'est le carburant pour 100 unités de distance (litres aux 100 km) et fuel = distance × efficiency / 100. cost = fuel × price. fuel est donné à 2 décimales\u00a0; cost et cost_per_100 (le coût de 100 unités de distance) sont des montants, arrondis au centime à partir de valeurs non arrondies.',
    params: {
      distance: 'Distance du trajet, dans l\'unité de distance de efficiency (km, miles, ...)',
      efficiency: 'Rendement du carburant, supérieur à 0\u00a0: distance par unité de carburant (par exemple 15 km/l ou 35 mpg) ou, avec efficiency_unit=fuel-per-100, carburant pour 100 unités de distance (par exemple 6.5 l/100 km)',
      price: 'Prix d\'une unité de carburant (par litre, par gallon, ...)',
      efficiency_unit: 'Mode d\'expression de efficiency\u00a0: distance-per-fuel (par défaut\u00a0; km/l, mpg) ou fuel-per-100 (l/100 km)',
    },
  },
  'pt-br': {
    summary: 'Combustível necessário para uma viagem e seu custo, em qualquer unidade',
    description: 'Independente de unidades: use uma mesma unidade de distância e uma mesma unidade de combustível em tudo, e o preço por essa unidade de combustível. Com efficiency_unit=distance-per-fuel (padrão), efficiency é a distância por unidade de combustível (km por litro, milhas por galão) e fuel = distance / efficiency; com efficiency_unit=fuel-per-100, é o combustível a cada 100 unidades de distância (litros por 100 km) e fuel = distance × efficiency / 100. cost = fuel × price. fuel é informado com 2 casas decimais; cost e cost_per_100 (o custo de 100 unidades de distância) são valores monetários, arredondados para centavos a partir de valores não arredondados.',
    params: {
      distance: 'Distância da viagem, na unidade de distância de efficiency (km, milhas, ...)',
      efficiency: 'Eficiência de combustível, maior que 0: distância por unidade de combustível (como 15 km/l ou 35 mpg) ou, com efficiency_unit=fuel-per-100, combustível a cada 100 unidades de distância (como 6.5 l/100 km)',
      price: 'Preço de uma unidade de combustível (por litro, por galão, ...)',
      efficiency_unit: 'Como efficiency é expressa: distance-per-fuel (padrão; km/l, mpg) ou fuel-per-100 (l/100 km)',
    },
  },
  'zh-cn': {
    summary: '行程所需燃油量及其费用，可使用任意单位',
    description: '与单位无关：请始终使用同一种距离单位和同一种燃油单位，并使用该燃油单位的单价。efficiency_unit=distance-per-fuel（默认）时，efficiency 为每单位燃油行驶的距离（每升公里数、每加仑英里数），fuel = distance / efficiency；efficiency_unit=fuel-per-100 时，efficiency 为每 100 个距离单位消耗的燃油（每 100 km 的升数），fuel = distance × efficiency / 100。cost = fuel × price。fuel 保留 2 位小数；cost 和 cost_per_100（100 个距离单位的费用）为金额，由未舍入的数值四舍五入到分。',
    params: {
      distance: '行程距离，使用 efficiency 的距离单位（km、英里等）',
      efficiency: '燃油效率，大于 0：每单位燃油行驶的距离（如 15 km/l 或 35 mpg）；若 efficiency_unit=fuel-per-100，则为每 100 个距离单位消耗的燃油（如 6.5 l/100 km）',
      price: '每单位燃油的价格（每升、每加仑等）',
      efficiency_unit: 'efficiency 的表示方式：distance-per-fuel（默认；km/l、mpg）或 fuel-per-100（l/100 km）',
    },
  },
})
