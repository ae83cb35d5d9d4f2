import { LIST } from "@/lib/copy/common"
import { SCHEDULE_MESSAGES } from "@/lib/copy/publishing"
import { Badge } from "@/components/ui/badge"

type StatusBadgeProps = { published: boolean; scheduledFor?: string | null }

/** Published, Draft, or Scheduled with the time it goes live. */
export function StatusBadge({ published, scheduledFor }: StatusBadgeProps) {
  if (!published && scheduledFor) {
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <Badge variant="secondary" data-testid="status-badge">
          {SCHEDULE_MESSAGES.statusScheduled}
        </Badge>
        <span className="text-xs whitespace-nowrap text-muted-foreground" data-testid="scheduled-for">
          {scheduledFor}
        </span>
      </span>
    )
  }
  return (
    <Badge variant={published ? "success" : "muted"} data-testid="status-badge">
      {published ? LIST.statusPublished : LIST.statusDraft}
    </Badge>
  )
}
