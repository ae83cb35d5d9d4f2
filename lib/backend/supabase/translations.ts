import "server-only"

import type { SupabaseClient } from "@supabase/supabase-js"

import { toTranslation } from "@/lib/backend/sql/rows"
import type { TranslationRecord } from "@/lib/domain/i18n/translations"

import { rowsOf } from "./errors"

const COLUMNS = "id,locale,slug,published,publish_at,version,translation_of,source_version"

/**
 * The versions of a document's group (its original and the original's translations) over PostgREST, as
 * lib/backend/sql/content-store.ts's translationGroup reads them. Row-level security decides which the caller sees
 * (visitors: the live ones).
 */
export async function supabaseTranslationGroup(sb: SupabaseClient, id: string): Promise<TranslationRecord[]> {
  const table = "documents"
  const [self] = await rowsOf(sb.from(table).select("id,translation_of").eq("id", id), `get ${table}`)
  if (!self) return []
  const original = String(self.translation_of ?? self.id)
  const rows = await rowsOf(sb.from(table).select(COLUMNS).or(`id.eq.${original},translation_of.eq.${original}`), `list ${table} translations`)
  const now = Date.now()
  return rows.map((r) => {
    const at = r.publish_at ? new Date(String(r.publish_at)).toISOString() : null
    return {
      id: String(r.id),
      slug: String(r.slug ?? ""),
      published: r.published === true && (at === null || Date.parse(at) <= now),
      publish_at: at,
      version: Number(r.version ?? 1),
      ...toTranslation(r),
    }
  })
}
