import "server-only"

import { createWriteStream, openAsBlob } from "node:fs"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Readable, Transform } from "node:stream"
import { pipeline } from "node:stream/promises"

export class UploadTooLargeError extends Error {
  constructor() {
    super("Upload exceeds the size limit")
    this.name = "UploadTooLargeError"
  }
}

/**
 * Streams a request body to a temporary file, counting bytes and aborting as soon as the limit is passed, then
 * hands the caller a disk-backed File: the upload is never held in memory here, so the data layer's single read
 * is the only in-memory copy. The temporary file is removed when `consume` settles.
 */
export async function withStreamedUpload<T>(
  body: ReadableStream<Uint8Array>,
  meta: { name: string; type: string; limit: number },
  consume: (file: File) => Promise<T>,
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
    const blob = await openAsBlob(path, { type: meta.type })
    return await consume(new File([blob], meta.name, { type: meta.type }))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
