import "server-only"

import type { ViewClient } from "@/lib/data/analytics"
import { publicCopy } from "@/lib/copy/public"
import { downloadLinkEmail } from "@/lib/data/notifications/contact-message"
import { CONTACT_RATE_LIMIT, HONEYPOT_FIELD } from "@/lib/domain/contact/config"
import { leadFormLocale, sanitizeLeadContext } from "@/lib/domain/contact/lead-context"
import { spamVerdict } from "@/lib/domain/contact/spam"
import type { FormRefusal } from "@/lib/domain/contact/types"
import type { DownloadRequestFieldErrors, DownloadRequestResult } from "@/lib/domain/schemas/download-request"
import { downloadRequestSchemaFor } from "@/lib/domain/schemas/download-request"
import { absoluteUrl } from "@/lib/domain/site"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import {
  checkDownloadLink,
  DOWNLOAD_LINK_TTL_MS,
  downloadLinkLocale,
  downloadLinkPath,
  readDownloadLink,
  signDownloadLink,
} from "@/lib/server/download-link"

import { resolveBackend } from "./backend"
import { visitOf } from "./contact-submit"
import { contactFormTokenAge } from "./form-token"
import { hitContactLimit } from "./limits"
import { createDownloadRequest } from "./messages"
import { getPublishedDocument } from "./site-documents"
import { readStoredFile, readUpload, type ServedFile } from "./uploads"

/**
 * Gated downloads: a visitor gives a name and an e-mail address for a resource, the request goes through the
 * contact form's pipeline (validation, the per-IP limit it shares with the form, the form token and honeypot, stored
 * before answering, notifications and the visitor's e-mail through the outbox, the lead's journey) and the answer
 * is a signed link that works for 24 hours (lib/server/download-link.ts).
 */

export const NOT_AVAILABLE = publicCopy(DEFAULT_LOCALE).formServer.notAvailable

const HOURS = DOWNLOAD_LINK_TTL_MS / 3_600_000

type Options = {
  ip: string
  client?: ViewClient
  now?: () => number
  tokenAge?: (token: unknown) => Promise<number | null>
  limiter?: { hit(key: string): Promise<{ ok: boolean; retryAfterMs: number }> }
}

const failure = (reason: FormRefusal, errors: string[], fieldErrors: DownloadRequestFieldErrors = {}): DownloadRequestResult => ({
  ok: false,
  errors,
  fieldErrors,
  reason,
})

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

async function secret(): Promise<string> {
  const { backend } = await resolveBackend()
  return backend.secret("download_link")
}

/** A published, gated resource with a file: the only kind a request may ask for. */
async function gatedResource(slug: unknown, locale: Locale) {
  const row = await getPublishedDocument("resource", slug, locale)
  const details = (row?.details ?? {}) as Record<string, unknown>
  if (!row || details.gated !== true || typeof details.file !== "string" || !details.file) return null
  return { slug: row.slug, title: row.title, file: details.file }
}

/** PUBLIC: the gate form's submit. Success only once the request (and its queued e-mails) is committed. */
export async function submitDownloadRequest(slug: unknown, raw: unknown, opts: Options): Promise<DownloadRequestResult> {
  const { ip, client, now = Date.now, tokenAge = contactFormTokenAge, limiter = { hit: (key: string) => hitContactLimit(key, CONTACT_RATE_LIMIT) } } = opts
  if (!isRecord(raw)) return failure("invalid", [publicCopy(DEFAULT_LOCALE).formServer.genericError])
  // The answer, the resource looked up and the request stored are all in the form's language.
  const locale = leadFormLocale(raw)
  const text = publicCopy(locale).formServer
  const parsed = downloadRequestSchemaFor(text.validation).safeParse({ name: raw.name, email: raw.email })
  if (!parsed.success) {
    const fieldErrors: DownloadRequestFieldErrors = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (field === "name" || field === "email") (fieldErrors[field] ??= []).push(issue.message)
    }
    return failure("invalid", [], fieldErrors)
  }

  const resource = await gatedResource(slug, locale)
  if (!resource) return failure("not-found", [text.notAvailable])

  const allowed = await limiter.hit(ip)
  if (!allowed.ok) return failure("limited", [text.rateLimited(allowed.retryAfterMs)])

  try {
    const key = await secret()
    const at = now()
    // The link names the resource's language: its slug is the one of that language.
    const linkFor = (id: string) => absoluteUrl(downloadLinkPath(signDownloadLink(key, resource.slug, id, at, DOWNLOAD_LINK_TTL_MS, locale)))
    const honeypot = typeof raw[HONEYPOT_FIELD] === "string" ? String(raw[HONEYPOT_FIELD]).slice(0, 500) : ""
    const verdict = spamVerdict({ honeypot, tokenAgeMs: await tokenAge(raw.token) })
    const context = { ...sanitizeLeadContext({ page: raw.page, referrer: raw.referrer, utm: raw.utm }), locale }
    const { row, emailed } = await createDownloadRequest(
      { ...parsed.data, ...verdict, ...context },
      {
        ...(client ? await visitOf(client) : {}),
        resource: { slug: resource.slug, title: resource.title },
        visitorMail: (r) => downloadLinkEmail(r, resource, linkFor(r.id), HOURS),
      },
    )
    return { ok: true, url: linkFor(row.id), emailed, expiresAt: new Date(at + DOWNLOAD_LINK_TTL_MS).toISOString() }
  } catch (error) {
    console.error("[download] storing a request failed", error)
    return failure("storage", [text.storageFailed])
  }
}

export type OpenedDownload = { ok: true; file: ServedFile } | { ok: false; status: 403 | 404 | 410; message: string }

const UPLOADS = "/api/uploads/"

/**
 * PUBLIC: the file behind a signed link. Forged or altered: 403; genuine but expired: 410; the resource gone, no
 * longer published or its file missing: 404. Storage unreachable: throws (the route answers 503). The file is
 * streamed through this server, never redirected to: its address (/api/uploads/… on the SQL backend, the `uploads`
 * bucket's public URL on Supabase) works for anyone who has it, so handing it out would outlive the link's expiry.
 * On Supabase a short-lived Storage signed URL would not help either: it names the object's path, and the bucket is
 * public, so the permanent address follows from it. Nothing reaches the storage before the link checks out.
 */
export async function openDownload(slug: string, search: URLSearchParams, now = Date.now()): Promise<OpenedDownload> {
  // The words of a refusal follow the language the link names; the file is looked up in the language it signs.
  const text = publicCopy(downloadLinkLocale(search)).downloadLink
  const link = readDownloadLink(slug, search)
  const check = checkDownloadLink(await secret(), link, now)
  if (!check.ok) return check.reason === "expired" ? { ok: false, status: 410, message: text.expired } : { ok: false, status: 403, message: text.invalid }
  const row = await getPublishedDocument("resource", slug, link?.locale ?? DEFAULT_LOCALE)
  const file = String(((row?.details ?? {}) as Record<string, unknown>).file ?? "")
  if (!row || !file) return { ok: false, status: 404, message: text.missing }
  const served = file.startsWith(UPLOADS) ? await uploadByPath(file.slice(UPLOADS.length)) : await readStoredFile(file)
  if (!served) return { ok: false, status: 404, message: text.missing }
  return { ok: true, file: served }
}

/** The SQL backend's upload behind an /api/uploads/{key} address. */
async function uploadByPath(rest: string): Promise<ServedFile | null> {
  let key: string
  try {
    key = decodeURIComponent(rest.split(/[?#]/)[0]!)
  } catch {
    return null
  }
  return readUpload(key)
}
