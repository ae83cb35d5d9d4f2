// A control for bench/analytics.mjs (its "control" row), loaded into the server with --import: the page-view hook
// the app installs is replaced by one that answers every beacon 204 and keeps nothing. The server then does a
// beacon's HTTP (read the body, answer) and nothing of the counting, so the page latency it adds is the floor that
// beacons cost on this machine whatever the intake does; the rows with counting are read against it.
const HOOK = Symbol.for("lumora.view-intake")
let bare
// The app installs its hook at start (instrumentation.ts): the server gets the same address and body limit, with an
// answer that counts nothing and no intake thread.
Object.defineProperty(globalThis, HOOK, {
  configurable: false,
  get: () => bare,
  set: (app) => {
    bare = app && { path: app.path, maxBytes: app.maxBytes, take: async () => ({ status: 204 }) }
  },
})
