import { Spinner } from "@/components/ui/spinner"
import { ENTITY_MESSAGES } from "@/components/admin/entity-messages"

import type { ContentKind } from "@/lib/domain/types"

/** The post and page editors' loading state ("Loading Post..."). */
export function EditorLoading({ name }: { name: ContentKind }) {
  const { loading } = ENTITY_MESSAGES[name]
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3" data-testid="editor-loading">
      <Spinner className="size-8" label={loading} />
      <p className="text-muted-foreground" aria-hidden>
        {loading}
      </p>
    </div>
  )
}
