import "server-only"

import type { Queryable, SqlRow } from "@/lib/backend/db/types"
import type { TranslationOrigin } from "@/lib/backend/types"
import { DEFAULT_LOCALE } from "@/lib/domain/i18n"
import type { TranslationRecord } from "@/lib/domain/i18n/translations"

import { iso, toTranslation } from "./rows"
import { isUniqueViolation } from "@/lib/backend/db/sql"
import { slugTaken, translationExists } from "@/lib/domain/errors"

/** Live now: published, and its scheduled time (if any) has come. Every public read uses this. */
export const liveOn = (alias = "") => `(${alias}published and (${alias}publish_at is null or ${alias}publish_at <= now()))`
export const LIVE = liveOn()

/** A new record's language and original: an original in the default locale unless told. */
export const ORIGINAL: TranslationOrigin = { locale: DEFAULT_LOCALE, translation_of: null, source_version: null }

/** The versions of a record's group (its original and the original's translations), as the translation rules read them. */
export async function translationGroup(db: Queryable, id: string): Promise<TranslationRecord[]> {
  const rows = await db.query(
    `select id, locale, slug, published, publish_at, version, translation_of, source_version from documents
      where id = (select coalesce(translation_of, id) from documents where id = $1)
         or translation_of = (select coalesce(translation_of, id) from documents where id = $1)
      order by translation_of nulls first, locale`,
    [id],
  )
  return rows.map((r) => ({
    id: String(r.id),
    slug: String(r.slug ?? ""),
    published: isLiveRow(r),
    publish_at: r.publish_at ? iso(r.publish_at) : null,
    version: Number(r.version ?? 1),
    ...toTranslation(r),
  }))
}

function isLiveRow(r: SqlRow): boolean {
  return r.published === true && (!r.publish_at || Date.parse(iso(r.publish_at)) <= Date.now())
}

/** A unique violation in the app's words: the slug taken in this locale, or a second translation into one locale. */
export function uniqueInWords(err: unknown, slugKey: string, translationKey: string): unknown {
  if (isUniqueViolation(err, slugKey)) return slugTaken()
  if (isUniqueViolation(err, translationKey)) return translationExists()
  return err
}
