import { DEFAULT_LOCALE, LOCALE_CODES, localizedPath, type Locale } from "./index"

/**
 * Translations of a record (docs/i18n.md): each language's version is a record of its own, linked to the original
 * (`translation_of`) and to the original's version it was last saved against (`source_version`). Pure rules, no I/O.
 */

/** A language's version of a record as the editor's status line says it. */
export type TranslationStatus = "missing" | "draft" | "scheduled" | "published" | "outdated"

/** Where a version stands on its own: drafts and schedules of one language never touch another's. */
export type PublicationState = "draft" | "scheduled" | "published"

/** What the stores return about each version of a record: enough to say its status and its address. */
export type TranslationRecord = {
  id: string
  locale: Locale
  slug: string
  /** Live now. */
  published: boolean
  publish_at: string | null
  version: number
  translation_of: string | null
  source_version: number | null
}

/** One language's line of the status: the version's id and slug, or nulls when it is missing. */
export type TranslationEntry = {
  locale: Locale
  status: TranslationStatus
  /** The version's own publication state (null when missing): an outdated translation may still be live. */
  state: PublicationState | null
  /** The original changed since this translation was last saved against it. */
  outdated: boolean
  /** This is the original (the record the others translate). */
  original: boolean
  id: string | null
  slug: string | null
}

export function publicationState(r: Pick<TranslationRecord, "published" | "publish_at">, now = Date.now()): PublicationState {
  if (r.published) return "published"
  if (r.publish_at && Date.parse(r.publish_at) > now) return "scheduled"
  return "draft"
}

/** The id of the original of a group: the record itself, or the one it translates. */
export const originalId = (r: Pick<TranslationRecord, "id" | "translation_of">): string => r.translation_of ?? r.id

/**
 * Every locale's entry for a group of versions (the original and its translations). `changedSince(record)` says
 * whether the original's translatable content changed since the version the translation was saved against (the
 * caller compares revisions; by default any newer version of the original counts).
 */
export function translationEntries(
  group: readonly TranslationRecord[],
  changedSince: (r: TranslationRecord) => boolean = (r) => {
    const original = group.find((g) => g.translation_of === null)
    return !!original && r.source_version !== null && original.version > r.source_version
  },
  now = Date.now(),
): TranslationEntry[] {
  return LOCALE_CODES.map((locale) => {
    const r = group.find((g) => g.locale === locale)
    if (!r) return { locale, status: "missing", state: null, outdated: false, original: false, id: null, slug: null }
    const state = publicationState(r, now)
    const outdated = r.translation_of !== null && changedSince(r)
    return { locale, status: outdated ? "outdated" : state, state, outdated, original: r.translation_of === null, id: r.id, slug: r.slug }
  })
}

/** The versions of a group that visitors may reach, as { locale, path } (hreflang alternates); none when not live. */
export function publishedAlternates(
  group: readonly Pick<TranslationRecord, "locale" | "slug" | "published">[],
  publicPath: (slug: string) => string | null,
): { locale: Locale; path: string }[] {
  const out: { locale: Locale; path: string }[] = []
  for (const locale of LOCALE_CODES) {
    const r = group.find((g) => g.locale === locale && g.published)
    const path = r ? publicPath(r.slug) : null
    if (path) out.push({ locale, path: localizedPath(locale, path) })
  }
  return out
}

/** The locale of a stored value: a known code, else the default (rows older than the locale column). */
export function storedLocale(value: unknown): Locale {
  return (LOCALE_CODES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE
}
