/**
 * Result shapes of the file operations that answer JSON rather than a file. Shapes that contain
 * themselves are named here, so that the document can refer to them where they nest.
 */
import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import type { ExifValue as ExifValueType } from '../../lib/image/exif.ts'

/**
 * An EXIF tag's value as JSON (jsonValue in src/lib/image/exif.ts). Named because it contains
 * itself: a list of values is a value too.
 */
export const ExifValue: z.ZodType<ExifValueType> = z.lazy(() => z.union([
  z.string().apply(described, {
    en: 'Text (trailing NULs and spaces removed), a date as local "YYYY-MM-DDTHH:mm:ss" (EXIF has no time zone), a translated value such as "Horizontal (normal)", or short binary data as lower-case hex',
    es: 'Texto (sin los NUL ni los espacios finales), una fecha como "YYYY-MM-DDTHH:mm:ss" local (EXIF no tiene zona horaria), un valor traducido como "Horizontal (normal)", o datos binarios cortos en hexadecimal en minúsculas',
    de: 'Text (ohne abschließende NUL-Zeichen und Leerzeichen), ein Datum als lokale Zeit "YYYY-MM-DDTHH:mm:ss" (EXIF kennt keine Zeitzonen), ein lesbar übersetzter Wert wie "Horizontal (normal)" oder kurze Binärdaten als Hexadezimalzahl in Kleinbuchstaben',
    fr: 'Texte (sans les caractères NUL ni les espaces de fin), une date en heure locale "YYYY-MM-DDTHH:mm:ss" (EXIF n\'a pas de fuseau horaire), une valeur traduite comme "Horizontal (normal)", ou de courtes données binaires en hexadécimal minuscule',
    'pt-br': 'Texto (sem os NUL e os espaços finais), uma data no horário local "YYYY-MM-DDTHH:mm:ss" (o EXIF não tem fuso horário), um valor traduzido como "Horizontal (normal)" ou dados binários curtos em hexadecimal minúsculo',
    'zh-cn': '文本（已去除末尾的 NUL 和空格）、本地时间格式的日期 "YYYY-MM-DDTHH:mm:ss"（EXIF 不含时区）、转换为可读文字的值（如 "Horizontal (normal)"），或以小写十六进制表示的简短二进制数据',
  }),
  z.number().apply(described, { en: 'A number, finite', es: 'Un número, finito', de: 'Eine endliche Zahl', fr: 'Un nombre fini', 'pt-br': 'Um número finito', 'zh-cn': '有限数值' }),
  z.boolean().apply(described, { en: 'A flag', es: 'Un indicador', de: 'Ein Flag', fr: 'Un indicateur', 'pt-br': 'Um sinalizador', 'zh-cn': '布尔标志' }),
  z.array(ExifValue).max(16).apply(described, {
    en: 'A list of values (at most 16), such as a version or the parts of a GPS coordinate',
    es: 'Una lista de valores (como máximo 16), como una versión o las partes de una coordenada GPS',
    de: 'Eine Liste von Werten (höchstens 16), etwa eine Versionsnummer oder die Bestandteile einer GPS-Koordinate',
    fr: 'Une liste de valeurs (16 au maximum), comme une version ou les composantes d\'une coordonnée GPS',
    'pt-br': 'Uma lista de valores (no máximo 16), como uma versão ou as partes de uma coordenada GPS',
    'zh-cn': '值列表（最多 16 个），如版本号或 GPS 坐标的各个组成部分',
  }),
])).meta({ id: 'ExifValue', description: 'An EXIF tag\'s value: text, a number, a flag, or a short list of values' })

/** The name of the file a result describes (image-info, pdf-info). */
export const UploadName = z.string().apply(described, {
  en: 'The uploaded file\'s name',
  es: 'El nombre del archivo subido',
  de: 'Der Name der hochgeladenen Datei',
  fr: 'Le nom du fichier chargé',
  'pt-br': 'O nome do arquivo enviado',
  'zh-cn': '上传文件的名称',
})
/** The size of the file a result describes (image-info, pdf-info). */
export const UploadSize = z.number().int().min(0).apply(described, {
  en: 'Size of the file, in bytes',
  es: 'Tamaño del archivo, en bytes',
  de: 'Größe der Datei in Bytes',
  fr: 'Taille du fichier, en octets',
  'pt-br': 'Tamanho do arquivo, em bytes',
  'zh-cn': '文件大小，以字节为单位',
})
/** A page of a PDF, as the results listing pages number it (pdf-info, pdf-to-text). */
export const PageNumber = z.number().int().min(1).apply(described, {
  en: 'Page number, from 1',
  es: 'Número de página, desde 1',
  de: 'Seitennummer, ab 1',
  fr: 'Numéro de page, à partir de 1',
  'pt-br': 'Número da página, a partir de 1',
  'zh-cn': '页码，从 1 开始',
})
