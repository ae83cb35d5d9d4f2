import type { Metadata } from "next"
import { Download } from "lucide-react"

import { toMessageItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import { countMessages, getNotificationStatus, listMessages } from "@/lib/data/messages"
import { INBOX } from "@/lib/copy/inbox"
import { Button } from "@/components/ui/button"
import { inboxHref, parseInboxState, INBOX_PATH } from "@/components/admin/inbox-query"
import { InboxViews } from "@/components/admin/inbox-views"
import { PAGE_SIZE, type RawSearchParams } from "@/components/admin/list-query"
import { ListSearch } from "@/components/admin/list-search"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { MessageList } from "@/components/admin/message-list"
import { NotificationsNotice } from "@/components/admin/notifications-notice"
import { PageHeader } from "@/components/admin/page-header"
import { Pagination } from "@/components/admin/pagination"

import { deleteMessage, setMessageRead } from "./actions"

export const metadata: Metadata = { title: INBOX.title }

function emptyText(view: "inbox" | "spam" | "archived", searching: boolean) {
  if (searching) return { title: INBOX.emptySearch }
  if (view === "spam") return { title: INBOX.emptySpam, help: INBOX.emptySpamHelp }
  if (view === "archived") return { title: INBOX.emptyArchived, help: INBOX.emptyArchivedHelp }
  return { title: INBOX.empty, help: INBOX.emptyHelp }
}

export default async function MessagesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseInboxState(await searchParams)
  const loaded = await loadForScreen("listMessages", async () => {
    const [list, counts, notifications] = await Promise.all([
      listMessages({ folder: state.view, search: state.q, page: state.page, pageSize: PAGE_SIZE }),
      countMessages(),
      getNotificationStatus(),
    ])
    return { list, counts, notifications }
  })
  const total = loaded.ok ? loaded.data.list.total : 0
  const exportHref = inboxHref({ ...state, page: 1 }, `${INBOX_PATH}/export`)
  return (
    <>
      <PageHeader
        title={INBOX.title}
        actions={
          total > 0 ? (
            <Button asChild variant="outline">
              {/* a file download, not a client navigation */}
              <a href={exportHref} download>
                <Download aria-hidden />
                {INBOX.exportCsv}
              </a>
            </Button>
          ) : null
        }
      />
      {loaded.ok ? (
        <>
          <NotificationsNotice status={loaded.data.notifications} />
          <p className="-mt-2 mb-4 text-sm text-muted-foreground" data-testid="messages-summary">
            {INBOX.total(loaded.data.counts.inbox)} · {INBOX.unreadCount(loaded.data.counts.unread)}
          </p>
        </>
      ) : (
        <LoadErrorToast description={INBOX.loadFailed} />
      )}
      <InboxViews state={state} counts={loaded.ok ? loaded.data.counts : null} />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <ListSearch basePath={INBOX_PATH} state={{ q: state.q, sort: "created_at", order: "desc", page: 1 }} placeholder={INBOX.searchPlaceholder} hidden={state.view === "inbox" ? {} : { view: state.view }} />
        {state.view === "spam" ? <p className="text-sm text-muted-foreground">{INBOX.spamFolderNote}</p> : null}
      </div>
      <MessageList
        items={loaded.ok ? loaded.data.list.rows.map(toMessageItem) : []}
        markRead={setMessageRead}
        remove={deleteMessage}
        empty={emptyText(state.view, Boolean(state.q))}
      />
      {total > 0 ? (
        <Pagination
          basePath={INBOX_PATH}
          state={state}
          total={total}
          pageSize={PAGE_SIZE}
          noun="messages"
          hrefFor={(page) => inboxHref({ ...state, page })}
        />
      ) : null}
    </>
  )
}
