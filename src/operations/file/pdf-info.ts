import { z } from 'zod'
import { described, type FieldWords } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import type { PaperName } from '../../lib/pdf/describe.ts'
import { budget } from '../kits/documents.ts'
import { PageNumber, UploadName, UploadSize } from '../kits/file-results.ts'
import { EACH_PDF, pdfJob } from '../kits/pdf-pages.ts'

/** The paper sizes page_sizes recognises. */
const PAPERS = ['A4', 'Letter', 'Legal', 'A3', 'A5'] as const satisfies readonly PaperName[]

const metadata = (what: FieldWords) => z.string().nullable().apply(described, {
  en: `${what.en}, from the document information; null when absent, or when the file is encrypted and was not opened`,
  es: `${what.es}, de la información del documento; null cuando falta, o cuando el archivo está cifrado y no se abrió`,
  de: `${what.de}, aus den Dokumentinformationen; null, wenn nicht vorhanden oder wenn die Datei verschlüsselt ist und nicht geöffnet wurde`,
  fr: `${what.fr}, d'après les informations du document\u00a0; null en cas d'absence, ou si le fichier est chiffré et n'a pas été ouvert`,
  'pt-br': `${what['pt-br']}, das informações do documento; null quando ausente, ou quando o arquivo está criptografado e não foi aberto`,
  'zh-cn': `${what['zh-cn']}，取自文档信息；缺失时，或文件已加密且未能打开时为 null`,
})
const permission = (what: FieldWords) => z.boolean().apply(described, {
  en: `Whether the permission flags allow ${what.en}`,
  es: `Si los indicadores de permisos permiten ${what.es}`,
  de: `Ob die Berechtigungsflags ${what.de} erlauben`,
  fr: `Indique si les indicateurs d'autorisation permettent ${what.fr}`,
  'pt-br': `Se os sinalizadores de permissão permitem ${what['pt-br']}`,
  'zh-cn': `权限标志是否允许${what['zh-cn']}`,
})

export default defineOperation({
  category: 'file',
  name: 'pdf-info',
  input: 'file',
  summary: 'Read a PDF\'s pages, page sizes, metadata, encryption and fonts',
  description: [
    'Describes each PDF without changing it: pages; page_sizes for the first 50 pages (crop box before rotation, in points and millimetres, rotation, and paper: A4, Letter, Legal, A3 or A5 in either orientation within 1 pt, else null);',
    'uniform_size (all pages the same size); title, author, subject, keywords, creator, producer, creation_date and modification_date (ISO 8601, null when absent);',
    'pdf_version from the file header; encrypted, and encryption (algorithm such as AES-256, revision, password_required, whether it could be opened, and the permissions for printing, copying, modifying, annotating, filling_forms and assembling);',
    'fonts (names used by the pages and the forms they draw, subset prefixes such as ABCDEF+ removed, at most 100); has_outline (bookmarks); form_fields; size_bytes.',
    'An encrypted file is described without its password as far as possible (pages, sizes, fonts): its metadata is then null. With password its metadata is read too; a wrong password answers 422 BAD_PASSWORD.',
    'Files over the PDF_MAX_PAGES limit of the editing operations are described too. Several files answer an array in upload order.',
  ].join(' '),
  files: EACH_PDF,
  params: z.object({
    password: z.string().max(128).optional()
      .describe('Password of an encrypted file, to read its metadata too. Optional: without it, what is not encrypted is still described.'),
  }),
  result: z.object({
    name: UploadName,
    size_bytes: UploadSize,
    pdf_version: z.string().nullable().apply(described, {
      en: 'PDF version from the file header, such as "1.7"; null when the header has none',
      es: 'Versión de PDF según la cabecera del archivo, como "1.7"; null cuando la cabecera no tiene ninguna',
      de: 'PDF-Version laut Dateiheader, etwa "1.7"; null, wenn der Header keine angibt',
      fr: 'Version PDF d\'après l\'en-tête du fichier, par exemple "1.7"\u00a0; null si l\'en-tête n\'en indique aucune',
      'pt-br': 'Versão do PDF segundo o cabeçalho do arquivo, como "1.7"; null quando o cabeçalho não tem nenhuma',
      'zh-cn': '文件头中的 PDF 版本，如 "1.7"；文件头中没有版本时为 null',
    }),
    pages: z.number().int().min(1).nullable().apply(described, {
      en: 'Number of pages; null when the page tree cannot be read (an encrypted file not opened)',
      es: 'Número de páginas; null cuando no se puede leer el árbol de páginas (un archivo cifrado que no se abrió)',
      de: 'Anzahl der Seiten; null, wenn der Seitenbaum nicht gelesen werden kann (eine verschlüsselte Datei, die nicht geöffnet wurde)',
      fr: 'Nombre de pages\u00a0; null si l\'arborescence des pages ne peut pas être lue (fichier chiffré qui n\'a pas été ouvert)',
      'pt-br': 'Número de páginas; null quando a árvore de páginas não pode ser lida (um arquivo criptografado que não foi aberto)',
      'zh-cn': '页数；无法读取页面树时（未能打开的加密文件）为 null',
    }),
    page_sizes: z.array(z.object({
      page: PageNumber,
      width: z.number().apply(described, {
        en: 'Width of the crop box (what a viewer shows) before rotation, in points (1/72 inch) to 2 decimals',
        es: 'Anchura de la crop box (lo que muestra un visor) antes de la rotación, en puntos (1/72 de pulgada) con 2 decimales',
        de: 'Breite der Crop Box (des Bereichs, den ein Viewer anzeigt) vor der Drehung, in Punkt (1/72 Zoll) mit 2 Nachkommastellen',
        fr: 'Largeur de la crop box (ce qu\'affiche une visionneuse) avant rotation, en points (1/72 de pouce) à 2 décimales',
        'pt-br': 'Largura da crop box (o que um visualizador mostra) antes da rotação, em pontos (1/72 de polegada) com 2 casas decimais',
        'zh-cn': '旋转前裁剪框（crop box，即查看器显示的区域）的宽度，以磅（1/72 英寸）为单位，保留 2 位小数',
      }),
      height: z.number().apply(described, {
        en: 'Height of the crop box before rotation, in points to 2 decimals',
        es: 'Altura de la crop box antes de la rotación, en puntos con 2 decimales',
        de: 'Höhe der Crop Box vor der Drehung, in Punkt mit 2 Nachkommastellen',
        fr: 'Hauteur de la crop box avant rotation, en points à 2 décimales',
        'pt-br': 'Altura da crop box antes da rotação, em pontos com 2 casas decimais',
        'zh-cn': '旋转前裁剪框的高度，以磅为单位，保留 2 位小数',
      }),
      width_mm: z.number().apply(described, {
        en: 'The same width, in millimetres to 1 decimal',
        es: 'La misma anchura, en milímetros con 1 decimal',
        de: 'Dieselbe Breite in Millimetern mit 1 Nachkommastelle',
        fr: 'La même largeur, en millimètres à 1 décimale',
        'pt-br': 'A mesma largura, em milímetros com 1 casa decimal',
        'zh-cn': '同一宽度，以毫米为单位，保留 1 位小数',
      }),
      height_mm: z.number().apply(described, {
        en: 'The same height, in millimetres to 1 decimal',
        es: 'La misma altura, en milímetros con 1 decimal',
        de: 'Dieselbe Höhe in Millimetern mit 1 Nachkommastelle',
        fr: 'La même hauteur, en millimètres à 1 décimale',
        'pt-br': 'A mesma altura, em milímetros com 1 casa decimal',
        'zh-cn': '同一高度，以毫米为单位，保留 1 位小数',
      }),
      rotation: z.number().min(0).lt(360).apply(described, {
        en: 'Rotation the page is shown with, in degrees clockwise (0, 90, 180 or 270)',
        es: 'Rotación con la que se muestra la página, en grados en sentido horario (0, 90, 180 o 270)',
        de: 'Drehung, mit der die Seite angezeigt wird, in Grad im Uhrzeigersinn (0, 90, 180 oder 270)',
        fr: 'Rotation avec laquelle la page est affichée, en degrés dans le sens horaire (0, 90, 180 ou 270)',
        'pt-br': 'Rotação com que a página é exibida, em graus no sentido horário (0, 90, 180 ou 270)',
        'zh-cn': '页面显示时的旋转角度，按顺时针计的度数（0、90、180 或 270）',
      }),
      paper: z.enum(PAPERS).nullable().apply(described, {
        en: 'The paper size within 1 pt, in either orientation; null for any other size',
        es: 'El tamaño de papel con un margen de 1 pt, en cualquier orientación; null para cualquier otro tamaño',
        de: 'Das Papierformat mit einer Toleranz von 1 pt, in beliebiger Ausrichtung; null bei jeder anderen Größe',
        fr: 'Le format de papier à 1 pt près, dans l\'une ou l\'autre orientation\u00a0; null pour toute autre taille',
        'pt-br': 'O tamanho de papel com tolerância de 1 pt, em qualquer orientação; null para qualquer outro tamanho',
        'zh-cn': '纸张大小（容差 1 pt，任一方向）；其他任何尺寸为 null',
      }),
    })).max(50).apply(described, {
      en: 'The size of each of the first 50 pages, in page order; empty when the pages cannot be read',
      es: 'El tamaño de cada una de las primeras 50 páginas, en el orden de las páginas; vacío cuando no se pueden leer las páginas',
      de: 'Die Größe jeder der ersten 50 Seiten in Seitenreihenfolge; leer, wenn die Seiten nicht gelesen werden können',
      fr: 'La taille de chacune des 50 premières pages, dans l\'ordre des pages\u00a0; vide si les pages ne peuvent pas être lues',
      'pt-br': 'O tamanho de cada uma das primeiras 50 páginas, na ordem das páginas; vazio quando as páginas não podem ser lidas',
      'zh-cn': '前 50 页中每一页的尺寸，按页面顺序排列；无法读取页面时为空',
    }),
    uniform_size: z.boolean().nullable().apply(described, {
      en: 'Whether every page (not only the first 50) has the same size; null when no page size could be read',
      es: 'Si todas las páginas (no solo las primeras 50) tienen el mismo tamaño; null cuando no se pudo leer ningún tamaño de página',
      de: 'Ob alle Seiten (nicht nur die ersten 50) gleich groß sind; null, wenn keine Seitengröße gelesen werden konnte',
      fr: 'Indique si toutes les pages (pas seulement les 50 premières) ont la même taille\u00a0; null si aucune taille de page n\'a pu être lue',
      'pt-br': 'Se todas as páginas (não só as primeiras 50) têm o mesmo tamanho; null quando nenhum tamanho de página pôde ser lido',
      'zh-cn': '所有页面（不仅是前 50 页）的尺寸是否相同；无法读取任何页面尺寸时为 null',
    }),
    title: metadata({ en: 'Title', es: 'Título', de: 'Titel', fr: 'Titre', 'pt-br': 'Título', 'zh-cn': '标题' }),
    author: metadata({ en: 'Author', es: 'Autor', de: 'Autor', fr: 'Auteur', 'pt-br': 'Autor', 'zh-cn': '作者' }),
    subject: metadata({ en: 'Subject', es: 'Asunto', de: 'Thema', fr: 'Objet', 'pt-br': 'Assunto', 'zh-cn': '主题' }),
    keywords: metadata({ en: 'Keywords, as one text', es: 'Palabras clave, como un solo texto', de: 'Stichwörter als ein einziger Text', fr: 'Mots clés, sous forme d\'un seul texte', 'pt-br': 'Palavras-chave, como um único texto', 'zh-cn': '关键字，合为一段文本' }),
    creator: metadata({
      en: 'The program that made the original document',
      es: 'El programa que creó el documento original',
      de: 'Das Programm, mit dem das Originaldokument erstellt wurde',
      fr: 'Le programme qui a créé le document d\'origine',
      'pt-br': 'O programa que criou o documento original',
      'zh-cn': '创建原始文档的程序',
    }),
    producer: metadata({
      en: 'The program that wrote the PDF',
      es: 'El programa que escribió el PDF',
      de: 'Das Programm, das das PDF geschrieben hat',
      fr: 'Le programme qui a écrit le PDF',
      'pt-br': 'O programa que gravou o PDF',
      'zh-cn': '写入该 PDF 的程序',
    }),
    creation_date: z.string().nullable().apply(described, {
      en: 'Creation date, ISO 8601 in UTC; null when absent or unreadable, or when the file is encrypted and was not opened',
      es: 'Fecha de creación, ISO 8601 en UTC; null cuando falta o es ilegible, o cuando el archivo está cifrado y no se abrió',
      de: 'Erstellungsdatum, ISO 8601 in UTC; null, wenn nicht vorhanden oder nicht lesbar oder wenn die Datei verschlüsselt ist und nicht geöffnet wurde',
      fr: 'Date de création, ISO 8601 en UTC\u00a0; null si elle est absente ou illisible, ou si le fichier est chiffré et n\'a pas été ouvert',
      'pt-br': 'Data de criação, ISO 8601 em UTC; null quando ausente ou ilegível, ou quando o arquivo está criptografado e não foi aberto',
      'zh-cn': '创建日期，ISO 8601 格式，UTC 时间；缺失或无法读取时，或文件已加密且未能打开时为 null',
    }),
    modification_date: z.string().nullable().apply(described, {
      en: 'Last modification date, ISO 8601 in UTC; null when absent or unreadable, or when the file is encrypted and was not opened',
      es: 'Fecha de la última modificación, ISO 8601 en UTC; null cuando falta o es ilegible, o cuando el archivo está cifrado y no se abrió',
      de: 'Datum der letzten Änderung, ISO 8601 in UTC; null, wenn nicht vorhanden oder nicht lesbar oder wenn die Datei verschlüsselt ist und nicht geöffnet wurde',
      fr: 'Date de dernière modification, ISO 8601 en UTC\u00a0; null si elle est absente ou illisible, ou si le fichier est chiffré et n\'a pas été ouvert',
      'pt-br': 'Data da última modificação, ISO 8601 em UTC; null quando ausente ou ilegível, ou quando o arquivo está criptografado e não foi aberto',
      'zh-cn': '最后修改日期，ISO 8601 格式，UTC 时间；缺失或无法读取时，或文件已加密且未能打开时为 null',
    }),
    encrypted: z.boolean().apply(described, {
      en: 'Whether the file is encrypted (encryption is then not null)',
      es: 'Si el archivo está cifrado (encryption no es entonces null)',
      de: 'Ob die Datei verschlüsselt ist (encryption ist dann nicht null)',
      fr: 'Indique si le fichier est chiffré (encryption n\'est alors pas null)',
      'pt-br': 'Se o arquivo está criptografado (nesse caso, encryption não é null)',
      'zh-cn': '文件是否已加密（此时 encryption 不为 null）',
    }),
    encryption: z.object({
      algorithm: z.string().nullable().apply(described, {
        en: 'The cipher (RC4-40, RC4-128, AES-128, AES-256), or the name of a non-standard security handler; null when unknown',
        es: 'El cifrado (RC4-40, RC4-128, AES-128, AES-256), o el nombre de un gestor de seguridad no estándar; null cuando se desconoce',
        de: 'Das Verschlüsselungsverfahren (RC4-40, RC4-128, AES-128, AES-256) oder der Name eines nicht standardmäßigen Sicherheitshandlers; null, wenn unbekannt',
        fr: 'L\'algorithme de chiffrement (RC4-40, RC4-128, AES-128, AES-256), ou le nom d\'un gestionnaire de sécurité non standard\u00a0; null si inconnu',
        'pt-br': 'A cifra (RC4-40, RC4-128, AES-128, AES-256) ou o nome de um manipulador de segurança não padrão; null quando desconhecida',
        'zh-cn': '加密算法（RC4-40、RC4-128、AES-128、AES-256），或非标准安全处理程序的名称；未知时为 null',
      }),
      revision: z.number().nullable().apply(described, {
        en: 'Revision of the standard security handler (2 to 6); null when not recorded',
        es: 'Revisión del gestor de seguridad estándar (de 2 a 6); null cuando no está registrada',
        de: 'Revision des Standard-Sicherheitshandlers (2 bis 6); null, wenn nicht angegeben',
        fr: 'Révision du gestionnaire de sécurité standard (de 2 à 6)\u00a0; null si elle n\'est pas enregistrée',
        'pt-br': 'Revisão do manipulador de segurança padrão (de 2 a 6); null quando não registrada',
        'zh-cn': '标准安全处理程序的修订版本（2 到 6）；未记录时为 null',
      }),
      password_required: z.boolean().apply(described, {
        en: 'Whether a password is needed to open the file: false when only an owner password is set',
        es: 'Si se necesita una contraseña para abrir el archivo: false cuando solo hay una contraseña de propietario',
        de: 'Ob zum Öffnen der Datei ein Kennwort nötig ist: false, wenn nur ein Besitzerkennwort festgelegt ist',
        fr: 'Indique si un mot de passe est nécessaire pour ouvrir le fichier\u00a0: false si seul un mot de passe propriétaire est défini',
        'pt-br': 'Se é necessária uma senha para abrir o arquivo: false quando há apenas uma senha de proprietário',
        'zh-cn': '打开文件是否需要密码：仅设置了所有者密码时为 false',
      }),
      opened: z.boolean().apply(described, {
        en: 'Whether the file could be decrypted, so that its metadata and form fields were read',
        es: 'Si se pudo descifrar el archivo, de modo que se leyeron sus metadatos y sus campos de formulario',
        de: 'Ob die Datei entschlüsselt werden konnte, sodass ihre Metadaten und Formularfelder gelesen wurden',
        fr: 'Indique si le fichier a pu être déchiffré, de sorte que ses métadonnées et ses champs de formulaire ont été lus',
        'pt-br': 'Se foi possível descriptografar o arquivo, de modo que os metadados e os campos de formulário dele foram lidos',
        'zh-cn': '文件是否已成功解密，从而读取了其元数据和表单域',
      }),
      permissions: z.object({
        printing: permission({ en: 'printing', es: 'imprimir', de: 'das Drucken', fr: 'l\'impression', 'pt-br': 'imprimir', 'zh-cn': '打印' }),
        copying: permission({ en: 'copying text and images', es: 'copiar texto e imágenes', de: 'das Kopieren von Text und Bildern', fr: 'la copie du texte et des images', 'pt-br': 'copiar texto e imagens', 'zh-cn': '复制文本和图像' }),
        modifying: permission({ en: 'modifying the content', es: 'modificar el contenido', de: 'das Ändern des Inhalts', fr: 'la modification du contenu', 'pt-br': 'modificar o conteúdo', 'zh-cn': '修改内容' }),
        annotating: permission({
          en: 'adding annotations and filling forms',
          es: 'añadir anotaciones y rellenar formularios',
          de: 'das Hinzufügen von Anmerkungen und das Ausfüllen von Formularen',
          fr: 'l\'ajout d\'annotations et le remplissage de formulaires',
          'pt-br': 'adicionar anotações e preencher formulários',
          'zh-cn': '添加注释和填写表单',
        }),
        filling_forms: permission({ en: 'filling form fields', es: 'rellenar campos de formulario', de: 'das Ausfüllen von Formularfeldern', fr: 'le remplissage des champs de formulaire', 'pt-br': 'preencher campos de formulário', 'zh-cn': '填写表单域' }),
        assembling: permission({
          en: 'inserting, rotating and deleting pages',
          es: 'insertar, girar y eliminar páginas',
          de: 'das Einfügen, Drehen und Löschen von Seiten',
          fr: 'l\'insertion, la rotation et la suppression de pages',
          'pt-br': 'inserir, girar e excluir páginas',
          'zh-cn': '插入、旋转和删除页面',
        }),
      }).nullable().apply(described, {
        en: 'What the file\'s permission flags allow (a reader honours them, they are not enforced by the encryption); null when not recorded',
        es: 'Lo que permiten los indicadores de permisos del archivo (un lector los respeta, el cifrado no los impone); null cuando no están registrados',
        de: 'Was die Berechtigungsflags der Datei erlauben (PDF-Reader beachten sie, die Verschlüsselung erzwingt sie nicht); null, wenn nicht angegeben',
        fr: 'Ce qu\'autorisent les indicateurs d\'autorisation du fichier (un lecteur les respecte, le chiffrement ne les impose pas)\u00a0; null s\'ils ne sont pas enregistrés',
        'pt-br': 'O que os sinalizadores de permissão do arquivo permitem (um leitor os respeita, a criptografia não os impõe); null quando não registrados',
        'zh-cn': '文件的权限标志所允许的操作（由阅读器遵守，加密本身并不强制执行）；未记录时为 null',
      }),
    }).nullable().apply(described, {
      en: 'How the file is encrypted; null when it is not',
      es: 'Cómo está cifrado el archivo; null cuando no lo está',
      de: 'Wie die Datei verschlüsselt ist; null, wenn sie nicht verschlüsselt ist',
      fr: 'Comment le fichier est chiffré\u00a0; null s\'il ne l\'est pas',
      'pt-br': 'Como o arquivo está criptografado; null quando não está',
      'zh-cn': '文件的加密方式；未加密时为 null',
    }),
    fonts: z.array(z.string()).max(100).apply(described, {
      en: 'Names of the fonts the pages and the forms they draw use, subset prefixes removed, in the order found (at most 100)',
      es: 'Nombres de las fuentes que usan las páginas y los formularios que dibujan, sin prefijos de subconjunto, en el orden en que se encuentran (como máximo 100)',
      de: 'Namen der Schriftarten, die die Seiten und die von ihnen gezeichneten Formulare verwenden, ohne Teilmengenpräfixe, in der Reihenfolge ihres Auffindens (höchstens 100)',
      fr: 'Noms des polices qu\'utilisent les pages et les formulaires qu\'elles dessinent, sans préfixes de sous-ensemble, dans l\'ordre où elles sont trouvées (100 au maximum)',
      'pt-br': 'Nomes das fontes que as páginas e os formulários que elas desenham usam, sem prefixos de subconjunto, na ordem em que são encontradas (no máximo 100)',
      'zh-cn': '页面及其绘制的表单所用字体的名称，已去除子集前缀，按发现顺序排列（最多 100 个）',
    }),
    has_outline: z.boolean().apply(described, {
      en: 'Whether the document has an outline (bookmarks)',
      es: 'Si el documento tiene un esquema (marcadores)',
      de: 'Ob das Dokument eine Gliederung (Lesezeichen) hat',
      fr: 'Indique si le document possède un plan (signets)',
      'pt-br': 'Se o documento tem uma estrutura de tópicos (marcadores)',
      'zh-cn': '文档是否有大纲（书签）',
    }),
    form_fields: z.number().int().min(0).nullable().apply(described, {
      en: 'Number of interactive form fields (0 without a form); null when the form cannot be read',
      es: 'Número de campos de formulario interactivos (0 sin formulario); null cuando no se puede leer el formulario',
      de: 'Anzahl der interaktiven Formularfelder (0 ohne Formular); null, wenn das Formular nicht gelesen werden kann',
      fr: 'Nombre de champs de formulaire interactifs (0 sans formulaire)\u00a0; null si le formulaire ne peut pas être lu',
      'pt-br': 'Número de campos de formulário interativos (0 sem formulário); null quando o formulário não pode ser lido',
      'zh-cn': '交互式表单域的数量（无表单时为 0）；无法读取表单时为 null',
    }),
  }),
  examples: [
    {
      title: 'A 3-page A4 document made by LibreOffice',
      params: {},
      files: ['three-pages.pdf'],
      result: { pages: 3, uniform_size: true, producer: 'LibreOffice 7.4', encrypted: false, page_sizes: [1, 2, 3].map((page) => ({ page, paper: 'A4' })) },
    },
    {
      title: 'An encrypted file, without its password',
      params: {},
      files: ['encrypted.pdf'],
      result: { encrypted: true, title: null, encryption: { algorithm: 'AES-256', password_required: true, opened: false } },
    },
  ],
  run: async ({ password }, ctx) => ctx.documents.run('pdf.info', pdfJob(ctx, password), budget(ctx)),
  es: {
    summary: 'Lee las páginas, los tamaños de página, los metadatos, el cifrado y las fuentes de un PDF',
    description: 'Describe cada PDF sin modificarlo: pages; page_sizes de las primeras 50 páginas (crop box antes de la rotación, en puntos y milímetros, la rotación y paper: A4, Letter, Legal, A3 o A5 en cualquier orientación con un margen de 1 pt, o null); uniform_size (todas las páginas del mismo tamaño); title, author, subject, keywords, creator, producer, creation_date y modification_date (ISO 8601, null cuando faltan); pdf_version según la cabecera del archivo; encrypted y encryption (un algoritmo como AES-256, la revisión, password_required, si se pudo abrir y los permisos de printing, copying, modifying, annotating, filling_forms y assembling); fonts (los nombres que usan las páginas y los formularios que dibujan, sin prefijos de subconjunto como ABCDEF+, como máximo 100); has_outline (marcadores); form_fields; size_bytes. Un archivo cifrado se describe sin su contraseña en la medida de lo posible (páginas, tamaños, fuentes): sus metadatos son entonces null. Con password se leen también sus metadatos; una contraseña incorrecta responde 422 BAD_PASSWORD. También se describen los archivos que superan el límite PDF_MAX_PAGES de las operaciones de edición. Varios archivos se responden con un array en el orden de subida.',
    params: {
      password: 'Contraseña de un archivo cifrado, para leer también sus metadatos. Opcional: sin ella se sigue describiendo lo que no está cifrado.',
    },
  },
  de: {
    summary: 'Liest Seiten, Seitengrößen, Metadaten, Verschlüsselung und Schriftarten eines PDFs',
    description: 'Beschreibt jedes PDF, ohne es zu verändern: pages; page_sizes für die ersten 50 Seiten (Crop Box vor der Drehung, in Punkt und Millimetern, Drehung und paper: A4, Letter, Legal, A3 oder A5 in beliebiger Ausrichtung mit einer Toleranz von 1 pt, sonst null); uniform_size (alle Seiten gleich groß); title, author, subject, keywords, creator, producer, creation_date und modification_date (ISO 8601, null, wenn nicht vorhanden); pdf_version aus dem Dateiheader; encrypted sowie encryption (Algorithmus wie AES-256, Revision, password_required, ob die Datei geöffnet werden konnte, und die Berechtigungen printing, copying, modifying, annotating, filling_forms und assembling); fonts (von den Seiten und den von ihnen gezeichneten Formularen verwendete Namen, ohne Teilmengenpräfixe wie ABCDEF+, höchstens 100); has_outline (Lesezeichen); form_fields; size_bytes. Eine verschlüsselte Datei wird ohne ihr Kennwort so weit wie möglich beschrieben (Seiten, Größen, Schriftarten): Ihre Metadaten sind dann null. Mit password werden auch ihre Metadaten gelesen; ein falsches Kennwort ergibt 422 BAD_PASSWORD. Auch Dateien über dem Limit PDF_MAX_PAGES der Bearbeitungsvorgänge werden beschrieben. Bei mehreren Dateien ist die Antwort ein Array in der Reihenfolge des Hochladens.',
    params: {
      password: 'Kennwort einer verschlüsselten Datei, um auch ihre Metadaten zu lesen. Optional: Ohne Kennwort wird alles Unverschlüsselte trotzdem beschrieben.',
    },
  },
  fr: {
    summary: 'Lit les pages, les tailles de page, les métadonnées, le chiffrement et les polices d\'un PDF',
    description: 'Décrit chaque PDF sans le modifier\u00a0: pages\u00a0; page_sizes pour les 50 premières pages (crop box avant rotation, en points et en millimètres, rotation, et paper\u00a0: A4, Letter, Legal, A3 ou A5 dans l\'une ou l\'autre orientation à 1 pt près, sinon null)\u00a0; uniform_size (toutes les pages de la même taille)\u00a0; title, author, subject, keywords, creator, producer, creation_date et modification_date (ISO 8601, null en cas d\'absence)\u00a0; pdf_version d\'après l\'en-tête du fichier\u00a0; encrypted, et encryption (algorithme tel que AES-256, révision, password_required, si le fichier a pu être ouvert, et les autorisations printing, copying, modifying, annotating, filling_forms et assembling)\u00a0; fonts (noms utilisés par les pages et les formulaires qu\'elles dessinent, sans les préfixes de sous-ensemble comme ABCDEF+, 100 au maximum)\u00a0; has_outline (signets)\u00a0; form_fields\u00a0; size_bytes. Un fichier chiffré est décrit sans son mot de passe dans la mesure du possible (pages, tailles, polices)\u00a0: ses métadonnées valent alors null. Avec password, ses métadonnées sont également lues\u00a0; un mot de passe incorrect renvoie 422 BAD_PASSWORD. Les fichiers qui dépassent la limite PDF_MAX_PAGES des opérations de modification sont également décrits. Plusieurs fichiers donnent un tableau dans l\'ordre de chargement.',
    params: {
      password: 'Mot de passe d\'un fichier chiffré, pour lire aussi ses métadonnées. Facultatif\u00a0: sans lui, ce qui n\'est pas chiffré est tout de même décrit.',
    },
  },
  'pt-br': {
    summary: 'Lê as páginas, os tamanhos de página, os metadados, a criptografia e as fontes de um PDF',
    description: 'Descreve cada PDF sem alterá-lo: pages; page_sizes das primeiras 50 páginas (crop box antes da rotação, em pontos e milímetros, rotação e paper: A4, Letter, Legal, A3 ou A5 em qualquer orientação com tolerância de 1 pt, ou null); uniform_size (todas as páginas do mesmo tamanho); title, author, subject, keywords, creator, producer, creation_date e modification_date (ISO 8601, null quando ausentes); pdf_version segundo o cabeçalho do arquivo; encrypted e encryption (algoritmo como AES-256, revisão, password_required, se foi possível abrir o arquivo e as permissões de printing, copying, modifying, annotating, filling_forms e assembling); fonts (nomes usados pelas páginas e pelos formulários que elas desenham, sem prefixos de subconjunto como ABCDEF+, no máximo 100); has_outline (marcadores); form_fields; size_bytes. Um arquivo criptografado é descrito sem a senha na medida do possível (páginas, tamanhos, fontes): nesse caso, os metadados dele são null. Com password, os metadados também são lidos; uma senha incorreta responde 422 BAD_PASSWORD. Arquivos acima do limite PDF_MAX_PAGES das operações de edição também são descritos. Vários arquivos são respondidos com um array na ordem de envio.',
    params: {
      password: 'Senha de um arquivo criptografado, para ler também os metadados. Opcional: sem ela, o que não está criptografado continua sendo descrito.',
    },
  },
  'zh-cn': {
    summary: '读取 PDF 的页数、页面尺寸、元数据、加密信息和字体',
    description: '描述每个 PDF 而不做任何修改：pages；前 50 页的 page_sizes（旋转前的裁剪框，以磅和毫米表示，旋转角度，以及 paper：容差 1 pt 内任一方向的 A4、Letter、Legal、A3 或 A5，否则为 null）；uniform_size（所有页面尺寸是否相同）；title、author、subject、keywords、creator、producer、creation_date 和 modification_date（ISO 8601，缺失时为 null）；文件头中的 pdf_version；encrypted 和 encryption（算法如 AES-256、修订版本、password_required、能否打开，以及 printing、copying、modifying、annotating、filling_forms 和 assembling 的权限）；fonts（页面及其绘制的表单所用的字体名称，已去除 ABCDEF+ 之类的子集前缀，最多 100 个）；has_outline（书签）；form_fields；size_bytes。加密文件在没有密码的情况下尽可能描述（页数、尺寸、字体）：此时其元数据为 null。提供 password 时还会读取其元数据；密码错误返回 422 BAD_PASSWORD。超出编辑类操作 PDF_MAX_PAGES 限制的文件也会被描述。多个文件按上传顺序以数组返回。',
    params: {
      password: '加密文件的密码，用于同时读取其元数据。可选：不提供时，仍会描述未加密的部分。',
    },
  },
})
