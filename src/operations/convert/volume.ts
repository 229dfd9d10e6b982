import { unitConversion } from '../kits/unit-conversion.ts'

export default unitConversion('volume', {
  es: {
    summary: 'Convierte un volumen entre unidades',
    kind: 'volumen',
    conventions: 'Las medidas estadounidenses y las imperiales son unidades distintas: el galón estadounidense son 231 in³ = 3.785411784 L y el galón imperial 4.54609 L; el cuarto, la pinta, la taza, la onza líquida, la cucharada y la cucharadita siguen a su galón (US fl oz = 1/128 US gal, imperial fl oz = 1/160 imp gal). La taza métrica son 250 mL, la cucharada 15 mL y la cucharadita 5 mL. El barril de petróleo son 42 US gal. Las grafías que podrían referirse a cualquiera de los dos sistemas (gallon, pint, cup...) se rechazan por ambiguas.',
  },
})
