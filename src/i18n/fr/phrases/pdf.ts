import type en from '../../en/phrases/pdf.ts'
import type { ImagesToPdfFigures, PageAction, RenderFigures } from '../../en/phrases/pdf.ts'

/** Sentences and parameters the PDF operations share. */
const PDF_PASSWORD = 'Mot de passe qui ouvre une entrée chiffrée (son mot de passe utilisateur ou propriétaire). Inutile pour un fichier qui s\'ouvre sans mot de passe\u00a0; ignoré pour les fichiers non chiffrés.'

const PDF_OPENED = 'Une entrée chiffrée est ouverte avec password (un fichier qui restreint seulement l\'impression ou la modification s\'ouvre sans lui)\u00a0; le résultat n\'est pas chiffré.'

const PDF_SAVED_PLAIN = 'Mot de passe qui ouvre un PDF chiffré\u00a0; le résultat est enregistré sans chiffrement'

const PDF_RENDER_PASSWORD = 'Mot de passe d\'un PDF chiffré (son mot de passe utilisateur ou propriétaire)\u00a0; ignoré lorsque le PDF n\'est pas chiffré'

/** What a new document made of some pages keeps, after its subject ("il", "chaque partie"). */
const KEEPS_INFO = 'conserve les informations du document (titre, auteur...), mais pas les signets ni les champs de formulaire'

/** The pages a reading operation works on. */
function selectedPages(action: PageAction): string {
  return `Pages à ${{ render: 'rendre', read: 'lire' }[action]}, par exemple 1-3,5,7- (7- signifie de la page 7 à la dernière), dans l'ordre indiqué\u00a0; toutes par défaut`
}

/** The dpi parameter of page rendering. */
function renderDpi(figures: RenderFigures): string {
  return `Résolution en points par pouce, ${figures.minDpi}-${figures.maxDpi}, ${figures.dpi} par défaut\u00a0: une page mesure sa taille en pouces × dpi pixels de large et de haut, donc une page A4 à ${figures.dpi} dpi mesure ${figures.a4}`
}

/** How a page selection is written, after what the pages are for. */
function pageList(what: string): string {
  return `${what}\u00a0: numéros de page et plages séparés par des virgules, par exemple 1-3,5,7- ("7-" va jusqu'à la dernière page, "all" désigne toutes les pages).`
}

/** The summary of rendering PDF pages to images of one format. */
function renderSummary(format: string): string {
  return `Convertit des pages PDF en images ${format}`
}

/** The description of rendering PDF pages to images of one format. */
function pdfRender(format: string, ext: string, figures: RenderFigures): string {
  return `Dessine chaque page sélectionnée d'un PDF (toutes les pages par défaut) sous forme d'image ${format} à \`dpi\` points par pouce, sur fond blanc, avec pdf.js. L'image est la page telle qu'elle s'affiche (crop box, avec la rotation de la page appliquée) à cette résolution\u00a0: une page A4 à ${figures.dpi} dpi mesure ${figures.a4} pixels, une page US Letter ${figures.letter}. Chaque image porte le nom du PDF suivi de son numéro de page (report-1.${ext}, report-3.${ext}…), même lorsqu'une seule page est sélectionnée, afin que le nom indique toujours de quelle page il s'agit. Une page renvoie l'image elle-même\u00a0; plusieurs pages renvoient un ZIP d'images\u00a0; plusieurs PDF dans une même requête renvoient un ZIP avec un dossier par PDF ayant produit plusieurs images. Un PDF chiffré nécessite son mot de passe dans \`password\` (422 PDF_ENCRYPTED sans lui, BAD_PASSWORD s'il est incorrect). Limites, vérifiées avant tout dessin\u00a0: au plus la limite de rendu du serveur en pages par requête (${figures.pages} par défaut), chaque page au plus la limite de pixels d'image à la résolution choisie (${figures.megapixels} millions par défaut\u00a0; demandez un dpi plus faible ou moins de pages), toutes deux renvoyant 413\u00a0; les flux compressés qui se décompressent au-delà de la limite du serveur sont refusés comme bombes de décompression (413), et une image d'une page qui dépasse la limite de pixels est omise du dessin.`
}

/** The summary of making a PDF from images of one format. */
function imagesToPdfSummary(format: string): string {
  return `Crée un PDF à partir d'images ${format}, une page par image`
}

/** The description of making a PDF from images, one page each. */
function imagesToPdf(first: string, second: string, figures: ImagesToPdfFigures): string {
  return `Lit des images ${first} et ${second} (le format est détecté à partir des octets) et crée un PDF avec une page par image, dans l'ordre de chargement. L'orientation EXIF est appliquée, de sorte que les photos apparaissent dans le sens où elles ont été prises. La taille d'une image sur la page découle de sa densité enregistrée (dpi, si elle est comprise entre ${figures.minDensity} et ${figures.maxDensity}), ou sinon de ${figures.density} dpi. Avec page_size=fit, chaque page a cette taille plus les marges. Sur papier a4 ou letter, l'image est centrée dans les marges et réduite pour tenir\u00a0; elle n'est jamais agrandie, ce qui ne ferait que la rendre floue. Un côté de page ne dépasse jamais ${figures.maxSide} pt (${figures.maxSide / 72} pouces), le maximum accepté par les lecteurs PDF\u00a0: les images plus grandes sont réduites. Les images JPEG sont réécrites avec la qualité ${figures.quality} et les images PNG sans perte, transparence conservée. Le PDF porte le nom de la première image.`
}

/** The parameters of making a PDF from images. */
function imagesToPdfParams(figures: ImagesToPdfFigures) {
  return {
    page_size: `fit\u00a0: chaque page a la taille de son image (plus les marges)\u00a0; a4 (${figures.a4} pt) ou letter (${figures.letter} pt)\u00a0: papier avec l'image centrée\u00a0; fit par défaut`,
    orientation: 'Orientation du papier pour a4 et letter\u00a0: auto passe une page en paysage lorsque son image est plus large que haute\u00a0; ignoré avec fit\u00a0; auto par défaut',
    margin: `Espace laissé libre autour de l'image de chaque côté, en points (72 pt = 1 pouce)\u00a0; 0 par défaut avec fit, ${figures.margin} avec a4 et letter`,
  }
}

export default {
  PDF_PASSWORD, PDF_OPENED, PDF_SAVED_PLAIN, PDF_RENDER_PASSWORD, KEEPS_INFO, selectedPages, renderDpi, pageList,
  renderSummary, pdfRender, imagesToPdfSummary, imagesToPdf, imagesToPdfParams,
} satisfies typeof en
