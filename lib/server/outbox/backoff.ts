export const MAX_RETRY_DELAY_MS = 24 * 60 * 60 * 1000

/** Delay before the next attempt after `attempts` failed ones: base, then doubling, never more than a day. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS)
}
