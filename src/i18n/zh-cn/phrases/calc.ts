import type en from '../../en/phrases/calc.ts'

/** Parameters and sentences the calculators share. */
function weight(max: number): string {
  return `体重，以千克为单位（大于 0 且不超过 ${max}）`
}

function height(min: number, max: number): string {
  return `身高，以厘米为单位（${min} 到 ${max}；1.75 m 对应 175）`
}

function age(max: number): string {
  return `年龄，以岁为单位（0 到 ${max}；允许小数）`
}

function circumference(what: string, max: number): string {
  return `${what}，以厘米为单位（大于 0 且不超过 ${max}）`
}

function gender(what: string): string {
  return `${what}：male（默认）或 female`
}

const MONEY = '金额以全精度计算，并在结果中舍入到分。'

const MONEY_CENTS = '金额舍入到分。'

const PERCENT_ROUNDING = '百分比舍入到四位小数。'

export default { weight, height, age, circumference, gender, MONEY, MONEY_CENTS, PERCENT_ROUNDING } satisfies typeof en
