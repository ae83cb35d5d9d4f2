import "server-only"

import { CONTENT_TYPES, contentType } from "@/lib/domain/content"
import type { FieldDeclaration } from "@/lib/domain/content"
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import { storedLocale } from "@/lib/domain/i18n/translations"
import type { DocumentTypeName } from "@/lib/domain/types"
import { getDocument, type TranslatableKind } from "@/lib/data/documents"
import { listTranslations } from "@/lib/data/translations"

import type { SourceText, TranslationPanelData } from "./translation-types"

/** The kinds that have a version per language: every content type but people. */
export function isTranslatableKind(kind: unknown): kind is TranslatableKind {
  return typeof kind === "string" && kind !== "person" && Object.hasOwn(CONTENT_TYPES, kind)
}

/**
 * The editor of a version of this kind: a collection's record at /admin/{type}/{id}; a singleton's default-language
 * document at its screen (/admin/settings/footer), any other language's at /{id} under it.
 */
export function editorHrefOf(kind: TranslatableKind, id: string, locale: Locale): string {
  const type = contentType(kind)
  return type.kind === "singleton" && locale === DEFAULT_LOCALE ? type.adminPath : `${type.adminPath}/${id}`
}

// Keys of structured values that identify or arrange things rather than say something.
const SKIP_KEYS = new Set(["id", "key", "type", "icon", "variant", "layout", "style"])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const humanize = (key: string) => key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^\w/, (c) => c.toUpperCase())

/** Every text inside a structured value, labelled by where it sits ("Sections › 1 › Heading"). */
function textsOf(label: string, value: unknown, out: SourceText[]) {
  if (typeof value === "string") {
    if (value.trim() && !UUID.test(value)) out.push({ label, text: value })
  } else if (Array.isArray(value)) {
    if (value.every((v) => typeof v === "string")) {
      if (value.length > 0) out.push({ label, text: value.join(", ") })
      return
    }
    value.forEach((item, i) => textsOf(`${label} › ${i + 1}`, item, out))
  } else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (!SKIP_KEYS.has(key)) textsOf(`${label} › ${humanize(key)}`, v, out)
    }
  }
}

/** The original's translatable texts as the translator reads them: empty fields and a singleton's fixed title and slug left out. */
export function sourceTexts(kind: TranslatableKind, row: Record<string, unknown>): SourceText[] {
  const type = contentType(kind)
  const fixed = type.kind === "singleton" ? new Set(["title", "slug"]) : new Set<string>()
  const out: SourceText[] = []
  for (const field of type.fields as readonly FieldDeclaration[]) {
    if (!field.translatable || fixed.has(field.name)) continue
    const value = row[field.name]
    if (field.kind === "data" || field.kind === "sections") textsOf(field.label, value, out)
    else if (Array.isArray(value)) textsOf(field.label, value.map(String), out)
    else if (value != null && typeof value !== "object") textsOf(field.label, String(value), out)
  }
  return out
}

/**
 * The editor's Languages panel (docs/i18n.md): the record's language, every other language's status and editor,
 * and, for a translation, the original's texts and the version the translation was last saved against. Every read
 * checks the member's permission (listTranslations, getDocument).
 */
export async function loadTranslationPanel(kind: TranslatableKind, id: string): Promise<TranslationPanelData> {
  const [entries, row] = await Promise.all([listTranslations(kind, id), getDocument(kind as DocumentTypeName, id)])
  const record = row as unknown as Record<string, unknown>
  const locale = storedLocale(record.locale)
  const originalEntry = entries.find((e) => e.original)
  const originalLocale = originalEntry?.locale ?? DEFAULT_LOCALE
  const lines = entries
    .filter((e) => e.locale !== locale)
    .map((e) => ({ locale: e.locale, status: e.status, original: e.original, id: e.id, editHref: e.id ? editorHrefOf(kind, e.id, e.locale) : null }))
  let source: TranslationPanelData["source"] = null
  const originalId = typeof record.translation_of === "string" ? record.translation_of : null
  if (originalId) {
    const original = (await getDocument(kind as DocumentTypeName, originalId)) as unknown as Record<string, unknown>
    source = {
      locale: storedLocale(original.locale),
      version: Number(original.version ?? 1),
      sourceVersion: Number(record.source_version ?? 0),
      texts: sourceTexts(kind, original),
    }
  }
  return { locale, originalLocale, lines, source }
}
