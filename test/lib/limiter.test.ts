import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/core/errors.ts'
import { createKeyedLimiter, createLimiter, type Limiter } from '../../src/lib/limiter.ts'

/** A job that runs until the test ends it, recording when it started. */
interface Job {
  started: boolean
  finish(value?: string): void
  fail(error: Error): void
  result: Promise<string>
}

function submit(limiter: Limiter, log: string[], label: string): Job {
  let finish!: (value: string) => void
  let fail!: (error: Error) => void
  const job: Partial<Job> = { started: false }
  job.result = limiter.run(() => {
    job.started = true
    log.push(label)
    return new Promise<string>((resolve, reject) => {
      finish = resolve
      fail = reject
    })
  })
  job.finish = (value = label) => finish(value)
  job.fail = (error) => fail(error)
  return job as Job
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

async function busyError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('createLimiter', () => {
  it('runs at most `concurrency` jobs at once and starts waiting ones in order', async () => {
    const limiter = createLimiter(2, 10)
    const log: string[] = []
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((label) => submit(limiter, log, label))
    await settle()
    expect(log).toEqual(['a', 'b'])
    expect(limiter.stats).toEqual({ running: 2, waiting: 3 })

    jobs[1]!.finish()
    await settle()
    expect(log).toEqual(['a', 'b', 'c'])
    expect(limiter.stats).toEqual({ running: 2, waiting: 2 })

    jobs[0]!.finish()
    jobs[2]!.finish()
    await settle()
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(limiter.stats).toEqual({ running: 2, waiting: 0 })

    jobs[3]!.finish()
    jobs[4]!.finish()
    expect(await Promise.all(jobs.map((job) => job.result))).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(limiter.stats).toEqual({ running: 0, waiting: 0 })
  })

  it('never has more than `concurrency` running under a crowd of short jobs', async () => {
    const limiter = createLimiter(3, 1000)
    let running = 0
    let peak = 0
    const work = async (i: number) => {
      running++
      peak = Math.max(peak, running)
      await new Promise((resolve) => setTimeout(resolve, i % 3))
      running--
      return i
    }
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => limiter.run(() => work(i))))
    expect(results).toEqual(Array.from({ length: 200 }, (_, i) => i))
    expect(peak).toBe(3)
    expect(limiter.stats).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses at once with 503 BUSY and a Retry-After when the queue is full', async () => {
    const limiter = createLimiter(1, 1)
    const log: string[] = []
    const running = submit(limiter, log, 'running')
    const queued = submit(limiter, log, 'queued')
    let ran = false
    const error = await busyError(limiter.run(async () => { ran = true }))
    expect(ran).toBe(false)
    expect(error.status).toBe(503)
    expect(error.code).toBe('BUSY')
    expect(Number(error.headers['retry-after'])).toBeGreaterThan(0)
    expect(limiter.stats).toEqual({ running: 1, waiting: 1 })

    running.finish()
    await settle()
    expect(queued.started).toBe(true)
    queued.finish()
    expect(await Promise.all([running.result, queued.result])).toEqual(['running', 'queued'])
  })

  it('with no queue, refuses everything beyond the running jobs', async () => {
    const limiter = createLimiter(2, 0)
    const log: string[] = []
    const jobs = [submit(limiter, log, 'a'), submit(limiter, log, 'b')]
    expect((await busyError(limiter.run(async () => 'c'))).code).toBe('BUSY')
    jobs.forEach((job) => job.finish())
    await Promise.all(jobs.map((job) => job.result))
    expect(await limiter.run(async () => 'd')).toBe('d')
  })

  it('releases the slot of a job that fails, and passes its error on unchanged', async () => {
    const limiter = createLimiter(1, 1)
    const log: string[] = []
    const failing = submit(limiter, log, 'failing')
    const next = submit(limiter, log, 'next')
    await settle()
    expect(next.started).toBe(false)
    const boom = new Error('boom')
    failing.fail(boom)
    await expect(failing.result).rejects.toBe(boom)
    await settle()
    expect(next.started).toBe(true)
    next.finish()
    await expect(next.result).resolves.toBe('next')
    expect(limiter.stats).toEqual({ running: 0, waiting: 0 })
  })

  it('releases the slot of a job that throws before returning a promise', async () => {
    const limiter = createLimiter(1, 0)
    const boom = new Error('sync')
    await expect(limiter.run(() => { throw boom })).rejects.toBe(boom)
    expect(limiter.stats).toEqual({ running: 0, waiting: 0 })
    expect(await limiter.run(async () => 'free')).toBe('free')
  })

  it('a refusal takes no slot and no queue place', async () => {
    const limiter = createLimiter(1, 0)
    const log: string[] = []
    const holder = submit(limiter, log, 'holder')
    for (let i = 0; i < 5; i++) await busyError(limiter.run(async () => 'never'))
    expect(limiter.stats).toEqual({ running: 1, waiting: 0 })
    holder.finish()
    await holder.result
    expect(limiter.stats).toEqual({ running: 0, waiting: 0 })
    expect(await limiter.run(async () => 'after')).toBe('after')
  })

  it('an abort while waiting gives the place up, rejects with the reason, and the others keep their order', async () => {
    const limiter = createLimiter(1, 3)
    const log: string[] = []
    const holder = submit(limiter, log, 'holder')
    const first = submit(limiter, log, 'first')
    const abort = new AbortController()
    const reason = new Error('gave up')
    const leaving = limiter.run(async () => 'never', abort.signal)
    const last = submit(limiter, log, 'last')
    expect(limiter.stats).toEqual({ running: 1, waiting: 3 })
    abort.abort(reason)
    await expect(leaving).rejects.toBe(reason)
    expect(limiter.stats).toEqual({ running: 1, waiting: 2 })
    holder.finish()
    await settle()
    expect(log).toEqual(['holder', 'first'])
    first.finish()
    await settle()
    expect(log).toEqual(['holder', 'first', 'last'])
    last.finish()
    await Promise.all([holder.result, first.result, last.result])
    expect(limiter.stats).toEqual({ running: 0, waiting: 0 })
  })

  it('an already aborted signal is refused without taking a queue place', async () => {
    const limiter = createLimiter(1, 1)
    const holder = submit(limiter, [], 'holder')
    const reason = new Error('too late')
    await expect(limiter.run(async () => 'never', AbortSignal.abort(reason))).rejects.toBe(reason)
    expect(limiter.stats).toEqual({ running: 1, waiting: 0 })
    holder.finish()
    await holder.result
  })

  it('the Retry-After of a refusal is the one the limiter was made with', async () => {
    const limiter = createLimiter(1, 0, 1)
    const holder = submit(limiter, [], 'holder')
    expect((await busyError(limiter.run(async () => 'never'))).headers['retry-after']).toBe('1')
    holder.finish()
    await holder.result
  })
})

/** A job of a keyed limiter that runs until the test ends it. */
function submitKeyed(limiter: ReturnType<typeof createKeyedLimiter>, key: string, log: string[], label: string, signal?: AbortSignal) {
  let finish!: () => void
  const result = limiter.run(key, () => {
    log.push(label)
    return new Promise<string>((resolve) => { finish = () => resolve(label) })
  }, signal)
  return { result, finish: () => finish() }
}

describe('createKeyedLimiter', () => {
  it('runs at most perKey jobs of a key inside the shared limiter; another key still gets a shared slot', async () => {
    const shared = createLimiter(2, 0)
    const keyed = createKeyedLimiter({ perKey: 1, queuePerKey: 5, shared })
    const log: string[] = []
    const a = ['a1', 'a2', 'a3'].map((label) => submitKeyed(keyed, 'A', log, label))
    await settle()
    expect(log).toEqual(['a1'])
    expect(shared.stats).toEqual({ running: 1, waiting: 0 })
    const b = submitKeyed(keyed, 'B', log, 'b1')
    await settle()
    expect(log).toEqual(['a1', 'b1'])
    expect(keyed.stats).toEqual({ keys: 2, running: 2, waiting: 2 })
    a[0]!.finish()
    await settle()
    expect(log).toEqual(['a1', 'b1', 'a2'])
    a[1]!.finish()
    await settle()
    a[2]!.finish()
    b.finish()
    expect(await Promise.all([...a, b].map((job) => job.result))).toEqual(['a1', 'a2', 'a3', 'b1'])
  })

  it('refuses a key whose queue is full, and when all keys together wait maxWaiting jobs', async () => {
    const keyed = createKeyedLimiter({ perKey: 1, queuePerKey: 1, maxWaiting: 2 })
    const log: string[] = []
    const jobs = [submitKeyed(keyed, 'A', log, 'a1'), submitKeyed(keyed, 'A', log, 'a2')]
    expect((await busyError(keyed.run('A', async () => 'never'))).code).toBe('BUSY')
    jobs.push(submitKeyed(keyed, 'B', log, 'b1'), submitKeyed(keyed, 'B', log, 'b2'))
    jobs.push(submitKeyed(keyed, 'C', log, 'c1'))
    // C's first job runs; its second would be the third waiting job of all.
    expect((await busyError(keyed.run('C', async () => 'never'))).code).toBe('BUSY')
    await settle()
    expect(log).toEqual(['a1', 'b1', 'c1'])
    for (const i of [0, 2, 4]) jobs[i]!.finish()
    await settle()
    expect(log).toEqual(['a1', 'b1', 'c1', 'a2', 'b2'])
    for (const i of [1, 3]) jobs[i]!.finish()
    await Promise.all(jobs.map((job) => job.result))
    expect(keyed.stats).toEqual({ keys: 0, running: 0, waiting: 0 })
  })

  it('refuses with the given error', async () => {
    const keyed = createKeyedLimiter({ perKey: 1, queuePerKey: 0, refuse: () => new ApiError('TOO_MANY_FETCHES', { max: 1 }) })
    const holder = submitKeyed(keyed, 'A', [], 'holder')
    expect((await busyError(keyed.run('A', async () => 'never'))).code).toBe('TOO_MANY_FETCHES')
    holder.finish()
    await holder.result
  })

  it('forgets a key once it has no jobs, so the map does not grow with callers', async () => {
    const keyed = createKeyedLimiter({ perKey: 2, queuePerKey: 2 })
    await Promise.all(Array.from({ length: 1000 }, (_, i) => keyed.run(`caller-${i % 300}`, async () => i)))
    await expect(keyed.run('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect(keyed.stats).toEqual({ keys: 0, running: 0, waiting: 0 })
  })

  it('an abort while waiting gives the place up', async () => {
    const keyed = createKeyedLimiter({ perKey: 1, queuePerKey: 2 })
    const log: string[] = []
    const holder = submitKeyed(keyed, 'A', log, 'holder')
    const abort = new AbortController()
    const leaving = keyed.run('A', async () => 'never', abort.signal)
    const next = submitKeyed(keyed, 'A', log, 'next')
    abort.abort(new Error('gone'))
    await expect(leaving).rejects.toThrow('gone')
    expect(keyed.stats).toEqual({ keys: 1, running: 1, waiting: 1 })
    holder.finish()
    await settle()
    expect(log).toEqual(['holder', 'next'])
    next.finish()
    await Promise.all([holder.result, next.result])
    expect(keyed.stats).toEqual({ keys: 0, running: 0, waiting: 0 })
  })
})
