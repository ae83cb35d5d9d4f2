import { EventEmitter } from "node:events"

// Shared through globalThis: Next bundles route handlers and instrumentation separately, so module state alone
// would give the request that queued a job a different emitter from the worker's.
const KEY = Symbol.for("lumora.outbox-signal")

function emitter(): EventEmitter {
  const g = globalThis as unknown as Record<symbol, EventEmitter | undefined>
  return (g[KEY] ??= new EventEmitter())
}

/** Tells this process's outbox worker that jobs were just committed, so it delivers them now, not at its next poll. */
export function wakeOutbox(): void {
  emitter().emit("wake")
}

export function onOutboxWake(listener: () => void): () => void {
  const e = emitter()
  e.on("wake", listener)
  return () => e.off("wake", listener)
}
