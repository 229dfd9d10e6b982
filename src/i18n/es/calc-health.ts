import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-health.ts'

export default {
  HEALTH_WEIGHT_RANGE: '{param} debe ser un peso corporal en kilogramos, mayor que 0 y como máximo 1000 (para 154 lb envíe 69.9)',
  HEALTH_HEIGHT_RANGE: '{param} debe ser una estatura en centímetros, de 50 a 300 (para 1,75 m envíe 175; para 5 ft 9 in envíe 175.3)',
  HEALTH_CIRCUMFERENCE_RANGE: '{param} debe ser un perímetro en centímetros, mayor que 0 y como máximo 300 (para 15 in envíe 38.1)',
  HEALTH_AGE_RANGE: '{param} debe ser una edad en años, de 0 a 150',
  HEALTH_BMR_NOT_POSITIVE: 'la ecuación de Mifflin-St Jeor da {bmr} kcal al día para este peso, estatura y edad, lo que no es un metabolismo posible; compruebe que el peso está en kilogramos, la estatura en centímetros y la edad en años',

  IDEAL_WEIGHT_TOO_SHORT: 'con una estatura de {height} cm algunas fórmulas de peso ideal dan 0 kg o menos: son rectas pensadas para adultos de 5 ft (152,4 cm) o más; la estatura debe ser de al menos {min} cm para gender={gender}',

  BODY_FAT_HIP_REQUIRED: 'hip es obligatorio cuando gender es female: la fórmula de la Marina de EE. UU. para mujeres usa el perímetro de cadera (en centímetros, en la parte más ancha)',
  BODY_FAT_WAIST_NECK: 'waist ({waist} cm) debe ser mayor que neck ({neck} cm): la fórmula de la Marina de EE. UU. para hombres toma el logaritmo de waist − neck; mida la cintura a la altura del ombligo y el cuello justo debajo de la laringe',
  BODY_FAT_WAIST_HIP_NECK: 'waist + hip ({waist} + {hip} cm) debe ser mayor que neck ({neck} cm): la fórmula de la Marina de EE. UU. para mujeres toma el logaritmo de waist + hip − neck; revise las medidas',
  BODY_FAT_OUT_OF_RANGE: 'estas medidas dan una grasa corporal del {value} %, que ningún cuerpo tiene; compruebe que estatura, cuello, cintura y cadera están en centímetros y medidos donde indica el método (cuello bajo la laringe, cintura en el ombligo en hombres o en la parte más estrecha en mujeres, cadera en la parte más ancha)',

  AGE_DATE_FORMAT: '{param} debe ser una fecha escrita AAAA-MM-DD, como 1990-07-15; "{value}" no lo es',
  AGE_DATE_MONTH: '{param} es {value}, pero {month} no es un mes; escriba el mes de 01 a 12',
  AGE_DATE_DAY: '{param} es {value}, pero ese mes tiene {days} días, así que el día {day} no existe',
  AGE_BIRTH_AFTER_AT: 'birthdate {birthdate} es posterior a at ({at}); la edad se cuenta desde la fecha de nacimiento hasta una fecha posterior (at es hoy, UTC, por defecto)',

  STATS_NO_NUMBERS: '{param} solo contiene separadores; envíe números separados por comas o espacios, como 1, 2.5, 3',
  STATS_TOO_MANY: '{param} contiene {count} números; se aceptan como máximo {max} en una llamada',
  STATS_NOT_A_NUMBER: 'el elemento {position} de {param}, "{item}", no es un número; separe los números con comas o espacios y escriba los decimales con punto, como 2.5',
  STATS_NUMBER_TOO_LARGE: 'el elemento {position} de {param}, "{item}", supera el mayor número con el que este servicio puede calcular (unos 1.8e308)',
  STATS_SD_TOO_FEW: 'una desviación típica necesita al menos 2 números (la muestral divide entre n − 1), pero {param} contiene {count}',

  QUADRATIC_A_ZERO: 'a no debe ser 0: eso es una ecuación lineal, bx + c = 0, cuya raíz es −c / b',

  FUEL_EFFICIENCY_POSITIVE: '{param} debe ser mayor que 0: es la distancia recorrida por unidad de combustible (o, con efficiency_unit=fuel-per-100, el combustible gastado cada 100 unidades de distancia), y ningún vehículo avanza con 0',

  SPEED_NONE: 'indique dos de distance, time y speed, y se calcula la tercera; no se indicó ninguna',
  SPEED_ONE: 'indique dos de distance, time y speed, y se calcula la tercera; solo se indicó {given}',
  SPEED_THREE: 'indique solo dos de distance, time y speed: la tercera se calcula a partir de ellas, así que omita una',
  SPEED_TIME_POSITIVE: '{param} debe ser mayor que 0: la velocidad es distancia / tiempo, y en un tiempo nulo no se recorre distancia',
  SPEED_ZERO: 'a velocidad 0 nunca se recorre una distancia de {distance}, así que no se puede calcular el tiempo; indique una velocidad mayor que 0',

  PACE_DISTANCE_POSITIVE: '{param} debe ser mayor que 0: el ritmo es el tiempo por unidad de distancia, así que se divide entre la distancia',
  PACE_MINUTES_POSITIVE: '{param} debe ser mayor que 0: es el tiempo empleado en recorrer la distancia, en minutos',

  SALARY_BOTH: 'indique hourly o annual, no ambos: el otro se calcula a partir de él',
  SALARY_NEITHER: 'indique hourly (el salario por hora) o annual (el salario anual): las demás cifras se calculan a partir de él',

  TAKE_HOME_NEGATIVE: 'las deducciones ({deductions}) superan la paga que queda tras impuestos ({after_tax}); compruebe que gross, tax_rate y deductions corresponden al mismo periodo',

  ADSENSE_PAGEVIEWS_NEGATIVE: '{param} debe ser 0 o más: cuenta páginas vistas',
} satisfies Catalogue<typeof en>
