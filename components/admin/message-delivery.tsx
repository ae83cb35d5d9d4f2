import type { OutboxJob } from "@/lib/domain/types"
import { INBOX } from "@/lib/copy/inbox"

import { formatDateTime } from "./format"

const text = INBOX.delivery

function target(job: OutboxJob): string {
  if (job.kind === "webhook") return text.webhook
  const to = Array.isArray(job.payload.to) ? job.payload.to.filter((t): t is string => typeof t === "string") : []
  return text.email(to.join(", "))
}

function status(job: OutboxJob): string {
  if (job.status === "sent") return text.sentAt(formatDateTime(job.sent_at ?? job.created_at))
  if (job.status === "failed") return text.failedDetail(job.attempts, job.last_error ?? "")
  if (job.last_error) return text.retryingDetail(job.attempts, job.last_error, formatDateTime(job.next_attempt_at))
  return text.queuedDetail
}

/** Each notification of one message: where it goes and whether it arrived, is retrying or failed for good. */
export function MessageDelivery({ jobs }: { jobs: OutboxJob[] }) {
  if (jobs.length === 0) return <p className="text-sm text-muted-foreground">{text.noneDetail}</p>
  return (
    <ul className="space-y-2 text-sm" data-testid="delivery-list">
      {jobs.map((job) => (
        <li key={job.id} data-testid="delivery-job" data-kind={job.kind} data-status={job.status}>
          <span className="font-medium">{target(job)}</span>: <span className="break-words">{status(job)}</span>
        </li>
      ))}
    </ul>
  )
}
