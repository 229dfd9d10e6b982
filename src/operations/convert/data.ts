import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('data', {
  es: {
    summary: 'Convierte un tamaño de datos entre unidades',
    kind: 'datos',
    conventions: 'Los prefijos decimales (SI) son potencias de 1000 (kB, MB, GB, TB, PB); los binarios (IEC), potencias de 1024 (KiB, MiB, GiB, TiB, PiB). Un byte son 8 bits. Los símbolos distinguen mayúsculas de minúsculas cuando eso separa bits de bytes (Mb megabit, MB megabyte); una grafía que encaja con ambos, como "mb", se rechaza por ambigua.',
  },
  de: {
    summary: 'Rechnet eine Datengröße in eine andere Einheit um',
    kind: 'Datengröße',
    conventions: 'Dezimale Präfixe (SI) sind Potenzen von 1000 (kB, MB, GB, TB, PB), binäre Präfixe (IEC) Potenzen von 1024 (KiB, MiB, GiB, TiB, PiB). Ein Byte sind 8 Bit. Bei den Symbolen wird die Groß-/Kleinschreibung beachtet, wo sie Bits von Bytes unterscheidet (Mb Megabit, MB Megabyte); eine Schreibweise, die auf beide passt, wie "mb", wird als mehrdeutig abgelehnt.',
  },
  fr: {
    summary: 'Convertit une taille de données d\'une unité à une autre',
    kind: 'taille de données',
    conventions: 'Les préfixes décimaux (SI) sont des puissances de 1000 (kB, MB, GB, TB, PB)\u00a0; les préfixes binaires (IEC), des puissances de 1024 (KiB, MiB, GiB, TiB, PiB). Un octet vaut 8 bits. Les symboles respectent la casse lorsqu\'elle distingue les bits des octets (Mb mégabit, MB mégaoctet)\u00a0; une graphie qui correspond aux deux, comme "mb", est refusée car ambiguë.',
  },
  'pt-br': {
    summary: 'Converte um tamanho de dados entre unidades',
    kind: 'dados',
    conventions: 'Os prefixos decimais (SI) são potências de 1000 (kB, MB, GB, TB, PB); os binários (IEC), potências de 1024 (KiB, MiB, GiB, TiB, PiB). Um byte equivale a 8 bits. Os símbolos diferenciam maiúsculas de minúsculas quando isso distingue bits de bytes (Mb megabit, MB megabyte); uma grafia que se encaixa em ambos, como "mb", é recusada por ser ambígua.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算数据大小',
    kind: '数据大小',
    conventions: '十进制（SI）前缀为 1000 的幂（kB、MB、GB、TB、PB）；二进制（IEC）前缀为 1024 的幂（KiB、MiB、GiB、TiB、PiB）。1 字节为 8 位。在大小写能区分位与字节的地方，符号区分大小写（Mb 为兆位，MB 为兆字节）；同时符合两者的写法（如 "mb"）会因有歧义而被拒绝。',
  },
})
