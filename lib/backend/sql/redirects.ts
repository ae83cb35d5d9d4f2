import "server-only"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { RedirectRow, RedirectStatus, RedirectTarget } from "@/lib/domain/types"
import type { RedirectStore } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"

import { iso, isoOrNull } from "./rows"
import { containsPattern, isUniqueViolation } from "@/lib/backend/db/sql"

export function toRedirectRow(r: SqlRow): RedirectRow {
  return {
    id: String(r.id),
    from_path: String(r.from_path),
    to_path: String(r.to_path),
    status: Number(r.status) as RedirectStatus,
    automatic: r.automatic === true,
    hits: Number(r.hits ?? 0),
    last_hit_at: isoOrNull(r.last_hit_at),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  }
}

/** One row of the redirect table the proxy answers from. */
export function toRedirectTarget(r: SqlRow): RedirectTarget & { from_path: string } {
  return { id: String(r.id), from_path: String(r.from_path), to_path: String(r.to_path), status: Number(r.status) as RedirectStatus }
}

/** A second redirect from the same path: refused on the field. */
export const redirectFromTaken = () =>
  new DataError("conflict", "This path already redirects", { fieldErrors: { from_path: ["This path already redirects"] } })

export function sqlRedirects(db: Db): RedirectStore {
  async function write<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (err) {
      if (isUniqueViolation(err, "redirects_from_key")) throw redirectFromTaken()
      throw err
    }
  }

  return {
    async list(q) {
      const search = q.search.trim()
      const dir = q.order === "asc" ? "asc" : "desc"
      const orderBy = q.sort === "title" ? `lower(from_path) ${dir}, seq ${dir}` : `created_at ${dir}, seq ${dir}`
      const where = search ? "where from_path ilike $3 or to_path ilike $3" : ""
      const args: unknown[] = [q.pageSize, (q.page - 1) * q.pageSize, ...(search ? [containsPattern(search)] : [])]
      const [rows, count] = await Promise.all([
        db.query(`select * from redirects ${where} order by ${orderBy} limit $1 offset $2`, args),
        db.query<{ total: number }>(
          `select count(*)::int as total from redirects ${search ? "where from_path ilike $1 or to_path ilike $1" : ""}`,
          search ? [containsPattern(search)] : [],
        ),
      ])
      return { rows: rows.map(toRedirectRow), total: count[0]?.total ?? 0, page: q.page, pageSize: q.pageSize }
    },

    async get(id) {
      const rows = await db.query("select * from redirects where id = $1", [id])
      return rows[0] ? toRedirectRow(rows[0]) : null
    },

    create(input) {
      return write(async () => {
        const rows = await db.query("insert into redirects (from_path, to_path, status) values ($1, $2, $3) returning *", [
          input.from_path,
          input.to_path,
          input.status,
        ])
        return toRedirectRow(rows[0]!)
      })
    },

    update(id, input) {
      return write(async () => {
        const rows = await db.query(
          `update redirects set from_path = $2, to_path = $3, status = $4, automatic = false, updated_at = now()
           where id = $1 returning *`,
          [id, input.from_path, input.to_path, input.status],
        )
        return rows[0] ? toRedirectRow(rows[0]) : null
      })
    },

    async remove(id) {
      const rows = await db.query("delete from redirects where id = $1 returning *", [id])
      return rows[0] ? toRedirectRow(rows[0]) : null
    },

    async findByFrom(path) {
      const rows = await db.query("select * from redirects where from_path = $1", [path])
      return rows[0] ? toRedirectRow(rows[0]) : null
    },

    async findByTo(path) {
      const rows = await db.query("select * from redirects where to_path = $1 order by created_at, seq", [path])
      return rows.map(toRedirectRow)
    },

    async table() {
      const rows = await db.query("select id, from_path, to_path, status from redirects")
      return rows.map(toRedirectTarget)
    },

    async recordHit(id) {
      await db.query("update redirects set hits = hits + 1, last_hit_at = now() where id = $1", [id])
    },

    async move(from, to) {
      if (from === to) return
      await db.transaction(async (tx) => {
        await tx.query("delete from redirects where from_path = $1", [to])
        await tx.query("update redirects set to_path = $2, updated_at = now() where to_path = $1", [from, to])
        await tx.query(
          `insert into redirects (from_path, to_path, status, automatic) values ($1, $2, 301, true)
           on conflict (from_path) do update set to_path = excluded.to_path, status = 301, automatic = true, updated_at = now()`,
          [from, to],
        )
      })
    },

    async release(path) {
      await db.query("delete from redirects where from_path = $1", [path])
    },
  }
}
