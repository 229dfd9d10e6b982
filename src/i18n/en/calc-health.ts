// Messages of the health, statistics, algebra, travel and pay calculators. {param} is the
// parameter's name as the caller sent it; numbers arrive as sent or as computed.
export default {
  HEALTH_WEIGHT_RANGE: '{param} must be a body weight in kilograms, more than 0 and at most 1000 (for 154 lb send 69.9)',
  HEALTH_HEIGHT_RANGE: '{param} must be a height in centimetres, from 50 to 300 (for 1.75 m send 175; for 5 ft 9 in send 175.3)',
  HEALTH_CIRCUMFERENCE_RANGE: '{param} must be a circumference in centimetres, more than 0 and at most 300 (for 15 in send 38.1)',
  HEALTH_AGE_RANGE: '{param} must be an age in years, from 0 to 150',
  HEALTH_BMR_NOT_POSITIVE: 'the Mifflin-St Jeor equation gives {bmr} kcal per day for this weight, height and age, which is no metabolic rate; check that weight is in kilograms, height in centimetres and age in years',

  IDEAL_WEIGHT_TOO_SHORT: 'at a height of {height} cm some ideal-weight formulas give 0 kg or less: they are straight lines made for adults of 5 ft (152.4 cm) and taller; height must be at least {min} cm for gender={gender}',

  BODY_FAT_HIP_REQUIRED: 'hip is required when gender is female: the US Navy formula for women uses the hip circumference (in centimetres, at the widest point)',
  BODY_FAT_WAIST_NECK: 'waist ({waist} cm) must be larger than neck ({neck} cm): the US Navy formula for men takes the logarithm of waist − neck; measure the waist at the navel and the neck just below the larynx',
  BODY_FAT_WAIST_HIP_NECK: 'waist + hip ({waist} + {hip} cm) must be larger than neck ({neck} cm): the US Navy formula for women takes the logarithm of waist + hip − neck; check the measurements',
  BODY_FAT_OUT_OF_RANGE: 'these measurements give a body fat of {value} %, which no body has; check that height, neck, waist and hip are in centimetres and measured where the method says (neck below the larynx, waist at the navel for men or the narrowest point for women, hip at the widest)',

  AGE_DATE_FORMAT: '{param} must be a date written YYYY-MM-DD, such as 1990-07-15; "{value}" is not',
  AGE_DATE_MONTH: '{param} is {value}, but {month} is not a month; write the month as 01 to 12',
  AGE_DATE_DAY: '{param} is {value}, but that month has {days} days, so day {day} does not exist',
  AGE_BIRTH_AFTER_AT: 'birthdate {birthdate} is after at ({at}); the age is counted from the birthdate up to a later date (at defaults to today, UTC)',

  STATS_NO_NUMBERS: '{param} contains only separators; send numbers separated by commas or spaces, such as 1, 2.5, 3',
  STATS_TOO_MANY: '{param} contains {count} numbers; at most {max} are accepted in one call',
  STATS_NOT_A_NUMBER: 'item {position} of {param}, "{item}", is not a number; separate numbers with commas or spaces and write decimals with a point, such as 2.5',
  STATS_NUMBER_TOO_LARGE: 'item {position} of {param}, "{item}", is beyond the largest number this service can compute with (about 1.8e308)',
  STATS_SD_TOO_FEW: 'a standard deviation needs at least 2 numbers (the sample figure divides by n − 1), but {param} contains {count}',

  QUADRATIC_A_ZERO: 'a must not be 0: that is a linear equation, bx + c = 0, whose root is −c / b',

  FUEL_EFFICIENCY_POSITIVE: '{param} must be greater than 0: it is the distance travelled per unit of fuel (or, with efficiency_unit=fuel-per-100, the fuel used per 100 units of distance), and no vehicle moves on 0 of it',

  SPEED_NONE: 'pass two of distance, time and speed, and the third is solved; none was given',
  SPEED_ONE: 'pass two of distance, time and speed, and the third is solved; only {given} was given',
  SPEED_THREE: 'pass only two of distance, time and speed: the third is solved from them, so leave one out',
  SPEED_TIME_POSITIVE: '{param} must be greater than 0: speed is distance / time, and no distance is covered in no time',
  SPEED_ZERO: 'a speed of 0 never covers a distance of {distance}, so no time can be solved; give a speed greater than 0',

  PACE_DISTANCE_POSITIVE: '{param} must be greater than 0: the pace is the time per unit of distance, so the distance divides',
  PACE_MINUTES_POSITIVE: '{param} must be greater than 0: it is the time taken to cover the distance, in minutes',

  SALARY_BOTH: 'pass either hourly or annual, not both: the other is computed from it',
  SALARY_NEITHER: 'pass hourly (the wage per hour) or annual (the salary per year): the other figures are computed from it',

  TAKE_HOME_NEGATIVE: 'the deductions ({deductions}) are larger than the pay left after tax ({after_tax}); check that gross, tax_rate and deductions are for the same period',

  ADSENSE_PAGEVIEWS_NEGATIVE: '{param} must be 0 or more: it counts pageviews',
} as const
