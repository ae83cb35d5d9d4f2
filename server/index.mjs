// The production server: Next's request handler (its documented custom-server API) behind a thin layer that owns
// what Next cannot know or answers badly. `npm start` runs it; `node server/index.mjs -p 3000 -H 127.0.0.1`.
//   - The client address: X-Forwarded-For is rewritten to the one address the per-IP limits may trust (the
//     connection, or the Nth entry from the right with TRUSTED_PROXY_COUNT=N), so a client cannot choose its own.
//   - Malformed requests Next would answer with a 500 get a 4xx here (see request-guard.mjs).
//   - Compression (compression.mjs) instead of Next's: the same bytes are compressed once per server, not once per
//     request, and brotli goes to the clients that accept it. COMPRESS_RESPONSES=false turns it off.
//   - A page cache (page-cache.mjs) in front of Next: what a shared cache may keep (prerendered pages, their RSC
//     payloads, static files) is answered from memory until the shared cache-tag state records a change.
//     PAGE_CACHE=false turns it off.
//   - Page views (POST /api/views) skip Next's routing, which cost more than taking the view itself: this thread
//     reads the body and sends the answer; the intake's work (checks, limit, hash, batches) runs on a worker thread
//     (view-intake.mjs, lib/server/analytics/intake-worker.ts) with what the app gives it through the hook
//     instrumentation.ts installs (lib/site/analytics/view-intake.ts). VIEW_INTAKE_THREAD=false takes them in this thread.
//   - A page's notFound() is answered with the site's not-found page drawn on the server (not-found-page.mjs), in
//     the address's language, where Next would send a shell only the browser can draw.
//   - Shutdown on SIGTERM/SIGINT: stop accepting, let requests in flight finish, run the app's shutdown hooks
//     (the embedded database closes), exit.
import { createServer } from "node:http"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

import next from "next"

import { tagState } from "../lib/server/cache/tag-state.mjs"
import { DEFAULT_LOCALE, LOCALE_CODES } from "../lib/domain/i18n/locales.mjs"

import { createCompressor } from "./compression.mjs"
import { createNotFoundPages } from "./not-found-page.mjs"
import { createPageCache } from "./page-cache.mjs"
import { parseTrustedProxyCount, resolveClientAddress } from "./client-address.mjs"
import { checkRequest, mayBeDecodedAsAction, refusalPage } from "./request-guard.mjs"
import { siteUrlNotice } from "./site-url-notice.mjs"
import { sendViewAnswer, startViewIntake } from "./view-intake.mjs"

// A refused request's body is read and dropped up to this many bytes; beyond it the connection is cut.
const REFUSED_BODY_DRAIN_LIMIT = 8 * 1024 * 1024

// Installed by the app at start (lib/site/analytics/view-intake.ts): page views are taken here, before Next routes them.
const VIEW_INTAKE = Symbol.for("lumora.view-intake")
const SHUTDOWN_HOOKS = Symbol.for("lumora.shutdown-hooks")
// Run before the other hooks: what the app holds in memory (page views waiting for their batch) is written while
// the database is still open.
const FLUSH_HOOKS = Symbol.for("lumora.shutdown-flush-hooks")
const SERVER_MARK = Symbol.for("lumora.server")
const DRAIN_MAX_MS = 10_000

function argValue(names) {
  const args = process.argv.slice(2)
  for (let i = 0; i < args.length; i++) {
    for (const name of names) {
      if (args[i] === name) return args[i + 1]
      if (args[i].startsWith(`${name}=`)) return args[i].slice(name.length + 1)
    }
  }
  return undefined
}

const port = Number(argValue(["-p", "--port"]) ?? process.env.PORT ?? 3000)
const hostname = argValue(["-H", "--hostname"]) ?? process.env.HOSTNAME ?? undefined
let trustedProxies
try {
  trustedProxies = parseTrustedProxyCount(process.env.TRUSTED_PROXY_COUNT)
} catch (err) {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
}

process.env.NODE_ENV = "production"
// Read by next.config.mjs: this server compresses, so Next must not compress again.
const compress = process.env.COMPRESS_RESPONSES === "false" ? null : createCompressor()
process.env.SERVER_COMPRESSES = compress ? "1" : ""
/** @type {Set<() => Promise<void> | void>} */
const hooks = new Set()
globalThis[SHUTDOWN_HOOKS] = hooks
/** @type {Set<() => Promise<void> | void>} */
const flushHooks = new Set()
globalThis[FLUSH_HOOKS] = flushHooks
globalThis[SERVER_MARK] = true

const started = Date.now()
const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const app = next({ dev: false, dir: root, hostname: hostname ?? "localhost", port })
const handle = app.getRequestHandler()
await app.prepare()
// The shared cache-tag state, opened now that Next has loaded the environment (.env files), rather than at the first
// request that reaches Next's cache handler: the page cache can then keep answers from the first request on.
// Next's cache handler finds this same instance (it lives on globalThis).
const tags = tagState()
// Not the API: uploaded files and other route handlers answer from their own state (a deleted file is gone at once).
const pageCache = process.env.PAGE_CACHE === "false" ? null : createPageCache({ lastChange: () => tags.lastChange(), exclude: /^\/api\// })
const selfHost = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname.includes(":") ? `[${hostname}]` : hostname
const notFoundPages = createNotFoundPages({ origin: `http://${selfHost}:${port}`, prefixes: LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE) })
// The page-view intake's thread, started once the app has installed its hook (at start, or the first beacon).
let viewThread = null
function viewIntakeThread(intake) {
  if (viewThread === null && intake.thread && process.env.VIEW_INTAKE_THREAD !== "false") {
    viewThread = startViewIntake(intake, flushHooks)
  }
  return viewThread && !viewThread.failed() ? viewThread : null
}
if (globalThis[VIEW_INTAKE]) viewIntakeThread(globalThis[VIEW_INTAKE])

let active = 0

const server = createServer((req, res) => {
  active++
  res.once("close", () => active--)

  const refusal = checkRequest(req, { trustForwardedHost: trustedProxies > 0 })
  if (refusal) {
    const body = refusalPage(refusal)
    res.writeHead(refusal.status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    })
    res.end(req.method === "HEAD" ? undefined : body)
    // The answer goes out at once, and what the client is still sending is read and dropped (up to a bound). Closing
    // the connection with unread bytes would make the kernel reset it, and the client would often see the reset
    // instead of this answer.
    let drained = 0
    req.on("data", (chunk) => {
      drained += chunk.length
      if (drained > REFUSED_BODY_DRAIN_LIMIT) req.socket.destroy()
    })
    return
  }

  req.headers["x-forwarded-for"] = resolveClientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedProxies)
  delete req.headers["x-real-ip"]
  if (trustedProxies === 0) {
    // Without a proxy these are the client's own words: Next fills them from the connection instead.
    delete req.headers["x-forwarded-host"]
    delete req.headers["x-forwarded-proto"]
    delete req.headers["x-forwarded-port"]
  }

  const intake = globalThis[VIEW_INTAKE]
  if (intake && req.method === "POST" && req.url === intake.path) return takeView(intake, req, res)

  compress?.(req, res)
  notFoundPages(req, res)
  if (pageCache?.(req, res)) return

  if (mayBeDecodedAsAction(req)) {
    // A server action that Next could not decode (a body that is not what its client sends) fails inside Next
    // with a 500; our actions return their own failures as values, so a 5xx here is the request's fault.
    const writeHead = res.writeHead
    res.writeHead = function (status, ...rest) {
      return writeHead.call(this, status >= 500 ? 400 : status, ...rest)
    }
  }

  handle(req, res).catch((err) => {
    console.error("[server] request failed", err)
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" })
    res.end()
  })
})

// Without the intake's thread (VIEW_INTAKE_THREAD=false, or it failed), page views wait for the pages: a view whose
// body has arrived is taken after the loop has handled the other requests that arrived with it (setImmediate runs after the poll phase), a few at a time. A beacon's answer may
// take a millisecond longer; nobody waits for it, while a visitor waits for every page.
const VIEWS_PER_TURN = 1
const viewQueue = []
let viewTurn = null
function takeViewsInTurn() {
  viewTurn = null
  for (let i = 0; i < VIEWS_PER_TURN && viewQueue.length; i++) void viewQueue.shift()()
  if (viewQueue.length) viewTurn = setImmediate(takeViewsInTurn)
}
function afterPages(fn) {
  viewQueue.push(fn)
  viewTurn ??= setImmediate(takeViewsInTurn)
}

/**
 * A page view, straight to the intake (its thread, else the app's in this thread): the body is read up to the
 * intake's limit (beyond it the intake answers 413 and the rest is read and dropped), and the intake's answer is
 * sent as it is. Never a 5xx: a view that fails inside is the site's loss, not the visitor's.
 */
function takeView(intake, req, res) {
  const chunks = []
  let size = 0
  let tooLarge = Number(req.headers["content-length"] ?? 0) > intake.maxBytes
  const thread = viewIntakeThread(intake)
  const answer = async () => {
    const body = tooLarge ? null : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size)
    if (thread) return thread.take(req, body, res)
    let result
    try {
      result = await intake.take({ headers: { get: (name) => req.headers[name] ?? null }, body })
    } catch (err) {
      console.error("[server] a page view could not be taken", err)
      result = { status: 204 }
    }
    sendViewAnswer(res, result)
  }
  if (tooLarge) {
    void answer()
    req.on("data", (chunk) => {
      size += chunk.length
      if (size > REFUSED_BODY_DRAIN_LIMIT) req.socket.destroy()
    })
    return
  }
  req.on("data", (chunk) => {
    if (tooLarge) {
      size += chunk.length
      if (size > REFUSED_BODY_DRAIN_LIMIT) req.socket.destroy()
      return
    }
    size += chunk.length
    if (size > intake.maxBytes) {
      tooLarge = true
      chunks.length = 0
      void answer()
      return
    }
    chunks.push(chunk)
  })
  req.on("end", () => {
    if (tooLarge) return
    // The thread's work waits for nothing here; in this thread, the view waits for the pages.
    if (thread) void answer()
    else afterPages(answer)
  })
  req.on("error", () => {})
}

server.once("error", (err) => {
  console.error(`[server] cannot listen on ${hostname ?? "*"}:${port}: ${err instanceof Error ? err.message : err}`)
  process.exit(1)
})
server.listen(port, hostname, () => {
  const shown = hostname && hostname !== "0.0.0.0" && hostname !== "::" ? hostname : "localhost"
  console.log(`▲ Ready on http://${shown}:${port} in ${Date.now() - started} ms`)
  const notice = siteUrlNotice(process.env, port)
  if (notice) console.warn(notice)
})

let closing = false
async function shutdown(signal) {
  if (closing) return
  closing = true
  server.close()
  server.closeIdleConnections()
  const deadline = Date.now() + DRAIN_MAX_MS
  while (active > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25))
  server.closeAllConnections()
  for (const hook of [...flushHooks, ...hooks]) {
    try {
      await hook()
    } catch (err) {
      console.error("[server] shutdown hook failed", err)
    }
  }
  process.exit(signal === "SIGINT" ? 130 : 0)
}
process.on("SIGTERM", () => void shutdown("SIGTERM"))
process.on("SIGINT", () => void shutdown("SIGINT"))
