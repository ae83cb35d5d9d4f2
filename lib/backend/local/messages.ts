import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { MessageStore } from "@/lib/backend/types"

import { toMessageRow } from "./rows"

export function localMessages(db: Db): MessageStore {
  return {
    async create({ name, email, message }) {
      const rows = await db.query("insert into messages (name, email, message) values ($1, $2, $3) returning *", [name, email, message])
      return toMessageRow(rows[0]!)
    },
    async list({ page, pageSize }) {
      const [rows, count] = await Promise.all([
        db.query("select * from messages order by created_at desc, seq desc limit $1 offset $2", [pageSize, (page - 1) * pageSize]),
        db.query<{ total: number }>("select count(*)::int as total from messages"),
      ])
      return { rows: rows.map(toMessageRow), total: count[0]?.total ?? 0, page, pageSize }
    },
    async setRead(id, read) {
      const rows = await db.query("update messages set read = $2 where id = $1 returning id", [id, read])
      return rows.length > 0
    },
    async remove(id) {
      const rows = await db.query("delete from messages where id = $1 returning id", [id])
      return rows.length > 0
    },
    async countUnread() {
      const rows = await db.query<{ n: number }>("select count(*)::int as n from messages where not read")
      return rows[0]?.n ?? 0
    },
  }
}
