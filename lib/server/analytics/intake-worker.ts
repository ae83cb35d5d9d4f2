import type { BeaconInput } from "@/lib/domain/analytics/beacon"
import type { ContentRef, PageView } from "@/lib/domain/analytics/types"
import { lookupViewPath, type ViewPathTable } from "@/lib/domain/analytics/view-paths"
import { createBatcher } from "@/lib/server/analytics/batcher"
import { BUSY, UNKNOWN_PATH, checkViewRequest, createViewLimiter, type ViewAnswer } from "@/lib/server/analytics/intake"
import { MAX_HELD_VIEWS, VIEW_BATCH, agentOf, createDayClock, pageViewRow, visitorHash } from "@/lib/server/analytics/views"

/**
 * The production server's page-view intake, on a worker thread of its own (started by server/index.mjs through
 * server/view-intake-worker.mjs), so the server's main thread keeps only the HTTP of a beacon: it posts the body and
 * the few headers the checks read, and sends the answer this returns. Everything else happens here: the checks
 * (lib/server/analytics/intake.ts), the path rule, the per-address limit, the bot rule, the visitor hash and the
 * batches (lib/server/analytics/views.ts, batcher.ts): the same modules the app's own intake runs.
 *
 * What it needs of the app it gets as plain data, the IntakeState (lib/site/analytics/view-intake.ts makes it): whether
 * counting is on, the site's URL and time zone, the day's salt, the public paths. It asks again when its copy is
 * older than STATE_MAX_AGE_MS (while views arrive) or a view's day has no salt yet; the app also sends a fresh one
 * when this server changes the settings. Finished batches go back to the app, which writes them with the store
 * (lib/data/analytics.ts, writePageViews) and answers whether that worked; a failed batch is retried with the next.
 *
 * The public paths change when a page is published, on this server or another: each message of beacons says when
 * the site last changed as this server knows it (`changedAt`, lib/site/analytics/view-paths.ts siteChangeStamp), and
 * beacons that arrive after a change the thread's copy of the paths does not know wait for a fresh copy, asked for
 * after they arrived (a page published a moment ago counts from its first view).
 */

/** The headers the checks read; names in lower case. */
export const INTAKE_HEADERS = ["sec-fetch-site", "origin", "host", "x-forwarded-host", "x-forwarded-for", "user-agent"] as const

export type IntakeState = {
  enabled: boolean
  siteUrl: string
  timeZone: string
  salt: { day: string; value: string } | null
  /** `changedAt`: the site's last change this copy of the paths knows (the clock of the server's main thread). */
  paths: { changedAt: number; fixed: string[]; content: [path: string, type: ContentRef["type"], id: string][] }
}

/** A beacon: the server's number for it, its body (null: longer than allowed), its headers. */
export type IntakeItem = [seq: number, body: Uint8Array | null, headers: Partial<Record<(typeof INTAKE_HEADERS)[number], string>>]
export type IntakeAnswer = [seq: number, status: ViewAnswer["status"], error?: string, retryAfterSeconds?: number]

export type ToIntake =
  | { type: "views"; items: IntakeItem[]; changedAt: number }
  /** `ask`: the number of the want-state this answers (none: sent unasked, as when this server changed the settings). */
  | { type: "state"; state: IntakeState; ask?: number }
  | { type: "state-failed" }
  | { type: "written"; id: number; error?: string }
  | { type: "flush"; id: number }
export type FromIntake =
  | { type: "ready" }
  | { type: "answers"; items: IntakeAnswer[] }
  | { type: "want-state"; day?: string; ask: number }
  | { type: "batch"; id: number; views: PageView[] }
  | { type: "flushed"; id: number }

/** How long a copy of the app's state is used before a fresh one is asked for (the settings' own period). */
export const STATE_MAX_AGE_MS = 10_000
/** A request for the state that got no answer is repeated after this long. */
const ASK_AGAIN_MS = 1000
/** Views waiting for the first state, or for a day's salt, at most (beyond: answered and not counted). */
const MAX_WAITING = 50_000

type Counted = { input: BeaconInput; content: ContentRef | null; ip: string; userAgent: string; at: Date; day: string }

export function createIntakeWorker(post: (message: FromIntake) => void, now = Date.now) {
  const limiter = createViewLimiter()
  const dayOf = createDayClock()
  let state: IntakeState | null = null
  let table: ViewPathTable | null = null
  let stateAt = 0
  let askedAt = -Infinity
  /** The number of the last want-state sent, and of the last one answered. */
  let lastAsk = 0
  let lastAnswered = 0
  /** Beacons that arrived after a change the paths did not know, each released by the answer to an ask after `after`. */
  let held: { items: IntakeItem[]; after: number }[] = []
  let heldCount = 0
  /** Salts by day (the current state's and one before it, for views that arrive around midnight). */
  const salts = new Map<string, string>()
  /** Beacons that arrived before the first state, and the latest change they were sent after. */
  let early: IntakeItem[] = []
  let earlyChangedAt = 0
  /** Counted views whose day has no salt here yet. */
  let unsalted: Counted[] = []
  const stateWaiters: (() => void)[] = []

  let nextWrite = 0
  const writes = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  const batcher = createBatcher<PageView>({
    ...VIEW_BATCH,
    write: (views) =>
      new Promise<void>((resolve, reject) => {
        const id = ++nextWrite
        writes.set(id, { resolve, reject })
        post({ type: "batch", id, views })
      }),
    onError: (error) => console.error("[analytics] writing page views failed; retried with the next batch", error),
  })

  function ask(day?: string) {
    const t = now()
    if (t - askedAt < ASK_AGAIN_MS) return
    askNow(day)
  }

  function askNow(day?: string) {
    askedAt = now()
    post({ type: "want-state", day, ask: ++lastAsk })
  }

  /** Keeps beacons until a state asked for after they arrived; one ask at a time is out. */
  function holdForPaths(items: IntakeItem[]) {
    held.push({ items, after: lastAsk })
    heldCount += items.length
    if (lastAnswered >= lastAsk) askNow()
    if (heldCount > MAX_WAITING) releaseHeld(Infinity)
  }

  /** Takes the held beacons that the paths now know of (`answered`: the ask the paths answered). */
  function releaseHeld(answered: number) {
    const ready = held.filter((h) => h.after < answered)
    held = held.filter((h) => h.after >= answered)
    heldCount = held.reduce((n, h) => n + h.items.length, 0)
    for (const h of ready) take(h.items, 0, true)
    if (held.length && lastAnswered >= lastAsk) askNow()
  }

  /** `changedAt`: the site's last change before these beacons arrived; `fresh`: the paths are known to be newer. */
  function take(items: IntakeItem[], changedAt: number, fresh = false) {
    if (!state || !table) {
      early = early.concat(items)
      earlyChangedAt = Math.max(earlyChangedAt, changedAt)
      if (early.length > MAX_WAITING) answerUncounted(early.splice(0, early.length - MAX_WAITING))
      ask()
      return
    }
    if (!fresh && changedAt > state.paths.changedAt) return holdForPaths(items)
    if (now() - stateAt > STATE_MAX_AGE_MS) ask()
    const answers: IntakeAnswer[] = []
    for (const [seq, body, headers] of items) {
      const checked = checkViewRequest({ headers: { get: (name) => headers[name as keyof typeof headers] ?? null }, body }, state.siteUrl, limiter)
      if (!checked.ok) {
        answers.push(answerRow(seq, checked.answer))
        continue
      }
      const target = lookupViewPath(table, checked.input.path)
      if (!target.known) {
        answers.push(answerRow(seq, UNKNOWN_PATH))
        continue
      }
      if (state.enabled && batcher.held() + unsalted.length >= MAX_HELD_VIEWS) {
        answers.push(answerRow(seq, BUSY))
        continue
      }
      answers.push([seq, 204])
      if (!state.enabled) continue
      const at = new Date(now())
      count({ input: checked.input, content: target.content, ip: checked.ip, userAgent: headers["user-agent"] ?? "", at, day: dayOf(at, state.timeZone) })
    }
    post({ type: "answers", items: answers })
  }

  function count(view: Counted) {
    const agent = agentOf(view.userAgent)
    if (agent.bot || !state) return
    const salt = salts.get(view.day)
    if (salt === undefined) {
      unsalted.push(view)
      if (unsalted.length > MAX_WAITING) {
        const lost = unsalted.splice(0, unsalted.length - MAX_WAITING)
        console.error(`[analytics] ${lost.length} page views dropped: no salt for their day`)
      }
      ask(view.day)
      return
    }
    batcher.push(pageViewRow(view.input, view.content, view.at, visitorHash(salt, view.ip, view.userAgent, state.siteUrl), agent.device))
  }

  /** Answered without being counted: the app's state could not be read (the app's own intake does the same). */
  function answerUncounted(items: IntakeItem[]) {
    if (items.length === 0) return
    console.error(`[analytics] ${items.length} page views not taken: the intake has no state`)
    post({ type: "answers", items: items.map(([seq]) => [seq, 204]) })
  }

  function receive(next: IntakeState, answering?: number) {
    state = next
    stateAt = now()
    askedAt = -Infinity
    table = { fixed: new Set(next.paths.fixed), content: new Map(next.paths.content.map(([path, type, id]) => [path, { type, id }])) }
    if (next.salt) {
      salts.set(next.salt.day, next.salt.value)
      for (const day of salts.keys()) if (salts.size > 2 && day !== next.salt.day) salts.delete(day)
    }
    const waiting = unsalted
    unsalted = []
    // Counting switched off meanwhile: views not written yet are not counted either.
    if (next.enabled) for (const view of waiting) count(view)
    const first = early
    early = []
    if (first.length) take(first, earlyChangedAt)
    earlyChangedAt = 0
    if (answering !== undefined) {
      lastAnswered = Math.max(lastAnswered, answering)
      releaseHeld(answering)
    }
    for (const waiter of stateWaiters.splice(0)) waiter()
  }

  /** Waits (at most 5 s) for the state the thread has asked for or asks now. */
  const nextState = () =>
    new Promise<void>((resolve) => {
      stateWaiters.push(resolve)
      setTimeout(resolve, 5000).unref?.()
    })

  async function flush() {
    // Beacons held for fresher paths (a page published a moment ago) are taken with the copy the app hands over
    // now, or with the copy there is: at shutdown nothing waits for a later state.
    if (held.length) {
      askNow()
      await nextState()
      releaseHeld(Infinity)
    }
    if (unsalted.length) {
      ask(unsalted[0]!.day)
      await nextState()
    }
    await batcher.flush()
  }

  return {
    /** One message of the server's main thread. */
    async receive(message: ToIntake): Promise<void> {
      switch (message.type) {
        case "views":
          return take(message.items, message.changedAt)
        case "state":
          return receive(message.state, message.ask)
        case "state-failed":
          askedAt = -Infinity
          // No fresher paths to be had: the held beacons are taken with the copy there is.
          lastAnswered = lastAsk
          releaseHeld(Infinity)
          if (!state) {
            answerUncounted(early)
            early = []
          }
          for (const waiter of stateWaiters.splice(0)) waiter()
          return
        case "written": {
          const write = writes.get(message.id)
          writes.delete(message.id)
          if (message.error === undefined) write?.resolve()
          else write?.reject(new Error(message.error))
          return
        }
        case "flush":
          await flush()
          post({ type: "flushed", id: message.id })
          return
      }
    },
    stats: () => ({ ...batcher.stats(), unsalted: unsalted.length, early: early.length, held: heldCount }),
  }
}

function answerRow(seq: number, answer: ViewAnswer): IntakeAnswer {
  return answer.retryAfterSeconds !== undefined ? [seq, answer.status, answer.error, answer.retryAfterSeconds] : [seq, answer.status, answer.error]
}
