"use client"

import { useEffect, useRef, useState, useTransition } from "react"
import { useRouter } from "next/navigation"
import { Archive, Inbox, Mail, MailOpen, Reply, ShieldAlert, ShieldCheck, Trash2 } from "lucide-react"

import type { MessageFolder } from "@/lib/domain/types"
import { INBOX } from "@/lib/copy/inbox"
import { Button } from "@/components/ui/button"

import { ConfirmDeleteDialog } from "./confirm-delete-dialog"
import { toastError, toastSuccess } from "./toasts"
import type { ActionResult } from "@/lib/data/admin/views"

type MessageActionsProps = {
  message: { id: string; name: string; email: string; read: boolean; folder: MessageFolder }
  markRead: (id: string, read: boolean) => Promise<ActionResult>
  move: (id: string, folder: MessageFolder) => Promise<ActionResult>
  remove: (id: string) => Promise<ActionResult>
  /** Where Delete goes afterwards: the list the message was in. */
  listHref: string
}

export function mailtoReply(email: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(INBOX.replySubject)}`
}

/** One message's actions: Reply, read/unread, archive or back to the inbox, spam or not spam, delete. */
export function MessageActions({ message, markRead, move, remove, listHref }: MessageActionsProps) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [confirming, setConfirming] = useState(false)
  const opened = useRef(false)

  // Opening an unread message marks it read, as a mail client does (once; "Mark as unread" then sticks).
  useEffect(() => {
    if (opened.current || message.read) return
    opened.current = true
    void markRead(message.id, true)
      .then((result) => (result.ok ? router.refresh() : undefined))
      .catch(() => {})
  }, [message.id, message.read, markRead, router])

  const run = (fn: () => Promise<ActionResult>, failed: string, done?: string) =>
    startTransition(async () => {
      try {
        const result = await fn()
        if (!result.ok) toastError(failed, result.error)
        else if (done) toastSuccess(done)
      } catch (error) {
        toastError(failed, error)
      }
    })

  const moveTo = (folder: MessageFolder) => run(() => move(message.id, folder), INBOX.moveFailed, INBOX.moved[folder])

  function onDelete() {
    startTransition(async () => {
      try {
        const result = await remove(message.id)
        if (!result.ok) {
          toastError(INBOX.deleteFailed, result.error)
          return
        }
        toastSuccess(INBOX.deleted)
        router.push(listHref)
      } catch (error) {
        toastError(INBOX.deleteFailed, error)
      } finally {
        setConfirming(false)
      }
    })
  }

  return (
    <div className="flex flex-wrap gap-2" data-testid="message-actions">
      <Button asChild>
        <a href={mailtoReply(message.email)}>
          <Reply aria-hidden />
          {INBOX.reply}
        </a>
      </Button>
      <Button type="button" variant="outline" disabled={pending} onClick={() => run(() => markRead(message.id, !message.read), INBOX.markFailed)}>
        {message.read ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
        {message.read ? INBOX.markUnread : INBOX.markRead}
      </Button>
      {message.folder === "archived" ? (
        <Button type="button" variant="outline" disabled={pending} onClick={() => moveTo("inbox")}>
          <Inbox aria-hidden />
          {INBOX.moveToInbox}
        </Button>
      ) : message.folder === "inbox" ? (
        <Button type="button" variant="outline" disabled={pending} onClick={() => moveTo("archived")}>
          <Archive aria-hidden />
          {INBOX.archive}
        </Button>
      ) : null}
      {message.folder === "spam" ? (
        <Button type="button" variant="outline" disabled={pending} onClick={() => moveTo("inbox")}>
          <ShieldCheck aria-hidden />
          {INBOX.notSpam}
        </Button>
      ) : (
        <Button type="button" variant="outline" disabled={pending} onClick={() => moveTo("spam")}>
          <ShieldAlert aria-hidden />
          {INBOX.spam}
        </Button>
      )}
      <Button type="button" variant="outline" disabled={pending} onClick={() => setConfirming(true)} className="text-destructive hover:text-accent-foreground">
        <Trash2 aria-hidden />
        {INBOX.deleteMessage}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={(open) => (open ? undefined : setConfirming(false))}
        description={INBOX.deleteDescription}
        pending={pending}
        onConfirm={onDelete}
      />
    </div>
  )
}
