import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../src/config.ts'
import { createPlatform } from '../../src/platform/index.ts'
import { envelope, makeApp } from '../helpers.ts'
import type { AccountView } from '../../src/platform/accounts.ts'

const exec = promisify(execFile)
const ROOT = new URL('../..', import.meta.url).pathname
const KEY_SHAPE = /^du_[0-9A-Za-z]{43}$/

let dir: string
let DATABASE_URL: string
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'devutils-cli-'))
  DATABASE_URL = `sqlite:${path.join(dir, 'cli.db')}`
})
afterAll(() => { rmSync(dir, { recursive: true, force: true }) })

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/** Runs the operator tool the way `npm run admin -- ...` does, against the test's database. */
async function cli(...args: string[]): Promise<Outcome> {
  return runNode(['--import', 'tsx', 'src/cli/index.ts', 'admin', ...args])
}

async function runNode(args: string[]): Promise<Outcome> {
  // Only what the tool needs: no DATABASE_URL or ADMIN_TOKEN of the developer's shell leaks in.
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL }
  try {
    const { stdout, stderr } = await exec(process.execPath, args, { cwd: ROOT, env, timeout: 60_000 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code?: number | string; stdout?: string; stderr?: string }
    if (typeof e.code !== 'number') throw error
    return { code: e.code, stdout: e.stdout ?? '', stderr: e.stderr ?? '' }
  }
}

type AccountJson = AccountView

const masked = (key: string) => `${key.slice(0, 7)}…${key.slice(-4)}`

/** Whether a key is accepted by a service running on the same store. */
async function keyWorks(key: string): Promise<boolean> {
  const platform = await createPlatform(testConfig({ DATABASE_URL }))
  try {
    await platform.accounting.identify(key, '127.0.0.1')
    return true
  } catch (error) {
    expect((error as { code?: string }).code).toBe('INVALID_API_KEY')
    return false
  } finally {
    await platform.close()
  }
}

describe('operator CLI', () => {
  let firstKey: string
  let accountId: string

  it('prints usage and exits 0 for --help', async () => {
    const variants = [['--help'], ['-h'], ['create-account', '--help']]
    const outs = await Promise.all(variants.map((args) => cli(...args)))
    for (const [i, out] of outs.entries()) {
      const args = variants[i]!
      expect(out.code, args.join(' ')).toBe(0)
      expect(out.stdout).toContain('Usage: devutils admin <command> [arguments]')
      for (const command of ['create-account', 'set-plan', 'rotate-key', 'revoke-key', 'usage', 'list-accounts']) {
        expect(out.stdout).toContain(command)
      }
    }
  })

  it('prints usage and exits 2 without a command', async () => {
    const out = await cli()
    expect(out.code).toBe(2)
    expect(out.stdout).toContain('Usage: devutils admin')
  })

  it('exits 2 (bad usage) for an unknown command or option', async () => {
    const unknown = await cli('frobnicate')
    expect(unknown.code).toBe(2)
    expect(unknown.stderr.trim()).toBe('error: unknown command "frobnicate"; see --help')
    expect(unknown.stdout).toBe('')
    const option = await cli('list-accounts', '--frobnicate')
    expect(option.code).toBe(2)
    expect(option.stderr).toContain('--frobnicate')
  })

  it('creates an account and prints it with its key as JSON', async () => {
    const out = await cli('create-account', 'Ops.User@Example.com')
    expect(out.code).toBe(0)
    expect(out.stderr).toBe('')
    const result = JSON.parse(out.stdout) as { account: AccountJson; key: string }
    expect(result.key).toMatch(KEY_SHAPE)
    expect(result.account).toMatchObject({ email: 'ops.user@example.com', plan: 'free', tier: 'free', limit: 500, used: 0, remaining: 500 })
    expect(result.account.key).toMatchObject({ masked: masked(result.key), prefix: result.key.slice(0, 7), last4: result.key.slice(-4) })
    expect(result.account.daily_usage).toHaveLength(31)
    expect(out.stdout.split(result.key).length - 1).toBe(1)
    firstKey = result.key
    accountId = result.account.id
    expect(await keyWorks(firstKey)).toBe(true)
  })

  it('makes, lists, rotates and revokes named keys of an account, one at a time', async () => {
    const made = await cli('create-key', 'ops.user@example.com', '--name', 'deploy', '--scopes', 'calc, dev/hash pipeline', '--cap', '100', '--expires', '2099-01-01T00:00:00Z')
    expect(made.code, made.stderr).toBe(0)
    const { key, details } = JSON.parse(made.stdout) as { key: string; details: { id: string; scopes: string[]; monthly_cap: number; expires_at: string } }
    expect(key).toMatch(KEY_SHAPE)
    expect(details).toMatchObject({ scopes: ['calc', 'dev/hash', 'pipeline'], monthly_cap: 100, expires_at: '2099-01-01T00:00:00.000Z' })
    expect(await keyWorks(key)).toBe(true)
    const listed = JSON.parse((await cli('list-keys', 'ops.user@example.com')).stdout) as { keys: { id: string; name: string }[] }
    expect(listed.keys.map((k) => k.name).sort()).toEqual(['default', 'deploy'])
    expect(JSON.stringify(listed)).not.toContain(key)
    const rotated = await cli('rotate-key', 'ops.user@example.com', '--key', details.id)
    const newKey = (JSON.parse(rotated.stdout) as { key: string }).key
    expect([await keyWorks(key), await keyWorks(newKey), await keyWorks(firstKey)]).toEqual([false, true, true])
    const newId = (JSON.parse((await cli('list-keys', accountId)).stdout) as { keys: { id: string; name: string }[] }).keys.find((k) => k.name === 'deploy')!.id
    expect((await cli('revoke-key', accountId, '--key', newId)).code).toBe(0)
    expect([await keyWorks(newKey), await keyWorks(firstKey)]).toEqual([false, true])
    const unknown = await cli('create-key', accountId, '--name', 'typo', '--scopes', 'calcs')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toMatch(/^error: calcs is not a scope/)
  }, 120_000)

  it('sets a new random password, printed once, with which the owner logs in', async () => {
    const out = await cli('set-password', 'ops.user@example.com')
    expect(out.code, out.stderr).toBe(0)
    const { password } = JSON.parse(out.stdout) as { password: string }
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/)
    const platform = await createPlatform(testConfig({ DATABASE_URL, LOGIN_MAX_FAILURES: '1000' }))
    try {
      expect((await platform.accounts.login('ops.user@example.com', password, '127.0.0.1')).email).toBe('ops.user@example.com')
    } finally {
      await platform.close()
    }
  })

  it('creates accounts on other plans, custom ones only with --limit', async () => {
    const starter = await cli('create-account', 'starter@example.com', '--plan', 'starter')
    expect(starter.code).toBe(0)
    expect((JSON.parse(starter.stdout) as { account: AccountJson }).account).toMatchObject({ plan: 'starter', limit: 5000 })

    const custom = await cli('create-account', 'custom@example.com', '--plan', 'custom', '--limit', '1234')
    expect(custom.code).toBe(0)
    expect((JSON.parse(custom.stdout) as { account: AccountJson }).account).toMatchObject({ plan: 'custom', tier: 'paid', limit: 1234 })

    const noLimit = await cli('create-account', 'nolimit@example.com', '--plan', 'custom')
    expect(noLimit.code).toBe(1)
    expect(noLimit.stdout).toBe('')
    expect(noLimit.stderr.trim()).toBe('error: A custom plan needs custom_limit, a whole number of calls per month')
  })

  it('refuses a duplicate e-mail address, a bad address, a bad plan and a missing argument', async () => {
    const dup = await cli('create-account', 'OPS.USER@example.com')
    expect(dup.code).toBe(1)
    expect(dup.stderr.trim()).toBe('error: An account with this e-mail address exists already; log in instead')
    const bad = await cli('create-account', 'not-an-address')
    expect(bad.code).toBe(1)
    expect(bad.stderr).toContain('email')
    const plan = await cli('create-account', 'gold@example.com', '--plan', 'gold')
    expect(plan.code).toBe(1)
    expect(plan.stderr).toContain('plan')
    const missing = await cli('create-account')
    expect(missing.code).toBe(2)
    expect(missing.stderr.trim()).toBe('error: create-account needs 1 argument(s); see --help')
  })

  it('lists accounts with keys masked, never in full', async () => {
    const out = await cli('list-accounts')
    expect(out.code).toBe(0)
    const { accounts } = JSON.parse(out.stdout) as { accounts: { id: string; email: string; plan: string; custom_limit: number | null; key: string | null }[] }
    expect(accounts.map((a) => a.email)).toEqual(['ops.user@example.com', 'starter@example.com', 'custom@example.com'])
    expect(accounts[0]).toMatchObject({ id: accountId, plan: 'free', custom_limit: null, key: masked(firstKey) })
    expect(accounts[2]).toMatchObject({ plan: 'custom', custom_limit: 1234 })
    for (const a of accounts) expect(a.key).toMatch(/^du_[0-9A-Za-z]{4}…[0-9A-Za-z]{4}$/)
    expect(out.stdout).not.toContain(firstKey)
    expect(out.stdout).not.toContain(firstKey.slice(3))
  })

  it('refuses set-plan custom without --limit, naming custom_limit, and changes nothing', async () => {
    const out = await cli('set-plan', 'ops.user@example.com', 'custom')
    expect(out.code).toBe(1)
    expect(out.stdout).toBe('')
    expect(out.stderr).toContain('custom_limit')
    const usage = JSON.parse((await cli('usage', accountId)).stdout) as { account: AccountJson }
    expect(usage.account).toMatchObject({ plan: 'free', limit: 500 })
  })

  it('sets plans by e-mail address or id', async () => {
    const business = await cli('set-plan', 'OPS.user@example.com', 'business')
    expect(business.code).toBe(0)
    expect((JSON.parse(business.stdout) as { account: AccountJson }).account).toMatchObject({ id: accountId, plan: 'business', tier: 'paid', limit: 20000 })
    expect(business.stdout).not.toContain(firstKey)

    const custom = await cli('set-plan', accountId, 'custom', '--limit', '777')
    expect(custom.code).toBe(0)
    expect((JSON.parse(custom.stdout) as { account: AccountJson }).account).toMatchObject({ plan: 'custom', limit: 777 })

    const badPlan = await cli('set-plan', accountId, 'platinum')
    expect(badPlan.code).toBe(1)
    expect(badPlan.stderr).toContain('plan')
    const missing = await cli('set-plan', accountId)
    expect(missing.code).toBe(2)
    expect(missing.stderr.trim()).toBe('error: set-plan needs 2 argument(s); see --help')
  })

  it('shows usage, counted by the service on the same store', async () => {
    const app = await makeApp({ DATABASE_URL, QUOTAS: 'true' })
    try {
      for (let i = 0; i < 2; i++) {
        const res = await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=7', headers: { 'x-api-key': firstKey } })
        expect(res.statusCode).toBe(200)
        expect(envelope(res).quota).toMatchObject({ plan: 'custom', limit: 777 })
      }
    } finally {
      await app.close()
    }
    for (const ref of [accountId, 'ops.user@example.com']) {
      const out = await cli('usage', ref)
      expect(out.code).toBe(0)
      const { account } = JSON.parse(out.stdout) as { account: AccountJson }
      expect(account).toMatchObject({ id: accountId, plan: 'custom', limit: 777, used: 2, remaining: 775, key: { masked: masked(firstKey) } })
      expect(account.daily_usage.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), count: 2 })
      expect(out.stdout).not.toContain(firstKey)
    }
  })

  it('rotates a key, printing the new one once; the old one stops working', async () => {
    const out = await cli('rotate-key', 'ops.user@example.com')
    expect(out.code).toBe(0)
    const { key, account } = JSON.parse(out.stdout) as { key: string; account: AccountJson }
    expect(key).toMatch(KEY_SHAPE)
    expect(key).not.toBe(firstKey)
    expect(account.key).toMatchObject({ masked: masked(key) })
    expect(out.stdout).not.toContain(firstKey)
    expect(out.stdout.split(key).length - 1).toBe(1)
    expect(await keyWorks(firstKey)).toBe(false)
    expect(await keyWorks(key)).toBe(true)

    const listing = await cli('list-accounts')
    expect(listing.stdout).not.toContain(key)
    expect(listing.stdout).toContain(masked(key))
    firstKey = key
  })

  it('revokes a key', async () => {
    const out = await cli('revoke-key', accountId)
    expect(out.code).toBe(0)
    const result = JSON.parse(out.stdout) as { revoked: boolean; account: AccountJson }
    expect(result.revoked).toBe(true)
    expect(result.account.key).toBeNull()
    expect(await keyWorks(firstKey)).toBe(false)
    const again = await cli('revoke-key', accountId)
    expect((JSON.parse(again.stdout) as { revoked: boolean }).revoked).toBe(false)
    const { accounts } = JSON.parse((await cli('list-accounts')).stdout) as { accounts: { id: string; key: string | null }[] }
    expect(accounts.find((a) => a.id === accountId)?.key).toBeNull()
  })

  it('answers an unknown account with exit code 1', async () => {
    for (const command of ['usage', 'rotate-key', 'revoke-key']) {
      const out = await cli(command, 'nobody@example.com')
      expect(out.code, command).toBe(1)
      expect(out.stderr.trim()).toBe('error: No account matches nobody@example.com')
    }
    const plan = await cli('set-plan', 'nobody@example.com', 'starter')
    expect(plan.code).toBe(1)
    expect(plan.stderr.trim()).toBe('error: No account matches nobody@example.com')
  })

  it('is reachable as `devutils admin ...`', async () => {
    const out = await runNode(['bin/devutils.mjs', 'admin', 'list-accounts'])
    expect(out.code).toBe(0)
    expect((JSON.parse(out.stdout) as { accounts: unknown[] }).accounts).toHaveLength(3)
  })

  it('keeps its data in the file DATABASE_URL names', () => {
    expect(readdirSync(dir)).toContain('cli.db')
  })
})
