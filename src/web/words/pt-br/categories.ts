import type { Category } from '../../../core/operation.ts'

/** Each category's title and one-line description in Brazilian Portuguese. */
export default {
  convert: { title: 'Conversões', about: 'Conversão de unidades e moedas.' },
  dev: { title: 'Ferramentas para desenvolvedores', about: 'Hashes, codificações e formatos de dados para desenvolvedores.' },
  text: { title: 'Texto', about: 'Transformações e estatísticas de texto.' },
  calc: { title: 'Calculadoras', about: 'Calculadoras financeiras, de saúde e do dia a dia.' },
  web: { title: 'Consultas na web', about: 'Consultas a sites públicos e ao DNS.' },
  generate: { title: 'Geradores', about: 'Senhas, identificadores, cores, QR codes e códigos de barras.' },
  encode: { title: 'Codificações', about: 'Codificação e decodificação de texto.' },
  datetime: { title: 'Datas e horas', about: 'Datas, horas e fusos horários.' },
  number: { title: 'Números', about: 'Bases numéricas, numerais, números por extenso e aritmética inteira exata.' },
  file: { title: 'Arquivos', about: 'Conversão de imagens, PDFs e documentos do Office por upload.' },
} satisfies Record<Category, { title: string; about: string }>
