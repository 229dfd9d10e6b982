import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-health.ts'

export default {
  HEALTH_WEIGHT_RANGE: '{param} deve ser um peso corporal em quilogramas, maior que 0 e no máximo 1000 (para 154 lb, envie 69.9)',
  HEALTH_HEIGHT_RANGE: '{param} deve ser uma altura em centímetros, de 50 a 300 (para 1,75 m, envie 175; para 5 ft 9 in, envie 175.3)',
  HEALTH_CIRCUMFERENCE_RANGE: '{param} deve ser uma circunferência em centímetros, maior que 0 e no máximo 300 (para 15 in, envie 38.1)',
  HEALTH_AGE_RANGE: '{param} deve ser uma idade em anos, de 0 a 150',
  HEALTH_BMR_NOT_POSITIVE: 'a equação de Mifflin-St Jeor resulta em {bmr} kcal por dia para este peso, altura e idade, o que não é uma taxa metabólica; verifique se o peso está em quilogramas, a altura em centímetros e a idade em anos',

  IDEAL_WEIGHT_TOO_SHORT: 'com uma altura de {height} cm, algumas fórmulas de peso ideal resultam em 0 kg ou menos: são retas feitas para adultos de 5 ft (152,4 cm) ou mais; a altura deve ser de pelo menos {min} cm para gender={gender}',

  BODY_FAT_HIP_REQUIRED: 'hip é obrigatório quando gender é female: a fórmula da Marinha dos EUA para mulheres usa a circunferência do quadril (em centímetros, no ponto mais largo)',
  BODY_FAT_WAIST_NECK: 'waist ({waist} cm) deve ser maior que neck ({neck} cm): a fórmula da Marinha dos EUA para homens usa o logaritmo de waist − neck; meça a cintura na altura do umbigo e o pescoço logo abaixo da laringe',
  BODY_FAT_WAIST_HIP_NECK: 'waist + hip ({waist} + {hip} cm) deve ser maior que neck ({neck} cm): a fórmula da Marinha dos EUA para mulheres usa o logaritmo de waist + hip − neck; verifique as medidas',
  BODY_FAT_OUT_OF_RANGE: 'estas medidas resultam em {value} % de gordura corporal, o que nenhum corpo tem; verifique se a altura, o pescoço, a cintura e o quadril estão em centímetros e foram medidos onde o método indica (pescoço abaixo da laringe, cintura no umbigo para homens ou no ponto mais estreito para mulheres, quadril no ponto mais largo)',

  AGE_DATE_FORMAT: '{param} deve ser uma data no formato AAAA-MM-DD, como 1990-07-15; "{value}" não é',
  AGE_DATE_MONTH: '{param} é {value}, mas {month} não é um mês; escreva o mês de 01 a 12',
  AGE_DATE_DAY: '{param} é {value}, mas esse mês tem {days} dias, então o dia {day} não existe',
  AGE_BIRTH_AFTER_AT: 'birthdate {birthdate} é posterior a at ({at}); a idade é contada da data de nascimento até uma data posterior (at é, por padrão, hoje, em UTC)',

  STATS_NO_NUMBERS: '{param} contém apenas separadores; envie números separados por vírgulas ou espaços, como 1, 2.5, 3',
  STATS_TOO_MANY: '{param} contém {count} números; no máximo {max} são aceitos em uma chamada',
  STATS_NOT_A_NUMBER: 'o item {position} de {param}, "{item}", não é um número; separe os números com vírgulas ou espaços e escreva os decimais com ponto, como 2.5',
  STATS_NUMBER_TOO_LARGE: 'o item {position} de {param}, "{item}", excede o maior número com que este serviço consegue calcular (cerca de 1.8e308)',
  STATS_SD_TOO_FEW: 'um desvio padrão precisa de pelo menos 2 números (o valor amostral divide por n − 1), mas {param} contém {count}',

  QUADRATIC_A_ZERO: 'a não pode ser 0: isso é uma equação linear, bx + c = 0, cuja raiz é −c / b',

  FUEL_EFFICIENCY_POSITIVE: '{param} deve ser maior que 0: é a distância percorrida por unidade de combustível (ou, com efficiency_unit=fuel-per-100, o combustível consumido a cada 100 unidades de distância), e nenhum veículo anda com 0 disso',

  SPEED_NONE: 'passe dois entre distance, time e speed, e o terceiro será calculado; nenhum foi informado',
  SPEED_ONE: 'passe dois entre distance, time e speed, e o terceiro será calculado; só {given} foi informado',
  SPEED_THREE: 'passe apenas dois entre distance, time e speed: o terceiro é calculado a partir deles, então omita um',
  SPEED_TIME_POSITIVE: '{param} deve ser maior que 0: velocidade é distância / tempo, e nenhuma distância é percorrida em tempo nenhum',
  SPEED_ZERO: 'uma velocidade de 0 nunca percorre uma distância de {distance}, então nenhum tempo pode ser calculado; informe uma velocidade maior que 0',

  PACE_DISTANCE_POSITIVE: '{param} deve ser maior que 0: o ritmo é o tempo por unidade de distância, então a distância é o divisor',
  PACE_MINUTES_POSITIVE: '{param} deve ser maior que 0: é o tempo gasto para percorrer a distância, em minutos',

  SALARY_BOTH: 'passe hourly ou annual, não ambos: um é calculado a partir do outro',
  SALARY_NEITHER: 'passe hourly (o valor por hora) ou annual (o salário anual): os demais valores são calculados a partir dele',

  TAKE_HOME_NEGATIVE: 'as deduções ({deductions}) são maiores que o pagamento restante após os impostos ({after_tax}); verifique se gross, tax_rate e deductions se referem ao mesmo período',

  ADSENSE_PAGEVIEWS_NEGATIVE: '{param} deve ser 0 ou mais: ele conta visualizações de página',
} satisfies Catalogue<typeof en>
