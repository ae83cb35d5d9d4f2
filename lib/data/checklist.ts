import "server-only"

import type { ContentKind } from "@/lib/domain/types"
import type { Backend } from "@/lib/backend/types"
import { checklistFailures, runChecklist, type ChecklistContext, type ChecklistInput } from "@/lib/domain/checklist/rules"

export { pageChecklistInput, postChecklistInput } from "@/lib/domain/checklist/input"
import { titleSuffix } from "@/lib/domain/seo/title"
import { SITE } from "@/lib/domain/site"

import { fixedLivePaths, livePrefixes } from "@/lib/domain/checklist/site-paths"
import { LOCALE_CODES, localizedPath } from "@/lib/domain/i18n"

import { requireContentAccess } from "./auth"
import { resolveBackend } from "./backend"
import { DataError } from "./errors"
import { RESERVED_PAGE_SLUGS } from "@/lib/domain/reserved-slugs"
import { settingsForChecks, type SiteSettings } from "./settings"

/**
 * The addresses a link may name without being reported broken: the fixed routes and prefixes under every language's
 * prefix (a Spanish post links to /es/…), the built-in posts, and each language's published posts and pages.
 */
async function contextFor(backend: Backend, kind: ContentKind, settings: SiteSettings): Promise<ChecklistContext> {
  const perLocale = await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      const [posts, pages] = await Promise.all([backend.posts.publishedSummaries(locale), backend.pages.publishedSummaries(locale)])
      return [
        ...posts.map((p) => localizedPath(locale, `/blog/${p.slug}`)),
        ...pages.filter((p) => !RESERVED_PAGE_SLUGS.includes(p.slug)).map((p) => localizedPath(locale, `/${p.slug}`)),
      ]
    }),
  )
  return {
    titleSuffix: titleSuffix(kind === "post" ? "post" : "page"),
    livePaths: [...fixedLivePaths(), ...perLocale.flat()],
    livePrefixes: livePrefixes(),
    siteOrigin: SITE.url,
    clinicalCategories: settings.clinicalCategories,
  }
}

/** What the editor needs to run the same checklist in the browser, plus whether failures block publishing. */
export async function getChecklistContext(kind: ContentKind): Promise<ChecklistContext & { blocking: boolean }> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  const settings = await settingsForChecks()
  return { ...(await contextFor(backend, kind, settings)), blocking: settings.blockPublishOnChecklistFailures }
}

export const CHECKLIST_BLOCKED = "Publishing is blocked until the pre-publish checklist has no failures"

/**
 * The server's half of "Block publishing while the checklist has failures": called by every path that makes a
 * record live or schedules it (save with Published or a schedule, the list's Publish). Drafts always save.
 * The caller has checked the admin.
 */
export async function enforcePublishChecklist(kind: ContentKind, input: ChecklistInput, goingLive: boolean): Promise<void> {
  if (!goingLive) return
  const settings = await settingsForChecks()
  if (!settings.blockPublishOnChecklistFailures) return
  const { backend } = await resolveBackend()
  const failures = checklistFailures(runChecklist(input, await contextFor(backend, kind, settings)))
  if (failures.length === 0) return
  throw new DataError("conflict", `${CHECKLIST_BLOCKED}: ${failures.map((f) => f.label).join("; ")}`, {
    fieldErrors: { _form: failures.map((f) => f.label) },
  })
}
