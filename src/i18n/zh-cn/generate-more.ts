import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate-more.ts'

export default {
  NANOID_ALPHABET_SIZE: 'alphabet 有 {count} 个不同字符；Nano ID 字母表需要 {min} 到 {max} 个：请添加或删除一些字符',
  NANOID_ALPHABET_DUPLICATE: 'alphabet 中重复了 {char}（第 {position} 个字符）；每个字符只能出现一次，否则某些字符出现的频率会高于其他字符：请删除重复项',
  NANOID_ALPHABET_CONTROL: 'alphabet 包含控制字符（{code}，第 {position} 个字符），它在 ID 中不可见；请只使用可打印字符',
  WIFI_SSID_TOO_LONG: 'ssid 的 UTF-8 长度为 {bytes} 字节；Wi-Fi 网络名称最多 32 字节：请缩短它（ASCII 以外的字符每个占 2 到 4 字节）',
  WIFI_PASSWORD_REQUIRED: 'encryption={encryption} 需要密码；请发送 password，对于开放网络请设置 encryption=nopass',
  WIFI_PASSWORD_WPA: 'password 有 {length} 个字符；WPA/WPA2/WPA3 密码为 8 到 63 个可打印 ASCII 字符（字母、数字、空格和标点），或正好 64 位十六进制数字：请改为其中一种形式',
  WIFI_PASSWORD_WEP: 'password 不是 WEP 密钥；WEP 接受 5 或 13 个 ASCII 字符，或 10 或 26 位十六进制数字：请检查该密钥，或使用 encryption=WPA',
  WIFI_PASSWORD_NOPASS: 'encryption=nopass 表示开放网络，没有密码；请省略 password，或将 encryption 设为 WPA 或 WEP',
  COLOR_CSS_INVALID: '{param}“{value}”不是 CSS 颜色；请写颜色名称（例如 rebeccapurple）、HEX（例如 #4f7cff、#fff 或 #4f7cff80；在 URL 查询字符串中，# 请写作 %23 或省略），或 CSS 函数，例如 rgb(79 124 255)、hsl(225 100% 65%)、hwb(225 31% 0%)、lab(54 81 70)、lch(54 106 41)、oklch(0.63 0.26 29) 或 color(display-p3 1 0 0)',
} satisfies Catalogue<typeof en>
