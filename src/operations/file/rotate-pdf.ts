import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, ENCRYPTED_INPUTS, openPasswordParam, pageSelectionParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

// -90 is the natural way to ask for a quarter turn to the left: the same as 270 clockwise.
const TURNS = { '90': 90, '180': 180, '270': 270, '-90': 270 } as const

export default defineOperation({
  category: 'file',
  name: 'rotate-pdf',
  input: 'file',
  summary: 'Rotate pages of a PDF by 90, 180 or 270 degrees',
  description: [
    'Turns the selected pages (every page by default) clockwise by degrees; -90 turns them counter-clockwise (the same as 270).',
    'The turn adds to the rotation a page already has, so a page shown at 90° and turned by 90 ends at 180°.',
    'Only the pages\' display rotation changes: their content, bookmarks, links and form fields are kept as they are.',
    ENCRYPTED_INPUTS,
    'Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    degrees: z.enum(['90', '180', '270', '-90']).default('90').describe('Clockwise turn in degrees: 90, 180 or 270 (-90 is accepted as 270).'),
    pages: pageSelectionParam('The pages to turn').optional(),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Turn page 2 upside down', params: { degrees: 180, pages: '2' }, files: ['three-pages.pdf'], output: 'application/pdf' },
    { title: 'Turn every page a quarter to the left', params: { degrees: -90 }, files: ['letter.pdf'], output: 'application/pdf' },
  ],
  run: async ({ degrees, pages, password }, ctx) => {
    const job = { ...pdfJob(ctx, password), turn: TURNS[degrees], ...(pages !== undefined && { pages }) }
    return asOutputs(await ctx.documents.run('pdf.rotate', job, budget(ctx)))
  },
  es: {
    summary: 'Gira páginas de un PDF 90, 180 o 270 grados',
    description: `Gira las páginas seleccionadas (todas por defecto) degrees grados en el sentido de las agujas del reloj; -90 las gira en sentido contrario (lo mismo que 270). El giro se suma a la rotación que ya tiene la página, así que una página mostrada a 90° y girada 90 acaba a 180°. Solo cambia la rotación de visualización de las páginas: su contenido, marcadores, enlaces y campos de formulario se conservan tal cual. ${es.pdf.PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      degrees: 'Giro en el sentido de las agujas del reloj, en grados: 90, 180 o 270 (se acepta -90 como 270).',
      pages: es.pdf.pageList('Las páginas que se giran'),
      password: es.pdf.PDF_PASSWORD,
    },
  },
  de: {
    summary: 'Dreht Seiten eines PDFs um 90, 180 oder 270 Grad',
    description: `Dreht die ausgewählten Seiten (standardmäßig alle) um degrees Grad im Uhrzeigersinn; -90 dreht sie gegen den Uhrzeigersinn (wie 270). Die Drehung kommt zur bestehenden Drehung einer Seite hinzu, sodass eine mit 90° angezeigte und um 90 gedrehte Seite bei 180° landet. Nur die Anzeigedrehung der Seiten ändert sich: Inhalt, Lesezeichen, Links und Formularfelder bleiben unverändert. ${de.pdf.PDF_OPENED} Bei mehreren Dateien ist die Antwort ein ZIP.`,
    params: {
      degrees: 'Drehung im Uhrzeigersinn in Grad: 90, 180 oder 270 (-90 wird als 270 akzeptiert).',
      pages: de.pdf.pageList('Die zu drehenden Seiten'),
      password: de.pdf.PDF_PASSWORD,
    },
  },
  fr: {
    summary: 'Fait pivoter les pages d\'un PDF de 90, 180 ou 270 degrés',
    description: `Fait pivoter les pages sélectionnées (toutes par défaut) de degrees degrés dans le sens horaire\u00a0; -90 les fait pivoter dans le sens antihoraire (comme 270). La rotation s'ajoute à celle qu'a déjà une page, si bien qu'une page affichée à 90° et pivotée de 90 finit à 180°. Seule la rotation d'affichage des pages change\u00a0: leur contenu, leurs signets, leurs liens et leurs champs de formulaire sont conservés tels quels. ${fr.pdf.PDF_OPENED} Plusieurs fichiers sont renvoyés dans un ZIP.`,
    params: {
      degrees: 'Rotation dans le sens horaire, en degrés\u00a0: 90, 180 ou 270 (-90 est accepté comme 270).',
      pages: fr.pdf.pageList('Les pages à faire pivoter'),
      password: fr.pdf.PDF_PASSWORD,
    },
  },
  'pt-br': {
    summary: 'Gira páginas de um PDF em 90, 180 ou 270 graus',
    description: `Gira as páginas selecionadas (todas por padrão) degrees graus no sentido horário; -90 as gira no sentido anti-horário (o mesmo que 270). O giro se soma à rotação que a página já tem, então uma página exibida a 90° e girada 90 termina em 180°. Só muda a rotação de exibição das páginas: o conteúdo, os marcadores, os links e os campos de formulário são mantidos como estão. ${ptBr.pdf.PDF_OPENED} Vários arquivos são retornados em um ZIP.`,
    params: {
      degrees: 'Giro no sentido horário, em graus: 90, 180 ou 270 (-90 é aceito como 270).',
      pages: ptBr.pdf.pageList('As páginas a girar'),
      password: ptBr.pdf.PDF_PASSWORD,
    },
  },
  'zh-cn': {
    summary: '将 PDF 页面旋转 90、180 或 270 度',
    description: `将所选页面（默认为所有页面）顺时针旋转 degrees 度；-90 表示逆时针旋转（等同于 270）。旋转会叠加到页面已有的旋转角度上，因此以 90° 显示的页面再旋转 90 后变为 180°。只改变页面的显示旋转：页面的内容、书签、链接和表单域都保持原样。${zhCn.pdf.PDF_OPENED}多个文件以 ZIP 返回。`,
    params: {
      degrees: '顺时针旋转的度数：90、180 或 270（-90 视为 270）。',
      pages: zhCn.pdf.pageList('要旋转的页面'),
      password: zhCn.pdf.PDF_PASSWORD,
    },
  },
})
