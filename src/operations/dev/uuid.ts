import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { generateUuids } from '../../lib/crypto/ids.ts'

export default defineOperation({
  category: 'dev',
  name: 'uuid',
  input: 'query',
  summary: 'Generate random version 4 UUIDs',
  description: 'RFC 9562 version 4 UUIDs from a cryptographically secure random source (122 random bits each), '
    + 'in the canonical lowercase 8-4-4-4-12 form, such as 3b241101-e2bb-4255-8caf-4136c566a962. '
    + 'Every call gives new values.',
  params: z.object({
    count: z.number().int().min(1).max(100).default(1).describe('How many UUIDs to generate, 1 to 100; default 1'),
  }),
  result: z.object({
    uuids: z.array(z.uuidv4()).min(1).max(100).apply(described, {
      en: 'The new version 4 UUIDs, in canonical lowercase 8-4-4-4-12 form',
      es: 'Los UUID de versión 4 nuevos, en la forma canónica en minúsculas 8-4-4-4-12',
      de: 'Die neuen UUIDs der Version 4, in der kanonischen Form 8-4-4-4-12 in Kleinbuchstaben',
      fr: 'Les nouveaux UUID de version 4, sous la forme canonique 8-4-4-4-12 en minuscules',
      'pt-br': 'Os novos UUIDs da versão 4, na forma canônica 8-4-4-4-12 em minúsculas',
      'zh-cn': '新生成的版本 4 UUID，采用小写的规范 8-4-4-4-12 形式',
    }),
  }),
  chain: { gives: 'result.uuids' },
  examples: [
    { title: 'one UUID', params: {} },
    { title: 'five UUIDs', params: { count: 5 } },
  ],
  run: ({ count }) => ({ uuids: generateUuids(count, 4) }),
  es: {
    summary: 'Genera UUID aleatorios de versión 4',
    description: 'UUID de versión 4 del RFC 9562 obtenidos de una fuente aleatoria criptográficamente segura (122 bits aleatorios cada uno), en la forma canónica en minúsculas 8-4-4-4-12, como 3b241101-e2bb-4255-8caf-4136c566a962. Cada llamada da valores nuevos.',
    params: {
      count: 'Cuántos UUID se generan, de 1 a 100; por defecto 1',
    },
  },
  de: {
    summary: 'Erzeugt zufällige UUIDs der Version 4',
    description: 'UUIDs der Version 4 nach RFC 9562 aus einer kryptografisch sicheren Zufallsquelle (je 122 Zufallsbits), in der kanonischen Form 8-4-4-4-12 in Kleinbuchstaben, etwa 3b241101-e2bb-4255-8caf-4136c566a962. Jeder Aufruf liefert neue Werte.',
    params: {
      count: 'Wie viele UUIDs erzeugt werden, 1 bis 100; Standard: 1',
    },
  },
  fr: {
    summary: 'Génère des UUID aléatoires de version 4',
    description: "Des UUID de version 4 du RFC 9562 issus d'une source aléatoire sécurisée par chiffrement (122 bits aléatoires chacun), sous la forme canonique 8-4-4-4-12 en minuscules, comme 3b241101-e2bb-4255-8caf-4136c566a962. Chaque appel donne de nouvelles valeurs.",
    params: {
      count: "Nombre d'UUID à générer, de 1 à 100\u00a0; 1 par défaut",
    },
  },
  'pt-br': {
    summary: 'Gera UUIDs aleatórios da versão 4',
    description: 'UUIDs da versão 4 do RFC 9562 obtidos de uma fonte aleatória criptograficamente segura (122 bits aleatórios cada um), na forma canônica 8-4-4-4-12 em minúsculas, como 3b241101-e2bb-4255-8caf-4136c566a962. Cada chamada dá valores novos.',
    params: {
      count: 'Quantos UUIDs gerar, de 1 a 100; padrão 1',
    },
  },
  'zh-cn': {
    summary: '生成随机的版本 4 UUID',
    description: '使用加密安全的随机源生成 RFC 9562 版本 4 UUID（每个含 122 个随机位），采用小写的规范 8-4-4-4-12 形式，如 3b241101-e2bb-4255-8caf-4136c566a962。每次调用都会生成新的值。',
    params: {
      count: '要生成的 UUID 个数，1 到 100；默认为 1',
    },
  },
})
