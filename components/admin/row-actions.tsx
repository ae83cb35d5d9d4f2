"use client"

import { useState, useTransition } from "react"
import Link from "next/link"
import { Eye, EyeOff, MoreHorizontal, Pencil, Trash2 } from "lucide-react"

import { LIST, TOAST } from "@/lib/copy/common"
import { REVISION_MESSAGES } from "@/lib/copy/revisions"
import { Button } from "@/components/ui/button"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu"

import { ConfirmDeleteDialog } from "./confirm-delete-dialog"
import { ENTITY_MESSAGES, type EntityKind } from "./entity-messages"
import { toastError, toastSuccess } from "./toasts"
import type { DeleteAction, TogglePublishedAction } from "@/lib/data/admin/views"

type RowActionsProps = {
  kind: EntityKind
  id: string
  title: string
  published: boolean
  /** The version the list shows: Publish/Unpublish is refused when the record changed since. */
  version?: number
  editHref: string
  togglePublished: TogglePublishedAction
  remove: DeleteAction
}

/** Row menu: Edit, Publish or Unpublish (by current state), Delete behind the confirmation dialog. */
export function RowActions({ kind, id, title, published, version, editHref, togglePublished, remove }: RowActionsProps) {
  const text = ENTITY_MESSAGES[kind]
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [pending, startTransition] = useTransition()

  function onToggle() {
    startTransition(async () => {
      try {
        const result = await togglePublished(id, !published, version)
        if (!result.ok && result.conflict) {
          // The list was stale (the action re-rendered it): say who changed the record instead of flipping it.
          return toastError(REVISION_MESSAGES.listStale(result.conflict.savedBy, kind), result.error)
        }
        if (!result.ok) return toastError(text.statusFailed, result.error)
        toastSuccess(result.data.published ? text.nowPublished : text.nowUnpublished, TOAST.statusUpdatedTitle)
      } catch (error) {
        toastError(text.statusFailed, error)
      }
    })
  }

  function onDelete() {
    startTransition(async () => {
      try {
        const result = await remove(id)
        if (!result.ok) toastError(text.deleteFailed, result.error)
        else toastSuccess(text.deletedDescription, text.deletedTitle)
      } catch (error) {
        toastError(text.deleteFailed, error)
      } finally {
        setConfirmOpen(false)
      }
    })
  }

  return (
    <>
      {/* Non-modal: a modal menu handing focus to the dialog can leave <body> inert after it closes. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`${LIST.columnActions}: ${title}`} disabled={pending} data-testid="row-actions">
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link href={editHref}>
              <Pencil aria-hidden />
              {LIST.edit}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onToggle}>
            {published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {published ? LIST.unpublish : LIST.publish}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => setConfirmOpen(true)}>
            <Trash2 aria-hidden />
            {LIST.delete}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        description={text.deleteDescription}
        pending={pending}
        onConfirm={onDelete}
      />
    </>
  )
}
