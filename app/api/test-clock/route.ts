import { sweepReviewReminders } from "@/lib/data/review-reminders"
import { advanceClock, testClockEnabled } from "@/lib/server/clock"

export const dynamic = "force-dynamic"

/**
 * Test servers only (TEST_CLOCK=1; every other server answers 404): moves this server's clock forward by
 * `advanceMs` and runs the medical re-review sweep at once, so tests of due dates never wait.
 */
export async function POST(request: Request) {
  if (!testClockEnabled()) return new Response("Not found", { status: 404 })
  const body = (await request.json().catch(() => null)) as { advanceMs?: unknown } | null
  const ms = typeof body?.advanceMs === "number" && Number.isFinite(body.advanceMs) && body.advanceMs >= 0 ? body.advanceMs : 0
  const at = advanceClock(ms)
  const sent = await sweepReviewReminders()
  return Response.json({ now: at.toISOString(), sent })
}
