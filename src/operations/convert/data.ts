import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('data', {
  es: {
    summary: 'Convierte un tamaño de datos entre unidades',
    kind: 'datos',
    conventions: 'Los prefijos decimales (SI) son potencias de 1000 (kB, MB, GB, TB, PB); los binarios (IEC), potencias de 1024 (KiB, MiB, GiB, TiB, PiB). Un byte son 8 bits. Los símbolos distinguen mayúsculas de minúsculas cuando eso separa bits de bytes (Mb megabit, MB megabyte); una grafía que encaja con ambos, como "mb", se rechaza por ambigua.',
  },
})
