import type { Catalogue } from '../catalogue.ts'
import type en from '../en/web.ts'

export default {
  INVALID_URL: 'url "{url}" ne peut pas être récupérée\u00a0: {reason}\u00a0; envoyez une URL http:// ou https:// absolue, par exemple https://example.com/page',
  REDIRECT_REFUSED: 'le site a redirigé vers "{url}", qui n\'est pas suivie\u00a0: {reason}\u00a0; demandez directement cette adresse s\'il s\'agit d\'une page http(s) publique',
  TOO_MANY_REDIRECTS: '"{url}" a redirigé plus de {max} fois (probablement une boucle de redirection)\u00a0; vérifiez les redirections du site ou demandez directement l\'adresse finale',
  ADDRESS_NOT_ALLOWED: '{host} est (ou se résout en) {address}, une adresse privée, de bouclage, de lien local ou autrement non publique, que ce service ne récupère pas\u00a0; envoyez l\'URL d\'un site public',
  HOST_NOT_FOUND: 'le nom d\'hôte {host} ne se résout en aucune adresse\u00a0; vérifiez l\'orthographe de l\'URL',
  UPSTREAM_TIMEOUT: '{url} n\'a pas répondu entièrement dans les {ms} ms\u00a0; réessayez plus tard ou demandez une page plus légère',
  UPSTREAM_HEADERS_TOO_LARGE: '{url} a envoyé des en-têtes de réponse de plus de {limit} octets, que ce service ne lit pas',
  UPSTREAM_FAILED: 'la récupération de {url} a échoué\u00a0: {reason}\u00a0; vérifiez que le site est en ligne et que l\'URL est correcte',
  RESPONSE_TOO_LARGE: '{url} a envoyé un corps de plus de {limit} octets (après décompression), que ce service ne lit pas\u00a0; demandez une page plus petite (web/page-size indique la taille des pages volumineuses)',
  NOT_HTML: '{url} est de type {type}, et non une page HTML\u00a0; envoyez l\'URL d\'une page HTML',
  INVALID_DOMAIN: '{param} "{value}" n\'est pas un nom de domaine valide\u00a0: {reason}\u00a0; envoyez un nom tel que example.com',
  DOMAIN_IS_IP: '{param} "{value}" est une adresse IP\u00a0; envoyez un nom de domaine tel que example.com',
  DOMAIN_NOT_FOUND: 'le domaine {domain} n\'existe pas (NXDOMAIN)\u00a0; vérifiez son orthographe',
  DNS_TIMEOUT: 'les serveurs DNS n\'ont pas répondu pour {domain} dans les {ms} ms\u00a0; réessayez plus tard',
  DNS_FAILED: 'la résolution DNS de {domain} a échoué ({reason})\u00a0; réessayez plus tard',
  INVALID_VIDEO: '{param} "{value}" n\'est pas une vidéo YouTube\u00a0: envoyez une URL de vidéo (https://www.youtube.com/watch?v=…, https://youtu.be/…, /shorts/…, /embed/…) ou l\'ID de vidéo de 11 caractères composé de lettres, de chiffres, de - et de _',
  TOO_MANY_FETCHES: 'vous avez déjà {max} recherches web en cours, le maximum simultané pour un même appelant\u00a0; attendez qu\'une se termine, puis réessayez',
  VIDEO_NOT_FOUND: 'aucune vidéo YouTube publique n\'a l\'ID {id} (elle est peut-être privée, supprimée ou non intégrable)\u00a0; vérifiez l\'ID',
} satisfies Catalogue<typeof en>
