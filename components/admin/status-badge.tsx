import { LIST } from "@/lib/messages/common"
import { Badge } from "@/components/ui/badge"

export function StatusBadge({ published }: { published: boolean }) {
  return (
    <Badge variant={published ? "success" : "muted"} data-testid="status-badge">
      {published ? LIST.statusPublished : LIST.statusDraft}
    </Badge>
  )
}
