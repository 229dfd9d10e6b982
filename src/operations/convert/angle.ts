import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('angle', {
  es: {
    summary: 'Convierte un ángulo entre unidades',
    kind: 'ángulo',
    conventions: 'Una vuelta son 360°, un gradián 0.9° (400 por vuelta), un minuto de arco 1/60° y un segundo de arco 1/3600°; un radián son 180/π grados, con π tomado con 50 cifras significativas, mucho más allá de la doble precisión.',
  },
})
