import "server-only"

import { cache } from "react"

import { CONTENT_TYPES, type ContentTypeDeclaration } from "@/lib/domain/content"
import type { SiteChrome } from "@/lib/domain/site-content"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { storedLocale } from "@/lib/domain/i18n/translations"
import { getDocument } from "@/lib/data/documents"
import type { DocumentRow, DocumentTypeName } from "@/lib/domain/types"
import { getPreview } from "@/lib/data/previews"
import { getSharedRecord } from "@/lib/data/share-links"

import { chromeWithSingleton, getSiteChrome, isSingletonName } from "./site-chrome"
import { getPublishedSitePage } from "./site-pages"

/**
 * A site document shown on its real template outside the public routes: an editor's unsaved state (the live
 * preview and the Preview button) or the saved state behind a client's share link. Never cached, never listed.
 */
export type DocumentTemplateView = {
  /** The declaration's `site.template` (a key of the templates map in components/templates); "site_page" otherwise. */
  template: string
  row: DocumentRow
  locale: Locale
}

export type DocumentPreviewView = {
  kind: DocumentTypeName
  title: string
  view: DocumentTemplateView
  /** The header, footer and contact details to draw around it: a singleton's own content in its place. */
  chrome: SiteChrome
  /** The record's editor (null on a share link). */
  editorHref: string | null
  /** The record's language: the page is drawn in it (the chrome, the home page under a singleton, `lang`). */
  locale: Locale
}

/** A document as the public templates read it, from a saved row or an editor's unsaved values. */
async function viewOf(kind: DocumentTypeName, row: DocumentRow): Promise<Omit<DocumentPreviewView, "editorHref">> {
  const locale = storedLocale(row.locale)
  const chrome = isSingletonName(kind) ? chromeWithSingleton(kind, row.content, locale) : getSiteChrome(locale)
  const type = CONTENT_TYPES[kind] as ContentTypeDeclaration
  if (type.kind !== "singleton") {
    return { kind, locale, title: row.title, view: { template: type.site?.template ?? "site_page", row, locale }, chrome: await chrome }
  }
  // A singleton shows on every page: its preview is the home page of its language, drawn with the singleton's content.
  const [home, resolved] = await Promise.all([getPublishedSitePage("/", locale), chrome])
  return { kind, locale, title: CONTENT_TYPES[kind].labels.singular, view: { template: "site_page", row: { ...row, sections: home?.sections ?? [] }, locale }, chrome: resolved }
}

/** The language of the record an editor's preview belongs to (a new record is in the default language). */
async function recordLocale(kind: DocumentTypeName, recordId: string | null): Promise<Locale> {
  if (!recordId) return DEFAULT_LOCALE
  const row = await getDocument(kind, recordId).catch(() => null)
  return storedLocale(row?.locale)
}

function rowFromValues(kind: DocumentTypeName, recordId: string | null, data: Record<string, unknown>, locale: Locale): DocumentRow {
  const now = new Date().toISOString()
  return {
    locale,
    translation_of: null,
    source_version: null,
    ...data,
    id: recordId ?? "preview",
    type: kind,
    slug: String(data.slug ?? ""),
    title: String(data.title ?? ""),
    published: false,
    publish_at: null,
    published_at: null,
    version: 0,
    updated_by_email: "",
    created_at: now,
    updated_at: now,
  }
}

const isDocumentKind = (kind: string): kind is DocumentTypeName => kind !== "post" && kind !== "page"

/**
 * The signed-in member's own preview of a document (null for anyone else, a signed-out browser, an expired
 * preview, or a post's or page's preview). Read once per request: the page and its metadata ask.
 */
export const findDocumentPreview = cache(async (id: string): Promise<DocumentPreviewView | null> => {
  const preview = await getPreview(id)
  if (!preview || !isDocumentKind(preview.kind)) return null
  const kind = preview.kind
  const locale = await recordLocale(kind, preview.recordId)
  const view = await viewOf(kind, rowFromValues(kind, preview.recordId, preview.data as Record<string, unknown>, locale))
  const type = CONTENT_TYPES[kind]
  // A singleton's default-language document opens at its screen; any other saved version at /{id}.
  const own = preview.recordId && !(type.kind === "singleton" && locale === DEFAULT_LOCALE) ? `/${preview.recordId}` : type.kind === "singleton" ? "" : "/new"
  return { ...view, editorHref: `${type.adminPath}${own}` }
})

/** The saved record behind a valid share link (any kind), read once per request. */
export const findSharedRecord = cache((token: string) => getSharedRecord(token))

/** The saved document behind a valid share link; null for a post's or a page's link and for any invalid token. */
export const findSharedDocument = cache(async (token: string): Promise<DocumentPreviewView | null> => {
  const shared = await findSharedRecord(token)
  if (!shared || !isDocumentKind(shared.kind)) return null
  return { ...(await viewOf(shared.kind, shared.row as DocumentRow)), editorHref: null }
})
