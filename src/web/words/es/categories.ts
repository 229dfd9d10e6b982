import type { Category } from '../../../core/operation.ts'

/** Each category's title and one-line description in Spanish. */
export default {
  convert: { title: 'Conversiones', about: 'Conversión de unidades y divisas.' },
  dev: { title: 'Herramientas de desarrollo', about: 'Hashes, codificaciones y formatos de datos para desarrolladores.' },
  text: { title: 'Texto', about: 'Transformaciones y estadísticas de texto.' },
  calc: { title: 'Calculadoras', about: 'Calculadoras financieras, de salud y cotidianas.' },
  web: { title: 'Consultas web', about: 'Consultas a sitios web públicos y DNS.' },
  generate: { title: 'Generadores', about: 'Contraseñas, identificadores, colores, códigos QR y códigos de barras.' },
  encode: { title: 'Codificaciones', about: 'Codificación y decodificación de texto.' },
  datetime: { title: 'Fechas y horas', about: 'Fechas, horas y zonas horarias.' },
  number: { title: 'Números', about: 'Bases numéricas, numerales, números en palabras y aritmética entera exacta.' },
  file: { title: 'Archivos', about: 'Conversión de imágenes, PDF y documentos de oficina por subida.' },
} satisfies Record<Category, { title: string; about: string }>
