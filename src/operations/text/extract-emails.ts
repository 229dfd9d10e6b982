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
  name: 'extract-emails',
  input: 'json',
  summary: 'Extract every e-mail address from a text',
  description: 'An address is a local part of letters, digits, the symbols an address may hold unquoted (! # $ % & \' * + / = ? ^ _ ` { | } ~ -) '
    + 'and single dots between them, an @, and a domain of at least two labels (letters, digits and inner hyphens, up to 63 characters each) '
    + 'ending in a top-level domain of letters (or an xn-- punycode one). Letters of any script count (internationalised addresses). '
    + 'The whole local part is kept: customer/department=shipping@example.com is one address, and so is key=ana@example.com. '
    + 'Dots, apostrophes and backticks before the local part and dots or hyphens after the domain are left out, so an address at the end of a sentence comes without the full stop '
    + 'and one in quotes without them; in a URL, only the last path segment before the @ is taken. An address with two dots in a row is not one. '
    + 'Addresses are listed in order of appearance; unique (on by default) lists each once, comparing without regard to case and keeping the first spelling. '
    + `The addresses are found by their shape only: nothing is checked with a mail server. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    unique: z.boolean().default(true).describe('List each address once (compared ignoring case); 1/true or 0/false, default true'),
  }),
  result: z.object({
    emails: z.array(z.string()).apply(described, {
      en: 'The addresses found, in order of appearance, as written (each once when unique)',
      es: 'Las direcciones encontradas, en orden de aparición, tal como están escritas (cada una una sola vez con unique)',
      de: 'Die gefundenen Adressen in der Reihenfolge ihres Auftretens, so wie sie geschrieben sind (mit unique jede nur einmal)',
      fr: `Les adresses trouvées, dans leur ordre d'apparition, telles qu'elles sont écrites (chacune une seule fois avec unique)`,
      'pt-br': 'Os endereços encontrados, em ordem de aparição, como foram escritos (cada um uma única vez com unique)',
      'zh-cn': '找到的地址，按出现顺序排列，保持原始写法（使用 unique 时每个只出现一次）',
    }),
    count: z.number().int().min(0).apply(described, {
      en: 'Number of addresses listed',
      es: 'Número de direcciones listadas',
      de: 'Anzahl der aufgeführten Adressen',
      fr: `Nombre d'adresses listées`,
      'pt-br': 'Número de endereços listados',
      'zh-cn': '列出的地址数量',
    }),
  }),
  chain: { gives: 'result.emails' },
  examples: [
    {
      params: { text: 'Write to Ana@Example.com or support@mail.example.org. Again: ana@example.com!' },
      result: { emails: ['Ana@Example.com', 'support@mail.example.org'], count: 2 },
    },
    {
      title: 'every occurrence',
      params: { text: 'a@b.io, a@b.io and <c.d+tag@e-f.co.uk>', unique: false },
      result: { emails: ['a@b.io', 'a@b.io', 'c.d+tag@e-f.co.uk'], count: 3 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.extractEmails', params),
  es: {
    summary: 'Extrae todas las direcciones de correo electrónico de un texto',
    description: `Una dirección es una parte local de letras, dígitos, los símbolos que una dirección admite sin comillas (! # $ % & ' * + / = ? ^ _ \` { | } ~ -) y puntos sueltos entre ellos, una @ y un dominio de al menos dos etiquetas (letras, dígitos y guiones interiores, hasta 63 caracteres cada una) que termina en un dominio de nivel superior de letras (o en uno punycode xn--). Cuentan las letras de cualquier escritura (direcciones internacionalizadas). Se conserva la parte local entera: customer/department=shipping@example.com es una sola dirección, y también key=ana@example.com. Se excluyen los puntos, apóstrofos y acentos graves delante de la parte local y los puntos o guiones tras el dominio, de modo que una dirección al final de una oración sale sin el punto final y una entre comillas sin ellas; en una URL solo cuenta el último segmento de la ruta antes de la @. Una dirección con dos puntos seguidos no lo es. Las direcciones se listan en orden de aparición; unique (activado por defecto) lista cada una una sola vez, comparando sin distinguir mayúsculas y conservando la primera grafía. Las direcciones se encuentran solo por su forma: no se comprueba nada con un servidor de correo. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      unique: 'Lista cada dirección una sola vez (comparando sin distinguir mayúsculas); 1/true o 0/false, por defecto true',
    },
  },
  de: {
    summary: 'Extrahiert alle E-Mail-Adressen aus einem Text',
    description: `Eine Adresse besteht aus einem lokalen Teil aus Buchstaben, Ziffern, den Symbolen, die eine Adresse ohne Anführungszeichen enthalten darf (! # $ % & ' * + / = ? ^ _ \` { | } ~ -), und einzelnen Punkten dazwischen, einem @ und einer Domain mit mindestens zwei Labels (Buchstaben, Ziffern und innere Bindestriche, jeweils bis zu 63 Zeichen), die auf eine Top-Level-Domain aus Buchstaben (oder eine Punycode-Domain mit xn--) endet. Buchstaben jeder Schrift zählen (internationalisierte Adressen). Der gesamte lokale Teil bleibt erhalten: customer/department=shipping@example.com ist eine einzige Adresse, ebenso key=ana@example.com. Punkte, Apostrophe und Backticks vor dem lokalen Teil sowie Punkte oder Bindestriche nach der Domain werden weggelassen, sodass eine Adresse am Satzende ohne den Schlusspunkt und eine Adresse in Anführungszeichen ohne diese ausgegeben wird; in einer URL zählt nur das letzte Pfadsegment vor dem @. Eine Adresse mit zwei aufeinanderfolgenden Punkten gilt nicht als Adresse. Die Adressen werden in der Reihenfolge ihres Auftretens aufgeführt; unique (standardmäßig aktiviert) führt jede nur einmal auf, wobei ohne Berücksichtigung der Groß-/Kleinschreibung verglichen und die erste Schreibweise beibehalten wird. Die Adressen werden nur anhand ihrer Form erkannt: Bei keinem Mailserver wird etwas überprüft. ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      unique: 'Führt jede Adresse nur einmal auf (Vergleich ohne Berücksichtigung der Groß-/Kleinschreibung); 1/true oder 0/false, Standard true',
    },
  },
  fr: {
    summary: `Extrait toutes les adresses e-mail d'un texte`,
    description: `Une adresse se compose d'une partie locale faite de lettres, de chiffres, des symboles qu'une adresse peut contenir sans guillemets (! # $ % & ' * + / =\u00a0? ^ _ \` { | } ~ -) et de points isolés entre eux, d'un @ et d'un domaine d'au moins deux étiquettes (lettres, chiffres et traits d'union intérieurs, jusqu'à 63 caractères chacune) qui se termine par un domaine de premier niveau composé de lettres (ou par un domaine punycode xn--). Les lettres de toutes les écritures comptent (adresses internationalisées). La partie locale est conservée en entier\u00a0: customer/department=shipping@example.com est une seule adresse, tout comme key=ana@example.com. Les points, apostrophes et accents graves placés avant la partie locale, ainsi que les points ou traits d'union placés après le domaine, sont exclus\u00a0: une adresse en fin de phrase est donc extraite sans le point final, et une adresse entre guillemets sans les guillemets\u00a0; dans une URL, seul le dernier segment du chemin avant le @ est retenu. Une adresse qui contient deux points consécutifs n'en est pas une. Les adresses sont listées dans leur ordre d'apparition\u00a0; unique (activé par défaut) liste chacune une seule fois, en comparant sans tenir compte de la casse et en conservant la première graphie. Les adresses sont reconnues uniquement à leur forme\u00a0: rien n'est vérifié auprès d'un serveur de messagerie. ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      unique: 'Liste chaque adresse une seule fois (comparaison sans tenir compte de la casse)\u00a0; 1/true ou 0/false, true par défaut',
    },
  },
  'pt-br': {
    summary: 'Extrai todos os endereços de email de um texto',
    description: `Um endereço é formado por uma parte local de letras, dígitos, os símbolos que um endereço pode conter sem aspas (! # $ % & ' * + / = ? ^ _ \` { | } ~ -) e pontos isolados entre eles, um @ e um domínio com pelo menos dois rótulos (letras, dígitos e hifens internos, até 63 caracteres cada) que termina em um domínio de nível superior formado por letras (ou em um domínio punycode xn--). Letras de qualquer sistema de escrita contam (endereços internacionalizados). A parte local é mantida inteira: customer/department=shipping@example.com é um único endereço, assim como key=ana@example.com. Pontos, apóstrofos e acentos graves antes da parte local e pontos ou hifens depois do domínio ficam de fora, de modo que um endereço no fim de uma frase sai sem o ponto final e um endereço entre aspas sai sem elas; em uma URL, só conta o último segmento do caminho antes do @. Um endereço com dois pontos seguidos não é um endereço. Os endereços são listados em ordem de aparição; unique (ativado por padrão) lista cada um uma única vez, comparando sem diferenciar maiúsculas de minúsculas e mantendo a primeira grafia. Os endereços são encontrados apenas pela forma: nada é verificado com um servidor de email. ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      unique: 'Lista cada endereço uma única vez (comparando sem diferenciar maiúsculas de minúsculas); 1/true ou 0/false, padrão true',
    },
  },
  'zh-cn': {
    summary: '从文本中提取所有电子邮件地址',
    description: `地址由本地部分、@ 和域名组成：本地部分由字母、数字、地址中无需引号即可使用的符号（! # $ % & ' * + / = ? ^ _ \` { | } ~ -）以及它们之间的单个点构成；域名至少包含两个标签（字母、数字和中间的连字符，每个标签最多 63 个字符），并以由字母组成的顶级域（或以 xn-- 开头的 punycode 顶级域）结尾。任何文字的字母都算在内（国际化地址）。本地部分完整保留：customer/department=shipping@example.com 是一个地址，key=ana@example.com 也是。本地部分之前的点、撇号和反引号，以及域名之后的点或连字符都不计入，因此句末的地址不带句点，引号中的地址不带引号；在 URL 中，只取 @ 之前的最后一个路径段。包含两个连续点的地址不算地址。地址按出现顺序列出；unique（默认启用）使每个地址只列出一次，比较时不区分大小写，并保留首次出现时的写法。地址仅按形式识别：不会向任何邮件服务器进行验证。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      unique: '每个地址只列出一次（比较时不区分大小写）；1/true 或 0/false，默认为 true',
    },
  },
})
