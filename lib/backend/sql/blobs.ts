import "server-only"

import { constants, createReadStream } from "node:fs"
import { copyFile, mkdir, open, rename, rm, stat } from "node:fs/promises"
import { Readable } from "node:stream"
import { dirname, resolve, sep } from "node:path"

import type { Db } from "@/lib/backend/db/types"
import type { UploadBody } from "@/lib/backend/types"
import type { ByteRange } from "@/lib/server/http/range"

/**
 * Where uploaded bytes live (metadata stays in the media table): files under DATA_DIR for the embedded default,
 * chunks in PostgreSQL with DATABASE_URL, objects in S3-compatible storage with S3_BUCKET (s3-blobs.ts); the last
 * two need no shared disk between servers. Either way a read is a stream: a file is never held whole in memory to
 * serve it.
 */
export type BlobStore = {
  kind: "disk" | "postgres" | "s3"
  put(key: string, body: UploadBody, size: number): Promise<void>
  remove(key: string): Promise<void>
  /** The stored size and a stream of its bytes (whole or one inclusive range), or null when it is missing. */
  open(key: string): Promise<{ size: number; stream(range?: ByteRange): ReadableStream<Uint8Array> } | null>
}

export function diskBlobs(uploadsDir: string): BlobStore {
  const root = resolve(uploadsDir)
  const pathOf = (key: string) => {
    const full = resolve(root, key)
    if (!full.startsWith(root + sep)) throw new Error("storage key escapes the uploads folder")
    return full
  }
  return {
    kind: "disk",
    async put(key, body) {
      const target = pathOf(key)
      await mkdir(dirname(target), { recursive: true })
      const tmp = `${target}.${process.pid}.tmp`
      // A staged file is copied by the kernel (never through this process's memory); the temporary one may sit on
      // another file system, so it is not renamed.
      if ("path" in body) await copyFile(body.path, tmp, constants.COPYFILE_EXCL)
      const handle = await open(tmp, "path" in body ? "r+" : "wx")
      try {
        if ("bytes" in body) await handle.writeFile(body.bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await rename(tmp, target)
    },
    async remove(key) {
      await rm(pathOf(key), { force: true })
    },
    async open(key) {
      const path = pathOf(key)
      let size: number
      try {
        size = (await stat(path)).size
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null
        throw err
      }
      return {
        size,
        stream: (range) => Readable.toWeb(createReadStream(path, range ? { start: range.start, end: range.end } : {})) as ReadableStream<Uint8Array>,
      }
    },
  }
}

/** Chunk size in the media_chunks table: a request holds at most one chunk of a file in memory at a time. */
const BLOB_CHUNK = 256 * 1024

/** Uploaded bytes as bytea chunks of BLOB_CHUNK in PostgreSQL (media_chunks), shared by every server. */
export function postgresBlobs(db: Db): BlobStore {
  return {
    kind: "postgres",
    async put(key, body, size) {
      await db.transaction(async (tx) => {
        let idx = 0
        const insert = (chunk: Uint8Array) =>
          tx.query("insert into media_chunks (key, idx, data) values ($1, $2, $3)", [key, idx++, Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)])
        if ("bytes" in body) {
          for (let at = 0; at < body.bytes.length; at += BLOB_CHUNK) await insert(body.bytes.subarray(at, at + BLOB_CHUNK))
        } else {
          const handle = await open(body.path, "r")
          try {
            const buffer = Buffer.alloc(BLOB_CHUNK)
            for (let at = 0; at < size; ) {
              let filled = 0
              while (filled < BLOB_CHUNK && at + filled < size) {
                const { bytesRead } = await handle.read(buffer, filled, BLOB_CHUNK - filled, at + filled)
                if (bytesRead === 0) break
                filled += bytesRead
              }
              if (filled === 0) break
              await insert(buffer.subarray(0, filled))
              at += filled
            }
          } finally {
            await handle.close()
          }
        }
        // An empty file is one empty chunk: no chunk at all means "missing".
        if (idx === 0) await insert(new Uint8Array(0))
      })
    },
    async remove(key) {
      await db.query("delete from media_chunks where key = $1", [key])
    },
    async open(key) {
      const rows = await db.query<{ size: string | number; n: number }>(
        "select coalesce(sum(octet_length(data)), 0)::bigint as size, count(*)::int as n from media_chunks where key = $1",
        [key],
      )
      const n = rows[0]?.n ?? 0
      if (n === 0) return null
      const size = Number(rows[0]!.size)
      return {
        size,
        stream(range) {
          const start = range?.start ?? 0
          const end = range?.end ?? size - 1
          let idx = Math.floor(start / BLOB_CHUNK)
          const last = Math.floor(end / BLOB_CHUNK)
          return new ReadableStream<Uint8Array>({
            // One chunk per pull: the client's pace decides how fast the next one is read.
            async pull(controller) {
              if (idx > last || size === 0) return controller.close()
              const from = Math.max(start - idx * BLOB_CHUNK, 0)
              const to = Math.min(end - idx * BLOB_CHUNK, BLOB_CHUNK - 1)
              const got = await db.query<{ data: Uint8Array }>(
                "select substring(data from $3 for $4) as data from media_chunks where key = $1 and idx = $2",
                [key, idx, from + 1, to - from + 1],
              )
              idx++
              const data = got[0]?.data
              if (!data) return controller.error(new Error("a stored chunk is missing"))
              controller.enqueue(new Uint8Array(data.buffer, data.byteOffset, data.byteLength))
            },
          }, { highWaterMark: 0 })
        },
      }
    },
  }
}
