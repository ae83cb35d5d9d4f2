/**
 * Collects items in memory and writes them in batches: when `maxItems` are waiting, or `maxDelayMs` after the
 * first one arrived, whichever comes first. One write at a time; items that arrive meanwhile wait for the next.
 * A failed write is retried with the next batch (at most `maxHeld` items are held; beyond that the oldest are
 * dropped and counted). What is lost in a crash is at most what arrived in the last `maxDelayMs` plus a write.
 */
export type Batcher<T> = {
  push(item: T): void
  /** Writes everything waiting now (and waits for a write in progress). */
  flush(): Promise<void>
  /** Items waiting, and items dropped because writes kept failing. */
  stats(): { pending: number; dropped: number }
  /** Items not written yet: waiting, and in the write under way. What a crash now would lose. */
  held(): number
}

export function createBatcher<T>({
  write,
  maxItems = 500,
  maxDelayMs = 1000,
  maxHeld = 50_000,
  onError = (error: unknown) => console.error("[batcher] write failed", error),
}: {
  write: (items: T[]) => Promise<void>
  maxItems?: number
  maxDelayMs?: number
  maxHeld?: number
  onError?: (error: unknown) => void
}): Batcher<T> {
  let pending: T[] = []
  let dropped = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let running: Promise<void> | null = null
  let writing = 0

  const schedule = () => {
    if (timer || running) return
    timer = setTimeout(() => {
      timer = null
      void drain()
    }, maxDelayMs)
    timer.unref?.()
  }

  async function drain(): Promise<void> {
    if (running) return running
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
    if (pending.length === 0) return
    const batch = pending
    pending = []
    writing = batch.length
    running = write(batch)
      .catch((error) => {
        onError(error)
        pending = batch.concat(pending)
        if (pending.length > maxHeld) {
          dropped += pending.length - maxHeld
          pending = pending.slice(pending.length - maxHeld)
        }
      })
      .finally(() => {
        running = null
        writing = 0
        if (pending.length >= maxItems) void drain()
        else if (pending.length > 0) schedule()
      })
    return running
  }

  return {
    push(item) {
      pending.push(item)
      if (pending.length >= maxItems && !running) void drain()
      else schedule()
    },
    async flush() {
      if (running) await running
      await drain()
    },
    stats: () => ({ pending: pending.length, dropped }),
    held: () => pending.length + writing,
  }
}
