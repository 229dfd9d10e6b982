/**
 * Job records in the account store (SQLite or PostgreSQL): what each job runs, where it stands,
 * what it produced and how its webhook went. Every change of status is one conditional UPDATE,
 * so two runners, a cancel and a finish never both win: a finished job stays finished, a
 * canceled one canceled.
 */
import { randomBytes } from 'node:crypto'
import { JOB_STATUSES } from '../platform/results.ts'
import type { SqlDb } from '../platform/sql.ts'
import type { Charge } from '../platform/accounting.ts'

export { JOB_STATUSES }
export type JobStatus = typeof JOB_STATUSES[number]
export const ENDED: readonly JobStatus[] = ['succeeded', 'failed', 'canceled']

/** An uploaded file of a job, kept in the job files under `file`. */
export interface JobInput {
  /** The form field it came in: files[] for the operation's files, or a named part (a watermark). */
  field: string
  name: string
  size: number
  file: string
}

/** What a job runs: an operation with its form fields, or a pipeline with its body. */
export interface JobSpec {
  kind: 'operation' | 'pipeline'
  fields: Record<string, unknown>
  /** The language of the request that made the job: its error messages are in it. */
  lang: string
  /** The service's address as the creating request reached it: links in webhooks start with it. */
  baseUrl: string
  inputs: JobInput[]
}

/** A job's output: a file kept in the job files, or a JSON result. */
export type JobOutput =
  | { kind: 'file'; name: string; type: string; size: number; file: string }
  | { kind: 'result'; result: unknown }

export interface JobError { code: string; error: string; status: number }

/** The calls a job counted, so a failure on our side gives them back. */
export interface JobCharge extends Charge { calls: number }

export interface JobWebhook {
  url: string
  /** The message id, the same on every attempt; made at the first. */
  id: string | null
  attempts: number
  lastStatus: number | null
  deliveredAt: number | null
  /** When the next attempt is due (embedded engine); null when none is pending. */
  nextAt: number | null
}

export interface JobRecord {
  id: string
  /** The digest of the API key that made the job: only that key sees it. */
  owner: string
  accountId: string
  op: string
  spec: JobSpec
  status: JobStatus
  progress: number | null
  attempts: number
  createdAt: number
  startedAt: number | null
  finishedAt: number | null
  leaseUntil: number | null
  error: JobError | null
  output: JobOutput | null
  outputExpiresAt: number | null
  charge: JobCharge | null
  webhook: JobWebhook | null
}

export const JOB_ID = /^j_[A-Za-z0-9_-]{22}$/
export const newJobId = (): string => `j_${randomBytes(16).toString('base64url')}`

type Row = Record<string, unknown>
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))
const json = <T>(value: unknown): T | null => (value === null || value === undefined ? null : JSON.parse(String(value)) as T)

function recordOf(row: Row): JobRecord {
  return {
    id: String(row.id),
    owner: String(row.owner),
    accountId: String(row.account_id),
    op: String(row.op),
    spec: JSON.parse(String(row.spec)) as JobSpec,
    status: row.status as JobStatus,
    progress: num(row.progress),
    attempts: Number(row.attempts),
    createdAt: Number(row.created_at),
    startedAt: num(row.started_at),
    finishedAt: num(row.finished_at),
    leaseUntil: num(row.lease_until),
    error: json<JobError>(row.error),
    output: json<JobOutput>(row.output),
    outputExpiresAt: num(row.output_expires_at),
    charge: json<JobCharge>(row.quota),
    webhook: row.webhook_url === null || row.webhook_url === undefined ? null : {
      url: String(row.webhook_url),
      id: row.webhook_id === null ? null : String(row.webhook_id),
      attempts: Number(row.webhook_attempts),
      lastStatus: num(row.webhook_last_status),
      deliveredAt: num(row.webhook_delivered_at),
      nextAt: num(row.webhook_next_at),
    },
  }
}

/** A page of jobs starts after this one: newest first, ties broken by id. */
function cursorOf(record: Pick<JobRecord, 'createdAt' | 'id'>): string {
  return Buffer.from(`${record.createdAt}:${record.id}`).toString('base64url')
}

/** The position a cursor names, or undefined when it is not one this service made. */
export function readCursor(cursor: string): { createdAt: number; id: string } | undefined {
  const match = /^(\d{1,16}):(j_[A-Za-z0-9_-]{22})$/.exec(Buffer.from(cursor, 'base64url').toString())
  return match ? { createdAt: Number(match[1]), id: match[2]! } : undefined
}

export interface NewJob {
  id: string
  owner: string
  accountId: string
  op: string
  spec: JobSpec
  createdAt: number
  charge: JobCharge | null
  webhookUrl: string | null
}

export class JobRecords {
  constructor(private readonly db: SqlDb) {}

  /**
   * Stores a new queued job unless its owner has `limit` jobs queued or running already
   * (undefined then). The count and the insert are one transaction, taken in turn per owner, so
   * requests arriving together cannot pass the limit together.
   */
  async insert(job: NewJob, limit: number): Promise<JobRecord | undefined> {
    return this.db.transaction(async (query) => {
      if (this.db.dialect === 'postgres') await query('SELECT pg_advisory_xact_lock(hashtext(?))', [`jobs:${job.owner}`])
      const [count] = await query<{ n: number | string }>("SELECT COUNT(*) AS n FROM jobs WHERE owner = ? AND status IN ('queued', 'running')", [job.owner])
      if (Number(count?.n ?? 0) >= limit) return undefined
      const [row] = await query(
        `INSERT INTO jobs (id, owner, account_id, op, spec, status, created_at, quota, webhook_url)
         VALUES (?, ?, ?, ?, ?, 'queued', ?, ?, ?) RETURNING *`,
        [job.id, job.owner, job.accountId, job.op, JSON.stringify(job.spec), job.createdAt, job.charge && JSON.stringify(job.charge), job.webhookUrl])
      return recordOf(row!)
    })
  }

  async get(id: string): Promise<JobRecord | undefined> {
    if (!JOB_ID.test(id)) return undefined
    const [row] = await this.db.query('SELECT * FROM jobs WHERE id = ?', [id])
    return row && recordOf(row)
  }

  /** The owner's jobs, newest first, `limit` of them after the cursor's position. */
  async list(owner: string, options: { status?: JobStatus; limit: number; after?: { createdAt: number; id: string } }): Promise<{ jobs: JobRecord[]; next: string | null }> {
    const where = ['owner = ?']
    const params: unknown[] = [owner]
    if (options.status) {
      where.push('status = ?')
      params.push(options.status)
    }
    if (options.after) {
      where.push('(created_at < ? OR (created_at = ? AND id < ?))')
      params.push(options.after.createdAt, options.after.createdAt, options.after.id)
    }
    const rows = await this.db.query(`SELECT * FROM jobs WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`, [...params, options.limit + 1])
    const jobs = rows.slice(0, options.limit).map(recordOf)
    return { jobs, next: rows.length > options.limit ? cursorOf(jobs[jobs.length - 1]!) : null }
  }

  /**
   * Takes the job to run it: a queued one, or (again) a running one whose runner was lost, with
   * a lease until `leaseUntil`. Undefined when it ended or was canceled meanwhile.
   */
  async claim(id: string, now: number, leaseUntil: number): Promise<JobRecord | undefined> {
    const [row] = await this.db.query(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = ?, lease_until = ?, progress = NULL
       WHERE id = ? AND status IN ('queued', 'running') RETURNING *`, [now, leaseUntil, id])
    return row && recordOf(row)
  }

  /** The oldest queued job, taken to run (embedded engine). */
  async claimNext(now: number, leaseUntil: number): Promise<JobRecord | undefined> {
    for (;;) {
      const [next] = await this.db.query<{ id: string }>("SELECT id FROM jobs WHERE status = 'queued' ORDER BY created_at, id LIMIT 1")
      if (!next) return undefined
      const [row] = await this.db.query(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = ?, lease_until = ?, progress = NULL
         WHERE id = ? AND status = 'queued' RETURNING *`, [now, leaseUntil, next.id])
      // Another instance took it first: look again.
      if (row) return recordOf(row)
    }
  }

  /** Extends a running job's lease; answers the job's status, so its runner learns of a cancel. */
  async renew(id: string, leaseUntil: number): Promise<JobStatus | undefined> {
    const [row] = await this.db.query<{ status: JobStatus }>(
      "UPDATE jobs SET lease_until = CASE WHEN status = 'running' THEN CAST(? AS BIGINT) ELSE lease_until END WHERE id = ? RETURNING status", [leaseUntil, id])
    return row?.status
  }

  async progress(id: string, progress: number): Promise<void> {
    await this.db.query("UPDATE jobs SET progress = ? WHERE id = ? AND status = 'running'", [progress, id])
  }

  /** Ends a running job; undefined when it is no longer running (canceled meanwhile). */
  async finish(id: string, end: { status: 'succeeded' | 'failed'; at: number; error?: JobError; output?: JobOutput; outputExpiresAt?: number }): Promise<JobRecord | undefined> {
    const [row] = await this.db.query(
      `UPDATE jobs SET status = ?, finished_at = ?, lease_until = NULL, error = ?, output = ?, output_expires_at = ?,
         progress = CASE WHEN CAST(? AS TEXT) = 'succeeded' THEN 1 ELSE progress END,
         webhook_next_at = CASE WHEN webhook_url IS NULL THEN NULL ELSE CAST(? AS BIGINT) END
       WHERE id = ? AND status = 'running' RETURNING *`,
      [end.status, end.at, end.error ? JSON.stringify(end.error) : null, end.output ? JSON.stringify(end.output) : null, end.outputExpiresAt ?? null, end.status, end.at, id])
    return row && recordOf(row)
  }

  /** Cancels a queued or running job; undefined when it had ended. */
  async cancel(id: string, now: number): Promise<JobRecord | undefined> {
    const [row] = await this.db.query(
      `UPDATE jobs SET status = 'canceled', finished_at = ?, lease_until = NULL,
         webhook_next_at = CASE WHEN webhook_url IS NULL THEN NULL ELSE CAST(? AS BIGINT) END
       WHERE id = ? AND status IN ('queued', 'running') RETURNING *`, [now, now, id])
    return row && recordOf(row)
  }

  /** Fails a job that could not be run (its runner lost too often, its inputs gone). */
  async fail(id: string, now: number, error: JobError): Promise<JobRecord | undefined> {
    const [row] = await this.db.query(
      `UPDATE jobs SET status = 'failed', finished_at = ?, lease_until = NULL, error = ?,
         webhook_next_at = CASE WHEN webhook_url IS NULL THEN NULL ELSE CAST(? AS BIGINT) END
       WHERE id = ? AND status IN ('queued', 'running') RETURNING *`, [now, JSON.stringify(error), now, id])
    return row && recordOf(row)
  }

  /** Forgets a finished job's output (deleted by its owner, or expired). */
  async dropOutput(id: string): Promise<void> {
    await this.db.query('UPDATE jobs SET output = NULL, output_expires_at = NULL WHERE id = ?', [id])
  }

  /** Running jobs whose lease ran out (their runner was lost), or every running job when `all`. */
  async stale(now: number, all = false): Promise<JobRecord[]> {
    const rows = all
      ? await this.db.query("SELECT * FROM jobs WHERE status = 'running'")
      : await this.db.query("SELECT * FROM jobs WHERE status = 'running' AND lease_until < ?", [now])
    return rows.map(recordOf)
  }

  /** Puts a running job back in the queue, when it still is running with the lease it had. */
  async requeue(id: string, leaseUntil: number | null): Promise<boolean> {
    const rows = await this.db.query(
      "UPDATE jobs SET status = 'queued', lease_until = NULL WHERE id = ? AND status = 'running' AND (lease_until = CAST(? AS BIGINT) OR (lease_until IS NULL AND CAST(? AS BIGINT) IS NULL)) RETURNING id",
      [id, leaseUntil, leaseUntil])
    return rows.length > 0
  }

  /** Puts a running job back in the queue without counting its run as an attempt (the service was full). */
  async release(id: string): Promise<boolean> {
    const rows = await this.db.query("UPDATE jobs SET status = 'queued', lease_until = NULL, attempts = attempts - 1 WHERE id = ? AND status = 'running' RETURNING id", [id])
    return rows.length > 0
  }

  /**
   * Jobs a queue may have lost (Redis restarted without its data, or was unreachable when they
   * were made): queued before `queuedBefore`, or running with a lease that ran out.
   */
  async unattended(now: number, queuedBefore: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT id FROM jobs WHERE (status = 'queued' AND created_at < ?) OR (status = 'running' AND lease_until < ?)
       ORDER BY created_at LIMIT 1000`, [queuedBefore, now])
    return rows.map((row) => row.id)
  }

  /** Finished jobs whose outputs are past their time. */
  async expiredOutputs(now: number): Promise<JobRecord[]> {
    const rows = await this.db.query('SELECT * FROM jobs WHERE output_expires_at IS NOT NULL AND output_expires_at <= ?', [now])
    return rows.map(recordOf)
  }

  /** Jobs whose webhook attempt is due (embedded engine). */
  async webhooksDue(now: number): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>('SELECT id FROM jobs WHERE webhook_next_at IS NOT NULL AND webhook_next_at <= ? ORDER BY webhook_next_at LIMIT 100', [now])
    return rows.map((row) => row.id)
  }

  /** Records a delivery attempt: its outcome, and when the next is due (null: no more). */
  async recordDelivery(id: string, delivery: { webhookId: string; attempts: number; lastStatus: number | null; deliveredAt: number | null; nextAt: number | null }): Promise<void> {
    await this.db.query(
      'UPDATE jobs SET webhook_id = ?, webhook_attempts = ?, webhook_last_status = ?, webhook_delivered_at = ?, webhook_next_at = ? WHERE id = ?',
      [delivery.webhookId, delivery.attempts, delivery.lastStatus, delivery.deliveredAt, delivery.nextAt, id])
  }

  /** Removes the records of jobs that ended before `before` and hold no output. */
  async sweep(before: number): Promise<void> {
    await this.db.query("DELETE FROM jobs WHERE status IN ('succeeded', 'failed', 'canceled') AND finished_at < ? AND output IS NULL AND webhook_next_at IS NULL", [before])
  }
}
