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

const USAGE = `Usage: devutils admin <command> [arguments]

Commands:
  create-account <email> [--plan free|starter|business|custom] [--limit N]
                         creates an account and prints its API key (shown once)
  set-plan <email|id> <plan> [--limit N]
                         changes the plan; custom needs --limit (calls per month)
  rotate-key <email|id>  replaces the key and prints the new one (shown once)
  revoke-key <email|id>  revokes the key; calls with it get 401 within seconds
  usage <email|id>       plan, limit, used, remaining and daily usage
  list-accounts          every account, with its key masked

The store is the one DATABASE_URL (and REDIS_URL) name, as for the service.`

/** Runs `devutils admin <argv…>`; resolves to the exit code. */
export async function runAdmin(argv: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: argv, allowPositionals: true,
      options: { plan: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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
      case 'rotate-key': needs(1); result = await admin.rotateKey(rest[0]!); break
      case 'revoke-key': needs(1); result = await admin.revokeKey(rest[0]!); break
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
