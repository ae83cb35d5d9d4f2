import Link from "next/link"

import type { MessageCounts } from "@/lib/domain/types"
import { INBOX } from "@/lib/copy/inbox"
import { cn } from "@/lib/utils"

import { INBOX_VIEWS, inboxHref, type InboxState } from "./inbox-query"

/** Inbox / Spam / Archived as links: a view is a URL, so it survives reloads and can be shared. */
export function InboxViews({ state, counts }: { state: InboxState; counts: MessageCounts | null }) {
  return (
    <nav aria-label={INBOX.viewsLabel} className="mb-4 flex gap-1 border-b">
      {INBOX_VIEWS.map((view) => {
        const active = state.view === view
        const count = counts ? (view === "inbox" ? counts.unread : counts[view]) : 0
        return (
          <Link
            key={view}
            href={inboxHref({ view, q: "", page: 1 })}
            aria-current={active ? "page" : undefined}
            data-testid={`view-${view}`}
            className={cn(
              "relative -mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium",
              active ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {INBOX.views[view]}
            {count > 0 ? (
              <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">
                {view === "inbox" ? <span className="sr-only">unread: </span> : null}
                {count}
              </span>
            ) : null}
          </Link>
        )
      })}
    </nav>
  )
}
