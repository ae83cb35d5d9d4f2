/**
 * The server's clock for time-based work that runs on its own (the medical re-review reminders). In production it
 * is the system clock; a test server started with TEST_CLOCK=1 lets tests move it forward (app/api/test-clock), so
 * "when the clock passes the due date" is tested without waiting.
 */
const KEY = Symbol.for("lumora.test-clock-offset")
const g = globalThis as unknown as Record<symbol, number | undefined>

export function now(): Date {
  return new Date(Date.now() + (g[KEY] ?? 0))
}

export function testClockEnabled(): boolean {
  return process.env.TEST_CLOCK === "1"
}

/** Moves this process's clock forward by `ms` (test servers only). */
export function advanceClock(ms: number): Date {
  if (!testClockEnabled()) throw new Error("The test clock is off")
  g[KEY] = (g[KEY] ?? 0) + ms
  return now()
}
