import { REDIRECT_TYPES, REDIRECT_UI } from "@/lib/copy/publishing"
import type { ListDeclaration } from "@/lib/domain/content/types"

/** The Redirects list, declared like a content type's: its columns, the search box, and its order. */
export const REDIRECT_LIST = {
  columns: [
    { field: "from", label: REDIRECT_UI.from, kind: "code", badge: { field: "automatic", label: REDIRECT_UI.automatic } },
    { field: "to", label: REDIRECT_UI.to, kind: "code" },
    { field: "status", label: REDIRECT_UI.type, kind: "choice", choices: REDIRECT_TYPES, hide: "md" },
    { field: "hits", label: REDIRECT_UI.hits, kind: "number", testId: "redirect-hits" },
    { field: "last_hit_at", label: REDIRECT_UI.lastHit, kind: "datetime", empty: REDIRECT_UI.never, hide: "sm", muted: true, testId: "redirect-last-hit" },
  ],
  search: ["from", "to"],
  defaultSort: { field: "created_at", order: "desc" },
} as const satisfies ListDeclaration
