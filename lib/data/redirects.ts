import "server-only"

import { z } from "zod"

import type { Paged, RedirectInput, RedirectRow } from "@/lib/domain/types"
import type { Backend } from "@/lib/backend/types"
import type { Locale } from "@/lib/domain/i18n"
import { addressOf } from "@/lib/domain/content/address"

import { requireContentAccess } from "./auth"
import { audit } from "./audit"
import { resolveBackend } from "./backend"
import { DataError, parseId, parseInput } from "./errors"
import { normalizeListQuery } from "./list-query"
import { reloadRedirectTable } from "./redirect-table"
import { checkTarget, contentSlugOf, isFixedRouteOrAsset, normalizeFromPath, REDIRECT_MESSAGES } from "./redirect-rules"
import { isReservedPostSlug } from "@/lib/domain/reserved-slugs"

const notFound = () => new DataError("not_found", "Redirect not found")

const redirectSchema = z.object({
  from_path: z.string({ error: "From is required" }).trim().min(1, "From is required").max(500, "From must be at most 500 characters"),
  to_path: z.string({ error: "To is required" }).trim().min(1, "To is required").max(2000, "To must be at most 2,000 characters"),
  status: z.coerce.number().pipe(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)], { error: "Choose 301, 302, 307 or 308" })),
})

const fieldError = (field: keyof RedirectInput, message: string) => new DataError("validation", message, { fieldErrors: { [field]: [message] } })

async function isLiveContent(backend: Backend, path: string): Promise<boolean> {
  const content = contentSlugOf(path)
  if (!content) return false
  if (content.kind === "post") return isReservedPostSlug(content.slug) || !!(await backend.posts.getPublishedBySlug(content.slug))
  return !!(await backend.pages.getPublishedBySlug(content.slug))
}

/** The screen's rules: plain paths, http(s) targets, no loop, one hop at most, never over a live route. */
async function validate(backend: Backend, input: unknown, selfId: string | null): Promise<RedirectInput> {
  const data = parseInput(redirectSchema, input)
  const from = normalizeFromPath(data.from_path)
  if (!from) throw fieldError("from_path", REDIRECT_MESSAGES.fromInvalid)
  const target = checkTarget(data.to_path)
  if (!target.ok) throw fieldError("to_path", target.error)
  if (target.path === from) throw fieldError("to_path", REDIRECT_MESSAGES.loop)
  if (isFixedRouteOrAsset(from) || (await isLiveContent(backend, from))) throw fieldError("from_path", REDIRECT_MESSAGES.live)
  if (target.path) {
    const onward = await backend.redirects.findByFrom(target.path)
    if (onward && onward.id !== selfId) {
      const back = checkTarget(onward.to_path)
      if (back.ok && back.path === from) throw fieldError("to_path", REDIRECT_MESSAGES.loop)
      throw fieldError("to_path", `${target.path} already redirects to ${onward.to_path}: point this redirect there instead (one hop at most)`)
    }
  }
  const incoming = (await backend.redirects.findByTo(from)).filter((r) => r.id !== selfId)
  if (incoming[0]) {
    throw fieldError("from_path", `${incoming[0].from_path} already redirects here: this would make a chain of two hops`)
  }
  return { from_path: from, to_path: target.value, status: data.status }
}

export async function listRedirects(q: unknown = {}): Promise<Paged<RedirectRow>> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return backend.redirects.list(normalizeListQuery(q))
}

export async function getRedirectById(id: unknown): Promise<RedirectRow> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  return (await backend.redirects.get(parseId(id))) ?? Promise.reject(notFound())
}

export async function createRedirect(input: unknown): Promise<RedirectRow> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  const row = await backend.redirects.create(await validate(backend, input, null))
  await reloadRedirectTable(backend)
  await audit("create", { type: "redirect", id: row.id, label: `${row.from_path} → ${row.to_path}` })
  return row
}

export async function updateRedirect(id: unknown, input: unknown): Promise<RedirectRow> {
  await requireContentAccess()
  const redirectId = parseId(id)
  const { backend } = await resolveBackend()
  if (!(await backend.redirects.get(redirectId))) throw notFound()
  const row = await backend.redirects.update(redirectId, await validate(backend, input, redirectId))
  if (!row) throw notFound()
  await reloadRedirectTable(backend)
  await audit("update", { type: "redirect", id: row.id, label: `${row.from_path} → ${row.to_path}` })
  return row
}

export async function deleteRedirect(id: unknown): Promise<void> {
  await requireContentAccess()
  const { backend } = await resolveBackend()
  const row = await backend.redirects.remove(parseId(id))
  if (!row) throw notFound()
  await reloadRedirectTable(backend)
  await audit("delete", { type: "redirect", id: row.id, label: `${row.from_path} → ${row.to_path}` })
}

type Moved = { slug: string; published?: boolean; publish_at?: string | null; locale?: Locale }
type Located = Parameters<typeof addressOf>[0]

/**
 * What a save means for redirects: a live document whose slug changed leaves a 301 from its old address to its new
 * one (move); a document that is live or scheduled claims its own address, so a redirect from it goes (release).
 */
function redirectChange(type: Located, before: Moved | null, after: Moved): { move: [string, string] } | { release: string } | null {
  const to = addressOf(type, after)
  if (!to) return null
  const from = before ? addressOf(type, before) : null
  if (before?.published && from && from !== to) return { move: [from, to] }
  if (after.published || after.publish_at) return { release: to }
  return null
}

/** Whether a save may change redirects: where the database makes the change (contentHooksInDatabase), the table is reloaded on it. */
export function contentRedirectsMayChange(type: Located, before: Moved | null, after: Moved): boolean {
  return redirectChange(type, before, after) !== null
}

/**
 * Inside a save's transaction (the caller has checked the member): makes the save's redirect change (chains
 * collapsed, loops dropped by the store). Returns whether the redirect table changed (the caller reloads it after
 * the commit).
 */
export async function moveContentRedirects(tx: Backend, type: Located, before: Moved | null, after: Moved): Promise<boolean> {
  const change = redirectChange(type, before, after)
  if (!change) return false
  if ("move" in change) {
    await tx.redirects.move(...change.move)
    return true
  }
  if (!(await tx.redirects.findByFrom(change.release))) return false
  await tx.redirects.release(change.release)
  return true
}
