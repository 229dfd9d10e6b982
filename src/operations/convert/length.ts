import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('length', {
  es: {
    summary: 'Convierte una longitud entre unidades',
    kind: 'longitud',
    conventions: 'La milla es la milla internacional (1609.344 m exactos), la milla náutica 1852 m, la pulgada 0.0254 m, el pie 0.3048 m y la yarda 0.9144 m; el año luz es el de la UAI (9 460 730 472 580 800 m) y la unidad astronómica 149 597 870 700 m.',
  },
  de: {
    summary: 'Rechnet eine Länge in eine andere Einheit um',
    kind: 'Länge',
    conventions: 'Die Meile ist die internationale Meile (genau 1609.344 m), die Seemeile 1852 m, der Zoll 0.0254 m, der Fuß 0.3048 m und das Yard 0.9144 m; das Lichtjahr ist das der IAU (9 460 730 472 580 800 m) und die Astronomische Einheit 149 597 870 700 m.',
  },
  fr: {
    summary: 'Convertit une longueur d\'une unité à une autre',
    kind: 'longueur',
    conventions: 'Le mile est le mile international (1609.344 m exactement), le mille marin 1852 m, le pouce 0.0254 m, le pied 0.3048 m et le yard 0.9144 m\u00a0; l\'année-lumière est celle de l\'UAI (9 460 730 472 580 800 m) et l\'unité astronomique vaut 149 597 870 700 m.',
  },
  'pt-br': {
    summary: 'Converte um comprimento entre unidades',
    kind: 'comprimento',
    conventions: 'A milha é a milha internacional (exatamente 1609.344 m), a milha náutica 1852 m, a polegada 0.0254 m, o pé 0.3048 m e a jarda 0.9144 m; o ano-luz é o da UAI (9 460 730 472 580 800 m) e a unidade astronômica equivale a 149 597 870 700 m.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算长度',
    kind: '长度',
    conventions: '英里为国际英里（精确为 1609.344 m），海里为 1852 m，英寸为 0.0254 m，英尺为 0.3048 m，码为 0.9144 m；光年采用 IAU 的定义（9 460 730 472 580 800 m），天文单位为 149 597 870 700 m。',
  },
})
