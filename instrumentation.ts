// Runs once when the server process starts (never during `next build`): warm the database up early, then start
// the outbox worker that delivers notifications in the background (it never delays a request).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return
  const { warmUp } = await import("./lib/backend/warm-up")
  const { startOutboxWorker } = await import("./lib/data/outbox-worker")
  const { startReviewReminders } = await import("./lib/data/review-reminders")
  void warmUp()
    .then(() => startOutboxWorker())
    .then(() => startReviewReminders())
    .catch((error: unknown) => console.error("[outbox] the worker could not start:", error))
  // The blog's read model (searches, category pages, related posts) is built before the first visitor asks.
  const { rebuildSearchIndex } = await import("./lib/site/search-index")
  void rebuildSearchIndex().catch((error: unknown) => console.error("[blog] read model build failed:", error))
  // The page-view beacon is taken by server/index.mjs before Next routes it (lib/site/analytics/view-intake.ts).
  const { installViewIntake } = await import("./lib/site/analytics/view-intake")
  installViewIntake()
  // Installs the redirect table proxy.ts answers from, and loads it before the first visitor needs it.
  const { warmRedirectTable } = await import("./lib/data/redirect-table")
  void warmRedirectTable()
}
