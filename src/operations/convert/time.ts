import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('time', {
  es: {
    summary: 'Convierte una duración entre unidades',
    kind: 'tiempo',
    conventions: 'Un año es el año gregoriano medio, 365.2425 días (31 556 952 s); un mes es la duodécima parte (30.436875 días); la década y el siglo son 10 y 100 de esos años. Un día son 86 400 s (se ignoran los segundos intercalares).',
  },
  de: {
    summary: 'Rechnet eine Zeitdauer in eine andere Einheit um',
    kind: 'Zeit',
    conventions: 'Ein Jahr ist das mittlere gregorianische Jahr, 365.2425 Tage (31 556 952 s); ein Monat ist ein Zwölftel davon (30.436875 Tage); Jahrzehnt und Jahrhundert sind 10 bzw. 100 solcher Jahre. Ein Tag hat 86 400 s (Schaltsekunden werden ignoriert).',
  },
  fr: {
    summary: 'Convertit une durée d\'une unité à une autre',
    kind: 'temps',
    conventions: 'Une année est l\'année grégorienne moyenne, 365.2425 jours (31 556 952 s)\u00a0; un mois en est le douzième (30.436875 jours)\u00a0; la décennie et le siècle valent 10 et 100 de ces années. Un jour dure 86 400 s (les secondes intercalaires sont ignorées).',
  },
  'pt-br': {
    summary: 'Converte uma duração entre unidades',
    kind: 'tempo',
    conventions: 'Um ano é o ano gregoriano médio, 365.2425 dias (31 556 952 s); um mês é a duodécima parte dele (30.436875 dias); a década e o século equivalem a 10 e 100 desses anos. Um dia tem 86 400 s (os segundos intercalares são ignorados).',
  },
  'zh-cn': {
    summary: '在不同单位之间换算时长',
    kind: '时间',
    conventions: '一年为平均格里高利年，即 365.2425 天（31 556 952 s）；一个月为其十二分之一（30.436875 天）；十年和世纪分别为 10 个和 100 个这样的年。一天为 86 400 s（忽略闰秒）。',
  },
})
