import "server-only"

import { constants, createReadStream } from "node:fs"
import { copyFile, mkdir, open, rename, rm, stat } from "node:fs/promises"
import { Readable } from "node:stream"
import { dirname, resolve, sep } from "node:path"

import type { Db, SqlRow } from "@/lib/backend/db/types"
import type { MediaFile, MediaStore } from "@/lib/backend/types"

import { randomName } from "./random-name"
import { iso } from "./rows"

export const UPLOADS_ROUTE = "/api/uploads"

export type StoredFile = { key: string; name: string; size: number; contentType: string; kind: "media" | "featured" }

/** A stored file ready to be streamed: whole, or one byte range (inclusive), never read whole into memory. */
export type OpenedFile = { file: StoredFile; size: number; stream(range?: { start: number; end: number }): ReadableStream<Uint8Array> }

export type LocalMediaStore = MediaStore & {
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
  }
}

/** Files under DATA_DIR/uploads, metadata in the media table. Keys are generated here, never taken from a client. */
export function localMedia(db: Db, uploadsDir: string): LocalMediaStore {
  const root = resolve(uploadsDir)
  const pathOf = (key: string) => {
    const full = resolve(root, key)
    if (!full.startsWith(root + sep)) throw new Error("storage key escapes the uploads folder")
    return full
  }

  return {
    async upload(file) {
      const key = file.kind === "featured" ? `post-images/${randomName()}.${file.ext}` : `${randomName()}-${file.name}`
      const target = pathOf(key)
      await mkdir(dirname(target), { recursive: true })
      const tmp = `${target}.${process.pid}.tmp`
      // A staged file is copied by the kernel (never through this process's memory); the temporary one may sit on
      // another file system, so it is not renamed.
      if ("path" in file.body) await copyFile(file.body.path, tmp, constants.COPYFILE_EXCL)
      const handle = await open(tmp, "path" in file.body ? "r+" : "wx")
      try {
        if ("bytes" in file.body) await handle.writeFile(file.body.bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(tmp, target)
      try {
        const rows = await db.query(
          "insert into media (key, name, size, content_type, kind) values ($1, $2, $3, $4, $5) returning *",
          [key, file.name, file.size, file.contentType, file.kind],
        )
        return toMediaFile(rows[0]!)
      } catch (err) {
        await rm(target, { force: true })
        throw err
      }
    },

    async list() {
      const rows = await db.query("select * from media order by created_at desc, seq desc")
      return rows.map(toMediaFile)
    },

    async remove(id) {
      const rows = await db.query<{ key: string }>("delete from media where id = $1 returning key", [id])
      const key = rows[0]?.key
      if (!key) return false
      await rm(pathOf(key), { force: true })
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
      const path = pathOf(file.key)
      let size: number
      try {
        size = (await stat(path)).size
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null
        throw err
      }
      return {
        file,
        size,
        stream: (range) => Readable.toWeb(createReadStream(path, range ? { start: range.start, end: range.end } : {})) as ReadableStream<Uint8Array>,
      }
    },
  }
}
