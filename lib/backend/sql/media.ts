import "server-only"

import { UPLOADS_ROUTE } from "@/lib/domain/file-types"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { MediaFile, MediaQuery, MediaUsage } from "@/lib/domain/types"
import type { MediaStore } from "@/lib/backend/types"
import type { ByteRange } from "@/lib/server/http/range"

import type { BlobStore } from "./blobs"
import { randomName } from "./random-name"
import { iso } from "./rows"
import { containsPattern } from "@/lib/backend/db/sql"


export type StoredFile = { key: string; name: string; size: number; contentType: string; kind: "media" | "featured" }

/** A stored file ready to be streamed: whole, or one byte range (inclusive), never read whole into memory. */
export type OpenedFile = { file: StoredFile; size: number; stream(range?: ByteRange): ReadableStream<Uint8Array> }

export type SqlMediaStore = MediaStore & {
  /** The stored file for a key from the URL, or null: the key is only ever looked up, never joined into a path. */
  openRead(key: string): Promise<OpenedFile | null>
}

function toMediaFile(r: SqlRow): MediaFile {
  return {
    id: String(r.id),
    name: String(r.name),
    size: Number(r.size),
    url: `${UPLOADS_ROUTE}/${String(r.key)}`,
    content_type: String(r.content_type),
    created_at: iso(r.created_at),
    alt: typeof r.alt === "string" ? r.alt : "",
    caption: typeof r.caption === "string" ? r.caption : "",
    width: r.width == null ? null : Number(r.width),
    height: r.height == null ? null : Number(r.height),
    ...(r.used_count == null ? {} : { used_count: Number(r.used_count) }),
  }
}

const ORDER: Record<MediaQuery["sort"], string> = {
  newest: "m.created_at desc, m.seq desc",
  name: "lower(m.name) asc, m.seq asc",
  size: "m.size desc, m.seq desc",
}

const FILTER: Record<MediaQuery["filter"], string> = {
  all: "true",
  images: "m.content_type like 'image/%'",
  documents: "m.content_type not like 'image/%'",
  unused: "not exists (select 1 from media_refs r where r.media_id = m.id)",
}

/** The storage key of one of our (relative) upload URLs, else null. */
function uploadKeyOf(url: string): string | null {
  if (!url.startsWith(`${UPLOADS_ROUTE}/`)) return null
  const key = url.slice(UPLOADS_ROUTE.length + 1).split(/[?#]/)[0]!
  try {
    return decodeURIComponent(key)
  } catch {
    return null
  }
}

/**
 * Metadata in the media table, bytes in a blob store (files under DATA_DIR/uploads, or PostgreSQL chunks).
 * Keys are generated here, never taken from a client.
 */
export function sqlMedia(db: Db, blobs: BlobStore): SqlMediaStore {
  return {
    async upload(file) {
      const key = file.kind === "featured" ? `post-images/${randomName()}.${file.ext}` : `${randomName()}-${file.name}`
      await blobs.put(key, file.body, file.size)
      try {
        const rows = await db.query(
          "insert into media (key, name, size, content_type, kind, width, height) values ($1, $2, $3, $4, $5, $6, $7) returning *",
          [key, file.name, file.size, file.contentType, file.kind, file.width ?? null, file.height ?? null],
        )
        return toMediaFile(rows[0]!)
      } catch (err) {
        await blobs.remove(key)
        throw err
      }
    },

    async list() {
      const rows = await db.query("select * from media order by created_at desc, seq desc")
      return rows.map(toMediaFile)
    },

    async query(q) {
      const where = [`(${FILTER[q.filter]})`]
      const args: unknown[] = []
      if (q.search) {
        args.push(containsPattern(q.search))
        where.push(`m.name ilike $${args.length}`)
      }
      const cond = where.join(" and ")
      const offset = (q.page - 1) * q.pageSize
      // The page is cut first, so use counts are computed for its 40 rows only (never for the rows skipped over).
      const [rows, count] = await Promise.all([
        db.query(
          `with page as (select m.* from media m where ${cond} order by ${ORDER[q.sort]} limit $${args.length + 1} offset $${args.length + 2})
           select m.*, (select count(distinct r.document_id)::int from media_refs r where r.media_id = m.id) as used_count
             from page m order by ${ORDER[q.sort]}`,
          [...args, q.pageSize, offset],
        ),
        db.query<{ total: number }>(`select count(*)::int as total from media m where ${cond}`, args),
      ])
      return { rows: rows.map(toMediaFile), total: count[0]?.total ?? 0, page: q.page, pageSize: q.pageSize }
    },

    async get(id) {
      const rows = await db.query("select * from media where id = $1", [id])
      return rows[0] ? toMediaFile(rows[0]) : null
    },

    async updateMeta(id, meta) {
      const rows = await db.query("update media set alt = $2, caption = $3 where id = $1 returning *", [id, meta.alt, meta.caption])
      return rows[0] ? toMediaFile(rows[0]) : null
    },

    async usage(id) {
      const rows = await db.query(
        `select d.type as kind, d.id, d.title, d.slug, d.published, r.usage
           from media_refs r join documents d on d.id = r.document_id where r.media_id = $1
         order by kind desc, title, usage desc`,
        [id],
      )
      return rows.map(
        (r): MediaUsage => ({
          kind: r.kind === "page" ? "page" : "post",
          id: String(r.id),
          title: String(r.title),
          slug: String(r.slug),
          published: r.published === true,
          usage: r.usage === "featured" ? "featured" : "content",
        }),
      )
    },

    async imagesByUrl(urls) {
      const keys = [...new Set(urls.map(uploadKeyOf).filter((k): k is string => k !== null))]
      if (keys.length === 0) return []
      const rows = await db.query("select * from media where key = any($1::text[]) and content_type like 'image/%'", [keys])
      return rows.map(toMediaFile)
    },

    async remove(id) {
      const rows = await db.query<{ key: string }>("delete from media where id = $1 returning key", [id])
      const key = rows[0]?.key
      if (!key) return false
      await blobs.remove(key)
      return true
    },

    async openRead(key) {
      const rows = await db.query("select key, name, size, content_type, kind from media where key = $1", [key])
      const r = rows[0]
      if (!r) return null
      const file: StoredFile = {
        key: String(r.key),
        name: String(r.name),
        size: Number(r.size),
        contentType: String(r.content_type),
        kind: r.kind === "featured" ? "featured" : "media",
      }
      const blob = await blobs.open(file.key)
      if (!blob) return null
      return { file, size: blob.size, stream: blob.stream }
    },
  }
}
