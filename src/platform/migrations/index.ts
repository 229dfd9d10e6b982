import type { SqlDb } from '../sql.ts'

/**
 * Versioned schema changes, in order; each runs once per database, inside a transaction, and is
 * recorded in schema_migrations. Never edit a released step: add a new one.
 */
interface Migration {
  version: number
  name: string
  sqlite: string
  postgres: string
}

// Types that differ between the dialects; everything else is written once.
const both = (sql: string) => ({
  sqlite: sql.replaceAll('{bigint}', 'INTEGER').replaceAll('{bytes}', 'BLOB'),
  postgres: sql.replaceAll('{bigint}', 'BIGINT').replaceAll('{bytes}', 'BYTEA'),
})

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'accounts, keys, sessions, usage, counters',
    ...both(`
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT,
        plan TEXT NOT NULL DEFAULT 'free',
        custom_limit {bigint},
        created_at {bigint} NOT NULL
      );
      CREATE TABLE api_keys (
        digest TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        prefix TEXT NOT NULL,
        last4 TEXT NOT NULL,
        created_at {bigint} NOT NULL,
        revoked_at {bigint}
      );
      CREATE UNIQUE INDEX api_keys_one_active ON api_keys (account_id) WHERE revoked_at IS NULL;
      CREATE TABLE sessions (
        digest TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        expires_at {bigint} NOT NULL
      );
      CREATE TABLE usage_daily (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        day TEXT NOT NULL,
        count {bigint} NOT NULL,
        PRIMARY KEY (account_id, day)
      );
      CREATE TABLE usage_counters (
        subject TEXT NOT NULL,
        period TEXT NOT NULL,
        used {bigint} NOT NULL,
        expires_at {bigint} NOT NULL,
        PRIMARY KEY (subject, period)
      );
      CREATE INDEX usage_counters_expiry ON usage_counters (expires_at);
      CREATE TABLE settings (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at {bigint} NOT NULL
      );
    `),
  },
  {
    version: 2,
    // The scale-out deployment keeps stored files here; the embedded one keeps them on disk
    // (file-store.ts), and has the table only so both run the same schema.
    name: 'stored files',
    ...both(`
      CREATE TABLE stored_files (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        size {bigint} NOT NULL,
        created_at {bigint} NOT NULL,
        expires_at {bigint} NOT NULL,
        bytes {bytes} NOT NULL
      );
      CREATE INDEX stored_files_expiry ON stored_files (expires_at);
    `),
  },
  {
    version: 3,
    // Kept as it is, not as a digest: signing a delivery needs the secret itself.
    name: 'webhook secrets',
    ...both(`
      CREATE TABLE webhook_secrets (
        account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
        secret TEXT NOT NULL,
        created_at {bigint} NOT NULL
      );
    `),
  },
  {
    version: 4,
    // Asynchronous jobs. `spec` is what to run (the operation, its fields, its inputs' keys), as
    // JSON; a running job holds a lease that its runner renews, so a job of a lost runner is
    // noticed and run again. job_files maps the scale-out deployment's job inputs and outputs to
    // PostgreSQL large objects (the embedded one keeps them on disk).
    name: 'jobs',
    ...both(`
      CREATE TABLE jobs (
        id TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        account_id TEXT NOT NULL,
        op TEXT NOT NULL,
        spec TEXT NOT NULL,
        status TEXT NOT NULL,
        progress REAL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at {bigint} NOT NULL,
        started_at {bigint},
        finished_at {bigint},
        lease_until {bigint},
        error TEXT,
        output TEXT,
        output_expires_at {bigint},
        quota TEXT,
        webhook_url TEXT,
        webhook_id TEXT,
        webhook_attempts INTEGER NOT NULL DEFAULT 0,
        webhook_last_status INTEGER,
        webhook_delivered_at {bigint},
        webhook_next_at {bigint}
      );
      CREATE INDEX jobs_owner ON jobs (owner, created_at);
      CREATE INDEX jobs_status ON jobs (status, created_at);
      CREATE INDEX jobs_webhook_due ON jobs (webhook_next_at);
      CREATE INDEX jobs_output_expiry ON jobs (output_expires_at);
      CREATE TABLE job_files (
        name TEXT PRIMARY KEY,
        oid {bigint} NOT NULL,
        size {bigint} NOT NULL,
        created_at {bigint} NOT NULL
      );
    `),
  },
  {
    version: 5,
    // An account holds up to 20 named keys, each with its scopes ('*' for all), an optional
    // monthly cap (a part of the account's allowance) and expiry. A key is named in the API by
    // `id`; a key made before keys had ids takes the start of its digest, which tells nothing of
    // the key itself. usage_ops counts calls per day, operation and key for the usage views;
    // security_events lists an account's log-ins, failures and key and password changes.
    name: 'named scoped keys, usage by operation and key, security events',
    ...both(`
      ALTER TABLE api_keys ADD COLUMN id TEXT;
      ALTER TABLE api_keys ADD COLUMN name TEXT NOT NULL DEFAULT 'default';
      ALTER TABLE api_keys ADD COLUMN scopes TEXT NOT NULL DEFAULT '*';
      ALTER TABLE api_keys ADD COLUMN monthly_cap {bigint};
      ALTER TABLE api_keys ADD COLUMN expires_at {bigint};
      ALTER TABLE api_keys ADD COLUMN last_used_at {bigint};
      UPDATE api_keys SET id = substr(digest, 1, 16);
      DROP INDEX api_keys_one_active;
      CREATE UNIQUE INDEX api_keys_id ON api_keys (id);
      CREATE INDEX api_keys_account ON api_keys (account_id, created_at);
      CREATE TABLE usage_ops (
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        day TEXT NOT NULL,
        operation TEXT NOT NULL,
        key_id TEXT NOT NULL,
        count {bigint} NOT NULL,
        PRIMARY KEY (account_id, day, operation, key_id)
      );
      CREATE TABLE security_events (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        ip TEXT,
        detail TEXT,
        at {bigint} NOT NULL
      );
      CREATE INDEX security_events_account ON security_events (account_id, at);
    `),
  },
  {
    version: 6,
    // Answers kept for Idempotency-Key: one row per owner (account or anonymous address) and
    // key. A request holds its row as 'running' until its answer is stored ('done'); a row of a
    // request whose instance was lost is taken over once lease_until has passed.
    name: 'idempotency keys',
    ...both(`
      CREATE TABLE idempotency (
        owner TEXT NOT NULL,
        key TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        state TEXT NOT NULL,
        status INTEGER,
        headers TEXT,
        body {bytes},
        created_at {bigint} NOT NULL,
        lease_until {bigint} NOT NULL,
        expires_at {bigint} NOT NULL,
        PRIMARY KEY (owner, key)
      );
      CREATE INDEX idempotency_expiry ON idempotency (expires_at);
    `),
  },
  {
    version: 7,
    // Single-use tokens mailed for verifying an address, changing it and resetting a password,
    // kept as digests; `email` is the address a change or a verification is for.
    name: 'account tokens, verified addresses',
    ...both(`
      ALTER TABLE accounts ADD COLUMN email_verified_at {bigint};
      CREATE TABLE account_tokens (
        digest TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        purpose TEXT NOT NULL,
        email TEXT NOT NULL,
        expires_at {bigint} NOT NULL,
        used_at {bigint}
      );
      CREATE INDEX account_tokens_expiry ON account_tokens (expires_at);
    `),
  },
]

// Instances starting together on one PostgreSQL database take turns: each step runs holding this
// lock and re-checks inside its transaction, so it is applied once.
const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(727274)'

export async function migrate(db: SqlDb): Promise<number[]> {
  // Under the lock too: two concurrent CREATE TABLE IF NOT EXISTS of one table can both pass the
  // check in PostgreSQL, and the second then fails on the catalogue's unique index.
  await db.transaction(async (query) => {
    if (db.dialect === 'postgres') await query(MIGRATION_LOCK)
    await query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
  })
  const applied: number[] = []
  for (const m of MIGRATIONS) {
    const done = await db.transaction(async (query) => {
      if (db.dialect === 'postgres') await query(MIGRATION_LOCK)
      const seen = await query('SELECT version FROM schema_migrations WHERE version = ?', [m.version])
      if (seen.length > 0) return false
      for (const statement of m[db.dialect].split(';').map((s) => s.trim()).filter(Boolean)) await query(statement)
      await query('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [m.version, m.name, new Date().toISOString()])
      return true
    })
    if (done) applied.push(m.version)
  }
  return applied
}
