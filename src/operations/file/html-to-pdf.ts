import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, htmlToPdf } from '../kits/office.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'html-to-pdf',
  input: 'file',
  requires: 'chromium',
  summary: 'Convert an HTML page to PDF',
  description: [
    'Prints an uploaded HTML file (UTF-8) to PDF with headless Chromium, laid out by its print styles: US Letter with Chromium\'s default margins unless an @page rule sets the size and margins, backgrounds included, no header or footer; named after the upload.',
    'The page is self-contained by force: scripts, frames, objects, embeds, <link> and <meta http-equiv> are removed, event-handler attributes dropped,',
    'and every URL in attributes and CSS (src, href, url(), @import) that is not a data: URI or a #fragment is removed, so images and styles must be inline or embedded as data: URIs.',
    'Nothing is fetched from the network or the server\'s files and no JavaScript runs.',
    'This operation needs Chromium on the server: without it the answer is 503 CONVERTER_MISSING.',
    BATCH_NOTE,
  ].join(' '),
  files: { accepts: ['html'], mode: 'each', answers: [PDF_TYPE] },
  params: z.object({}),
  examples: [{ title: 'A page as PDF', params: {}, files: ['page.html'], output: PDF_TYPE }],
  run: (_params, ctx) => htmlToPdf(ctx, { operation: 'html-to-pdf', package: 'chromium' }),
  es: {
    summary: 'Convierte una página HTML a PDF',
    description: `Imprime un archivo HTML subido (UTF-8) a PDF con Chromium sin interfaz, maquetado según su hoja de estilo de impresión y sus reglas @page (A4 o Letter por defecto, sin fondos), con el nombre del archivo subido. La página se hace autónoma a la fuerza: se eliminan los scripts, frames, objects, embeds, <link> y <meta http-equiv>, se descartan los atributos de manejadores de eventos, y se elimina toda URL en atributos y CSS (src, href, url(), @import) que no sea un URI data: o un #fragmento, así que las imágenes y los estilos deben ir en línea o incrustados como URI data:. No se descarga nada de la red ni de los archivos del servidor, y no se ejecuta JavaScript. Esta operación necesita Chromium en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${es.image.SEVERAL_ZIP}`,
  },
  de: {
    summary: 'Konvertiert eine HTML-Seite in PDF',
    description: `Druckt eine hochgeladene HTML-Datei (UTF-8) mit Headless Chromium als PDF, gestaltet nach ihren Druckstilen: US Letter mit den Standardrändern von Chromium, sofern keine @page-Regel Format und Ränder festlegt, mit Hintergründen, ohne Kopf- und Fußzeile; benannt nach der hochgeladenen Datei. Die Seite wird zwangsweise eigenständig gemacht: Skripte, Frames, Objects, Embeds, <link> und <meta http-equiv> werden entfernt, Event-Handler-Attribute verworfen, und jede URL in Attributen und CSS (src, href, url(), @import), die kein data:-URI und kein #Fragment ist, wird entfernt; Bilder und Stile müssen daher inline stehen oder als data:-URIs eingebettet sein. Nichts wird aus dem Netzwerk oder aus den Dateien des Servers geladen, und es wird kein JavaScript ausgeführt. Dieser Vorgang erfordert Chromium auf dem Server: Fehlt es, lautet die Antwort 503 CONVERTER_MISSING. ${de.image.SEVERAL_ZIP}`,
  },
  fr: {
    summary: 'Convertit une page HTML en PDF',
    description: `Imprime en PDF un fichier HTML chargé (UTF-8) avec Chromium headless, mis en page selon ses styles d'impression\u00a0: US Letter avec les marges par défaut de Chromium, sauf si une règle @page définit le format et les marges, arrière-plans compris, sans en-tête ni pied de page\u00a0; sous le nom du fichier chargé. La page est rendue autonome d'office\u00a0: les scripts, frames, objects, embeds, <link> et <meta http-equiv> sont supprimés, les attributs de gestionnaires d'événements écartés, et toute URL dans les attributs et le CSS (src, href, url(), @import) qui n'est ni un URI data: ni un #fragment est supprimée\u00a0; les images et les styles doivent donc être intégrés en ligne ou incorporés sous forme d'URI data:. Rien n'est récupéré depuis le réseau ni depuis les fichiers du serveur, et aucun JavaScript n'est exécuté. Cette opération nécessite Chromium sur le serveur\u00a0: sans lui, la réponse est 503 CONVERTER_MISSING. ${fr.image.SEVERAL_ZIP}`,
  },
  'pt-br': {
    summary: 'Converte uma página HTML em PDF',
    description: `Imprime em PDF um arquivo HTML enviado (UTF-8) com o Chromium headless, diagramado pelos seus estilos de impressão: US Letter com as margens padrão do Chromium, a menos que uma regra @page defina o tamanho e as margens, com fundos incluídos e sem cabeçalho nem rodapé; com o nome do arquivo enviado. A página se torna autossuficiente à força: scripts, frames, objects, embeds, <link> e <meta http-equiv> são removidos, atributos de manipuladores de eventos são descartados e toda URL em atributos e CSS (src, href, url(), @import) que não seja um URI data: ou um #fragmento é removida; por isso, imagens e estilos precisam estar embutidos na página ou incorporados como URIs data:. Nada é buscado na rede nem nos arquivos do servidor, e nenhum JavaScript é executado. Esta operação precisa do Chromium no servidor: sem ele, a resposta é 503 CONVERTER_MISSING. ${ptBr.image.SEVERAL_ZIP}`,
  },
  'zh-cn': {
    summary: '将 HTML 页面转换为 PDF',
    description: `使用无头 Chromium 将上传的 HTML 文件（UTF-8）打印为 PDF，按其打印样式排版：除非 @page 规则设置了纸张大小和边距，否则使用 US Letter 纸张和 Chromium 的默认边距；包含背景，不带页眉或页脚；以上传文件的名称命名。页面会被强制处理为自包含：删除脚本、frame、object、embed、<link> 和 <meta http-equiv>，丢弃事件处理程序属性，并删除属性和 CSS（src、href、url()、@import）中所有不是 data: URI 或 #片段的 URL，因此图像和样式必须内联或以 data: URI 嵌入。不会从网络或服务器文件中获取任何内容，也不会运行任何 JavaScript。此操作需要服务器上安装 Chromium：否则响应为 503 CONVERTER_MISSING。${zhCn.image.SEVERAL_ZIP}`,
  },
})
