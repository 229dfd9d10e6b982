import type { Catalogue } from '../catalogue.ts'
import type en from '../en/office.ts'

export default {
  OFFICE_TOO_LARGE: '{name} se descompacta em mais de {max} bytes; ele é recusado como bomba de descompactação (um documento real desse tamanho deve ser dividido)',
  OFFICE_TOO_MANY_PARTS: '{name} é um pacote de {count} partes, mais do que o limite de {max}; ele é recusado como bomba de descompactação',
  OFFICE_MALFORMED: 'não foi possível ler {name} como {format}: {detail}; o arquivo pode estar danificado, truncado ou salvo em outro formato',
  OFFICE_SHEET_NOT_FOUND: '{name} não tem a planilha "{sheet}"; informe um dos nomes de planilha dele ({sheets}) ou um número de 1 a {count}',
  OFFICE_TOO_MANY_ROWS: 'A planilha "{sheet}" de {name} tem mais de {max} linhas, o máximo que uma planilha pode ter aqui; divida-a em arquivos menores',
  OFFICE_TOO_MANY_CELLS: 'A planilha "{sheet}" de {name} abrange mais de {max} células (linhas × colunas, incluindo as vazias); divida-a em arquivos menores',
  OFFICE_TOO_MANY_COLUMNS: 'A planilha "{sheet}" de {name} teria {count} colunas, mais do que o limite de {max}; use menos chaves ou colunas distintas',
  OFFICE_TOO_MANY_SHEETS: '{name} geraria {count} planilhas, mais do que o limite de {max}; envie menos chaves no nível superior',
  OFFICE_SHEET_NAME: '"{sheet}" não pode ser o nome de uma planilha do Excel: um nome tem de 1 a 31 caracteres, nenhum deles * ? : \\ / [ ], não começa nem termina com apóstrofo, não é "History" e é único sem diferenciar maiúsculas de minúsculas',
  OFFICE_CELL_TOO_LONG: 'O valor na linha {row}, coluna {column} da planilha "{sheet}" tem {length} caracteres; uma célula do Excel comporta no máximo {max}',
  OFFICE_JSON_SHAPE: 'Em {name}, o valor em {path} não forma uma planilha; envie um array de objetos (um por linha, com as chaves como cabeçalho), um array de arrays (um por linha) ou um objeto cujos valores sejam esses arrays (uma planilha cada)',
  OFFICE_IMAGES_TOO_LARGE: 'As imagens de {name} somam mais de {max} bytes, demais para incorporar em uma página HTML; reduza-as ou use word-to-text',
  OFFICE_CONVERSION_FAILED: '{program} não conseguiu converter {name} ({detail}); o arquivo pode estar danificado ou usar recursos que o conversor não lê',
  OFFICE_HTML_TOO_DEEP: 'O HTML de {name} aninha elementos em mais de {max} níveis de profundidade (elementos não fechados também contam); os navegadores param de aninhar em 512, então feche-os ou achate-os',
  OFFICE_OUTPUT_TOO_LARGE: 'O PDF gerado a partir de {name} teria mais de {max} bytes; envie um documento menor',
} satisfies Catalogue<typeof en>
