import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate.ts'

export default {
  GENERATE_COLOR_INVALID: '{param}“{value}”不是颜色；HEX 请写作 #4f7cff、#fff 或 #4f7cff80（在 URL 查询字符串中，# 请写作 %23 或省略），RGB 请写作三个 0-255 的整数，例如 79,124,255，也可以使用 CSS 名称（例如 rebeccapurple）或 CSS Color 4 函数：rgb(79 124 255)、hsl(225 100% 65%)、hwb(225 31% 0%)、lab(54 81 70)、lch(54 106 41)、oklab(0.63 0.22 0.13)、oklch(0.63 0.26 29) 或 color(display-p3 1 0 0)',
  RANDOM_MIN_ABOVE_MAX: 'min（{min}）大于 max（{max}）；请交换两者，或降低 min、提高 max',
  RANDOM_NOT_WHOLE: '{param}（{value}）不是整数；请将其取整，或将 decimals 设为随机数应有的小数位数',
  RANDOM_TOO_MANY_DECIMALS: '{param}（{value}）的小数位数多于 decimals={decimals}；请将其舍入到 {decimals} 位，或提高 decimals',
  RANDOM_TOO_LARGE_FOR_DECIMALS: '{param}（{value}）过大，无法精确地以 {decimals} 位小数抽取；decimals={decimals} 时，min 和 max 必须介于 -{limit} 和 {limit} 之间，请降低 decimals 或缩小范围',
  QR_TEXT_TOO_LONG: 'text 为 {length} 字节（UTF-8），超过了纠错级别 {level} 下二维码的容量：最多 {bytes} 字节的文本，或纯数字时最多 {digits} 位数字；请缩短 text，或选择更低的 error_correction（L 容量最大）',
  QR_SIZE_TOO_SMALL: '此文本的二维码含边距宽 {modules} 个模块，超过了 size={size} 像素按每模块一像素所能绘制的大小；请将 size 提高到至少 {modules}（每个模块三个或更多像素扫描效果最好）、降低 margin、缩短 text、选择更低的 error_correction，或请求 format=svg',
  BARCODE_ASCII_ONLY: '{type} 无法编码 {char}（text 的第 {position} 个字符）；它只接受可打印的 ASCII 字符：字母 A-Z 和 a-z、数字、空格和标点（二维类型还接受制表符和换行符）；其他文本请使用 generate/qr，它接受任意 UTF-8 文本',
  BARCODE_CODE39_CHARS: '{type} 无法编码 {char}（text 的第 {position} 个字符）；它只接受大写字母 A-Z、数字、空格以及 - . $ / + %：请将字母写成大写，或使用 type=code128 处理小写字母和其他标点',
  BARCODE_CODE93_CHARS: '{type} 无法编码 {char}（text 的第 {position} 个字符）；它只接受大写字母 A-Z、数字、空格以及 - . $ / +：请将字母写成大写，或使用 type=code128 处理小写字母和其他标点',
  BARCODE_DIGITS_ONLY: '{type} 只编码数字；{char}（text 的第 {position} 个字符，不计空格和连字符）不是数字：请将其删除，或对含字母的文本使用 type=code128',
  BARCODE_DIGIT_COUNT: '{type} 接受 {data} 位数字（随后计算并追加校验位）或 {full} 位数字（校验最后一位）；text 有 {count} 位数字',
  BARCODE_CHECK_DIGIT: '{text} 的最后一位是 {type} 校验位，应为 {expected}，而不是 {given}；请更正它，或只发送前 {data} 位数字以自动计算校验位',
  BARCODE_UPCE_NUMBER_SYSTEM: 'UPC-E 编号以其编号系统 0 或 1 开头，而不是 {first}；请检查编号，或使用 type=upca 编码完整的 12 位 UPC-A',
  BARCODE_EVEN_DIGITS: '{type} 按对编码数字，而 text 有 {count} 位数字；请在开头加一个 0，使位数为偶数',
  BARCODE_TOO_LONG: 'text 有 {length} 个字符，超过了此处 {type} 条形码可接受的 {max} 个；请缩短它，或对较长的内容使用 type=datamatrix 或 generate/qr',
  BARCODE_TOO_LARGE: '以 scale={scale} 生成 PNG 时，此 {type} 条形码将超过 {max} 像素；请降低 scale、缩短 text、请求 format=svg，或使用更紧凑的类型，例如 code128 或 datamatrix',
  BARCODE_INVALID: '无法将 text 绘制为 {type}：{detail}；请修改 text 以适应该类型，或使用接受任意可打印 ASCII 字符的 type=code128',
  IMAGE_LINK_INVALID: '此图像链接无效：它已被修改、不完整或并非由此服务签发；请重新调用 {operation} 获取新的 url，或使用其结果中的 data_uri',
  IMAGE_LINK_EXPIRED: '此图像链接已于 {expired} 过期；请重新调用 {operation} 获取新的 url，或使用其结果中永不过期的 data_uri',
} satisfies Catalogue<typeof en>
