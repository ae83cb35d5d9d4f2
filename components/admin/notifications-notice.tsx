import { BellOff, BellRing } from "lucide-react"

import type { NotificationStatus } from "@/lib/data/messages"
import { INBOX } from "@/lib/copy/inbox"

/** Says whether the team hears about new messages, and how to turn notifications on when nobody does. */
export function NotificationsNotice({ status }: { status: NotificationStatus }) {
  const text = INBOX.notifications
  if (!status.supported || (!status.email.on && !status.webhook.on)) {
    return (
      <div role="note" data-testid="notifications-off" className="mb-4 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <BellOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-semibold">{text.offTitle}</p>
          <p className="mt-1">{!status.supported ? text.unsupported : status.email.configured ? text.noRecipient : text.off}</p>
        </div>
      </div>
    )
  }
  return (
    <p data-testid="notifications-on" className="mb-4 flex items-center gap-2 text-sm text-muted-foreground">
      <BellRing aria-hidden className="size-4 shrink-0" />
      <span>
        {status.email.on ? text.emailOn(status.email.recipients.join(", ")) : null}
        {status.email.on && status.webhook.on ? " " : null}
        {status.webhook.on ? text.webhookOn(status.webhook.signed) : null}
      </span>
    </p>
  )
}
