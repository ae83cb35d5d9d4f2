"use client"

import type { ContentKind } from "@/lib/domain/types"
import { useMemo } from "react"
import { CircleAlert, CircleCheck, CircleX } from "lucide-react"
import { useWatch } from "react-hook-form"

import { isGoingLive } from "@/lib/domain/checklist/input"
import { contentType, type ContentTypeDeclaration } from "@/lib/domain/content"
import { checklistFailures, runChecklist, type ChecklistItem, type ChecklistStatus } from "@/lib/domain/checklist/rules"
import { SEO_EDITOR_UI } from "@/lib/copy/people"
import { cn } from "@/lib/utils"

import type { LooseSeoValues, SeoEditorContext, SeoFormFields } from "@/lib/data/admin/seo-types"

const ICON = { pass: CircleCheck, warning: CircleAlert, failure: CircleX } as const
const TONE: Record<ChecklistStatus, string> = { pass: "text-emerald-700", warning: "text-amber-700", failure: "text-destructive" }
const WORD: Record<ChecklistStatus, string> = { pass: SEO_EDITOR_UI.pass, warning: SEO_EDITOR_UI.warning, failure: SEO_EDITOR_UI.failure }

/**
 * The checklist for the current form values: the type's declared input (a site page's sections, a case study's
 * details), so the browser applies the same rules the server does when blocking is on. A type that declares none
 * (the singletons: a menu has no meta title) has no checklist.
 */
export function checklistFor(kind: ContentKind, values: LooseSeoValues, ctx: SeoEditorContext["checklist"]): ChecklistItem[] {
  const input = declaredChecklistInput(kind)
  return input ? runChecklist(input(values as Record<string, unknown>), ctx) : []
}

/** Whether the type has a pre-publish checklist at all. */
export function hasChecklist(kind: ContentKind): boolean {
  return declaredChecklistInput(kind) !== undefined
}

function declaredChecklistInput(kind: ContentKind): ContentTypeDeclaration["checklistInput"] {
  return (contentType(kind) as ContentTypeDeclaration).checklistInput
}

/** The browser's half of blocking: the failures that stop this save, or none (a draft always saves). */
export function blockingFailures(kind: ContentKind, values: LooseSeoValues, ctx: SeoEditorContext["checklist"]): ChecklistItem[] {
  if (!ctx.blocking || !isGoingLive(values)) return []
  return checklistFailures(checklistFor(kind, values, ctx))
}

type ChecklistPanelProps = { kind: ContentKind; ctx: SeoEditorContext["checklist"] }

/** Pass / warning / failure per rule with a one-line fix, recomputed as the editor types. */
export function ChecklistPanel({ kind, ctx }: ChecklistPanelProps) {
  const values = useWatch<SeoFormFields>() as Partial<SeoFormFields>
  const items = useMemo(() => checklistFor(kind, values, ctx), [kind, values, ctx])
  const failures = items.filter((i) => i.status === "failure").length
  return (
    <section aria-labelledby="checklist-heading" className="grid gap-2 border-t pt-4" data-testid="checklist" data-failures={failures}>
      <h3 id="checklist-heading" className="text-sm font-medium">
        {SEO_EDITOR_UI.checklist}
      </h3>
      {ctx.blocking ? <p className="text-xs text-muted-foreground">{SEO_EDITOR_UI.checklistBlocking}</p> : null}
      <ul className="grid gap-2">
        {items.map((it) => {
          const Icon = ICON[it.status]
          return (
            <li key={it.id} className="flex gap-2 text-sm" data-testid={`check-${it.id}`} data-status={it.status}>
              <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", TONE[it.status])} />
              <div className="min-w-0">
                <p>
                  <span className="sr-only">{WORD[it.status]}: </span>
                  {it.label}
                </p>
                {it.fix ? <p className="text-xs text-muted-foreground">{it.fix}</p> : null}
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
