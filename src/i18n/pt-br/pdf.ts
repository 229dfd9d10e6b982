import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf.ts'

export default {
  PDF_MERGE_NEEDS_TWO: 'A mesclagem precisa de pelo menos dois arquivos PDF; envie dois ou mais em files[] (chegou apenas {count})',
  PDF_MERGE_TOO_MANY_PAGES: 'Juntos, os arquivos têm pelo menos {pages} páginas, mais do que o limite de {max}; mescle menos arquivos ou remova páginas antes',
  PDF_DELETE_ALL_PAGES: 'pages seleciona todas as {pages} páginas de {name}; pelo menos uma página deve permanecer, então deixe pelo menos uma fora da seleção',
  PDF_ORDER_DUPLICATE: '{param} indica a página {page} mais de uma vez; indique cada página no máximo uma vez',
  PDF_ALREADY_ENCRYPTED: '{name} já está protegido por senha; remova-a antes com /api/v1/file/unlock-pdf e depois proteja o resultado',
  PDF_PASSWORD_REQUIRED: '{name} precisa da senha para ser aberto; envie-a no campo password',
  PDF_TOTAL_INFLATE_TOO_LARGE: 'os fluxos compactados de {name} se descompactam em mais de {max} bytes no total, mais do que este serviço lê de um PDF; ele é recusado como bomba de descompactação (envie um arquivo menor ou menos compactado)',
  PDF_SAME_PASSWORDS: 'owner_password é igual a password, então qualquer pessoa que consiga abrir o arquivo poderia remover as restrições dele; escolha um owner_password diferente ou omita-o',
} satisfies Catalogue<typeof en>
