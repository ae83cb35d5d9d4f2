// Runs once when the server process starts (never during `next build`): warm the database up early.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return
  const { warmUp } = await import("./lib/backend/warm-up")
  void warmUp()
  // Installs the redirect table proxy.ts answers from, and loads it before the first visitor needs it.
  const { warmRedirectTable } = await import("./lib/data/redirect-table")
  void warmRedirectTable()
}
