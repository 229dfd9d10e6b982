import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'extract-urls',
  input: 'json',
  summary: 'Extract every http, https and www. URL from a text',
  description: 'A URL starts with http://, https:// (in any case) or www., not in the middle of a word or an address, followed by a host (a letter, a digit or [ for an IPv6 address), '
    + 'and runs up to white space, a quote, a backtick, < or >. Punctuation that ends a sentence rather than the URL is left out: a trailing . , ; : ! ? * … ’ ” », '
    + 'and a closing ) ] or } that has no opening partner inside the URL (so "(see https://example.com/a)" gives https://example.com/a while https://en.wikipedia.org/wiki/Pi_(letter) stays whole). '
    + 'URLs are returned as written (www. ones get no scheme added), in order of appearance; unique (on by default) lists each once (exact comparison). '
    + `${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    unique: z.boolean().default(true).describe('List each URL once; 1/true or 0/false, default true'),
  }),
  result: z.object({
    urls: z.array(z.string()).apply(described, {
      en: 'The URLs found, in order of appearance, as written (each once when unique)',
      es: 'Las URL encontradas, en orden de aparición, tal como están escritas (cada una una sola vez con unique)',
      de: 'Die gefundenen URLs in der Reihenfolge ihres Auftretens, so wie sie geschrieben sind (mit unique jede nur einmal)',
      fr: `Les URL trouvées, dans leur ordre d'apparition, telles qu'elles sont écrites (chacune une seule fois avec unique)`,
      'pt-br': 'As URLs encontradas, em ordem de aparição, como foram escritas (cada uma uma única vez com unique)',
      'zh-cn': '找到的 URL，按出现顺序排列，保持原始写法（使用 unique 时每个只出现一次）',
    }),
    count: z.number().int().min(0).apply(described, {
      en: 'Number of URLs listed',
      es: 'Número de URL listadas',
      de: 'Anzahl der aufgeführten URLs',
      fr: `Nombre d'URL listées`,
      'pt-br': 'Número de URLs listadas',
      'zh-cn': '列出的 URL 数量',
    }),
  }),
  chain: { gives: 'result.urls' },
  examples: [
    {
      params: { text: 'Docs at https://example.com/docs. Wiki: (https://en.wikipedia.org/wiki/Pi_(letter)), also www.example.org, and https://example.com/docs again.' },
      result: { urls: ['https://example.com/docs', 'https://en.wikipedia.org/wiki/Pi_(letter)', 'www.example.org'], count: 3 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.extractUrls', params),
  es: {
    summary: 'Extrae todas las URL http, https y www. de un texto',
    description: `Una URL empieza por http://, https:// (en mayúsculas o minúsculas) o www., no en medio de una palabra o una dirección, seguida de un host (una letra, un dígito o [ para una dirección IPv6), y llega hasta un espacio en blanco, una comilla, un acento grave, < o >. Se excluye la puntuación que termina la oración y no la URL: un . , ; : ! ? * … ’ ” » final, y un ) ] o } de cierre que no tiene pareja de apertura dentro de la URL (así "(see https://example.com/a)" da https://example.com/a, mientras que https://en.wikipedia.org/wiki/Pi_(letter) queda entera). Las URL se devuelven tal como se escribieron (a las www. no se les añade esquema), en orden de aparición; unique (activado por defecto) lista cada una una sola vez (comparación exacta). ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      unique: 'Lista cada URL una sola vez; 1/true o 0/false, por defecto true',
    },
  },
  de: {
    summary: 'Extrahiert alle http-, https- und www.-URLs aus einem Text',
    description: `Eine URL beginnt mit http://, https:// (Groß-/Kleinschreibung beliebig) oder www., nicht mitten in einem Wort oder einer Adresse, gefolgt von einem Host (ein Buchstabe, eine Ziffer oder [ für eine IPv6-Adresse), und reicht bis zu Leerraum, einem Anführungszeichen, einem Backtick, < oder >. Satzzeichen, die den Satz und nicht die URL beenden, werden weggelassen: ein abschließendes . , ; : ! ? * … ’ ” » sowie ein schließendes ) ] oder }, das innerhalb der URL kein öffnendes Gegenstück hat (so ergibt "(see https://example.com/a)" https://example.com/a, während https://en.wikipedia.org/wiki/Pi_(letter) vollständig bleibt). URLs werden so zurückgegeben, wie sie geschrieben sind (www.-URLs erhalten kein Schema), in der Reihenfolge ihres Auftretens; unique (standardmäßig aktiviert) führt jede nur einmal auf (exakter Vergleich). ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      unique: 'Führt jede URL nur einmal auf; 1/true oder 0/false, Standard true',
    },
  },
  fr: {
    summary: `Extrait toutes les URL http, https et www. d'un texte`,
    description: `Une URL commence par http://, https:// (en majuscules ou en minuscules) ou www., pas au milieu d'un mot ou d'une adresse, suivi d'un hôte (une lettre, un chiffre ou [ pour une adresse IPv6), et s'étend jusqu'à un espace blanc, un guillemet, un accent grave, < ou >. La ponctuation qui termine la phrase plutôt que l'URL est exclue\u00a0: un . ,\u00a0;\u00a0:\u00a0!\u00a0? * … ’ ” » final, ainsi qu'un ) ] ou } fermant sans équivalent ouvrant dans l'URL (ainsi, "(see https://example.com/a)" donne https://example.com/a, tandis que https://en.wikipedia.org/wiki/Pi_(letter) reste entière). Les URL sont renvoyées telles qu'elles sont écrites (aucun schéma n'est ajouté aux URL www.), dans leur ordre d'apparition\u00a0; unique (activé par défaut) liste chacune une seule fois (comparaison exacte). ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      unique: 'Liste chaque URL une seule fois\u00a0; 1/true ou 0/false, true par défaut',
    },
  },
  'pt-br': {
    summary: 'Extrai todas as URLs http, https e www. de um texto',
    description: `Uma URL começa com http://, https:// (em maiúsculas ou minúsculas) ou www., não no meio de uma palavra ou de um endereço, seguido de um host (uma letra, um dígito ou [ para um endereço IPv6), e vai até um espaço em branco, aspas, um acento grave, < ou >. A pontuação que encerra a frase, e não a URL, fica de fora: um . , ; : ! ? * … ’ ” » no final e um ) ] ou } de fechamento sem o par de abertura dentro da URL (assim, "(see https://example.com/a)" resulta em https://example.com/a, enquanto https://en.wikipedia.org/wiki/Pi_(letter) permanece inteira). As URLs são retornadas como foram escritas (as que começam com www. não recebem esquema), em ordem de aparição; unique (ativado por padrão) lista cada uma uma única vez (comparação exata). ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      unique: 'Lista cada URL uma única vez; 1/true ou 0/false, padrão true',
    },
  },
  'zh-cn': {
    summary: '从文本中提取所有 http、https 和 www. URL',
    description: `URL 以 http://、https://（不区分大小写）或 www. 开头，且不位于单词或地址中间，其后紧跟主机（字母、数字，或表示 IPv6 地址的 [），一直延续到空白、引号、反引号、< 或 > 为止。结束句子而非结束 URL 的标点不计入：末尾的 . , ; : ! ? * … ’ ” »，以及在 URL 内没有对应左括号的 ) ] 或 }（因此 "(see https://example.com/a)" 得到 https://example.com/a，而 https://en.wikipedia.org/wiki/Pi_(letter) 保持完整）。URL 按原始写法返回（www. 开头的 URL 不会补上协议），按出现顺序排列；unique（默认启用）使每个 URL 只列出一次（精确比较）。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      unique: '每个 URL 只列出一次；1/true 或 0/false，默认为 true',
    },
  },
})
