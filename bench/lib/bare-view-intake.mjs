// A control for bench/analytics.mjs (its "control" row), loaded into the server with --import: the page-view hook
// the app installs is replaced by one that answers every beacon 204 and keeps nothing. The server then does a
// beacon's HTTP (read the body, answer) and nothing of the counting, so the page latency it adds is the floor that
// beacons cost on this machine whatever the intake does; the rows with counting are read against it.
const HOOK = Symbol.for("lumora.view-intake")
const bare = { path: "/api/views", maxBytes: 2048, take: async () => ({ status: 204 }) }
// The app assigns its hook at start (instrumentation.ts): that assignment is ignored.
Object.defineProperty(globalThis, HOOK, { configurable: false, get: () => bare, set: () => {} })
