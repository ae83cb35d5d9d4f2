import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { ConsentStore } from "@/lib/backend/types"
import { CONSENT_FORMS, type ConsentVersion } from "@/lib/domain/consent"

export function toConsentVersion(r: SqlRow): ConsentVersion {
  return {
    id: String(r.id),
    form: CONSENT_FORMS.find((f) => f === r.form) ?? "contact",
    locale: String(r.locale),
    text: String(r.text),
    hash: String(r.hash),
    version: Number(r.version),
    created_at: (r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at))).toISOString(),
    created_by: r.created_by ? String(r.created_by) : null,
  }
}

/** consent_versions (migration 0024): get-or-create by hash, numbered per form and language under a lock. */
export function sqlConsent(db: Db): ConsentStore {
  const find: ConsentStore["find"] = async (form, locale, hash) => {
    const [row] = await db.query("select * from consent_versions where form = $1 and locale = $2 and hash = $3", [form, locale, hash])
    return row ? toConsentVersion(row) : null
  }
  return {
    find,
    async ensure({ form, locale, text, hash, createdBy }) {
      const known = await find(form, locale, hash)
      if (known) return known
      return db.transaction(async (tx) => {
        // One numbering at a time per form and language, on every server sharing the database.
        await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`consent:${form}:${locale}`])
        const [row] = await tx.query(
          `with found as (select * from consent_versions where form = $1 and locale = $2 and hash = $4),
                made as (
                  insert into consent_versions (form, locale, text, hash, version, created_by)
                  select $1, $2, $3, $4,
                         coalesce((select max(version) from consent_versions where form = $1 and locale = $2), 0) + 1,
                         (select id from users where id = $5::uuid)
                   where not exists (select 1 from found)
                  returning *)
           select * from made union all select * from found`,
          [form, locale, text, hash, createdBy],
        )
        return toConsentVersion(row!)
      })
    },
    async get(id) {
      const [row] = await db.query("select * from consent_versions where id = $1", [id])
      return row ? toConsentVersion(row) : null
    },
    async list(form, locale) {
      const rows = await db.query("select * from consent_versions where form = $1 and locale = $2 order by version", [form, locale])
      return rows.map(toConsentVersion)
    },
  }
}
