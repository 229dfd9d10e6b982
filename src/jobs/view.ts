import type { z } from 'zod'
import type { JobResult } from '../platform/results.ts'
import type { UrlSigner } from '../platform/signing.ts'
import type { JobRecord } from './records.ts'

export type JobView = z.infer<typeof JobResult>

/** The path a job's output file is downloaded from (signed without a language prefix). */
export const jobOutputPath = (id: string): string => `/api/v1/jobs/${id}/output`

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * A job as the API and its webhooks show it; an output file's link is signed to last as long as
 * the output, from `baseUrl` (the service's address as the caller reaches it).
 */
export function jobView(job: JobRecord, baseUrl: string, signer: UrlSigner, now: number): JobView {
  const self = `/api/v1/jobs/${job.id}`
  const { output, webhook } = job
  const expiresAt = job.outputExpiresAt ?? now
  const hasFile = job.status === 'succeeded' && output?.kind === 'file' && expiresAt > now
  let shownOutput: JobView['output'] = null
  // An output past its time is gone, whether or not the sweep has deleted its file yet.
  if (job.status === 'succeeded' && output && expiresAt > now) {
    const expires_at = new Date(expiresAt).toISOString()
    if (output.kind === 'result') shownOutput = { result: output.result, expires_at }
    else {
      const path = jobOutputPath(job.id)
      const ttl = Math.max(1, Math.ceil((expiresAt - now) / 1000))
      const url = `${baseUrl}${path}?${new URLSearchParams(signer.sign(path, {}, ttl))}`
      shownOutput = { url, name: output.name, type: output.type, size: output.size, expires_at }
    }
  }
  return {
    id: job.id,
    op: job.op,
    status: job.status,
    progress: job.progress,
    created_at: new Date(job.createdAt).toISOString(),
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
    error: job.status === 'failed' ? job.error : null,
    output: shownOutput,
    webhook: webhook && { url: webhook.url, attempts: webhook.attempts, last_status: webhook.lastStatus, delivered_at: iso(webhook.deliveredAt) },
    links: { self, ...(hasFile && { output: jobOutputPath(job.id) }) },
  }
}
