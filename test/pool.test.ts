import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '../src/core/errors.ts'
import { createTaskPool, type TaskPool } from '../src/workers/pool.ts'

const fixture = new URL('./fixtures/pool-worker.ts', import.meta.url)
let pool: TaskPool | undefined
afterEach(async () => { await pool?.close(); pool = undefined })

// The fixture worker understands: { task: 'spin', arg: ms }, 'alloc' (grows memory until killed),
// 'fail' (throws an OperationError), 'echo'.
const run = (p: TaskPool, task: string, arg: unknown, options?: { timeoutMs?: number }) =>
  p.run(task as never, arg as never, options)

describe('worker pool', () => {
  it('runs a task and returns its value', async () => {
    pool = createTaskPool({ filename: fixture, threads: 1, maxQueue: 4, timeoutMs: 5_000, memoryMb: 64 })
    expect(await run(pool, 'echo', { a: [1, 2] })).toEqual({ a: [1, 2] })
  })

  it('stops a task over its time budget with 503 TIMEOUT and keeps serving', async () => {
    pool = createTaskPool({ filename: fixture, threads: 1, maxQueue: 4, timeoutMs: 5_000, memoryMb: 64 })
    await run(pool, 'echo', 1) // the thread is up, so the budget measures the task alone
    const started = Date.now()
    const error = await run(pool, 'spin', 60_000, { timeoutMs: 200 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(503)
    expect((error as ApiError).code).toBe('TIMEOUT')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(await run(pool, 'echo', 'after')).toBe('after')
  })

  it('answers a task over its budget with 422 and the given code when the input is to blame', async () => {
    pool = createTaskPool({ filename: fixture, threads: 1, maxQueue: 4, timeoutMs: 5_000, memoryMb: 64 })
    const error = await pool.run('spin' as never, 60_000 as never, { timeoutMs: 200, timeoutCode: 'REGEX_TIMEOUT' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 422, code: 'REGEX_TIMEOUT', vars: { ms: 200 } })
  })

  it('does not count the wait for a busy thread against the next task', async () => {
    pool = createTaskPool({ filename: fixture, threads: 1, maxQueue: 4, timeoutMs: 5_000, memoryMb: 64 })
    await run(pool, 'echo', 1)
    // The second task waits ~400 ms for the thread, then needs 100 ms of its 300 ms budget.
    const [first, second] = await Promise.all([run(pool, 'spin', 400), run(pool, 'spin', 100, { timeoutMs: 300 })])
    expect(first).toBe('spun')
    expect(second).toBe('spun')
  })

  it('runs waiting tasks in the order they arrived', async () => {
    // Two threads and a long queue, as under a burst of large texts: a task must not be sent to
    // the back of the line each time a thread frees up while another is still busy.
    pool = createTaskPool({ filename: fixture, threads: 2, maxQueue: 40, timeoutMs: 5_000, memoryMb: 64 })
    await Promise.all([run(pool, 'echo', 1), run(pool, 'echo', 2)])
    const finished: number[] = []
    await Promise.all(Array.from({ length: 30 }, (_, i) => run(pool!, 'spin', 20).then(() => finished.push(i))))
    // Two threads may finish neighbours out of order, and one that the system pauses (a loaded
    // machine) is overtaken by the other: by one task per 20 ms of pause. Sent to the back of the
    // line, a task would finish behind most of the others.
    const lateness = finished.map((task, position) => position - task)
    expect(Math.max(...lateness)).toBeLessThanOrEqual(5)
  })

  it('refuses work beyond the queue bound with 503 BUSY and Retry-After', async () => {
    pool = createTaskPool({ filename: fixture, threads: 1, maxQueue: 1, timeoutMs: 5_000, memoryMb: 64 })
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => run(pool!, 'spin', 300)))
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason as ApiError)
    expect(refused.length).toBe(2) // one running, one waiting, two refused
    for (const e of refused) {
      expect(e.code).toBe('BUSY')
      expect(e.headers['retry-after']).toBe('1')
    }
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(2)
  })

  it('turns a task over its memory limit into a 422 and recovers', async () => {
    pool = createTaskPool({ filename: fixture, threads: 1, maxQueue: 4, timeoutMs: 20_000, memoryMb: 32 })
    const error = await run(pool, 'alloc', null).catch((e: unknown) => e)
    expect((error as ApiError).status).toBe(422)
    expect((error as ApiError).code).toBe('TOO_COMPLEX')
    expect(await run(pool, 'echo', 'alive')).toBe('alive')
  })

  it('carries an OperationError from the worker back as the same 422', async () => {
    pool = createTaskPool({ filename: fixture, threads: 1, maxQueue: 4, timeoutMs: 5_000, memoryMb: 64 })
    const error = await run(pool, 'fail', null).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(422)
    expect((error as ApiError).code).toBe('PARAM_INVALID')
    expect((error as ApiError).vars).toEqual({ param: 'x' })
  })
})
