import type { IncomingMessage, ServerResponse } from "node:http"

import type { PageView } from "../lib/domain/analytics/types"
import type { IntakeState } from "../lib/server/analytics/intake-worker"

export type ViewAnswerParts = { status: number; error?: string; retryAfterSeconds?: number }
export type IntakeThreadHook = {
  thread: {
    state: (day?: string) => Promise<IntakeState>
    /** The site's last change as this server knows it (sent with each message of beacons). */
    changedAt: () => number
    write: (views: PageView[]) => Promise<void>
    connect: (connection: { refresh(): void; flush(): Promise<void> }) => void
  }
}
export type ViewIntakeThread = {
  failed(): boolean
  take(req: IncomingMessage, body: Uint8Array | null, res: ServerResponse): void
  stop(): Promise<number>
}

export function sendViewAnswer(res: ServerResponse, answer: ViewAnswerParts): void
export function startViewIntake(intake: IntakeThreadHook, flushHooks: Set<() => Promise<void> | void>, options?: { workerUrl?: URL }): ViewIntakeThread
