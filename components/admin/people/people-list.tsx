"use client"

import { useState } from "react"
import Link from "next/link"
import { Pencil, Plus, Trash2 } from "lucide-react"

import { PEOPLE_UI } from "@/lib/copy/people"
import { Button } from "@/components/ui/button"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { ConfirmDeleteDialog } from "../confirm-delete-dialog"
import type { DeleteAction } from "@/lib/data/admin/views"
import { useConfirmedDelete } from "../use-confirmed-delete"

export type PersonListItem = { id: string; name: string; slug: string; credentials: string; jobTitle: string }

type PeopleListProps = { rows: PersonListItem[]; remove: DeleteAction }

/** Admin → People: the directory with edit and delete (refused with the posts' titles while posts name the person). */
export function PeopleList({ rows, remove }: PeopleListProps) {
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
      {blocked ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive" data-testid="person-delete-refused">
          {blocked}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="py-10 text-center text-muted-foreground">{PEOPLE_UI.empty}</p>
      ) : (
        <Table data-testid="people-table">
          <TableHeader>
            <TableRow>
              <TableHead>{PEOPLE_UI.name}</TableHead>
              <TableHead>{PEOPLE_UI.credentials}</TableHead>
              <TableHead className="hidden md:table-cell">{PEOPLE_UI.jobTitle}</TableHead>
              <TableHead className="hidden sm:table-cell">{PEOPLE_UI.slug}</TableHead>
              <TableHead className="w-24 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid="person-row" data-slug={row.slug}>
                <TableCell className="font-medium">
                  <Link href={`/admin/people/${row.id}`} className="hover:underline">
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell>{row.credentials}</TableCell>
                <TableCell className="hidden md:table-cell">{row.jobTitle}</TableCell>
                <TableCell className="hidden font-mono text-xs sm:table-cell">{row.slug}</TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button asChild variant="ghost" size="icon">
                    <Link href={`/admin/people/${row.id}`} aria-label={`Edit ${row.name}`}>
                      <Pencil aria-hidden />
                    </Link>
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${row.name}`} onClick={() => del.ask(row)} disabled={del.pending}>
                    <Trash2 aria-hidden />
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDeleteDialog {...del.dialog} description={PEOPLE_UI.deleteDescription} />
    </>
  )
}
