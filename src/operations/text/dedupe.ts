import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { FilteredLines } from '../kits/text-results.ts'
import { flagParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'dedupe',
  input: 'json',
  summary: 'Remove duplicate lines, keeping the first of each',
  description: 'Each line is kept the first time it appears and dropped when it appears again; the kept lines stay in their order. '
    + 'Lines compare exactly (spaces count), or ignoring case with case_insensitive, keeping the first spelling. '
    + `${en.text.CASE_FOLDING_NOTE} Empty lines are lines too: only the first is kept. `
    + `The result gives the number of lines kept and removed. ${en.text.LINES_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    case_insensitive: flagParam(en.text.flag('Treat lines that differ only in case as duplicates')),
  }),
  result: FilteredLines,
  examples: [
    { params: { text: 'apple\nbanana\napple\ncherry\nbanana' }, result: { output: 'apple\nbanana\ncherry', lines: 3, removed: 2 } },
    { title: 'ignoring case', params: { text: 'Apple\napple\nAPPLE\npear', case_insensitive: true }, result: { output: 'Apple\npear', lines: 2, removed: 2 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.dedupe', params),
  es: {
    summary: 'Elimina las líneas duplicadas, conservando la primera de cada una',
    description: `Cada línea se conserva la primera vez que aparece y se descarta cuando vuelve a aparecer; las líneas conservadas mantienen su orden. Las líneas se comparan de forma exacta (los espacios cuentan), o sin distinguir mayúsculas con case_insensitive, conservando la primera grafía. ${es.text.CASE_FOLDING_NOTE} Las líneas vacías también son líneas: solo se conserva la primera. El resultado indica el número de líneas conservadas y eliminadas. ${es.text.LINES_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      case_insensitive: es.text.flag('Trata como duplicadas las líneas que solo difieren en mayúsculas y minúsculas'),
    },
  },
  de: {
    summary: 'Entfernt doppelte Zeilen und behält jeweils die erste',
    description: `Jede Zeile wird bei ihrem ersten Vorkommen behalten und bei jedem weiteren verworfen; die behaltenen Zeilen bleiben in ihrer Reihenfolge. Zeilen werden exakt verglichen (Leerzeichen zählen) oder mit case_insensitive ohne Berücksichtigung der Groß-/Kleinschreibung, wobei die erste Schreibweise erhalten bleibt. ${de.text.CASE_FOLDING_NOTE} Auch leere Zeilen sind Zeilen: Nur die erste wird behalten. Das Ergebnis enthält die Anzahl der behaltenen und der entfernten Zeilen. ${de.text.LINES_NOTE} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      case_insensitive: de.text.flag('Behandelt Zeilen, die sich nur in der Groß-/Kleinschreibung unterscheiden, als Duplikate'),
    },
  },
  fr: {
    summary: 'Supprime les lignes en double en conservant la première de chacune',
    description: `Chaque ligne est conservée à sa première apparition et supprimée lorsqu'elle réapparaît\u00a0; les lignes conservées gardent leur ordre. Les lignes sont comparées à l'identique (les espaces comptent), ou sans tenir compte de la casse avec case_insensitive, en conservant la première graphie. ${fr.text.CASE_FOLDING_NOTE} Les lignes vides sont aussi des lignes\u00a0: seule la première est conservée. Le résultat indique le nombre de lignes conservées et supprimées. ${fr.text.LINES_NOTE} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      case_insensitive: fr.text.flag('Traite comme doublons les lignes qui ne diffèrent que par la casse'),
    },
  },
  'pt-br': {
    summary: 'Remove as linhas duplicadas, mantendo a primeira de cada uma',
    description: `Cada linha é mantida na primeira vez que aparece e descartada quando aparece de novo; as linhas mantidas conservam sua ordem. As linhas são comparadas de forma exata (os espaços contam) ou, com case_insensitive, sem diferenciar maiúsculas de minúsculas, mantendo a primeira grafia. ${ptBr.text.CASE_FOLDING_NOTE} Linhas vazias também são linhas: só a primeira é mantida. O resultado informa o número de linhas mantidas e removidas. ${ptBr.text.LINES_NOTE} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      case_insensitive: ptBr.text.flag('Trata como duplicadas as linhas que diferem apenas em maiúsculas e minúsculas'),
    },
  },
  'zh-cn': {
    summary: '删除重复行，每组只保留第一行',
    description: `每一行在首次出现时保留，再次出现时丢弃；保留的行维持原有顺序。各行按原样精确比较（空格也算在内），或在启用 case_insensitive 时忽略大小写比较，并保留首次出现时的写法。${zhCn.text.CASE_FOLDING_NOTE}空行也是行：只保留第一个空行。结果给出保留和删除的行数。${zhCn.text.LINES_NOTE}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      case_insensitive: zhCn.text.flag('将仅大小写不同的行视为重复行'),
    },
  },
})
