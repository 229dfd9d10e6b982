import categories from './categories.ts'
import currency from './currency.ts'
import length from './length.ts'
import weight from './weight.ts'
import temperature from './temperature.ts'
import volume from './volume.ts'
import area from './area.ts'
import speed from './speed.ts'
import data from './data.ts'
import time from './time.ts'
import pressure from './pressure.ts'
import energy from './energy.ts'
import angle from './angle.ts'
import power from './power.ts'
import frequency from './frequency.ts'
import force from './force.ts'

export default [
  categories,
  currency,
  length,
  weight,
  temperature,
  volume,
  area,
  speed,
  data,
  time,
  pressure,
  energy,
  angle,
  power,
  frequency,
  force,
]
