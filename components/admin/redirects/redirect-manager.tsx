"use client"

import { useState } from "react"
import { Pencil, Plus, Trash2 } from "lucide-react"

import { REDIRECT_UI } from "@/lib/copy/publishing"
import type { ListColumn } from "@/lib/domain/content/types"
import { Button } from "@/components/ui/button"

import { ConfirmDeleteDialog } from "../confirm-delete-dialog"
import { DataTable } from "../data-table"
import type { DeleteAction, RedirectItem, SaveRedirectAction } from "@/lib/data/admin/views"
import { useConfirmedDelete } from "../use-confirmed-delete"
import { RedirectFormDialog } from "./redirect-form-dialog"

/** columns: the Redirects list's declared columns (beside its screen). */
type RedirectManagerProps = { columns: readonly ListColumn[]; rows: RedirectItem[]; save: SaveRedirectAction; remove: DeleteAction }

/** Admin → Redirects: the table with hit counts, and the add / edit / delete dialogs. */
export function RedirectManager({ columns, rows, save, remove }: RedirectManagerProps) {
  const [dialog, setDialog] = useState<{ open: boolean; editing: RedirectItem | null; key: number }>({ open: false, editing: null, key: 0 })
  const del = useConfirmedDelete<RedirectItem>(remove, { failed: REDIRECT_UI.deleteFailed, deleted: REDIRECT_UI.deleted })

  const openDialog = (editing: RedirectItem | null) => setDialog((d) => ({ open: true, editing, key: d.key + 1 }))

  return (
    <>
      <div className="flex justify-end">
        <Button type="button" onClick={() => openDialog(null)}>
          <Plus aria-hidden />
          {REDIRECT_UI.add}
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{REDIRECT_UI.empty}</p>
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          testId="redirects-table"
          rowTestId="redirect-row"
          rowData={(row) => ({ from: row.from })}
          actions={(row) => (
            <>
              <Button variant="ghost" size="icon" aria-label={`Edit ${row.from}`} onClick={() => openDialog(row)}>
                <Pencil aria-hidden />
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${row.from}`} onClick={() => del.ask(row)} disabled={del.pending}>
                <Trash2 aria-hidden />
              </Button>
            </>
          )}
        />
      )}
      <RedirectFormDialog
        key={dialog.key}
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        editing={dialog.editing}
        save={save}
      />
      <ConfirmDeleteDialog {...del.dialog} description={REDIRECT_UI.deleteDescription} />
    </>
  )
}
