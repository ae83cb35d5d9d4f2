import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { migrate } from "@/lib/backend/db/migrate"
import { pgliteDb } from "@/lib/backend/db/pglite"
import type { Db } from "@/lib/backend/db/types"
import { diskBlobs, postgresBlobs, type BlobStore } from "@/lib/backend/sql/blobs"
import { s3Blobs } from "@/lib/backend/sql/s3-blobs"

import { startS3Server, type S3Server } from "../../helpers/s3-server"

// The three places uploaded bytes can live, held to one contract: what goes in comes out, whole or as a byte range,
// from a staged file or a buffer; a missing key is null; a removed one is gone. A file bigger than the PostgreSQL
// chunk (256 KiB) and S3's read pieces crosses their boundaries.
const BIG = randomBytes(700 * 1024 + 13)

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(Buffer.from(part))
  return Buffer.concat(parts)
}

function describeBlobStore(label: string, open: () => Promise<{ store: BlobStore; close(): Promise<void> }>, inspect?: () => Promise<string[]>) {
  describe(`blob store: ${label}`, () => {
    let store: BlobStore
    let close: () => Promise<void>
    const staging = mkdtempSync(join(tmpdir(), "blob-staging-"))
    const staged = join(staging, "upload.bin")
    writeFileSync(staged, BIG)

    beforeAll(async () => {
      ;({ store, close } = await open())
    }, 60_000)
    afterAll(async () => {
      await close?.()
      rmSync(staging, { recursive: true, force: true })
    })

    it("stores a staged file and gives it back whole and in byte ranges across chunk boundaries", async () => {
      await store.put("2026/11/big.bin", { path: staged }, BIG.length)
      const blob = await store.open("2026/11/big.bin")
      expect(blob?.size).toBe(BIG.length)
      expect((await readAll(blob!.stream())).equals(BIG)).toBe(true)
      for (const [start, end] of [
        [0, 0],
        [10, 19],
        [256 * 1024 - 3, 256 * 1024 + 3],
        [BIG.length - 5, BIG.length - 1],
        [100_000, 600_000],
      ] as const) {
        const part = await readAll(blob!.stream({ start, end }))
        expect(part.equals(BIG.subarray(start, end + 1)), `bytes ${start}-${end}`).toBe(true)
      }
    })

    it("stores a buffer, including an empty one", async () => {
      await store.put("2026/11/small.txt", { bytes: new TextEncoder().encode("hello") }, 5)
      const blob = await store.open("2026/11/small.txt")
      expect(blob?.size).toBe(5)
      expect((await readAll(blob!.stream())).toString()).toBe("hello")
      await store.put("2026/11/empty.txt", { bytes: new Uint8Array(0) }, 0)
      const empty = await store.open("2026/11/empty.txt")
      expect(empty?.size).toBe(0)
      expect((await readAll(empty!.stream())).length).toBe(0)
    })

    it("answers null for a key it never stored, and for one it removed", async () => {
      expect(await store.open("2026/11/never.bin")).toBeNull()
      await store.put("2026/11/gone.txt", { bytes: new TextEncoder().encode("bye") }, 3)
      expect(await store.open("2026/11/gone.txt")).not.toBeNull()
      await store.remove("2026/11/gone.txt")
      expect(await store.open("2026/11/gone.txt")).toBeNull()
      if (inspect) expect(await inspect()).not.toContain(expect.stringContaining("gone.txt"))
      // Removing what is not there is not an error (a retried delete).
      await store.remove("2026/11/gone.txt")
    })

    it("a reader that stops early does not keep the rest", async () => {
      const blob = await store.open("2026/11/big.bin")
      const reader = blob!.stream().getReader()
      const first = await reader.read()
      expect(first.done).toBe(false)
      await reader.cancel()
      // The store still serves the same key to the next reader.
      expect((await readAll((await store.open("2026/11/big.bin"))!.stream({ start: 0, end: 3 }))).equals(BIG.subarray(0, 4))).toBe(true)
    })
  })
}

describeBlobStore("disk (embedded default)", async () => {
  const dir = mkdtempSync(join(tmpdir(), "blob-disk-"))
  return { store: diskBlobs(dir), close: async () => rmSync(dir, { recursive: true, force: true }) }
})

describeBlobStore("PostgreSQL chunks (same SQL on PGlite)", async () => {
  const db: Db = pgliteDb(await PGlite.create())
  await migrate(db)
  return { store: postgresBlobs(db), close: () => db.close() }
})

let s3: S3Server | undefined
describeBlobStore(
  "S3-compatible object storage (s3rver)",
  async () => {
    s3 = await startS3Server()
    const keys = { AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY }
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: s3.env.AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: s3.env.AWS_SECRET_ACCESS_KEY })
    const store = s3Blobs({ bucket: s3.bucket, prefix: "site-a/", region: "us-east-1", endpoint: s3.endpoint, forcePathStyle: true })
    return {
      store,
      async close() {
        // Every object sat under the prefix.
        expect((await s3!.keys()).every((k) => k.startsWith("site-a/"))).toBe(true)
        for (const [k, v] of Object.entries(keys)) {
          if (v === undefined) delete process.env[k]
          else process.env[k] = v
        }
        await s3!.stop()
      },
    }
  },
  () => s3!.keys(),
)

describe("blob store: S3 with credentials the service refuses", () => {
  it("fails loudly instead of storing nothing or answering 'missing'", async () => {
    const server = await startS3Server()
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY }
    process.env.AWS_ACCESS_KEY_ID = "NOT-A-KEY-IT-KNOWS"
    process.env.AWS_SECRET_ACCESS_KEY = "whatever"
    try {
      // Another region, so the process's shared client for the good key is not reused.
      const store = s3Blobs({ bucket: server.bucket, prefix: "", region: "eu-west-3", endpoint: server.endpoint, forcePathStyle: true })
      await expect(store.put("x.txt", { bytes: new Uint8Array([1]) }, 1)).rejects.toThrow()
      await expect(store.open("x.txt")).rejects.toThrow()
      expect(await server.keys()).toEqual([])
    } finally {
      process.env.AWS_ACCESS_KEY_ID = saved.id
      process.env.AWS_SECRET_ACCESS_KEY = saved.secret
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY
      await server.stop()
    }
  })
})
