import { z } from 'zod'
import { ApiError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { isLanguage } from '../../i18n/index.ts'
import { HTTP_STATUSES, STATUS_CLASSES } from '../../lib/reference/http-status.ts'

const LIST = [...HTTP_STATUSES.values()].map((s) => `${s.code} ${s.name}`).join(', ')

export default defineOperation({
  category: 'dev',
  name: 'http-status',
  input: 'json',
  summary: 'Look up an HTTP status code: its registered name, meaning, class and defining RFC',
  description: 'Answers for every code of the IANA HTTP Status Code Registry with its name exactly as the registry spells it (RFC 9110 names: 413 is Content Too Large, 422 Unprocessable Content), '
    + 'a one-sentence description in the language of the call, its class (1xx Informational, 2xx Successful, 3xx Redirection, 4xx Client Error, 5xx Server Error) and the document and section that define it. '
    + '306 and 418 are registered as (Unused): 306 was Switch Proxy in an early draft, and 418 is the "I\'m a teapot" joke of RFC 2324, reserved because so much software answers it. '
    + 'A code between 100 and 599 that is not assigned answers 404 HTTP_STATUS_UNASSIGNED naming the class it would belong to; temporary registrations are not listed. '
    + `Registered codes: ${LIST}.`,
  params: z.object({
    code: z.number().int().min(100).max(599).describe('The status code, 100 to 599'),
  }),
  result: z.object({
    code: z.number().int().apply(described, { en: 'The status code', es: 'El código de estado', de: 'Der Statuscode', fr: "Le code d'état", 'pt-br': 'O código de status', 'zh-cn': '状态码' }),
    name: z.string().apply(described, {
      en: 'Its name as the IANA registry spells it',
      es: 'Su nombre tal como lo escribe el registro de IANA',
      de: 'Sein Name in der Schreibweise der IANA-Registrierung',
      fr: "Son nom tel que l'écrit le registre de l'IANA",
      'pt-br': 'Seu nome conforme escrito no registro da IANA',
      'zh-cn': '其在 IANA 注册表中的名称（与注册表写法一致）',
    }),
    description: z.string().apply(described, {
      en: 'What it means, in the language of the call',
      es: 'Qué significa, en el idioma de la llamada',
      de: 'Seine Bedeutung, in der Sprache des Aufrufs',
      fr: "Sa signification, dans la langue de l'appel",
      'pt-br': 'O que significa, no idioma da chamada',
      'zh-cn': '其含义，使用调用时的语言',
    }),
    class: z.object({
      range: z.string().apply(described, {
        en: 'The class as 1xx to 5xx',
        es: 'La clase como 1xx a 5xx',
        de: 'Die Klasse als 1xx bis 5xx',
        fr: 'La classe, de 1xx à 5xx',
        'pt-br': 'A classe, de 1xx a 5xx',
        'zh-cn': '类别，1xx 到 5xx',
      }),
      name: z.string().apply(described, {
        en: 'The class name (RFC 9110, Section 15)',
        es: 'El nombre de la clase (RFC 9110, sección 15)',
        de: 'Der Name der Klasse (RFC 9110, Abschnitt 15)',
        fr: 'Le nom de la classe (RFC 9110, section 15)',
        'pt-br': 'O nome da classe (RFC 9110, seção 15)',
        'zh-cn': '类别名称（RFC 9110 第 15 节）',
      }),
    }).apply(described, {
      en: 'The class of the code, from its first digit',
      es: 'La clase del código, según su primer dígito',
      de: 'Die Klasse des Codes, nach seiner ersten Ziffer',
      fr: 'La classe du code, selon son premier chiffre',
      'pt-br': 'A classe do código, pelo seu primeiro dígito',
      'zh-cn': '代码的类别，由其第一位数字决定',
    }),
    reference: z.string().apply(described, {
      en: 'The document (and section) that defines the code',
      es: 'El documento (y la sección) que define el código',
      de: 'Das Dokument (und der Abschnitt), das den Code definiert',
      fr: 'Le document (et la section) qui définit le code',
      'pt-br': 'O documento (e a seção) que define o código',
      'zh-cn': '定义该代码的文档（及章节）',
    }),
  }),
  examples: [
    {
      params: { code: 422 },
      result: { code: 422, name: 'Unprocessable Content', class: { range: '4xx', name: 'Client Error' }, reference: 'RFC 9110, Section 15.5.21' },
    },
    { title: 'the teapot', params: { code: 418 }, result: { code: 418, name: '(Unused)', reference: 'RFC 9110, Section 15.5.19' } },
  ],
  run: ({ code }, ctx) => {
    const digit = Math.floor(code / 100) as keyof typeof STATUS_CLASSES
    const range = `${digit}xx`
    const entry = HTTP_STATUSES.get(code)
    if (entry === undefined) throw new ApiError('HTTP_STATUS_UNASSIGNED', { code, range })
    const lang = isLanguage(ctx.lang) ? ctx.lang : 'en'
    return {
      code,
      name: entry.name,
      description: entry[lang],
      class: { range, name: STATUS_CLASSES[digit][lang] },
      reference: entry.reference,
    }
  },
  es: {
    summary: 'Consulta un código de estado HTTP: su nombre registrado, su significado, su clase y el RFC que lo define',
    description: `Responde para cada código del registro de códigos de estado HTTP de IANA con su nombre exactamente como lo escribe el registro (los nombres del RFC 9110: 413 es Content Too Large, 422 Unprocessable Content), una descripción de una frase en el idioma de la llamada, su clase (1xx informativa, 2xx correcta, 3xx redirección, 4xx error del cliente, 5xx error del servidor) y el documento y la sección que lo definen. 306 y 418 están registrados como (Unused): 306 fue Switch Proxy en un borrador antiguo, y 418 es la broma «I'm a teapot» del RFC 2324, reservada porque muchísimo software la responde. Un código entre 100 y 599 que no está asignado responde 404 HTTP_STATUS_UNASSIGNED indicando la clase a la que pertenecería; los registros temporales no se incluyen. Códigos registrados: ${LIST}.`,
    params: {
      code: 'El código de estado, de 100 a 599',
    },
  },
  de: {
    summary: 'Schlägt einen HTTP-Statuscode nach: seinen registrierten Namen, seine Bedeutung, seine Klasse und den RFC, der ihn definiert',
    description: `Liefert für jeden Code der IANA-Registrierung der HTTP-Statuscodes seinen Namen genau in der Schreibweise der Registrierung (die Namen aus RFC 9110: 413 ist Content Too Large, 422 Unprocessable Content), eine Beschreibung in einem Satz in der Sprache des Aufrufs, seine Klasse (1xx Informativ, 2xx Erfolgreich, 3xx Umleitung, 4xx Clientfehler, 5xx Serverfehler) sowie das Dokument und den Abschnitt, die ihn definieren. 306 und 418 sind als (Unused) registriert: 306 war in einem frühen Entwurf Switch Proxy, und 418 ist der Scherz „I'm a teapot“ aus RFC 2324, reserviert, weil so viele Programme ihn zurückgeben. Ein Code zwischen 100 und 599, der nicht vergeben ist, ergibt 404 HTTP_STATUS_UNASSIGNED mit der Klasse, zu der er gehören würde; vorläufige Registrierungen werden nicht aufgeführt. Registrierte Codes: ${LIST}.`,
    params: {
      code: 'Der Statuscode, 100 bis 599',
    },
  },
  fr: {
    summary: "Recherche un code d'état HTTP\u00a0: son nom enregistré, sa signification, sa classe et le RFC qui le définit",
    description: `Répond pour chaque code du registre IANA des codes d'état HTTP avec son nom exactement tel que l'écrit le registre (les noms du RFC 9110\u00a0: 413 est Content Too Large, 422 Unprocessable Content), une description d'une phrase dans la langue de l'appel, sa classe (1xx Information, 2xx Succès, 3xx Redirection, 4xx Erreur du client, 5xx Erreur du serveur) ainsi que le document et la section qui le définissent. 306 et 418 sont enregistrés comme (Unused)\u00a0: 306 était Switch Proxy dans une ancienne ébauche, et 418 est la plaisanterie « I'm a teapot » du RFC 2324, réservée parce que de très nombreux logiciels la renvoient. Un code entre 100 et 599 qui n'est pas attribué renvoie 404 HTTP_STATUS_UNASSIGNED en indiquant la classe à laquelle il appartiendrait\u00a0; les enregistrements temporaires ne sont pas listés. Codes enregistrés\u00a0: ${LIST}.`,
    params: {
      code: "Le code d'état, de 100 à 599",
    },
  },
  'pt-br': {
    summary: 'Consulta um código de status HTTP: seu nome registrado, seu significado, sua classe e o RFC que o define',
    description: `Responde, para cada código do registro de códigos de status HTTP da IANA, com seu nome exatamente como o registro o escreve (os nomes do RFC 9110: 413 é Content Too Large, 422 Unprocessable Content), uma descrição de uma frase no idioma da chamada, sua classe (1xx Informativa, 2xx Sucesso, 3xx Redirecionamento, 4xx Erro do cliente, 5xx Erro do servidor) e o documento e a seção que o definem. 306 e 418 estão registrados como (Unused): 306 era Switch Proxy em um rascunho antigo, e 418 é a brincadeira "I'm a teapot" do RFC 2324, reservada porque muitíssimos softwares a retornam. Um código entre 100 e 599 que não está atribuído responde 404 HTTP_STATUS_UNASSIGNED indicando a classe à qual pertenceria; os registros temporários não são listados. Códigos registrados: ${LIST}.`,
    params: {
      code: 'O código de status, de 100 a 599',
    },
  },
  'zh-cn': {
    summary: '查询 HTTP 状态码：其注册名称、含义、类别以及定义它的 RFC',
    description: `对 IANA HTTP 状态码注册表中的每个代码，返回与注册表写法完全一致的名称（RFC 9110 中的名称：413 为 Content Too Large，422 为 Unprocessable Content）、使用调用时语言的一句话说明、所属类别（1xx 信息、2xx 成功、3xx 重定向、4xx 客户端错误、5xx 服务器错误），以及定义它的文档和章节。306 和 418 注册为 (Unused)：306 在早期草案中曾是 Switch Proxy，418 是 RFC 2324 中的玩笑“I'm a teapot”，因大量软件会返回它而被保留。100 到 599 之间未分配的代码返回 404 HTTP_STATUS_UNASSIGNED，并指出它本应所属的类别；临时注册不在列表中。已注册的代码：${LIST}。`,
    params: {
      code: '状态码，100 到 599',
    },
  },
})
