import type { Metadata } from "next"
import { Download } from "lucide-react"

import { toMessageItem } from "@/lib/admin/dto"
import { loadForScreen } from "@/lib/admin/load"
import { countUnreadMessages, listMessages } from "@/lib/data/messages"
import { INBOX } from "@/lib/messages/inbox"
import { Button } from "@/components/ui/button"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { MessageList } from "@/components/admin/message-list"
import { PageHeader } from "@/components/admin/page-header"
import { Pagination } from "@/components/admin/pagination"

import { deleteMessage, setMessageRead } from "./actions"

export const metadata: Metadata = { title: INBOX.title }

export default async function MessagesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseListState(await searchParams)
  const loaded = await loadForScreen("listMessages", async () => {
    const [list, unread] = await Promise.all([listMessages({ page: state.page, pageSize: PAGE_SIZE }), countUnreadMessages()])
    return { list, unread }
  })
  const total = loaded.ok ? loaded.data.list.total : 0
  return (
    <>
      <PageHeader
        title={INBOX.title}
        actions={
          total > 0 ? (
            <Button asChild variant="outline">
              {/* a file download, not a client navigation */}
              <a href="/admin/messages/export" download>
                <Download aria-hidden />
                {INBOX.exportCsv}
              </a>
            </Button>
          ) : null
        }
      />
      {loaded.ok ? (
        <p className="-mt-4 mb-4 text-sm text-muted-foreground" data-testid="messages-summary">
          {INBOX.total(total)} · {INBOX.unreadCount(loaded.data.unread)}
        </p>
      ) : (
        <LoadErrorToast description={INBOX.loadFailed} />
      )}
      <MessageList items={loaded.ok ? loaded.data.list.rows.map(toMessageItem) : []} markRead={setMessageRead} remove={deleteMessage} />
      {total > 0 ? <Pagination basePath="/admin/messages" state={state} total={total} pageSize={PAGE_SIZE} noun="messages" /> : null}
    </>
  )
}
