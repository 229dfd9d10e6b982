import { randomUUID } from 'node:crypto'
import type { Plan } from './plans.ts'
import type { SqlDb } from './sql.ts'

export interface Account {
  id: string
  email: string
  plan: Plan
  customLimit: number | null
  createdAt: number
}

export interface KeyOwner {
  accountId: string
  plan: Plan
  customLimit: number | null
  revoked: boolean
}

export interface KeyInfo {
  prefix: string
  last4: string
  createdAt: number
}

export interface WebhookSecret {
  secret: string
  createdAt: number
}

export interface DailyUsage {
  day: string
  count: number
}

export class EmailTakenError extends Error {}

type Row = Record<string, unknown>

const toAccount = (r: Row): Account => ({
  id: String(r.id),
  email: String(r.email),
  plan: r.plan as Plan,
  customLimit: r.custom_limit === null || r.custom_limit === undefined ? null : Number(r.custom_limit),
  createdAt: Number(r.created_at),
})

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string }
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/** Accounts, keys, sessions, usage history and settings, in SQLite or PostgreSQL. */
export class AccountStore {
  constructor(private readonly db: SqlDb) {}

  async createAccount(input: { email: string; passwordHash: string | null; plan: Plan; customLimit: number | null; key: { digest: string; prefix: string; last4: string } }, now: number): Promise<Account> {
    const id = randomUUID()
    try {
      await this.db.transaction(async (q) => {
        await q('INSERT INTO accounts (id, email, password_hash, plan, custom_limit, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          [id, input.email, input.passwordHash, input.plan, input.customLimit, now])
        await q('INSERT INTO api_keys (digest, account_id, prefix, last4, created_at) VALUES (?, ?, ?, ?, ?)',
          [input.key.digest, id, input.key.prefix, input.key.last4, now])
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(input.email)
      throw error
    }
    return { id, email: input.email, plan: input.plan, customLimit: input.customLimit, createdAt: now }
  }

  async accountByEmail(email: string): Promise<(Account & { passwordHash: string | null }) | undefined> {
    const [row] = await this.db.query('SELECT * FROM accounts WHERE email = ?', [email])
    return row ? { ...toAccount(row), passwordHash: (row.password_hash as string | null) ?? null } : undefined
  }

  async account(id: string): Promise<Account | undefined> {
    const [row] = await this.db.query('SELECT * FROM accounts WHERE id = ?', [id])
    return row ? toAccount(row) : undefined
  }

  async listAccounts(): Promise<(Account & { key: KeyInfo | null })[]> {
    const rows = await this.db.query(
      `SELECT a.*, k.prefix, k.last4, k.created_at AS key_created_at
       FROM accounts a LEFT JOIN api_keys k ON k.account_id = a.id AND k.revoked_at IS NULL
       ORDER BY a.created_at, a.email`)
    return rows.map((r) => ({
      ...toAccount(r),
      key: r.prefix ? { prefix: String(r.prefix), last4: String(r.last4), createdAt: Number(r.key_created_at) } : null,
    }))
  }

  async setPlan(id: string, plan: Plan, customLimit: number | null): Promise<boolean> {
    const rows = await this.db.query('UPDATE accounts SET plan = ?, custom_limit = ? WHERE id = ? RETURNING id', [plan, customLimit, id])
    return rows.length > 0
  }

  /** Revokes the account's active key, if any, and makes `key` the active one, atomically. */
  async replaceKey(accountId: string, key: { digest: string; prefix: string; last4: string }, now: number): Promise<void> {
    await this.db.transaction(async (q) => {
      await q('UPDATE api_keys SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL', [now, accountId])
      await q('INSERT INTO api_keys (digest, account_id, prefix, last4, created_at) VALUES (?, ?, ?, ?, ?)',
        [key.digest, accountId, key.prefix, key.last4, now])
    })
  }

  async revokeKey(accountId: string, now: number): Promise<boolean> {
    const rows = await this.db.query('UPDATE api_keys SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL RETURNING digest', [now, accountId])
    return rows.length > 0
  }

  async keyOwner(digest: string): Promise<KeyOwner | undefined> {
    const [row] = await this.db.query(
      `SELECT k.account_id, k.revoked_at, a.plan, a.custom_limit
       FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.digest = ?`, [digest])
    if (!row) return undefined
    return {
      accountId: String(row.account_id),
      plan: row.plan as Plan,
      customLimit: row.custom_limit === null ? null : Number(row.custom_limit),
      revoked: row.revoked_at !== null,
    }
  }

  async activeKey(accountId: string): Promise<KeyInfo | undefined> {
    const [row] = await this.db.query('SELECT prefix, last4, created_at FROM api_keys WHERE account_id = ? AND revoked_at IS NULL', [accountId])
    return row ? { prefix: String(row.prefix), last4: String(row.last4), createdAt: Number(row.created_at) } : undefined
  }

  async webhookSecret(accountId: string): Promise<WebhookSecret | undefined> {
    const [row] = await this.db.query('SELECT secret, created_at FROM webhook_secrets WHERE account_id = ?', [accountId])
    return row ? { secret: String(row.secret), createdAt: Number(row.created_at) } : undefined
  }

  /** Stores the account's webhook secret unless it has one, and returns whichever won. */
  async webhookSecretOnce(accountId: string, secret: string, now: number): Promise<WebhookSecret> {
    await this.db.query('INSERT INTO webhook_secrets (account_id, secret, created_at) VALUES (?, ?, ?) ON CONFLICT (account_id) DO NOTHING', [accountId, secret, now])
    return (await this.webhookSecret(accountId))!
  }

  async replaceWebhookSecret(accountId: string, secret: string, now: number): Promise<WebhookSecret> {
    await this.db.query(`INSERT INTO webhook_secrets (account_id, secret, created_at) VALUES (?, ?, ?)
      ON CONFLICT (account_id) DO UPDATE SET secret = excluded.secret, created_at = excluded.created_at`, [accountId, secret, now])
    return { secret, createdAt: now }
  }

  async createSession(digest: string, accountId: string, expiresAt: number): Promise<void> {
    await this.db.query('INSERT INTO sessions (digest, account_id, expires_at) VALUES (?, ?, ?)', [digest, accountId, expiresAt])
  }

  async sessionAccount(digest: string, now: number): Promise<string | undefined> {
    const [row] = await this.db.query('SELECT account_id FROM sessions WHERE digest = ? AND expires_at > ?', [digest, now])
    return row ? String(row.account_id) : undefined
  }

  async deleteSession(digest: string): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE digest = ?', [digest])
  }

  async addUsage(entries: readonly { accountId: string; day: string; count: number }[]): Promise<void> {
    if (entries.length === 0) return
    await this.db.transaction(async (q) => {
      for (const e of entries) {
        await q(`INSERT INTO usage_daily (account_id, day, count) VALUES (?, ?, ?)
                 ON CONFLICT (account_id, day) DO UPDATE SET count = usage_daily.count + excluded.count`,
        [e.accountId, e.day, e.count])
      }
    })
  }

  async dailyUsage(accountId: string, fromDay: string, toDay: string): Promise<DailyUsage[]> {
    const rows = await this.db.query('SELECT day, count FROM usage_daily WHERE account_id = ? AND day >= ? AND day <= ? ORDER BY day', [accountId, fromDay, toDay])
    return rows.map((r) => ({ day: String(r.day), count: Number(r.count) }))
  }

  async setting(name: string): Promise<string | undefined> {
    const [row] = await this.db.query('SELECT value FROM settings WHERE name = ?', [name])
    return row ? String(row.value) : undefined
  }

  /** Stores a setting unless one exists, and returns whichever value won. */
  async settingOnce(name: string, value: string, now: number): Promise<string> {
    await this.db.query('INSERT INTO settings (name, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (name) DO NOTHING', [name, value, now])
    return (await this.setting(name))!
  }

  /** Stores a setting, replacing any earlier value. */
  async setSetting(name: string, value: string, now: number): Promise<void> {
    await this.db.query(`INSERT INTO settings (name, value, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (name) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, [name, value, now])
  }

  async sweep(now: number): Promise<void> {
    await this.db.query('DELETE FROM sessions WHERE expires_at < ?', [now])
  }
}
