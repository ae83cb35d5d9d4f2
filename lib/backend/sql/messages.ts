import "server-only"

import type { Db, Queryable } from "@/lib/backend/db/types"
import type { MessageInput, MessageRow, OutboxJobInput } from "@/lib/domain/types"
import { DataError } from "@/lib/domain/errors"
import type { MessageStore } from "@/lib/backend/types"
import type { VisitPath } from "@/lib/domain/analytics/types"

import { DEFAULT_LOCALE } from "@/lib/domain/i18n"

import { leadBlindIndex, openMessageFields, sealNewMessage } from "./lead-crypto"
import { toMessageRow } from "./rows"

/** A message's visit as its eight columns, in the INSERT's order. */
export function visitColumns(visit: VisitPath | null): unknown[] {
  return [
    visit?.landing_path ?? "",
    visit?.first_content?.type ?? null,
    visit?.first_content?.id ?? null,
    visit?.first_content?.path ?? "",
    visit?.last_content?.type ?? null,
    visit?.last_content?.id ?? null,
    visit?.last_content?.path ?? "",
    visit?.views ?? 0,
  ]
}

// How many of a folder's newest messages a search opens to match part of a name, e-mail or text (docs/privacy.md).
const SEARCH_SCAN = 5_000


/**
 * One statement, so one transaction: the message and its notification jobs are stored together or not at all,
 * without holding the connection across several round trips (PGlite has only one).
 */
async function insertMessage(db: Queryable, input: MessageInput, notifications: OutboxJobInput[], bidx: { email: string; name: string }): Promise<MessageRow> {
    const { fields: sealed, payload: sealPayload } = sealNewMessage({ name: input.name, email: input.email, message: input.message })
    const rows = await db.query(
      `with m as (
         insert into messages (id, name, email, message, folder, spam_reason, possible_spam, spam_since,
                               page_path, referrer_origin, utm, landing_path, first_content_type, first_content_id,
                               first_content_path, last_content_type, last_content_id, last_content_path, visit_views,
                               kind, resource_slug, resource_title, locale, received_at, due_at, remind_at, email_bidx, name_bidx,
                               consent_version_id, consent_marketing, consent_at)
         values ($1, $2, $3, $4, $5, $6, $7, case when $5 = 'spam' then now() end, $8, $9, $10::jsonb,
                 $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
                 coalesce($24::timestamptz, now()), $25::timestamptz, $26::timestamptz, $27, $28,
                 $29::uuid, $30::boolean, $31::timestamptz)
         returning *
       ), jobs as (
         insert into outbox (kind, topic, ref, payload)
         select j.kind, j.topic, j.ref, j.payload
           from jsonb_to_recordset($11::jsonb) as j(kind text, topic text, ref text, payload jsonb)
         returning 1
       )
       select m.*, (select count(*) from jobs)::int as queued from m`,
      [
        input.id,
        sealed.name,
        sealed.email,
        sealed.message,
        input.folder,
        input.spam_reason,
        input.possible_spam,
        input.page_path,
        input.referrer_origin,
        JSON.stringify(input.utm),
        JSON.stringify(notifications.map((j) => ({ ...j, payload: sealPayload(j.payload) }))),
        ...visitColumns(input.visit ?? null),
        input.kind === "download" || input.kind === "event_registration" ? input.kind : "contact",
        input.kind === "download" ? (input.resource?.slug ?? "") : input.kind === "event_registration" ? (input.event?.id ?? "") : "",
        input.kind === "download" ? (input.resource?.title ?? "") : input.kind === "event_registration" ? (input.event?.title ?? "") : "",
        input.locale ?? DEFAULT_LOCALE,
        input.lead?.received_at ?? null,
        input.lead?.due_at ?? null,
        input.lead?.remind_at ?? null,
        bidx.email,
        bidx.name,
        input.consent?.version_id ?? null,
        input.consent ? input.consent.marketing : null,
        input.consent?.at ?? null,
      ],
    )
    return toMessageRow(rows[0]!)
}

export function sqlMessages(db: Db): MessageStore {
  return {
    async create(input, notifications) {
      const bidx = { email: await leadBlindIndex(db, "email", input.email), name: await leadBlindIndex(db, "name", input.name) }
      if (input.kind !== "event_registration") return insertMessage(db, input, notifications, bidx)
      const event = input.event
      if (!event) throw new DataError("validation", "An event registration names its event")
      // Race-safe seats: the event's document row is locked for the transaction, so registrations for one event
      // queue here; each counts the ones committed before it (a fresh snapshot per statement) and inserts or refuses.
      return db.transaction(async (tx) => {
        const locked = await tx.query(`select id from documents where id = $1 for update`, [event.id])
        if (!locked.length) throw new DataError("not_found", "Event not found")
        if (input.capacity !== null && input.capacity !== undefined) {
          const [row] = await tx.query<{ n: number }>(`select count(*)::int as n from messages where kind = 'event_registration' and resource_slug = $1 and folder <> 'spam'`, [event.id])
          if (Number(row?.n ?? 0) >= input.capacity) throw new DataError("conflict", "This event is full", { reason: "event_full" })
        }
        return insertMessage(tx, input, notifications, bidx)
      })
    },

    async registrations(eventId) {
      const [row] = await db.query<{ n: number }>(`select count(*)::int as n from messages where kind = 'event_registration' and resource_slug = $1 and folder <> 'spam'`, [eventId])
      return Number(row?.n ?? 0)
    },

    async list({ folder, search, page, pageSize, owner }) {
      const term = search.trim()
      const params: unknown[] = [folder]
      if (owner) params.push(owner)
      const ownerSql = owner ? " and owner_id = $2::uuid" : ""
      let where = `folder = $1${ownerSql}`
      if (term) {
        // The fields are sealed, so SQL cannot match them: the whole e-mail or name through the blind indexes over
        // every message, and any part of a name, e-mail or text among the newest SEARCH_SCAN of the folder, opened here.
        const b = params.length
        const [exact, recent] = await Promise.all([
          db.query<{ id: string }>(`select id from messages where ${where} and (email_bidx = $${b + 1} or name_bidx = $${b + 2})`, [
            ...params,
            await leadBlindIndex(db, "email", term),
            await leadBlindIndex(db, "name", term),
          ]),
          db.query(`select id, name, email, message from messages where ${where} order by created_at desc, seq desc limit ${SEARCH_SCAN}`, params),
        ])
        const needle = term.toLowerCase()
        const ids = new Set(exact.map((r) => String(r.id)))
        for (const r of recent) {
          const f = openMessageFields(r)
          if (`${f.name}\n${f.email}\n${f.message}`.toLowerCase().includes(needle)) ids.add(String(r.id))
        }
        params.push([...ids])
        where += ` and id = any($${params.length}::uuid[])`
      }
      const n = params.length
      const [rows, count] = await Promise.all([
        db.query(`select * from messages where ${where} order by created_at desc, seq desc limit $${n + 1} offset $${n + 2}`, [
          ...params,
          pageSize,
          (page - 1) * pageSize,
        ]),
        db.query<{ total: number }>(`select count(*)::int as total from messages where ${where}`, params),
      ])
      return { rows: rows.map(toMessageRow), total: count[0]?.total ?? 0, page, pageSize }
    },

    async get(id) {
      const rows = await db.query("select * from messages where id = $1", [id])
      return rows[0] ? toMessageRow(rows[0]) : null
    },

    async setRead(id, read) {
      const rows = await db.query("update messages set read = $2 where id = $1 returning id", [id, read])
      return rows.length > 0
    },

    async move(id, folder) {
      const rows = await db.query(
        `update messages set folder = $2, possible_spam = false,
                spam_since = case when $2 = 'spam' then coalesce(spam_since, now()) end
          where id = $1 returning id`,
        [id, folder],
      )
      return rows.length > 0
    },

    remove(id) {
      return db.transaction(async (tx) => {
        const rows = await tx.query("delete from messages where id = $1 returning id", [id])
        if (rows.length === 0) return false
        // A notification about a message that no longer exists would link to nothing.
        await tx.query("delete from outbox where ref = $1 and status = 'pending'", [id])
        return true
      })
    },

    async countUnread(owner) {
      const rows = await db.query<{ n: number }>(
        `select count(*)::int as n from messages where folder = 'inbox' and not read${owner ? " and owner_id = $1::uuid" : ""}`,
        owner ? [owner] : [],
      )
      return rows[0]?.n ?? 0
    },

    async counts(owner) {
      const rows = await db.query<{ inbox: number; spam: number; archived: number; unread: number }>(
        `select count(*) filter (where folder = 'inbox')::int as inbox, count(*) filter (where folder = 'spam')::int as spam,
                count(*) filter (where folder = 'archived')::int as archived,
                count(*) filter (where folder = 'inbox' and not read)::int as unread
           from messages${owner ? " where owner_id = $1::uuid" : ""}`,
        owner ? [owner] : [],
      )
      return rows[0] ?? { inbox: 0, spam: 0, archived: 0, unread: 0 }
    },

    async purgeSpam(days) {
      const ids = await db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string }>(
          "delete from messages where folder = 'spam' and spam_since < now() - make_interval(days => $1) returning id",
          [days],
        )
        const gone = rows.map((r) => String(r.id))
        if (gone.length) await tx.query("delete from outbox where ref = any($1::text[])", [gone])
        return gone
      })
      return ids.length
    },
  }
}
