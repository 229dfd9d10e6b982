import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { ApiError } from '../src/core/errors.ts'
import { createTaskPool, type ThreadPool } from '../src/workers/pool.ts'
import { loadTask, taskModules } from '../src/workers/tasks.ts'
import { sendable } from '../src/workers/worker.ts'
import { handedOver, handOver } from '../src/lib/handover.ts'
import { heicTasks } from '../src/lib/image/heic.ts'
import { transferableSymbol, valueSymbol } from 'piscina'
import type { Loaded } from './fixtures/probe-worker.ts'

const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url)
let pool: ThreadPool | undefined
afterEach(async () => { await pool?.close(); pool = undefined })

const limits = { maxPages: 50, maxStreamBytes: 64 * 1024 * 1024, maxTotalBytes: 256 * 1024 * 1024 }

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('the task table', () => {
  // The typed table (TaskTable) is made of these same modules' tables (src/workers/tasks.ts), so
  // this covers every task name a caller can write.
  it('finds every task of every task module, in the module that holds it', async () => {
    const names: string[] = []
    for (const load of taskModules) {
      for (const [name, fn] of Object.entries(await load())) {
        names.push(name)
        expect(typeof fn, name).toBe('function')
        expect(await loadTask(name), name).toBe(fn)
      }
    }
    expect(new Set(names).size, 'no task name is in two modules').toBe(names.length)
    expect(names).toEqual(expect.arrayContaining([
      'bigint.isPrime', 'password.argon2Hash', 'kdf.scrypt', 'regex.test', 'markdown.render', 'data.jsonFormat',
      'text.slugify', 'image.decodeHeic', 'image.renderSvg', 'image.readCodes', 'pdf.merge', 'pdf.compress',
      'pdf.render', 'pdf.text', 'office.excelToCsv', 'formats.yamlToJson', 'schedule.cronSearch', 'numbers.evaluate',
    ]))
  })

  it.each(['nothing', 'text.nothing', 'pdf.nothing', 'text.constructor', 'toString', '__proto__', 'constructor.name', ''])('refuses the unknown task %j', async (name) => {
    await expect(loadTask(name)).rejects.toThrow(`unknown worker task "${name}"`)
  })
})

describe('what a thread sends back', () => {
  it('moves the buffers a task hands over, and copies everything else', () => {
    const pixels = new Uint8Array(16)
    const image = handOver({ width: 2, height: 2, channels: 4, data: pixels }, [pixels.buffer])
    const moved = sendable({ ok: true, value: image }) as unknown as Record<symbol, unknown>
    expect(moved[transferableSymbol]).toEqual([pixels.buffer])
    expect(moved[valueSymbol]).toEqual({ ok: true, value: image })
    const plain = { ok: true as const, value: { width: 2, data: new Uint8Array(16) } }
    expect(sendable(plain)).toBe(plain)
    // A shared buffer is never moved.
    const shared = handOver({ data: new Uint8Array(new SharedArrayBuffer(8)) }, [new SharedArrayBuffer(8)])
    expect(handedOver(shared)).toEqual([])
  })
})

describe('worker threads', () => {
  it('start with the first task and stop after the idle time', async () => {
    pool = createTaskPool({ filename: fixture('pool-worker.ts'), threads: 2, maxQueue: 4, timeoutMs: 5_000, memoryMb: 64, idleMs: 300 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(pool.threads).toBe(0)
    expect(await pool.run('echo' as never, 1 as never)).toBe(1)
    expect(pool.threads).toBe(1)
    await until(() => pool!.threads === 0)
    expect(pool.threads).toBe(0)
    // The next task starts a thread again.
    expect(await pool.run('echo' as never, 2 as never)).toBe(2)
    expect(pool.threads).toBe(1)
  })

  it('start one thread on warmUp, and the next task runs on it rather than on a second one', async () => {
    pool = createTaskPool({ threads: 2, maxQueue: 4, timeoutMs: 20_000, memoryMb: 256 })
    expect(pool.threads).toBe(0)
    pool.warmUp()
    // A task given while the thread starts waits for it.
    const report = await pool.run('bigint.isPrime', { value: '97' })
    expect(report).toMatchObject({ is_prime: true })
    expect(pool.threads).toBe(1)
    // A thread runs: nothing more starts.
    pool.warmUp()
    expect(await pool.run('bigint.isPrime', { value: '91' })).toMatchObject({ is_prime: false, smallest_factor: '7' })
    expect(pool.threads).toBe(1)
  })

  it('are kept while tasks keep coming within the idle time', async () => {
    pool = createTaskPool({ filename: fixture('pool-worker.ts'), threads: 1, maxQueue: 4, timeoutMs: 5_000, memoryMb: 64, idleMs: 400 })
    for (let i = 0; i < 5; i++) {
      expect(await pool.run('echo' as never, i as never)).toBe(i)
      await new Promise((resolve) => setTimeout(resolve, 150))
      expect(pool.threads).toBe(1)
    }
  })

  it('load only the modules of the tasks they run', async () => {
    pool = createTaskPool({ filename: fixture('probe-worker.ts'), threads: 1, maxQueue: 4, timeoutMs: 20_000, memoryMb: 256 })
    const probe = () => pool!.run('probe' as never, null as never) as Promise<Loaded>
    expect(await probe()).toEqual({ modules: [], sharp: false, pdfjs: false })

    expect(await pool.run('text.slugify', { text: 'Crème Brûlée', separator: '-' })).toEqual({ slug: 'creme-brulee' })
    expect(await probe()).toEqual({ modules: ['text/tasks'], sharp: false, pdfjs: false })

    // The check is not blind: the tasks that need pdf.js and sharp do load them.
    const pdf = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(fixture(`files/${name}`))) })
    const text = await pool.run('pdf.text', { file: pdf('letter.pdf'), limits })
    expect(text.page_count).toBeGreaterThan(0)
    expect(await probe()).toEqual({ modules: ['text/tasks', 'pdf/render-tasks'], sharp: false, pdfjs: true })
    await pool.run('pdf.compress', { file: pdf('photo-page.pdf'), limits, quality: 60, dpi: 72, maxPixels: 40_000_000, deadline: Date.now() + 20_000, threads: 1 })
    expect(await probe()).toEqual({ modules: ['text/tasks', 'pdf/render-tasks', 'pdf/make-tasks'], sharp: true, pdfjs: true })
  })

  it('load the modules of the tasks the pool names before they take work, and only those', async () => {
    pool = createTaskPool({ filename: fixture('probe-worker.ts'), threads: 1, maxQueue: 4, timeoutMs: 20_000, memoryMb: 256, preload: ['image.decodeHeic', 'text.slugify'] })
    const probe = () => pool!.run('probe' as never, null as never) as Promise<Loaded>
    expect((await probe()).modules.sort()).toEqual(['image/heic', 'text/tasks'])
    // The HEIC decoder is ready: a HEIC decodes on that thread with no other module loaded.
    const heic = { name: 'photo.heic', bytes: new Uint8Array(readFileSync(fixture('files/photo.heic'))), maxPixels: 40_000_000 }
    const image = await pool.run('image.decodeHeic', heic)
    expect([image.width > 0, image.height > 0, image.data.length]).toEqual([true, true, image.width * image.height * 4])
    expect((await probe()).modules.sort()).toEqual(['image/heic', 'text/tasks'])
  })

  it('hand a decoded image\'s pixels to the main thread whole', async () => {
    pool = createTaskPool({ threads: 1, maxQueue: 4, timeoutMs: 20_000, memoryMb: 256 })
    const request = { name: 'photo.heic', bytes: new Uint8Array(readFileSync(fixture('files/photo.heic'))), maxPixels: 40_000_000 }
    const here = await heicTasks['image.decodeHeic']({ ...request, bytes: request.bytes.slice() })
    const there = await pool.run('image.decodeHeic', request)
    expect([there.width, there.height, there.channels]).toEqual([here.width, here.height, here.channels])
    expect(Buffer.from(there.data).equals(Buffer.from(here.data))).toBe(true)
  })

  it('find every task of every task module there too', async () => {
    pool = createTaskPool({ filename: fixture('probe-worker.ts'), threads: 1, maxQueue: 4, timeoutMs: 30_000, memoryMb: 512 })
    const { names, unresolved } = await pool.run('resolve' as never, null as never) as { names: number; unresolved: string[] }
    expect(unresolved).toEqual([])
    expect(names).toBeGreaterThan(80)
  })

  it('carry an error of a task loaded on first use back as the same 422', async () => {
    // The task module must share the worker's error classes, not hold a second copy of them.
    pool = createTaskPool({ filename: fixture('probe-worker.ts'), threads: 1, maxQueue: 4, timeoutMs: 5_000, memoryMb: 128 })
    const error = await pool.run('bigint.isPrime', { value: 'twelve' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(422)
  })

  it('fail clearly on a task no module has', async () => {
    pool = createTaskPool({ filename: fixture('probe-worker.ts'), threads: 1, maxQueue: 4, timeoutMs: 5_000, memoryMb: 64 })
    await expect(pool.run('text.nothing' as never, null as never)).rejects.toThrow('unknown worker task "text.nothing"')
  })
})

describe('WORKER_IDLE_MS', () => {
  it('is 30 seconds unless set, and any whole number of milliseconds from 0', () => {
    expect(loadConfig({}).WORKER_IDLE_MS).toBe(30_000)
    expect(loadConfig({ WORKER_IDLE_MS: '0' }).WORKER_IDLE_MS).toBe(0)
    expect(loadConfig({ WORKER_IDLE_MS: '600000' }).WORKER_IDLE_MS).toBe(600_000)
  })

  it.each(['-1', '1.5', 'soon', '86400001'])('refuses WORKER_IDLE_MS=%s at start-up, naming it', (value) => {
    expect(() => loadConfig({ WORKER_IDLE_MS: value })).toThrow(`WORKER_IDLE_MS="${value}"`)
  })
})
