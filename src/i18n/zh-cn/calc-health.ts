import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-health.ts'

export default {
  HEALTH_WEIGHT_RANGE: '{param} 必须是以千克为单位的体重，大于 0 且不超过 1000（154 lb 请发送 69.9）',
  HEALTH_HEIGHT_RANGE: '{param} 必须是以厘米为单位的身高，介于 50 到 300 之间（1.75 m 请发送 175；5 ft 9 in 请发送 175.3）',
  HEALTH_CIRCUMFERENCE_RANGE: '{param} 必须是以厘米为单位的围度，大于 0 且不超过 300（15 in 请发送 38.1）',
  HEALTH_AGE_RANGE: '{param} 必须是以岁为单位的年龄，介于 0 到 150 之间',
  HEALTH_BMR_NOT_POSITIVE: '对于此体重、身高和年龄，Mifflin-St Jeor 公式得出每天 {bmr} kcal，这不是有效的代谢率；请检查体重是否以千克、身高是否以厘米、年龄是否以岁为单位',

  IDEAL_WEIGHT_TOO_SHORT: '身高为 {height} cm 时，某些理想体重公式会得出 0 kg 或更低：这些公式是为身高 5 ft（152.4 cm）及以上的成年人设计的直线公式；gender={gender} 时，身高至少应为 {min} cm',

  BODY_FAT_HIP_REQUIRED: 'gender 为 female 时必须提供 hip：美国海军女性公式使用臀围（以厘米为单位，在最宽处测量）',
  BODY_FAT_WAIST_NECK: 'waist（{waist} cm）必须大于 neck（{neck} cm）：美国海军男性公式取 waist − neck 的对数；请在肚脐处测量腰围，在喉结正下方测量颈围',
  BODY_FAT_WAIST_HIP_NECK: 'waist + hip（{waist} + {hip} cm）必须大于 neck（{neck} cm）：美国海军女性公式取 waist + hip − neck 的对数；请检查测量值',
  BODY_FAT_OUT_OF_RANGE: '这些测量值得出的体脂率为 {value} %，这不可能出现在任何人身上；请检查身高、颈围、腰围和臀围是否以厘米为单位，并按方法规定的位置测量（颈围在喉结下方，男性腰围在肚脐处、女性腰围在最细处，臀围在最宽处）',

  AGE_DATE_FORMAT: '{param} 必须是 YYYY-MM-DD 格式的日期，例如 1990-07-15；“{value}”不是',
  AGE_DATE_MONTH: '{param} 为 {value}，但 {month} 不是有效月份；月份请写 01 到 12',
  AGE_DATE_DAY: '{param} 为 {value}，但该月只有 {days} 天，因此不存在第 {day} 天',
  AGE_BIRTH_AFTER_AT: 'birthdate {birthdate} 晚于 at（{at}）；年龄从出生日期计算到之后的某个日期（at 默认为今天，UTC）',

  STATS_NO_NUMBERS: '{param} 只包含分隔符；请发送用逗号或空格分隔的数字，例如 1, 2.5, 3',
  STATS_TOO_MANY: '{param} 包含 {count} 个数字；单次调用最多接受 {max} 个',
  STATS_NOT_A_NUMBER: '{param} 的第 {position} 项“{item}”不是数字；请用逗号或空格分隔数字，小数用点表示，例如 2.5',
  STATS_NUMBER_TOO_LARGE: '{param} 的第 {position} 项“{item}”超出了此服务可计算的最大数字（约 1.8e308）',
  STATS_SD_TOO_FEW: '标准差至少需要 2 个数字（样本标准差要除以 n − 1），但 {param} 只包含 {count} 个',

  QUADRATIC_A_ZERO: 'a 不能为 0：那是线性方程 bx + c = 0，其根为 −c / b',

  FUEL_EFFICIENCY_POSITIVE: '{param} 必须大于 0：它表示每单位燃料行驶的距离（或在 efficiency_unit=fuel-per-100 时表示每 100 单位距离消耗的燃料），没有车辆能在该值为 0 时行驶',

  SPEED_NONE: '请传入 distance、time 和 speed 中的两个，即可求出第三个；目前一个都没有提供',
  SPEED_ONE: '请传入 distance、time 和 speed 中的两个，即可求出第三个；目前只提供了 {given}',
  SPEED_THREE: '请只传入 distance、time 和 speed 中的两个：第三个由它们求出，因此请省略一个',
  SPEED_TIME_POSITIVE: '{param} 必须大于 0：速度是距离除以时间，不花时间就不会移动任何距离',
  SPEED_ZERO: '速度为 0 永远无法走完 {distance} 的距离，因此无法求出时间；请提供大于 0 的速度',

  PACE_DISTANCE_POSITIVE: '{param} 必须大于 0：配速是每单位距离所用的时间，因此距离是除数',
  PACE_MINUTES_POSITIVE: '{param} 必须大于 0：它是跑完该距离所用的时间，以分钟为单位',

  SALARY_BOTH: '请传入 hourly 或 annual，不能同时传入：另一个值会据此计算',
  SALARY_NEITHER: '请传入 hourly（时薪）或 annual（年薪）：其他数值会据此计算',

  TAKE_HOME_NEGATIVE: '扣除项（{deductions}）大于税后收入（{after_tax}）；请检查 gross、tax_rate 和 deductions 是否对应同一期间',

  ADSENSE_PAGEVIEWS_NEGATIVE: '{param} 必须大于或等于 0：它表示网页浏览量',
} satisfies Catalogue<typeof en>
