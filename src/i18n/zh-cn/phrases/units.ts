import type en from '../../en/phrases/units.ts'

/** The parameters every unit conversion shares. */
const UNIT_PARAMS = {
  from: '源单位：slug、符号或别名（km、kilometer、kilometre、kilometers），不区分大小写，除非大小写用于区分两个单位',
  to: '目标单位，写法与 from 相同',
  value: '要换算的数值；任意有限数，小数用点表示（1.5）',
}

/** A unit conversion's description: what it converts, its units and what is particular to it. */
function unitConversion(kind: string, units: string, digits: number, notes: string): string {
  return `将 value 从一种${kind}单位换算为另一种。单位：${units}（GET /api/v1/convert/categories 列出了它们的符号、别名和定义）。每个单位都根据 SI 定义（NIST SP 811）精确定义，运算采用精确的十进制算术：result 是精确值只舍入一次得到的双精度值（不会出现 0.30000000000000004 之类的误差），display 是该值保留 ${digits} 位有效数字并带单位符号的形式，factor 表示一个 from 等于多少个 to，formula 显示所用的定义。${notes}`
}

export default { UNIT_PARAMS, unitConversion } satisfies typeof en
