"use client"

import { useTransition } from "react"
import Link from "next/link"
import { Mail, MailOpen, Trash2 } from "lucide-react"

import { INBOX } from "@/lib/copy/inbox"
import { languageName } from "@/lib/copy/translations"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { cn } from "@/lib/utils"

import { ConfirmDeleteDialog } from "./confirm-delete-dialog"
import { DeliveryBadge } from "./delivery-badge"
import { formatDateTime } from "./format"
import { toastError } from "./toasts"
import { useConfirmedDelete } from "./use-confirmed-delete"
import type { ActionResult, DeleteAction, MessageItem } from "@/lib/data/admin/views"

type MarkReadAction = (id: string, read: boolean) => Promise<ActionResult>
type MessageListProps = {
  items: MessageItem[]
  markRead: MarkReadAction
  remove: DeleteAction
  /** What the empty list says (the inbox, the spam folder, a search without results...). */
  empty?: { title: string; help?: string }
}

/**
 * Contact-form submissions, newest first: unread and possible-spam marks, notification state, a link to each
 * message, mark as read/unread, delete behind a confirmation.
 */
export function MessageList({ items, markRead, remove, empty = { title: INBOX.empty, help: INBOX.emptyHelp } }: MessageListProps) {
  const [marking, startTransition] = useTransition()
  const del = useConfirmedDelete<MessageItem>(remove, { failed: INBOX.deleteFailed, deleted: INBOX.deleted })
  // One row action at a time, as before: marking and deleting each disable both buttons.
  const pending = marking || del.pending

  function toggleRead(item: MessageItem) {
    startTransition(async () => {
      try {
        const result = await markRead(item.id, !item.read)
        if (!result.ok) toastError(INBOX.markFailed, result.error)
      } catch (error) {
        toastError(INBOX.markFailed, error)
      }
    })
  }

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-background px-4 py-16 text-center" data-testid="messages-empty">
        <p className="font-medium">{empty.title}</p>
        {empty.help ? <p className="text-sm text-muted-foreground">{empty.help}</p> : null}
      </div>
    )
  }

  return (
    <>
      <ul className="flex flex-col gap-3" data-testid="message-list">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="message-item"
            data-read={item.read}
            className={cn("rounded-xl border bg-background p-4 shadow-sm", !item.read && "border-l-4 border-l-primary")}
          >
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {!item.read ? (
                    <Badge variant="default" data-testid="unread-badge">
                      {INBOX.unread}
                    </Badge>
                  ) : null}
                  {item.possibleSpam ? (
                    <Badge variant="outline" className="border-amber-400 text-amber-900" title={item.spamReason} data-testid="possible-spam-badge">
                      {INBOX.possibleSpam}
                    </Badge>
                  ) : null}
                  {item.kind === "download" ? (
                    <Badge variant="secondary" data-testid="download-request-badge">
                      {INBOX.downloadRequest}
                    </Badge>
                  ) : null}
                  {item.kind === "event_registration" && item.event ? (
                    <Badge variant="secondary" data-testid="event-registration-badge">
                      {INBOX.eventRegistrationBadge(item.event.title)}
                    </Badge>
                  ) : null}
                  {/* Most leads are in the default language: only another one is marked. */}
                  {item.locale !== DEFAULT_LOCALE ? (
                    <Badge variant="outline" data-testid="language-badge">
                      {languageName(item.locale)}
                    </Badge>
                  ) : null}
                  <Link href={`/admin/messages/${item.id}`} className="truncate hover:underline" aria-label={INBOX.open(item.name)}>
                    {item.name}
                  </Link>
                  <DeliveryBadge delivery={item.delivery} />
                </p>
                <a href={`mailto:${item.email}`} className="block truncate text-sm text-primary hover:underline">
                  {item.email}
                </a>
                <p className="text-xs text-muted-foreground">{formatDateTime(item.createdAt)}</p>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button type="button" size="sm" variant="outline" onClick={() => toggleRead(item)} disabled={pending}>
                  {item.read ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
                  {item.read ? INBOX.markUnread : INBOX.markRead}
                </Button>
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  onClick={() => del.ask(item)}
                  disabled={pending}
                  aria-label={`${INBOX.deleteMessage}: ${item.name}`}
                >
                  <Trash2 aria-hidden className="text-destructive" />
                </Button>
              </div>
            </div>
            <p className="mt-3 line-clamp-4 text-sm break-words whitespace-pre-wrap">{item.message}</p>
          </li>
        ))}
      </ul>
      <ConfirmDeleteDialog {...del.dialog} pending={pending} description={INBOX.deleteDescription} />
    </>
  )
}
