import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/core/errors.ts'
import { createLimiter, type Limiter } from '../../src/lib/limiter.ts'

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
