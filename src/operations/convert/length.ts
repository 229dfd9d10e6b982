import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('length', {
  es: {
    summary: 'Convierte una longitud entre unidades',
    kind: 'longitud',
    conventions: 'La milla es la milla internacional (1609.344 m exactos), la milla náutica 1852 m, la pulgada 0.0254 m, el pie 0.3048 m y la yarda 0.9144 m; el año luz es el de la UAI (9 460 730 472 580 800 m) y la unidad astronómica 149 597 870 700 m.',
  },
})
