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
  name: 'extract-ips',
  input: 'json',
  summary: 'Extract every valid IPv4 and IPv6 address from a text',
  description: 'Finds the IP addresses in a text (logs, configuration, mail headers) and keeps only valid ones: 10.0.0.256 and 01.2.3.4 (a leading zero) are not addresses, and neither is a version number such as 1.2.3.4.5 or v1.2.3.4. '
    + 'An address must stand alone: no letter, digit or underscore right before or after it; a full stop after it (the end of a sentence) and a :port after an IPv4 address are fine, and so are brackets around an IPv6 one ([2001:db8::1]:443). '
    + 'IPv6 addresses are read in every RFC 4291 form (compressed with ::, with an embedded IPv4 address such as ::ffff:192.0.2.1); a zone (%eth0) is left out. '
    + 'Each address is listed once, in order of first appearance and as first written: IPv6 addresses are compared by value, so 2001:db8::1 and 2001:0DB8:0:0::1 are one. '
    + `count is the number of addresses of both kinds. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
  }),
  result: z.object({
    ipv4: z.array(z.string()).apply(described, {
      en: 'The IPv4 addresses found, each once, in order of appearance',
      es: 'Las direcciones IPv4 encontradas, cada una una vez, en orden de aparición',
      de: 'Die gefundenen IPv4-Adressen, jede einmal, in der Reihenfolge ihres Auftretens',
      fr: `Les adresses IPv4 trouvées, chacune une fois, dans l'ordre d'apparition`,
      'pt-br': 'Os endereços IPv4 encontrados, cada um uma vez, em ordem de aparição',
      'zh-cn': '找到的 IPv4 地址，每个一次，按出现顺序排列',
    }),
    ipv6: z.array(z.string()).apply(described, {
      en: 'The IPv6 addresses found, each once (by value), in order of appearance',
      es: 'Las direcciones IPv6 encontradas, cada una una vez (por valor), en orden de aparición',
      de: 'Die gefundenen IPv6-Adressen, jede einmal (nach Wert), in der Reihenfolge ihres Auftretens',
      fr: `Les adresses IPv6 trouvées, chacune une fois (par valeur), dans l'ordre d'apparition`,
      'pt-br': 'Os endereços IPv6 encontrados, cada um uma vez (pelo valor), em ordem de aparição',
      'zh-cn': '找到的 IPv6 地址，每个一次（按值比较），按出现顺序排列',
    }),
    count: z.number().int().min(0).apply(described, {
      en: 'Number of addresses listed, IPv4 and IPv6 together',
      es: 'Número de direcciones listadas, IPv4 e IPv6 juntas',
      de: 'Anzahl der aufgeführten Adressen, IPv4 und IPv6 zusammen',
      fr: `Nombre d'adresses listées, IPv4 et IPv6 confondues`,
      'pt-br': 'Número de endereços listados, IPv4 e IPv6 juntos',
      'zh-cn': '列出的地址数量，IPv4 与 IPv6 合计',
    }),
  }),
  examples: [
    {
      params: { text: 'Accepted from 203.0.113.7:51234; denied 10.0.0.256 and 2001:db8::1, again [2001:0db8:0:0::1]:443 and 203.0.113.7.' },
      result: { ipv4: ['203.0.113.7'], ipv6: ['2001:db8::1'], count: 2 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.extractIps', params),
  es: {
    summary: 'Extrae todas las direcciones IPv4 e IPv6 válidas de un texto',
    description: `Busca las direcciones IP de un texto (registros, configuración, cabeceras de correo) y conserva solo las válidas: 10.0.0.256 y 01.2.3.4 (un cero a la izquierda) no son direcciones, ni tampoco un número de versión como 1.2.3.4.5 o v1.2.3.4. Una dirección debe estar aislada: sin letra, dígito ni guion bajo justo antes o después; se admiten un punto detrás (el final de una oración) y un :puerto tras una dirección IPv4, así como corchetes alrededor de una IPv6 ([2001:db8::1]:443). Las direcciones IPv6 se leen en todas las formas del RFC 4291 (comprimidas con ::, con una dirección IPv4 incrustada como ::ffff:192.0.2.1); una zona (%eth0) se deja fuera. Cada dirección se lista una vez, en orden de primera aparición y tal como se escribió la primera vez: las IPv6 se comparan por valor, así que 2001:db8::1 y 2001:0DB8:0:0::1 son la misma. count es el número de direcciones de los dos tipos. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
    },
  },
  de: {
    summary: 'Extrahiert alle gültigen IPv4- und IPv6-Adressen aus einem Text',
    description: `Findet die IP-Adressen in einem Text (Protokolle, Konfigurationen, Mailheader) und behält nur gültige: 10.0.0.256 und 01.2.3.4 (eine führende Null) sind keine Adressen, ebenso wenig eine Versionsnummer wie 1.2.3.4.5 oder v1.2.3.4. Eine Adresse muss für sich stehen: kein Buchstabe, keine Ziffer und kein Unterstrich unmittelbar davor oder danach; ein Punkt danach (das Satzende) und ein :Port nach einer IPv4-Adresse sind zulässig, ebenso eckige Klammern um eine IPv6-Adresse ([2001:db8::1]:443). IPv6-Adressen werden in allen Formen nach RFC 4291 gelesen (mit :: gekürzt, mit eingebetteter IPv4-Adresse wie ::ffff:192.0.2.1); eine Zone (%eth0) wird weggelassen. Jede Adresse wird einmal aufgeführt, in der Reihenfolge des ersten Auftretens und so, wie sie zuerst geschrieben wurde: IPv6-Adressen werden nach ihrem Wert verglichen, sodass 2001:db8::1 und 2001:0DB8:0:0::1 dieselbe Adresse sind. count ist die Anzahl der Adressen beider Arten. ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
    },
  },
  fr: {
    summary: `Extrait toutes les adresses IPv4 et IPv6 valides d'un texte`,
    description: `Recherche les adresses IP d'un texte (journaux, configuration, en-têtes de messages) et ne conserve que les adresses valides\u00a0: 10.0.0.256 et 01.2.3.4 (un zéro en tête) ne sont pas des adresses, pas plus qu'un numéro de version comme 1.2.3.4.5 ou v1.2.3.4. Une adresse doit être isolée\u00a0: aucune lettre, aucun chiffre ni trait de soulignement juste avant ou après\u00a0; un point après (la fin d'une phrase) et un :port après une adresse IPv4 sont admis, de même que des crochets autour d'une adresse IPv6 ([2001:db8::1]:443). Les adresses IPv6 sont lues sous toutes les formes de la RFC 4291 (compressées avec ::, avec une adresse IPv4 incorporée comme ::ffff:192.0.2.1)\u00a0; une zone (%eth0) est omise. Chaque adresse est listée une fois, dans l'ordre de première apparition et telle qu'elle a été écrite la première fois\u00a0: les adresses IPv6 sont comparées par valeur, si bien que 2001:db8::1 et 2001:0DB8:0:0::1 n'en font qu'une. count est le nombre d'adresses des deux types. ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
    },
  },
  'pt-br': {
    summary: 'Extrai todos os endereços IPv4 e IPv6 válidos de um texto',
    description: `Encontra os endereços IP de um texto (logs, configuração, cabeçalhos de email) e mantém apenas os válidos: 10.0.0.256 e 01.2.3.4 (um zero à esquerda) não são endereços, nem um número de versão como 1.2.3.4.5 ou v1.2.3.4. Um endereço precisa estar isolado: nenhuma letra, dígito ou sublinhado imediatamente antes ou depois dele; um ponto depois (o fim de uma frase) e um :porta após um endereço IPv4 são aceitos, assim como colchetes em volta de um endereço IPv6 ([2001:db8::1]:443). Os endereços IPv6 são lidos em todas as formas da RFC 4291 (compactados com ::, com um endereço IPv4 incorporado como ::ffff:192.0.2.1); uma zona (%eth0) é deixada de fora. Cada endereço é listado uma vez, na ordem da primeira aparição e como foi escrito na primeira vez: os endereços IPv6 são comparados pelo valor, então 2001:db8::1 e 2001:0DB8:0:0::1 são o mesmo endereço. count é o número de endereços dos dois tipos. ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
    },
  },
  'zh-cn': {
    summary: '从文本中提取所有有效的 IPv4 和 IPv6 地址',
    description: `查找文本（日志、配置、邮件标头）中的 IP 地址，只保留有效地址：10.0.0.256 和 01.2.3.4（带前导零）不是地址，1.2.3.4.5 或 v1.2.3.4 这样的版本号也不是。地址必须独立出现：紧挨其前后不能有字母、数字或下划线；其后的句点（句子结尾）、IPv4 地址后的 :端口，以及 IPv6 地址两侧的方括号（[2001:db8::1]:443）都是允许的。IPv6 地址可按 RFC 4291 的所有形式读取（用 :: 压缩、嵌入 IPv4 地址，如 ::ffff:192.0.2.1）；区域标识（%eth0）会被去掉。每个地址只列出一次，按首次出现的顺序，并保持首次出现时的写法：IPv6 地址按值比较，因此 2001:db8::1 和 2001:0DB8:0:0::1 视为同一个地址。count 是两类地址的总数。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
    },
  },
})
