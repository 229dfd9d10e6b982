/**
 * What the command line says about the operations, all from the registry: `list`, `help` and
 * the shell completion scripts.
 */
import { z } from 'zod'
import { CATEGORIES, type Operation } from '../core/operation.ts'
import { compileParams } from '../core/validate.ts'
import { operationText } from '../web/operation-text.ts'
import { UsageError } from './calls.ts'
import { loadRegistry } from './operations.ts'

const idOf = (op: Operation) => `${op.category}/${op.name}`

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
  if (ops.length === 0) return lang === 'es' ? 'Ninguna operación coincide.\n' : 'No operation matches.\n'
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
  const es = lang === 'es'
  const text = operationText(op, lang)
  const lines = [`${id}: ${text.summary}`, '']
  if (text.description) lines.push(text.description, '')
  lines.push(`${op.method} ${op.path}`, '', es ? 'Parámetros:' : 'Parameters:')
  const plan = compileParams(op.params).plan
  if (op.files) {
    lines.push(`  ${'files…'.padEnd(18)} ${es ? 'archivos' : 'files'} (${op.files.accepts.join(', ')}), ${op.files.mode === 'each' ? (es ? 'cada uno por separado' : 'each on its own') : (es ? 'todos juntos' : 'all together')}; - ${es ? 'lee stdin' : 'reads stdin'}`)
    for (const field of op.files.extraFields ?? []) lines.push(`  --${field.padEnd(16)} ${es ? 'un archivo' : 'a file'}`)
  }
  for (const p of plan) {
    const s = p.schema
    const facts = [
      typeOf(s),
      p.required ? (es ? 'obligatorio' : 'required') : undefined,
      rangeOf(s),
      s.minLength !== undefined || s.maxLength !== undefined ? `${es ? 'longitud' : 'length'} ${s.minLength ?? 0}–${s.maxLength ?? '…'}` : undefined,
      s.default !== undefined ? `${es ? 'por defecto' : 'default'} ${JSON.stringify(s.default)}` : undefined,
    ].filter(Boolean).join(', ')
    lines.push(`  --${p.key.padEnd(16)} ${facts}`)
    const words = text.params[p.key]
    if (words) lines.push(`  ${''.padEnd(18)} ${words}`)
  }
  if (plan.length === 0 && !op.files) lines.push(es ? '  (ninguno)' : '  (none)')
  if (op.result) {
    const schema = z.toJSONSchema(op.result, { io: 'output', unrepresentable: 'any' }) as { properties?: Record<string, FieldSchema> }
    lines.push('', es ? 'Resultado:' : 'Result:')
    for (const [name, field] of Object.entries(schema.properties ?? {})) {
      lines.push(`  ${name.padEnd(18)} ${typeOf(field)}${field.description ? `  ${field.description}` : ''}`)
    }
  } else if (op.files?.answers) {
    lines.push('', `${es ? 'Resultado' : 'Result'}: ${op.files.answers.join(', ')} ${es ? '(varios: un ZIP)' : '(several: one ZIP)'}`)
  }
  lines.push('', es ? 'Ejemplos:' : 'Examples:')
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
