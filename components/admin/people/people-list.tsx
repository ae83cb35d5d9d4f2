"use client"

import { useState, type ReactNode } from "react"
import Link from "next/link"
import { Pencil, Plus, Trash2 } from "lucide-react"

import { PEOPLE_UI } from "@/lib/copy/people"
import { PERSON_TYPE } from "@/lib/domain/content/person"
import { Button } from "@/components/ui/button"

import { ConfirmDeleteDialog } from "../confirm-delete-dialog"
import { DataTable } from "../data-table"
import type { DeleteAction } from "@/lib/data/admin/views"
import { useConfirmedDelete } from "../use-confirmed-delete"

export type PersonListItem = { id: string; name: string; slug: string; credentials: string; jobTitle: string }

type PeopleListProps = {
  rows: PersonListItem[]
  remove: DeleteAction
  /** What an empty page says (no people yet, or none matching the search). */
  empty?: string
  /** The search box, above the table. */
  children?: ReactNode
}

/** Admin → People: the directory (the declared columns of people) with edit and delete (refused with the posts' titles while posts name the person). */
export function PeopleList({ rows, remove, empty = PEOPLE_UI.empty, children }: PeopleListProps) {
  const [blocked, setBlocked] = useState<string | null>(null)
  const del = useConfirmedDelete<PersonListItem>(remove, { failed: PEOPLE_UI.deleteFailed, deleted: PEOPLE_UI.deleted }, (result) =>
    setBlocked(result.ok ? null : result.error),
  )

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{PEOPLE_UI.intro}</p>
        <Button asChild>
          <Link href="/admin/people/new">
            <Plus aria-hidden />
            {PEOPLE_UI.add}
          </Link>
        </Button>
      </div>
      {children}
      {blocked ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive" data-testid="person-delete-refused">
          {blocked}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{empty}</p>
      ) : (
        <DataTable
          columns={PERSON_TYPE.list.columns}
          rows={rows}
          testId="people-table"
          rowTestId="person-row"
          rowData={(row) => ({ slug: row.slug })}
          editHref={(row) => `${PERSON_TYPE.adminPath}/${row.id}`}
          actions={(row) => (
            <>
              <Button asChild variant="ghost" size="icon">
                <Link href={`${PERSON_TYPE.adminPath}/${row.id}`} aria-label={`Edit ${row.name}`}>
                  <Pencil aria-hidden />
                </Link>
              </Button>
              <Button variant="ghost" size="icon" aria-label={`Delete ${row.name}`} onClick={() => del.ask(row)} disabled={del.pending}>
                <Trash2 aria-hidden />
              </Button>
            </>
          )}
        />
      )}
      <ConfirmDeleteDialog {...del.dialog} description={PEOPLE_UI.deleteDescription} />
    </>
  )
}
