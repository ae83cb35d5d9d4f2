import { openBackgroundBackend } from "@/lib/backend"
import { setTestClock, testClockEnabled } from "@/lib/data/clock"
import { sweepLeadRetention } from "@/lib/data/lead-retention"
import { sweepReviewReminders } from "@/lib/data/review-reminders"

export const dynamic = "force-dynamic"

/**
 * Test servers only (TEST_CLOCK=1; every other server answers 404): sets the clock every server on the database
 * reads (lib/data/clock.ts) to `at` (an ISO instant; null: the system clock again), then runs this server's medical
 * re-review sweep and the leads' daily retention run at once, so tests of due dates never wait. Without `at` it only
 * sweeps. `erased`: the counts when this server's call did the day's retention run, else null.
 */
export async function POST(request: Request) {
  if (!testClockEnabled()) return new Response("Not found", { status: 404 })
  const body = (await request.json().catch(() => null)) as { at?: unknown } | null
  const backend = await openBackgroundBackend()
  if (!backend) return Response.json({ error: "No background backend here" }, { status: 409 })
  if (body && "at" in body) {
    const at = body.at
    if (at !== null && (typeof at !== "string" || !Number.isFinite(Date.parse(at)))) {
      return Response.json({ error: "at must be an ISO date and time, or null" }, { status: 400 })
    }
    await setTestClock(backend.settings, at)
  }
  const sent = await sweepReviewReminders(backend)
  const erased = backend.leads ? await sweepLeadRetention({ leads: backend.leads, settings: backend.settings }) : null
  return Response.json({ sent, erased })
}
