import "server-only"

import { publicCopy } from "@/lib/copy/public"
import { downloadLinkEmail } from "@/lib/data/notifications/contact-message"
import type { DownloadRequestResult } from "@/lib/domain/schemas/download-request"
import { DOWNLOAD_REQUEST_FIELDS, downloadRequestFieldErrors, downloadRequestSchemaFor } from "@/lib/domain/schemas/download-request"
import { absoluteUrl } from "@/lib/domain/site"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { isGatedFileMarker, RESOURCE_TYPE } from "@/lib/domain/content/document-types"
import {
  checkDownloadLink,
  DOWNLOAD_LINK_TTL_MS,
  downloadLinkLocale,
  downloadLinkPath,
  readDownloadLink,
  signDownloadLink,
} from "@/lib/server/download-link"

import { resolveBackend } from "./backend"
import { refuse, runLeadForm, type LeadIntake } from "./lead-form"
import { createDownloadRequest } from "./messages"
import { getPublishedDocument } from "./site-documents"
import { readGatedFile, readStoredFile, readUpload, type ServedFile } from "./uploads"

/**
 * Gated downloads: a visitor gives a name and an e-mail address for a resource, the request goes through the lead
 * pipeline (lib/data/lead-form.ts: validation, the per-IP limit it shares with the contact form, the form token and
 * honeypot, stored before answering, notifications and the visitor's e-mail through the outbox, the lead's journey) and the answer
 * is a signed link that works for 24 hours (lib/server/download-link.ts).
 */

export const NOT_AVAILABLE = publicCopy(DEFAULT_LOCALE).formServer.notAvailable

const HOURS = DOWNLOAD_LINK_TTL_MS / 3_600_000

type Options = LeadIntake

async function secret(): Promise<string> {
  const { backend } = await resolveBackend()
  return backend.secret("download_link")
}

/** A published, gated resource with a file: the only kind a request may ask for. */
async function gatedResource(slug: unknown, locale: Locale) {
  const row = await getPublishedDocument(RESOURCE_TYPE.name, slug, locale)
  const details = (row?.details ?? {}) as Record<string, unknown>
  if (!row || details.gated !== true || typeof details.file !== "string" || !details.file) return null
  return { slug: row.slug, title: row.title, file: details.file }
}

/** PUBLIC: the gate form's submit, through the lead pipeline. Success only once the request (and its queued e-mails) is committed. */
export async function submitDownloadRequest(slug: unknown, raw: unknown, opts: Options): Promise<DownloadRequestResult> {
  const now = opts.now ?? Date.now
  return runLeadForm(raw, opts, {
    consent: "download",
    fields: DOWNLOAD_REQUEST_FIELDS,
    parse: (m, values) => downloadRequestSchemaFor(m).safeParse(values),
    fieldErrors: downloadRequestFieldErrors,
    subject: async (locale) => (await gatedResource(slug, locale)) ?? refuse("not-found", publicCopy(locale).formServer.notAvailable),
    store: async ({ data, server, locale }, resource) => {
      const key = await secret()
      const at = now()
      // The link names the resource's language: its slug is the one of that language.
      const linkFor = (id: string) => absoluteUrl(downloadLinkPath(signDownloadLink(key, resource.slug, id, at, DOWNLOAD_LINK_TTL_MS, locale)))
      const { row, emailed } = await createDownloadRequest(data, {
        ...server,
        resource: { slug: resource.slug, title: resource.title },
        visitorMail: (r) => downloadLinkEmail(r, resource, linkFor(r.id), HOURS),
      })
      return { ok: true as const, url: linkFor(row.id), emailed, expiresAt: new Date(at + DOWNLOAD_LINK_TTL_MS).toISOString() }
    },
  })
}

export type OpenedDownload = { ok: true; file: ServedFile } | { ok: false; status: 403 | 404 | 410; message: string }

const UPLOADS = "/api/uploads/"

/**
 * PUBLIC: the file behind a signed link. Forged or altered: 403; genuine but expired: 410; the resource gone, no
 * longer published or its file missing: 404. Storage unreachable: throws (the route answers 503). The file is
 * streamed through this server, never redirected to: its address (/api/uploads/… on the SQL backend) works for anyone
 * who has it, so handing it out would outlive the link's expiry. On Supabase the document holds a marker (isGatedFileMarker)
 * instead of the address (supabase/migrations/20261202002700_gated_files.sql): the file is read with the service-role
 * key from the private bucket `gated` (readGatedFile); a document saved with a URL of the public `uploads` bucket is
 * still read from it (readStoredFile). Nothing reaches the storage before the link checks out.
 */
export async function openDownload(slug: string, search: URLSearchParams, now = Date.now()): Promise<OpenedDownload> {
  // The words of a refusal follow the language the link names; the file is looked up in the language it signs.
  const text = publicCopy(downloadLinkLocale(search)).downloadLink
  const link = readDownloadLink(slug, search)
  const check = checkDownloadLink(await secret(), link, now)
  if (!check.ok) return check.reason === "expired" ? { ok: false, status: 410, message: text.expired } : { ok: false, status: 403, message: text.invalid }
  const row = await getPublishedDocument(RESOURCE_TYPE.name, slug, link?.locale ?? DEFAULT_LOCALE)
  const file = String(((row?.details ?? {}) as Record<string, unknown>).file ?? "")
  if (!row || !file) return { ok: false, status: 404, message: text.missing }
  const served =
    isGatedFileMarker(file) ? await readGatedFile(row.id) : file.startsWith(UPLOADS) ? await uploadByPath(file.slice(UPLOADS.length)) : await readStoredFile(file)
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
