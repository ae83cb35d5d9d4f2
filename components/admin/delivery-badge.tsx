import type { DeliveryState } from "@/lib/data/message-delivery"
import { INBOX } from "@/lib/copy/inbox"
import { Badge } from "@/components/ui/badge"

const VARIANT = { none: "muted", queued: "secondary", sent: "success", retrying: "outline", failed: "destructive" } as const

/** A message's notification state in one word: Sent, Queued, Retrying, Failed or Not notified. */
export function DeliveryBadge({ delivery }: { delivery: DeliveryState }) {
  const title = delivery.state === "retrying" || delivery.state === "failed" ? delivery.lastError : undefined
  return (
    <Badge variant={VARIANT[delivery.state]} title={title} data-testid="delivery-badge" data-state={delivery.state}>
      {INBOX.delivery[delivery.state]}
    </Badge>
  )
}
