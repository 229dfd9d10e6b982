/**
 * What the command line says about the operations, all from the registry: `list`, `help` and
 * the shell completion scripts.
 */
import { z } from 'zod'
import { CATEGORIES, type Operation } from '../core/operation.ts'
import { compileParams } from '../core/validate.ts'
import { isLanguage, type Language } from '../i18n/index.ts'
import { operationText } from '../web/operation-text.ts'
import { resultFields } from '../web/result-fields.ts'
import { UsageError } from './calls.ts'
import { loadRegistry } from './operations.ts'

const idOf = (op: Operation) => `${op.category}/${op.name}`

/** The words `list` and `help` put around the operations' own texts, in each language. */
interface CatalogWords {
  noMatch: string
  parameters: string
  files: string
  eachOnItsOwn: string
  allTogether: string
  readsStdin: string
  aFile: string
  required: string
  length: string
  default: string
  none: string
  result: string
  severalZip: string
  examples: string
}

const WORDS: { readonly [L in Language]: CatalogWords } = {
  en: {
    noMatch: 'No operation matches.',
    parameters: 'Parameters:',
    files: 'files',
    eachOnItsOwn: 'each on its own',
    allTogether: 'all together',
    readsStdin: 'reads stdin',
    aFile: 'a file',
    required: 'required',
    length: 'length',
    default: 'default',
    none: '(none)',
    result: 'Result:',
    severalZip: '(several: one ZIP)',
    examples: 'Examples:',
  },
  es: {
    noMatch: 'Ninguna operación coincide.',
    parameters: 'Parámetros:',
    files: 'archivos',
    eachOnItsOwn: 'cada uno por separado',
    allTogether: 'todos juntos',
    readsStdin: 'lee stdin',
    aFile: 'un archivo',
    required: 'obligatorio',
    length: 'longitud',
    default: 'por defecto',
    none: '(ninguno)',
    result: 'Resultado:',
    severalZip: '(varios: un ZIP)',
    examples: 'Ejemplos:',
  },
  de: {
    noMatch: 'Keine Operation passt.',
    parameters: 'Parameter:',
    files: 'Dateien',
    eachOnItsOwn: 'jede einzeln',
    allTogether: 'alle zusammen',
    readsStdin: 'liest stdin',
    aFile: 'eine Datei',
    required: 'erforderlich',
    length: 'Länge',
    default: 'Standard',
    none: '(keine)',
    result: 'Ergebnis:',
    severalZip: '(mehrere: ein ZIP)',
    examples: 'Beispiele:',
  },
  fr: {
    noMatch: 'Aucune opération ne correspond.',
    parameters: 'Paramètres\u00a0:',
    files: 'fichiers',
    eachOnItsOwn: 'chacun séparément',
    allTogether: 'tous ensemble',
    readsStdin: 'lit stdin',
    aFile: 'un fichier',
    required: 'obligatoire',
    length: 'longueur',
    default: 'par défaut',
    none: '(aucun)',
    result: 'Résultat\u00a0:',
    severalZip: '(plusieurs\u00a0: un ZIP)',
    examples: 'Exemples\u00a0:',
  },
  'pt-br': {
    noMatch: 'Nenhuma operação corresponde.',
    parameters: 'Parâmetros:',
    files: 'arquivos',
    eachOnItsOwn: 'cada um separadamente',
    allTogether: 'todos em conjunto',
    readsStdin: 'lê stdin',
    aFile: 'um arquivo',
    required: 'obrigatório',
    length: 'comprimento',
    default: 'padrão',
    none: '(nenhum)',
    result: 'Resultado:',
    severalZip: '(vários: um ZIP)',
    examples: 'Exemplos:',
  },
  'zh-cn': {
    noMatch: '没有匹配的操作。',
    parameters: '参数：',
    files: '文件',
    eachOnItsOwn: '逐个处理',
    allTogether: '一起处理',
    readsStdin: '读取 stdin',
    aFile: '一个文件',
    required: '必填',
    length: '长度',
    default: '默认',
    none: '（无）',
    result: '结果：',
    severalZip: '（多个：一个 ZIP）',
    examples: '示例：',
  },
}

/** The command line's words in `lang`, English for a language it does not speak. */
const wordsIn = (lang: string): CatalogWords => (isLanguage(lang) ? WORDS[lang] : WORDS.en)

/** `devutils list [category] [--search words]`: one line per operation, its id and summary. */
export async function list(category: string | undefined, search: string | undefined, lang: string): Promise<string> {
  if (category !== undefined && !(CATEGORIES as readonly string[]).includes(category)) {
    throw new UsageError(`unknown category "${category}"; the categories: ${CATEGORIES.join(', ')}`)
  }
  const terms = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const ops = (await loadRegistry())
    .filter((op) => category === undefined || op.category === category)
    .map((op) => ({ id: idOf(op), text: operationText(op, lang) }))
    .filter(({ id, text }) => {
      const haystack = `${id} ${text.summary} ${text.description ?? ''}`.toLowerCase()
      return terms.every((term) => haystack.includes(term))
    })
    .sort((a, b) => a.id.localeCompare(b.id))
  if (ops.length === 0) return `${wordsIn(lang).noMatch}\n`
  const width = Math.max(...ops.map((op) => op.id.length))
  return ops.map(({ id, text }) => `${id.padEnd(width)}  ${text.summary}`).join('\n') + '\n'
}

interface FieldSchema { type?: string | string[]; description?: string; items?: FieldSchema; enum?: unknown[] }

const typeOf = (schema: FieldSchema): string =>
  schema.enum ? schema.enum.map(String).join('|') : Array.isArray(schema.type) ? schema.type.join('|') : schema.type === 'array' ? `${typeOf(schema.items ?? {})}[]` : schema.type ?? 'any'

/** A number's bounds as `1–100`, `>0–1000` or `≥1` (exclusive bounds marked). */
function rangeOf(s: { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number }): string | undefined {
  const low = s.minimum !== undefined ? String(s.minimum) : s.exclusiveMinimum !== undefined ? `>${s.exclusiveMinimum}` : undefined
  const high = s.maximum !== undefined ? String(s.maximum) : s.exclusiveMaximum !== undefined ? `<${s.exclusiveMaximum}` : undefined
  if (low === undefined && high === undefined) return undefined
  if (high === undefined) return low!.startsWith('>') ? low : `≥${low}`
  if (low === undefined) return high.startsWith('<') ? high : `≤${high}`
  return `${low}–${high}`
}

/** A value as a shell argument: quoted only when it has to be. */
const shellWord = (value: unknown): string => {
  const text = String(value)
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`
}

/** `devutils help <category/name>`: parameters with types, bounds and defaults, result fields, examples. */
export async function help(id: string, lang: string): Promise<string> {
  const op = (await loadRegistry()).find((candidate) => idOf(candidate) === id)
  if (!op) throw new UsageError(`unknown operation "${id}"; devutils list shows them all`)
  const w = wordsIn(lang)
  const text = operationText(op, lang)
  const lines = [`${id}: ${text.summary}`, '']
  if (text.description) lines.push(text.description, '')
  lines.push(`${op.method} ${op.path}`, '', w.parameters)
  const plan = compileParams(op.params).plan
  if (op.files) {
    lines.push(`  ${'files…'.padEnd(18)} ${w.files} (${op.files.accepts.join(', ')}), ${op.files.mode === 'each' ? w.eachOnItsOwn : w.allTogether}; - ${w.readsStdin}`)
    for (const field of op.files.extraFields ?? []) lines.push(`  --${field.padEnd(16)} ${w.aFile}`)
  }
  for (const p of plan) {
    const s = p.schema
    const facts = [
      typeOf(s),
      p.required ? w.required : undefined,
      rangeOf(s),
      s.minLength !== undefined || s.maxLength !== undefined ? `${w.length} ${s.minLength ?? 0}–${s.maxLength ?? '…'}` : undefined,
      s.default !== undefined ? `${w.default} ${JSON.stringify(s.default)}` : undefined,
    ].filter(Boolean).join(', ')
    lines.push(`  --${p.key.padEnd(16)} ${facts}`)
    const words = text.params[p.key]
    if (words) lines.push(`  ${''.padEnd(18)} ${words}`)
  }
  if (plan.length === 0 && !op.files) lines.push(`  ${w.none}`)
  if (op.result) {
    const schema = z.toJSONSchema(op.result, { io: 'output', unrepresentable: 'any' }) as { properties?: Record<string, FieldSchema> }
    // What each field means, in the language asked for (the schema's descriptions are English).
    const meanings = new Map(resultFields(op, isLanguage(lang) ? lang : 'en').map((field) => [field.name, field.meaning]))
    lines.push('', w.result)
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      const meaning = meanings.get(name) ?? field.description
      lines.push(`  ${name.padEnd(18)} ${typeOf(field)}${meaning ? `  ${meaning}` : ''}`)
    }
  } else if (op.files?.answers) {
    lines.push('', `${w.result} ${op.files.answers.join(', ')} ${w.severalZip}`)
  }
  lines.push('', w.examples)
  for (const example of op.examples) {
    const flags = Object.entries(example.params).map(([k, v]) => `--${k} ${shellWord(v)}`)
    const files = example.files ?? []
    if (example.title) lines.push(`  # ${example.title}`)
    lines.push(`  devutils run ${id} ${[...flags, ...files].join(' ')}`.trimEnd())
  }
  return lines.join('\n') + '\n'
}

const SUBCOMMANDS = ['list', 'help', 'run', 'pipe', 'completion', 'serve', 'worker', 'mcp', 'admin']
const RUN_FLAGS = ['--output', '--field', '--lang', '--url', '--key', '--debug', '--help']

/** Each operation's flags, as the completion scripts offer them. */
async function flagTable(): Promise<{ id: string; flags: string[] }[]> {
  return (await loadRegistry()).map((op) => ({
    id: idOf(op),
    flags: [...compileParams(op.params).plan.map((p) => `--${p.key}`), ...(op.files?.extraFields ?? []).map((f) => `--${f}`)],
  })).sort((a, b) => a.id.localeCompare(b.id))
}

/** `devutils completion bash|zsh|fish`: a script completing subcommands, operation ids, then their flags. */
export async function completion(shell: string | undefined): Promise<string> {
  if (shell !== 'bash' && shell !== 'zsh' && shell !== 'fish') throw new UsageError('completion needs a shell: bash, zsh or fish (devutils completion bash > ~/.local/share/bash-completion/completions/devutils)')
  const table = await flagTable()
  if (shell === 'fish') {
    return [
      '# devutils completion for fish: devutils completion fish > ~/.config/fish/completions/devutils.fish',
      'complete -c devutils -f',
      `complete -c devutils -n __fish_use_subcommand -a '${SUBCOMMANDS.join(' ')}'`,
      `complete -c devutils -n '__fish_seen_subcommand_from run help' -a '${table.map((t) => t.id).join(' ')}'`,
      `complete -c devutils -n '__fish_seen_subcommand_from list' -a '${CATEGORIES.join(' ')}'`,
      `complete -c devutils -n '__fish_seen_subcommand_from completion' -a 'bash zsh fish'`,
      `complete -c devutils -n '__fish_seen_subcommand_from run' -F ${RUN_FLAGS.map((f) => `-l ${f.slice(2)}`).join(' ')}`,
      ...table.filter((t) => t.flags.length > 0).map((t) => `complete -c devutils -n 'contains -- ${t.id} (commandline -opc)' ${t.flags.map((f) => `-l ${f.slice(2)}`).join(' ')}`),
      '',
    ].join('\n')
  }
  const cases = table.map((t) => `      ${t.id}) flags='${t.flags.join(' ')}' ;;`).join('\n')
  const bash = `_devutils() {
  local cur=\${COMP_WORDS[COMP_CWORD]} flags=''
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W '${SUBCOMMANDS.join(' ')}' -- "$cur"))
    return
  fi
  case \${COMP_WORDS[1]} in
    run|help)
      if [ "$COMP_CWORD" -eq 2 ]; then
        COMPREPLY=($(compgen -W '${table.map((t) => t.id).join(' ')}' -- "$cur"))
        return
      fi
      if [[ $cur == -* ]]; then
        case \${COMP_WORDS[2]} in
${cases}
        esac
        COMPREPLY=($(compgen -W "$flags ${RUN_FLAGS.join(' ')}" -- "$cur"))
      else
        COMPREPLY=($(compgen -f -- "$cur"))
      fi ;;
    list) COMPREPLY=($(compgen -W '${CATEGORIES.join(' ')}' -- "$cur")) ;;
    completion) COMPREPLY=($(compgen -W 'bash zsh fish' -- "$cur")) ;;
    pipe) COMPREPLY=($(compgen -f -- "$cur")) ;;
  esac
}
complete -o filenames -F _devutils devutils
`
  if (shell === 'bash') return `# devutils completion for bash: source <(devutils completion bash)\n${bash}`
  return `#compdef devutils\n# devutils completion for zsh: devutils completion zsh > "\${fpath[1]}/_devutils"\nautoload -U +X bashcompinit && bashcompinit\n${bash}`
}
