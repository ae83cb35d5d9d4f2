// The page-view intake's worker thread, seen from the server's main thread (server/index.mjs). The main thread
// reads a beacon's body and posts it with the few headers the checks read; the thread (view-intake-worker.mjs,
// lib/server/analytics/intake-worker.ts) answers with the status, and the main thread sends that answer. The
// beacons of one turn of the event loop travel in one message, and their answers come back in one.
//
// The thread asks for the app's state (switch, site, time zone, the day's salt, public paths, and the site's last
// change those paths know) and hands back finished batches; both go through the hook the app installed (lib/site/analytics/view-intake.ts). At shutdown the thread's
// views are written before the database closes (a flush hook). If the thread fails, the beacons it had not
// answered get a 204 (their views are lost, as with any failure to take a view) and the next ones are taken in the
// main thread by the app's own intake.
import { Worker } from "node:worker_threads"

/** The headers the thread's checks read (lib/server/analytics/intake-worker.ts, INTAKE_HEADERS). */
const HEADERS = ["sec-fetch-site", "origin", "host", "x-forwarded-host", "x-forwarded-for", "user-agent"]
const ANSWER_HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" }
const BATCH_MS = Math.max(0, Number(process.env.VIEW_INTAKE_BATCH_MS ?? 2) || 0)

/** The answer to a beacon: 204, or a 4xx with its reason as JSON. */
export function sendViewAnswer(res, { status, error, retryAfterSeconds }) {
  const headers = retryAfterSeconds === undefined ? ANSWER_HEADERS : { ...ANSWER_HEADERS, "Retry-After": String(retryAfterSeconds) }
  if (status === 204) {
    res.writeHead(204, headers)
    res.end()
    return
  }
  const body = JSON.stringify({ error })
  res.writeHead(status, { ...headers, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) })
  res.end(body)
}

/**
 * @param {{ thread: { state: (day?: string) => Promise<unknown>, changedAt: () => number, write: (views: unknown[]) => Promise<void>, connect: (c: { refresh(): void, flush(): Promise<void> }) => void } }} intake
 * @param {Set<() => Promise<void> | void>} flushHooks run at shutdown while the database is open
 * @param {{ workerUrl?: URL }} [options]
 */
export function startViewIntake(intake, flushHooks, { workerUrl = new URL("./view-intake-worker.mjs", import.meta.url) } = {}) {
  const worker = new Worker(workerUrl)
  // The server's own lifetime decides; a thread must not keep a stopping process alive.
  worker.unref()
  let failed = false
  let seq = 0
  /** Beacons posted and not answered yet, by number. */
  const waiting = new Map()
  let outbox = []
  let posting = null
  let nextFlush = 0
  const flushes = new Map()

  const post = (message) => {
    if (!failed) worker.postMessage(message)
  }
  const sendState = (day, ask) =>
    intake.thread.state(day).then(
      (state) => post({ type: "state", state, ask }),
      (error) => {
        console.error("[analytics] the intake's state could not be read", error)
        post({ type: "state-failed" })
      },
    )
  const flush = () =>
    failed
      ? Promise.resolve()
      : new Promise((resolve) => {
          const id = ++nextFlush
          flushes.set(id, resolve)
          post({ type: "flush", id })
        })

  worker.on("message", (message) => {
    switch (message.type) {
      case "answers":
        for (const [n, status, error, retryAfterSeconds] of message.items) {
          const res = waiting.get(n)
          waiting.delete(n)
          if (res) sendViewAnswer(res, { status, error, retryAfterSeconds })
        }
        return
      case "want-state":
        void sendState(message.day, message.ask)
        return
      case "batch":
        intake.thread.write(message.views).then(
          () => post({ type: "written", id: message.id }),
          (error) => post({ type: "written", id: message.id, error: error instanceof Error ? error.message : String(error) }),
        )
        return
      case "flushed":
        flushes.get(message.id)?.()
        flushes.delete(message.id)
        return
    }
  })
  let stopping = false
  const fail = (error) => {
    if (failed) return
    failed = true
    if (!stopping) console.error("[analytics] the page-view intake thread stopped; views are taken in the main thread from now on", error)
    for (const res of waiting.values()) sendViewAnswer(res, { status: 204 })
    waiting.clear()
    for (const resolve of flushes.values()) resolve()
    flushes.clear()
  }
  worker.on("error", fail)
  worker.on("exit", (code) => fail(new Error(`exit code ${code}`)))

  intake.thread.connect({ refresh: () => void sendState(), flush })
  flushHooks.add(flush)
  void sendState()

  return {
    failed: () => failed,
    /** Sends `res` the thread's answer to this beacon (`body` null: longer than allowed). */
    take(req, body, res) {
      if (failed) return sendViewAnswer(res, { status: 204 })
      const headers = {}
      for (const name of HEADERS) {
        const value = req.headers[name]
        if (typeof value === "string") headers[name] = value
      }
      const n = ++seq
      waiting.set(n, res)
      // A copy of exactly the body's bytes (a socket's chunk may be a slice of a larger buffer, all of which a
      // message would copy).
      outbox.push([n, body && new Uint8Array(body), headers])
      posting ??= setTimeout(() => {
        posting = null
        const items = outbox
        outbox = []
        // With the site's last change as this server knows it now: beacons that arrive after a publish are checked
        // against paths that know it (the thread asks for them).
        post({ type: "views", items, changedAt: intake.thread.changedAt() })
      }, BATCH_MS)
    },
    /** Stops the thread (tests). */
    stop: () => {
      stopping = true
      return worker.terminate()
    },
  }
}
