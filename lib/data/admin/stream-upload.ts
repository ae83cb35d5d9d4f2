import "server-only"

import { createWriteStream } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable, Transform } from "node:stream"
import { pipeline } from "node:stream/promises"

import { StagedUpload } from "@/lib/data/media"

export class UploadTooLargeError extends Error {
  constructor() {
    super("Upload exceeds the size limit")
    this.name = "UploadTooLargeError"
  }
}

/**
 * Streams a request body to a temporary file, counting bytes and aborting as soon as the limit is passed, then
 * hands the caller that file: the data layer checks its first bytes and the backend copies it into storage, so
 * the upload is never held in memory whole. The temporary file is removed when `consume` settles.
 */
export async function withStreamedUpload<T>(
  body: ReadableStream<Uint8Array>,
  meta: { name: string; limit: number },
  consume: (file: StagedUpload) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "admin-upload-"))
  try {
    const path = join(dir, "body")
    let received = 0
    const limiter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.byteLength
        callback(received > meta.limit ? new UploadTooLargeError() : null, chunk)
      },
    })
    await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>), limiter, createWriteStream(path))
    return await consume(new StagedUpload(path, meta.name, received))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
