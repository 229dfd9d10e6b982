import { randomUUID } from 'node:crypto'
import type { Plan } from './plans.ts'
import type { SqlDb } from './sql.ts'

export interface Account {
  id: string
  email: string
  plan: Plan
  customLimit: number | null
  createdAt: number
  emailVerifiedAt: number | null
}

/** What a mailed token is for. */
export type TokenPurpose = 'verify' | 'reset'

/** What an account's deletion took with it. */
export interface Deleted {
  keys: number
  sessions: number
  usage_days: number
}

export interface KeyOwner {
  accountId: string
  plan: Plan
  customLimit: number | null
  revoked: boolean
  keyId: string
  scopes: readonly string[]
  monthlyCap: number | null
  expiresAt: number | null
}

export interface KeyInfo {
  prefix: string
  last4: string
  createdAt: number
}

/** What an account's owner sees of one of its keys: everything but the secret. */
export interface KeyRecord extends KeyInfo {
  id: string
  name: string
  scopes: readonly string[]
  monthlyCap: number | null
  expiresAt: number | null
  lastUsedAt: number | null
}

/** A key to store: its digest and how it is shown, never the key itself. */
export interface StoredKey {
  id: string
  digest: string
  prefix: string
  last4: string
  name: string
  scopes: readonly string[]
  monthlyCap: number | null
  expiresAt: number | null
}

/** Calls of one day, operation and key; `key_id` is '' for calls made without a key. */
export interface OperationUsage {
  day: string
  operation: string
  keyId: string
  count: number
}

export interface UsageBatch {
  daily: readonly { accountId: string; day: string; count: number }[]
  operations: readonly (OperationUsage & { accountId: string })[]
  keys: readonly { keyId: string; at: number }[]
}

export interface SecurityEvent {
  kind: string
  ip: string | null
  detail: string | null
  at: number
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

/** The account has as many active keys as it may have. */
export class KeysLimitError extends Error {}

// Scopes are stored as one space-separated string: none of them contains a space.
const scopesOf = (text: unknown): string[] => String(text ?? '*').split(' ').filter(Boolean)

const toKeyRecord = (r: Row): KeyRecord => ({
  id: String(r.id),
  name: String(r.name),
  prefix: String(r.prefix),
  last4: String(r.last4),
  scopes: scopesOf(r.scopes),
  monthlyCap: r.monthly_cap === null || r.monthly_cap === undefined ? null : Number(r.monthly_cap),
  expiresAt: r.expires_at === null || r.expires_at === undefined ? null : Number(r.expires_at),
  lastUsedAt: r.last_used_at === null || r.last_used_at === undefined ? null : Number(r.last_used_at),
  createdAt: Number(r.created_at),
})

const KEY_COLUMNS = 'id, digest, account_id, prefix, last4, name, scopes, monthly_cap, expires_at, created_at'
const keyValues = (accountId: string, key: StoredKey, now: number) =>
  [key.id, key.digest, accountId, key.prefix, key.last4, key.name, key.scopes.join(' '), key.monthlyCap, key.expiresAt, now]

type Row = Record<string, unknown>

const toAccount = (r: Row): Account => ({
  id: String(r.id),
  email: String(r.email),
  plan: r.plan as Plan,
  customLimit: r.custom_limit === null || r.custom_limit === undefined ? null : Number(r.custom_limit),
  createdAt: Number(r.created_at),
  emailVerifiedAt: r.email_verified_at === null || r.email_verified_at === undefined ? null : Number(r.email_verified_at),
})

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string }
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/** Accounts, keys, sessions, usage history and settings, in SQLite or PostgreSQL. */
export class AccountStore {
  constructor(private readonly db: SqlDb) {}

  async createAccount(input: { email: string; passwordHash: string | null; plan: Plan; customLimit: number | null; key: StoredKey }, now: number): Promise<Account> {
    const id = randomUUID()
    try {
      await this.db.transaction(async (q) => {
        await q('INSERT INTO accounts (id, email, password_hash, plan, custom_limit, created_at) VALUES (?, ?, ?, ?, ?, ?)',
          [id, input.email, input.passwordHash, input.plan, input.customLimit, now])
        await q(`INSERT INTO api_keys (${KEY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, keyValues(id, input.key, now))
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(input.email)
      throw error
    }
    return { id, email: input.email, plan: input.plan, customLimit: input.customLimit, createdAt: now, emailVerifiedAt: null }
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
         AND k.created_at = (SELECT MIN(created_at) FROM api_keys WHERE account_id = a.id AND revoked_at IS NULL)
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

  /**
   * Adds a key unless the account has `max` active keys already. The account's row is locked
   * first, so two instances adding at once cannot both pass the count.
   */
  async addKey(accountId: string, key: StoredKey, max: number, now: number): Promise<void> {
    await this.db.transaction(async (q) => {
      // SQLite's transactions take turns already.
      if (this.db.dialect === 'postgres') await q('SELECT id FROM accounts WHERE id = ? FOR UPDATE', [accountId])
      const [row] = await q('SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ? AND revoked_at IS NULL', [accountId])
      if (Number(row!.n) >= max) throw new KeysLimitError(accountId)
      await q(`INSERT INTO api_keys (${KEY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, keyValues(accountId, key, now))
    })
  }

  /** Replaces one active key by `key` (which takes over its name, scopes, cap and expiry), atomically. */
  async replaceKey(accountId: string, keyId: string, key: StoredKey, now: number): Promise<boolean> {
    return this.db.transaction(async (q) => {
      const revoked = await q('UPDATE api_keys SET revoked_at = ? WHERE account_id = ? AND id = ? AND revoked_at IS NULL RETURNING id', [now, accountId, keyId])
      if (revoked.length === 0) return false
      await q(`INSERT INTO api_keys (${KEY_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, keyValues(accountId, key, now))
      return true
    })
  }

  /** Revokes one key of the account, or all of them without `keyId`; answers how many. */
  async revokeKeys(accountId: string, now: number, keyId?: string): Promise<number> {
    const rows = keyId === undefined
      ? await this.db.query('UPDATE api_keys SET revoked_at = ? WHERE account_id = ? AND revoked_at IS NULL RETURNING id', [now, accountId])
      : await this.db.query('UPDATE api_keys SET revoked_at = ? WHERE account_id = ? AND id = ? AND revoked_at IS NULL RETURNING id', [now, accountId, keyId])
    return rows.length
  }

  /** The account's active keys (or all it ever had), oldest first. */
  async keys(accountId: string, withRevoked = false): Promise<KeyRecord[]> {
    const rows = await this.db.query(`SELECT * FROM api_keys WHERE account_id = ? ${withRevoked ? '' : 'AND revoked_at IS NULL'} ORDER BY created_at, id`, [accountId])
    return rows.map(toKeyRecord)
  }

  async keyOwner(digest: string): Promise<KeyOwner | undefined> {
    const [row] = await this.db.query(
      `SELECT k.account_id, k.revoked_at, k.id, k.scopes, k.monthly_cap, k.expires_at, a.plan, a.custom_limit
       FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.digest = ?`, [digest])
    if (!row) return undefined
    return {
      accountId: String(row.account_id),
      plan: row.plan as Plan,
      customLimit: row.custom_limit === null ? null : Number(row.custom_limit),
      revoked: row.revoked_at !== null,
      keyId: String(row.id),
      scopes: scopesOf(row.scopes),
      monthlyCap: row.monthly_cap === null ? null : Number(row.monthly_cap),
      expiresAt: row.expires_at === null ? null : Number(row.expires_at),
    }
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

  /** Ends every session of the account but `keep`; answers how many ended. */
  async deleteSessions(accountId: string, keep?: string): Promise<number> {
    const rows = await this.db.query('DELETE FROM sessions WHERE account_id = ? AND digest <> ? RETURNING digest', [accountId, keep ?? ''])
    return rows.length
  }

  async setPassword(accountId: string, passwordHash: string): Promise<void> {
    await this.db.query('UPDATE accounts SET password_hash = ? WHERE id = ?', [passwordHash, accountId])
  }

  async passwordHash(accountId: string): Promise<string | null> {
    const [row] = await this.db.query('SELECT password_hash FROM accounts WHERE id = ?', [accountId])
    return (row?.password_hash as string | null | undefined) ?? null
  }

  async addToken(digest: string, accountId: string, purpose: TokenPurpose, email: string, expiresAt: number): Promise<void> {
    await this.db.query('INSERT INTO account_tokens (digest, account_id, purpose, email, expires_at) VALUES (?, ?, ?, ?, ?)', [digest, accountId, purpose, email, expiresAt])
  }

  /**
   * Uses a token once: marks it used, atomically, and answers its account and address; undefined
   * when it is unknown, used, expired or for something else.
   */
  async useToken(digest: string, purpose: TokenPurpose, now: number): Promise<{ accountId: string; email: string } | undefined> {
    const [row] = await this.db.query(
      'UPDATE account_tokens SET used_at = ? WHERE digest = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING account_id, email',
      [now, digest, purpose, now])
    return row ? { accountId: String(row.account_id), email: String(row.email) } : undefined
  }

  /** Sets the account's address and marks it verified; refuses one another account holds. */
  async setVerifiedEmail(accountId: string, email: string, now: number): Promise<void> {
    try {
      await this.db.query('UPDATE accounts SET email = ?, email_verified_at = ? WHERE id = ?', [email, now, accountId])
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTakenError(email)
      throw error
    }
  }

  /**
   * Deletes the account and everything of it in one transaction (keys, sessions, usage history,
   * tokens, events, webhook secret); answers what went. Its jobs' outputs expire as any do
   * (JOB_OUTPUT_TTL_S), unreachable once the keys are gone.
   */
  async deleteAccount(accountId: string): Promise<Deleted> {
    return this.db.transaction(async (q) => {
      const count = async (sql: string) => Number((await q(sql, [accountId]))[0]!.n)
      const deleted = {
        keys: await count('SELECT COUNT(*) AS n FROM api_keys WHERE account_id = ? AND revoked_at IS NULL'),
        sessions: await count('SELECT COUNT(*) AS n FROM sessions WHERE account_id = ?'),
        usage_days: await count('SELECT COUNT(*) AS n FROM usage_daily WHERE account_id = ?'),
      }
      for (const table of ['api_keys', 'sessions', 'usage_daily', 'usage_ops', 'account_tokens', 'security_events', 'webhook_secrets']) {
        await q(`DELETE FROM ${table} WHERE account_id = ?`, [accountId])
      }
      await q('DELETE FROM accounts WHERE id = ?', [accountId])
      return deleted
    })
  }

  /** Adds a batch of usage history in one transaction: calls per day, per day, operation and key, and keys' last use. */
  async addUsage(batch: UsageBatch): Promise<void> {
    if (batch.daily.length + batch.operations.length + batch.keys.length === 0) return
    // Calls of an account deleted since are dropped: its history went with it.
    await this.db.transaction(async (q) => {
      for (const e of batch.daily) {
        await q(`INSERT INTO usage_daily (account_id, day, count) SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM accounts WHERE id = ?)
                 ON CONFLICT (account_id, day) DO UPDATE SET count = usage_daily.count + excluded.count`,
        [e.accountId, e.day, e.count, e.accountId])
      }
      for (const e of batch.operations) {
        await q(`INSERT INTO usage_ops (account_id, day, operation, key_id, count) SELECT ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM accounts WHERE id = ?)
                 ON CONFLICT (account_id, day, operation, key_id) DO UPDATE SET count = usage_ops.count + excluded.count`,
        [e.accountId, e.day, e.operation, e.keyId, e.count, e.accountId])
      }
      // A later time never goes back.
      for (const e of batch.keys) {
        await q('UPDATE api_keys SET last_used_at = ? WHERE id = ? AND (last_used_at IS NULL OR last_used_at < ?)', [e.at, e.keyId, e.at])
      }
    })
  }

  /** Calls per day, operation and key between two days (both included), in that order. */
  async operationUsage(accountId: string, fromDay: string, toDay: string): Promise<OperationUsage[]> {
    const rows = await this.db.query(
      'SELECT day, operation, key_id, count FROM usage_ops WHERE account_id = ? AND day >= ? AND day <= ? AND count <> 0 ORDER BY day, operation, key_id',
      [accountId, fromDay, toDay])
    return rows.map((r) => ({ day: String(r.day), operation: String(r.operation), keyId: String(r.key_id), count: Number(r.count) }))
  }

  async addSecurityEvent(accountId: string, event: SecurityEvent): Promise<void> {
    await this.db.query('INSERT INTO security_events (id, account_id, kind, ip, detail, at) VALUES (?, ?, ?, ?, ?, ?)',
      [randomUUID(), accountId, event.kind, event.ip, event.detail, event.at])
  }

  /** The account's latest security events, newest first. */
  async securityEvents(accountId: string, limit: number): Promise<SecurityEvent[]> {
    const rows = await this.db.query('SELECT kind, ip, detail, at FROM security_events WHERE account_id = ? ORDER BY at DESC, id LIMIT ?', [accountId, limit])
    return rows.map((r) => ({ kind: String(r.kind), ip: r.ip === null ? null : String(r.ip), detail: r.detail === null ? null : String(r.detail), at: Number(r.at) }))
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
    await this.db.query('DELETE FROM account_tokens WHERE expires_at < ?', [now])
    // Usage is kept for 90 days, security events for a year.
    await this.db.query('DELETE FROM usage_ops WHERE day < ?', [new Date(now - 91 * 86_400_000).toISOString().slice(0, 10)])
    await this.db.query('DELETE FROM security_events WHERE at < ?', [now - 366 * 86_400_000])
  }
}
