/**
 * Operator tool: manages accounts, plans and keys in the store named by DATABASE_URL.
 *
 *   devutils admin <command> [arguments]     (or, from a checkout: npm run admin -- <command> ...)
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import { compileParams } from '../core/validate.ts'
import { translate } from '../i18n/index.ts'
import { Admin, adminParams } from '../platform/admin.ts'
import { createPlatform } from '../platform/index.ts'
import { knownScopes } from '../platform/scopes.ts'

const USAGE = `Usage: devutils admin <command> [arguments]

Commands:
  create-account <email> [--plan free|starter|business|custom] [--limit N]
                         creates an account and prints its API key (shown once)
  set-plan <email|id> <plan> [--limit N]
                         changes the plan; custom needs --limit (calls per month)
  set-password <email|id>
                         sets a new random password, prints it (shown once) and ends the account's sessions
                         (how a password is reset when the service sends no mail: SMTP_URL unset)
  list-keys <email|id>   the account's active keys: id, name, scopes, cap, last use, expiry
  create-key <email|id> --name NAME [--scopes calc,dev/hash,pipeline] [--cap N] [--expires 2027-01-31T00:00:00Z]
                         makes a key and prints it (shown once); scopes default to * (everything)
  rotate-key <email|id> [--key ID]
                         replaces a key (the oldest without --key) by a new one like it, printed once
  revoke-key <email|id> [--key ID]
                         revokes one key, or every key without --key; calls with it get 401 within seconds
  usage <email|id>       plan, limit, used, remaining and daily usage
  list-accounts          every account, with its key masked

The store is the one DATABASE_URL (and REDIS_URL) name, as for the service.`

/** Runs `devutils admin <argv…>`; resolves to the exit code. */
export async function runAdmin(argv: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv, allowPositionals: true,
      options: {
        plan: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' },
        key: { type: 'string' }, name: { type: 'string' }, scopes: { type: 'string' }, cap: { type: 'string' }, expires: { type: 'string' },
      },
    })
  } catch (error) {
    throw new UsageError(`${(error as Error).message}; see --help`)
  }
  const { values, positionals } = parsed
  const [command, ...rest] = positionals
  if (!command || values.help) {
    console.log(USAGE)
    return command || values.help ? 0 : 2
  }
  const needs = (n: number) => {
    if (rest.length < n) throw new UsageError(`${command} needs ${n} argument(s); see --help`)
  }
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' })
  const platform = await createPlatform(config)
  const admin = new Admin(platform)
  try {
    let result: unknown
    switch (command) {
      case 'create-account':
        needs(1)
        result = await admin.create(compileParams(adminParams.create).parse({ email: rest[0], plan: values.plan, custom_limit: values.limit }) as never)
        break
      case 'set-plan':
        needs(2)
        result = await admin.setPlan(rest[0]!, compileParams(adminParams.setPlan).parse({ plan: rest[1], custom_limit: values.limit }) as never)
        break
      case 'rotate-key': needs(1); result = await admin.rotateKey(rest[0]!, values.key); break
      case 'revoke-key': needs(1); result = await admin.revokeKey(rest[0]!, values.key); break
      case 'list-keys': needs(1); result = await admin.keys(rest[0]!); break
      case 'set-password': needs(1); result = await admin.setPassword(rest[0]!); break
      case 'create-key':
        needs(1)
        result = await admin.createKey(rest[0]!, compileParams(adminParams.createKey).parse({
          name: values.name, scopes: values.scopes?.split(/[\s,]+/).filter(Boolean),
          monthly_cap: values.cap === undefined ? undefined : Number(values.cap), expires_at: values.expires,
        }) as never, knownScopes((await import('../operations/index.ts')).operations))
        break
      case 'usage': needs(1); result = await admin.usage(rest[0]!); break
      case 'list-accounts': result = await admin.list(); break
      default: throw new UsageError(`unknown command "${command}"; see --help`)
    }
    console.log(JSON.stringify(result, null, 2))
    return 0
  } finally {
    await platform.close()
  }
}

class UsageError extends Error {}

/** The exit code of an admin command that failed: an error line, no stack trace. */
export function adminFailure(error: unknown): number {
  if (error instanceof ApiError) console.error(`error: ${translate('en', error.code, error.vars)}`)
  else if (error instanceof UsageError || error instanceof ConfigError) console.error(`error: ${error.message}`)
  else console.error(error)
  return error instanceof UsageError ? 2 : 1
}
