import type { Catalogue } from '../catalogue.ts'
import type en from '../en/generate.ts'

export default {
  GENERATE_COLOR_INVALID: '{param} "{value}" não é uma cor; escreva HEX como #4f7cff, #fff ou #4f7cff80 (em uma query string de URL, escreva # como %23 ou omita-o), RGB como três números inteiros de 0 a 255, como em 79,124,255, um nome CSS como rebeccapurple ou uma função CSS Color 4: rgb(79 124 255), hsl(225 100% 65%), hwb(225 31% 0%), lab(54 81 70), lch(54 106 41), oklab(0.63 0.22 0.13), oklch(0.63 0.26 29) ou color(display-p3 1 0 0)',
  RANDOM_MIN_ABOVE_MAX: 'min ({min}) é maior que max ({max}); inverta-os, reduza min ou aumente max',
  RANDOM_NOT_WHOLE: '{param} ({value}) não é um número inteiro; arredonde-o ou defina decimals como o número de casas decimais que os números aleatórios devem ter',
  RANDOM_TOO_MANY_DECIMALS: '{param} ({value}) tem mais casas decimais do que decimals={decimals}; arredonde-o para {decimals} casas ou aumente decimals',
  RANDOM_TOO_LARGE_FOR_DECIMALS: '{param} ({value}) é grande demais para ser sorteado exatamente com {decimals} casas decimais; com decimals={decimals}, min e max devem estar entre -{limit} e {limit}, então reduza decimals ou estreite o intervalo',
  QR_TEXT_TOO_LONG: 'text tem {length} bytes (UTF-8), mais do que um QR code comporta com correção de erros {level}: no máximo {bytes} bytes de texto, ou {digits} dígitos quando o texto contém apenas dígitos; encurte text ou escolha um error_correction menor (L comporta mais)',
  QR_SIZE_TOO_SMALL: 'o QR code deste texto tem {modules} módulos de largura com a margem, mais do que size={size} pixels consegue desenhar com um pixel por módulo; aumente size para pelo menos {modules} (três ou mais pixels por módulo leem melhor), reduza margin, encurte text, escolha um error_correction menor ou peça format=svg',
  BARCODE_ASCII_ONLY: '{type} não pode codificar {char} (caractere {position} de text); ele aceita apenas ASCII imprimível: letras A-Z e a-z, dígitos, espaço e pontuação (os tipos 2D também aceitam tabulações e quebras de linha); para outros textos, use generate/qr, que aceita qualquer texto UTF-8',
  BARCODE_CODE39_CHARS: '{type} não pode codificar {char} (caractere {position} de text); ele aceita apenas letras maiúsculas A-Z, dígitos, espaço e - . $ / + %: escreva as letras em maiúsculas ou use type=code128 para minúsculas e outras pontuações',
  BARCODE_CODE93_CHARS: '{type} não pode codificar {char} (caractere {position} de text); ele aceita apenas letras maiúsculas A-Z, dígitos, espaço e - . $ / +: escreva as letras em maiúsculas ou use type=code128 para minúsculas e outras pontuações',
  BARCODE_DIGITS_ONLY: '{type} codifica apenas dígitos; {char} (caractere {position} de text, sem contar espaços e hífens) não é um dígito: remova-o ou use type=code128 para texto com letras',
  BARCODE_DIGIT_COUNT: '{type} aceita {data} dígitos (o dígito verificador é então calculado e acrescentado) ou {full} dígitos (o último é verificado); text tem {count} dígitos',
  BARCODE_CHECK_DIGIT: 'o último dígito de {text} é o dígito verificador {type} e deveria ser {expected}, não {given}; corrija-o ou envie apenas os primeiros {data} dígitos para que ele seja calculado',
  BARCODE_UPCE_NUMBER_SYSTEM: 'um número UPC-E começa com o sistema de numeração, 0 ou 1, não {first}; verifique o número ou codifique o UPC-A completo de 12 dígitos com type=upca',
  BARCODE_EVEN_DIGITS: '{type} codifica dígitos em pares e text tem {count} dígitos; acrescente um 0 à esquerda para tornar a quantidade par',
  BARCODE_TOO_LONG: 'text tem {length} caracteres, mais do que os {max} que um código de barras {type} aceita aqui; encurte-o ou use type=datamatrix ou generate/qr para conteúdos mais longos',
  BARCODE_TOO_LARGE: 'como PNG com scale={scale}, este código de barras {type} teria mais de {max} pixels; reduza scale, encurte text, peça format=svg ou use um tipo mais denso, como code128 ou datamatrix',
  BARCODE_INVALID: 'não é possível desenhar text como {type}: {detail}; altere text para se adequar ao tipo ou use type=code128, que aceita qualquer ASCII imprimível',
  IMAGE_LINK_INVALID: 'este link de imagem não é válido: ele foi alterado, está incompleto ou não foi emitido por este serviço; chame {operation} novamente para obter uma url nova ou use o data_uri do resultado',
  IMAGE_LINK_EXPIRED: 'este link de imagem expirou em {expired}; chame {operation} novamente para obter uma url nova ou use o data_uri do resultado, que não expira',
} satisfies Catalogue<typeof en>
