"use client"

import Link from "next/link"
import { useState, useTransition, type FormEvent } from "react"
import { X } from "lucide-react"

import type { ActionResult } from "@/lib/data/result"
import { LEADS } from "@/lib/copy/leads"
import { Button } from "@/components/ui/button"
import { FieldError } from "@/components/ui/field-error"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"

import { toastSuccess } from "../toasts"

const u = LEADS.ui

/** The member's saved views (links to the list with their filters) and "Save view" for the filters shown now. */
export function SavedViews({
  views,
  query,
  save,
  remove,
}: {
  views: { name: string; query: string }[]
  query: string
  save: (input: unknown) => Promise<ActionResult>
  remove: (name: string) => Promise<ActionResult>
}) {
  const [name, setName] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [pending, start] = useTransition()

  function submit(event: FormEvent) {
    event.preventDefault()
    start(async () => {
      const result = await save({ name, query })
      if (!result.ok) return setError(result.fieldErrors?.name?.[0] ?? result.error)
      setError(null)
      setName("")
      toastSuccess(u.viewSaved)
    })
  }

  return (
    <section aria-label={u.savedViews} className="flex flex-wrap items-end gap-3">
      {views.length ? (
        <ul className="flex flex-wrap gap-2" data-testid="saved-views">
          {views.map((v) => (
            <li key={v.name} className="flex items-center rounded-full border bg-background pl-3 text-sm">
              <Link href={`/admin/leads${v.query ? `?${v.query}` : ""}`} className="hover:underline">
                {v.name}
              </Link>
              <Button type="button" variant="ghost" size="icon" aria-label={u.deleteView(v.name)} onClick={() => start(async () => void (await remove(v.name)))}>
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={submit} className="flex items-end gap-2" noValidate>
        <div className="grid gap-1">
          <Label htmlFor="view-name">{u.viewName}</Label>
          <Input id="view-name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? "view-name-error" : undefined} />
          <FieldError id="view-name-error">{error}</FieldError>
        </div>
        <Button type="submit" variant="outline" disabled={pending}>
          {u.saveView}
        </Button>
      </form>
    </section>
  )
}
