import "server-only"

import { onAnalyticsSettingsChange, addPendingViews, recordPageView, viewCountingState, writePageViews } from "@/lib/data/analytics"
import { BEACON_MAX_BYTES } from "@/lib/domain/analytics/beacon"
import type { PageView } from "@/lib/domain/analytics/types"
import { SITE } from "@/lib/domain/site"
import { BUSY, UNKNOWN_PATH, VIEW_INTAKE_PATH, checkViewRequest, createViewLimiter, type ViewAnswer, type ViewRequest } from "@/lib/server/analytics/intake"
import type { IntakeState } from "@/lib/server/analytics/intake-worker"
import type { RateLimiter } from "@/lib/server/limits/rate-limit"
import { anonymousContext, runWithDataContext } from "@/lib/server/request/context"

import { siteChangeStamp, viewPathList, viewPathTarget } from "./view-paths"

/**
 * Taking page views from the beacon (components/site/page-view-beacon.tsx): one small JSON body per view.
 *
 * The production server (server/index.mjs) takes them before Next routes the request (Next's routing of a route
 * handler cost more than the view itself), on a worker thread of its own (lib/server/analytics/intake-worker.ts):
 * the server's main thread reads the body and sends the answer, nothing else. What that thread needs of the app it
 * gets through the hook installed here: the state (switch, site, time zone, the day's salt, the public paths) and
 * the write of a finished batch. Where that server does not run (`next dev`, `next start`), and if the thread
 * cannot start, takePageView answers in the app's process (app/api/views/route.ts, and the hook's `take`).
 *
 * Both answer with the same checks (lib/server/analytics/intake.ts) and the same path rule
 * (lib/domain/analytics/view-paths.ts), and count with the same rules (lib/server/analytics/views.ts): 204 when
 * taken (counted, or quietly not: a bot, counting switched off); 4xx with the reason for anything malformed,
 * foreign or too frequent; never a 5xx, and never a cookie.
 */

export type { ViewAnswer, ViewRequest }

const PER_IP = Symbol.for("lumora.view-intake.per-ip")
const limits = globalThis as unknown as Record<symbol, RateLimiter | undefined>
const perIp = (limits[PER_IP] ??= createViewLimiter())

export async function takePageView(request: ViewRequest): Promise<ViewAnswer> {
  const checked = checkViewRequest(request, SITE.url, perIp)
  if (!checked.ok) return checked.answer
  try {
    const target = await viewPathTarget(checked.input.path)
    if (!target.known) return UNKNOWN_PATH
    const content = target.content ? { type: target.content.type, id: target.content.id } : null
    const userAgent = request.headers.get("user-agent") ?? ""
    // As an anonymous visitor: nothing of the request but what is passed here reaches the data layer.
    const result = await runWithDataContext(anonymousContext(), () => recordPageView({ ...checked.input, content }, { ip: checked.ip, userAgent }))
    if (!result.counted && result.reason === "busy") return BUSY
  } catch (error) {
    // The view is lost, not the visitor's page: the beacon never waits for an answer.
    console.error("[analytics] a page view could not be taken", error)
  }
  return { status: 204 }
}

/** The intake thread's state now; `day`: the salt of that day rather than today's (views from around midnight). */
export async function intakeState(day?: string): Promise<IntakeState> {
  return runWithDataContext(anonymousContext(), async () => {
    const [counting, paths] = await Promise.all([viewCountingState(day), viewPathList()])
    return { ...counting, paths }
  })
}

/** What server/index.mjs gives the app once the intake thread runs. */
export type IntakeConnection = {
  /** Asks the thread to take a fresh state now (this server changed the settings). */
  refresh(): void
  /** Resolves once the views the thread holds are written. */
  flush(): Promise<void>
}

/** The hook server/index.mjs looks for (a plain object on globalThis: the server is not part of Next's build). */
export type ViewIntakeHook = {
  path: string
  maxBytes: number
  /** The view in this process (the thread could not start). */
  take: (request: ViewRequest) => Promise<ViewAnswer>
  /**
   * For the intake thread: its state, the site's last change (siteChangeStamp: sent with each message of beacons,
   * so the thread knows when its copy of the paths is older), the write of its batches, and its connection to the app.
   */
  thread: {
    state: (day?: string) => Promise<IntakeState>
    changedAt: () => number
    write: (views: PageView[]) => Promise<void>
    connect: (connection: IntakeConnection) => void
  }
}
export const VIEW_INTAKE_HOOK = Symbol.for("lumora.view-intake")

/** Called once at server start (instrumentation.ts). */
export function installViewIntake(): void {
  const hook: ViewIntakeHook = {
    path: VIEW_INTAKE_PATH,
    maxBytes: BEACON_MAX_BYTES,
    take: takePageView,
    thread: {
      state: intakeState,
      changedAt: siteChangeStamp,
      write: (views) => runWithDataContext(anonymousContext(), () => writePageViews(views)),
      connect(connection) {
        // A change of the switch on this server reaches the thread at once (others within STATE_MAX_AGE_MS);
        // a lead's journey, a report and a delete see the views the thread holds.
        onAnalyticsSettingsChange(() => connection.refresh())
        addPendingViews(() => connection.flush())
      },
    },
  }
  ;(globalThis as unknown as Record<symbol, ViewIntakeHook>)[VIEW_INTAKE_HOOK] = hook
}
