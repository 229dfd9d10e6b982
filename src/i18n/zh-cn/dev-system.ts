import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-system.ts'

export default {
  CHMOD_INVALID: '“{value}”不是文件模式；请发送三或四位八进制数字（755、0644、4755）或九个权限字母（rwxr-xr-x、rwsr-xr-t）',
  HTTP_STATUS_UNASSIGNED: '{code} 未在 IANA HTTP 状态代码注册表中分配；它属于 {range} 类；请发送已注册的代码（说明中列出了这些代码）',
  MIME_EXTENSION_UNKNOWN: 'mime-db 中没有使用扩展名 .{extension} 的媒体类型；请检查拼写，或直接发送媒体类型',
  MIME_TYPE_UNKNOWN: '{type} 不在 mime-db 中；请检查拼写（类型/子类型，例如 image/png）',
  MIME_VALUE_INVALID: '“{value}”既不是扩展名（png、.png）、文件名（photo.png），也不是媒体类型（image/png）；请发送其中一种',
} satisfies Catalogue<typeof en>
