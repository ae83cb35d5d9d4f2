"use client"

import { useState } from "react"
import { Pencil, Plus, Trash2 } from "lucide-react"

import { REDIRECT_TYPES, REDIRECT_UI } from "@/lib/copy/publishing"
import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { ConfirmDeleteDialog } from "../confirm-delete-dialog"
import { formatDateTime } from "../format"
import type { DeleteAction, RedirectItem, SaveRedirectAction } from "@/lib/data/admin/views"
import { useConfirmedDelete } from "../use-confirmed-delete"
import { RedirectFormDialog } from "./redirect-form-dialog"

type RedirectManagerProps = { rows: RedirectItem[]; save: SaveRedirectAction; remove: DeleteAction }

const typeLabel = (status: number) => REDIRECT_TYPES.find((t) => t.value === status)?.label ?? String(status)

/** Admin → Redirects: the table with hit counts, and the add / edit / delete dialogs. */
export function RedirectManager({ rows, save, remove }: RedirectManagerProps) {
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
        <Table data-testid="redirects-table">
          <TableHeader>
            <TableRow>
              <TableHead>{REDIRECT_UI.from}</TableHead>
              <TableHead>{REDIRECT_UI.to}</TableHead>
              <TableHead className="hidden md:table-cell">{REDIRECT_UI.type}</TableHead>
              <TableHead className="text-right">{REDIRECT_UI.hits}</TableHead>
              <TableHead className="hidden sm:table-cell">{REDIRECT_UI.lastHit}</TableHead>
              <TableHead className="w-24 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="redirect-row" data-from={row.from}>
                <TableCell className="max-w-[10rem] truncate font-mono text-xs sm:max-w-xs">
                  {row.from}
                  {row.automatic ? (
                    <Badge variant="muted" className="ml-2">
                      {REDIRECT_UI.automatic}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="max-w-[10rem] truncate font-mono text-xs sm:max-w-xs">{row.to}</TableCell>
                <TableCell className="hidden md:table-cell">{typeLabel(row.status)}</TableCell>
                <TableCell className="text-right tabular-nums" data-testid="redirect-hits">
                  {row.hits}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell" data-testid="redirect-last-hit">
                  {row.lastHitAt ? formatDateTime(row.lastHitAt) : REDIRECT_UI.never}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button variant="ghost" size="icon" aria-label={`Edit ${row.from}`} onClick={() => openDialog(row)}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${row.from}`} onClick={() => del.ask(row)} disabled={del.pending}>
                    <Trash2 aria-hidden />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
