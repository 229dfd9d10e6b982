/**
 * A worker task's result whose buffers go to the main thread as they are rather than as a copy: a
 * decoded image is width × height × 4 bytes (160 MB at the default pixel cap), which a copy would
 * hold twice for a moment and take tens of milliseconds to make. Only buffers the task made for
 * the result, and keeps no other reference to, may be handed over: they are empty here afterwards.
 */
const handed = new WeakMap<object, ArrayBuffer[]>()

/** Marks `result`'s `buffers` to be handed over with it; returns the result. */
export function handOver<T extends object>(result: T, buffers: readonly ArrayBufferLike[]): T {
  // A SharedArrayBuffer is shared, never moved.
  handed.set(result, buffers.filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer))
  return result
}

/** The buffers marked on `result` (none for anything not marked). */
export function handedOver(result: unknown): ArrayBuffer[] {
  return typeof result === 'object' && result !== null ? handed.get(result) ?? [] : []
}
