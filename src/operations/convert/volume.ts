import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('volume', {
  es: {
    summary: 'Convierte un volumen entre unidades',
    kind: 'volumen',
    conventions: 'Las medidas estadounidenses y las imperiales son unidades distintas: el galón estadounidense son 231 in³ = 3.785411784 L y el galón imperial 4.54609 L; el cuarto, la pinta, la taza, la onza líquida, la cucharada y la cucharadita siguen a su galón (US fl oz = 1/128 US gal, imperial fl oz = 1/160 imp gal). La taza métrica son 250 mL, la cucharada 15 mL y la cucharadita 5 mL. El barril de petróleo son 42 US gal. Las grafías que podrían referirse a cualquiera de los dos sistemas (gallon, pint, cup...) se rechazan por ambiguas.',
  },
  de: {
    summary: 'Rechnet ein Volumen in eine andere Einheit um',
    kind: 'Volumen',
    conventions: 'US-amerikanische und imperiale Maße sind getrennte Einheiten: Die US-Gallone sind 231 in³ = 3.785411784 L, die imperiale Gallone 4.54609 L; Quart, Pint, Cup, Flüssigunze, Esslöffel und Teelöffel richten sich nach ihrer Gallone (US fl oz = 1/128 US gal, imperial fl oz = 1/160 imp gal). Die metrische Tasse sind 250 mL, der Esslöffel 15 mL und der Teelöffel 5 mL. Das Ölbarrel sind 42 US gal. Schreibweisen, die beide Systeme meinen könnten (gallon, pint, cup...), werden als mehrdeutig abgelehnt.',
  },
  fr: {
    summary: 'Convertit un volume d\'une unité à une autre',
    kind: 'volume',
    conventions: 'Les mesures américaines et impériales sont des unités distinctes\u00a0: le gallon américain vaut 231 in³ = 3.785411784 L et le gallon impérial 4.54609 L\u00a0; le quart, la pinte, la tasse, l\'once liquide, la cuillère à soupe et la cuillère à café suivent leur gallon (US fl oz = 1/128 US gal, imperial fl oz = 1/160 imp gal). La tasse métrique vaut 250 mL, la cuillère à soupe 15 mL et la cuillère à café 5 mL. Le baril de pétrole vaut 42 US gal. Les graphies qui pourraient désigner l\'un ou l\'autre système (gallon, pint, cup...) sont refusées car ambiguës.',
  },
  'pt-br': {
    summary: 'Converte um volume entre unidades',
    kind: 'volume',
    conventions: 'As medidas americanas e as imperiais são unidades distintas: o galão americano equivale a 231 in³ = 3.785411784 L e o galão imperial a 4.54609 L; o quarto, o pint, a xícara, a onça líquida, a colher de sopa e a colher de chá seguem o seu galão (US fl oz = 1/128 US gal, imperial fl oz = 1/160 imp gal). A xícara métrica equivale a 250 mL, a colher de sopa a 15 mL e a colher de chá a 5 mL. O barril de petróleo equivale a 42 US gal. Grafias que podem se referir a qualquer um dos dois sistemas (gallon, pint, cup...) são recusadas por serem ambíguas.',
  },
  'zh-cn': {
    summary: '在不同单位之间换算体积',
    kind: '体积',
    conventions: '美制与英制计量是不同的单位：美制加仑为 231 in³ = 3.785411784 L，英制加仑为 4.54609 L；夸脱、品脱、杯、液量盎司、汤匙和茶匙都以各自体系的加仑为准（US fl oz = 1/128 US gal，imperial fl oz = 1/160 imp gal）。公制杯为 250 mL，汤匙为 15 mL，茶匙为 5 mL。石油桶为 42 US gal。可能指任一体系的写法（gallon、pint、cup...）会因有歧义而被拒绝。',
  },
})
