/**
 * A pipeline of three light text steps in one POST /api/v1/pipeline against the same three
 * operations called one after another, and against one light call: the same server, driven as
 * the light-call rows are (autocannon, keep-alive connections), in interleaved rounds.
 *
 * Three calls in sequence cost the sum of their times per call: at saturation a call of
 * operation i costs 1 / (its req/s), so the three cost Σ 1 / rps_i and the pipeline 1 / rps.
 */
import { load, median, type Load, type LoadOptions, type Server } from './harness.ts'

export interface TextPipelineResult {
  name: string
  /** One load per round for each operation called alone, in chain order (the first is the single light call). */
  calls: Load[][]
  pipeline: Load[]
  target: number
}

const TEXT = 'Hello, pipeline world'
const STEPS = [
  { op: 'text/case', params: { mode: 'upper' } },
  { op: 'text/reverse', params: {} },
  { op: 'encode/hex', params: {} },
] as const

/** The three calls a client would make without a pipeline, each with the previous one's output. */
function separateCalls(): Array<{ path: string; body: string }> {
  const upper = TEXT.toUpperCase()
  const reversed = [...upper].reverse().join('')
  const texts = [TEXT, upper, reversed]
  return STEPS.map((step, i) => ({ path: `/api/v1/${step.op}`, body: JSON.stringify({ text: texts[i], ...step.params }) }))
}

/** Checks once, before timing, that each call answers 200 and the pipeline the same output as the last call. */
async function checkAnswers(server: Server, calls: ReadonlyArray<{ path: string; body: string }>, pipelineBody: string): Promise<void> {
  const post = async (path: string, body: string) => {
    const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    const text = await res.text()
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`)
    return JSON.parse(text) as { result: { output: string } }
  }
  let last: string | undefined
  for (const call of calls) last = (await post(call.path, call.body)).result.output
  const chained = (await post('/api/v1/pipeline', pipelineBody)).result.output
  if (chained !== last) throw new Error(`the pipeline answered ${chained}, the calls one by one ${last}`)
}

export async function textPipelineBench(server: Server, rounds: number, common: Pick<LoadOptions, 'connections' | 'warmupSeconds' | 'seconds'>): Promise<TextPipelineResult> {
  const calls = separateCalls()
  const pipelineBody = JSON.stringify({ input: TEXT, steps: STEPS })
  await checkAnswers(server, calls, pipelineBody)
  const post = (path: string, body: string): LoadOptions => ({ ...common, path, method: 'POST', body, headers: { 'content-type': 'application/json' } })
  const result: TextPipelineResult = {
    name: 'pipeline of 3 light text steps (text/case → text/reverse → encode/hex, 21 characters) in one POST /api/v1/pipeline',
    calls: calls.map(() => []),
    pipeline: [],
    target: 1,
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [i, call] of calls.entries()) result.calls[i]!.push(await load(server, post(call.path, call.body)))
    result.pipeline.push(await load(server, post('/api/v1/pipeline', pipelineBody)))
    const r = round - 1
    console.log(`round ${round}: ${result.name}: ${costRatio(result, r).toFixed(2)} of three separate calls, ${(result.pipeline[r]!.rps / result.calls[0]![r]!.rps).toFixed(2)} of one call's req/s`)
  }
  return result
}

/** Round r's pipeline cost (1 / req/s) over the three separate calls' costs together. */
function costRatio(result: TextPipelineResult, r: number): number {
  return (1 / result.pipeline[r]!.rps) / result.calls.reduce((sum, loads) => sum + 1 / loads[r]!.rps, 0)
}

export function textPipelineRatio(result: TextPipelineResult): number {
  return median(result.pipeline.map((_, r) => costRatio(result, r)))
}

export function textPipelineReport(result: TextPipelineResult): string[] {
  const rounds = result.pipeline.map((_, r) => r)
  const cpu = (loads: Load[]) => median(loads.map((x) => x.cpuMicrosPerRequest ?? Number.NaN))
  const fmt = (n: number, digits = 0) => (Number.isNaN(n) ? 'n/a' : n.toFixed(digits))
  const single = result.calls[0]!
  const sequences = median(rounds.map((r) => 1 / result.calls.reduce((sum, loads) => sum + 1 / loads[r]!.rps, 0)))
  const callsCpu = result.calls.reduce((sum, loads) => sum + cpu(loads), 0)
  const bad = [...result.calls.flat(), ...result.pipeline].reduce((n, x) => n + x.non2xx, 0)
  const p = result.pipeline
  return [
    '| pipeline scenario | one light call (text/case) req/s | three separate calls, sequences/s | pipeline req/s | pipeline / one call, req/s (median of rounds) | pipeline cost / three calls (median of rounds) | CPU µs: one call / three calls / pipeline | p50 / p99 ms pipeline | not 2xx | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
    `| ${result.name} | ${fmt(median(single.map((x) => x.rps)))} | ${fmt(sequences)} | ${fmt(median(p.map((x) => x.rps)))} | ${fmt(median(rounds.map((r) => p[r]!.rps / single[r]!.rps)), 2)} | ${fmt(textPipelineRatio(result), 2)} | ${fmt(cpu(single), 1)} / ${fmt(callsCpu, 1)} / ${fmt(cpu(p), 1)} | ${median(p.map((x) => x.p50))} / ${median(p.map((x) => x.p99))} | ${bad} | cost < ${result.target} × three calls (full runs only) |`,
    '',
    '- Pipeline: the same server as the light GET row (quotas off, pinned to CPU 0), POST JSON bodies from autocannon at the same connections. The three separate calls each send the previous output, as a client would; a sequence of them costs the sum of their times per call (Σ 1 / req/s), and the pipeline\'s cost is 1 / its req/s. The pipeline checks the whole chain, then runs each step as its own call would (parameters validated, one call counted per step when quotas are on).',
  ]
}
