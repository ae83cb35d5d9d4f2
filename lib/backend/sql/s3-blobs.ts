import "server-only"

import { createReadStream } from "node:fs"

import type { S3Client } from "@aws-sdk/client-s3"

import type { ByteRange } from "@/lib/server/http/range"

import type { BlobStore } from "./blobs"

export type S3Config = {
  bucket: string
  /** Key prefix inside the bucket ("" or ending in "/"), so one bucket can hold several sites. */
  prefix: string
  region: string
  /** An S3-compatible service (MinIO, R2, Ceph, …); unset for AWS itself. */
  endpoint?: string
  forcePathStyle: boolean
}

const CLIENTS = Symbol.for("lumora.s3-clients")

/** One client per configuration and process: it keeps its connection pool between requests. */
async function clientFor(config: S3Config): Promise<S3Client> {
  const g = globalThis as unknown as Record<symbol, Map<string, Promise<S3Client>> | undefined>
  const clients = (g[CLIENTS] ??= new Map())
  const id = JSON.stringify([config.region, config.endpoint, config.forcePathStyle])
  let client = clients.get(id)
  if (!client) {
    // Loaded on first use: servers that keep media elsewhere never load the SDK.
    client = import("@aws-sdk/client-s3").then(
      ({ S3Client }) =>
        new S3Client({
          region: config.region,
          endpoint: config.endpoint,
          forcePathStyle: config.forcePathStyle,
          // Credentials come from the SDK's usual chain: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile or
          // an instance role. Checksums only where S3 requires them: several S3-compatible services refuse the
          // SDK's newer default (chunked uploads with a checksum trailer).
          ...(config.endpoint ? { requestChecksumCalculation: "WHEN_REQUIRED", responseChecksumValidation: "WHEN_REQUIRED" } : {}),
        }),
    )
    clients.set(id, client)
  }
  return client
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404
}

/**
 * Uploaded bytes as objects in S3-compatible storage (S3_BUCKET), shared by every server. Uploads stream from the
 * staged file; reads stream from S3 one piece at a time, a byte range asked of S3 as a range.
 */
export function s3Blobs(config: S3Config): BlobStore {
  const objectKey = (key: string) => `${config.prefix}${key}`
  return {
    kind: "s3",
    async put(key, body, size) {
      const [{ PutObjectCommand }, client] = await Promise.all([import("@aws-sdk/client-s3"), clientFor(config)])
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: "path" in body ? createReadStream(body.path) : body.bytes,
          ContentLength: size,
          // Served through the site with its own headers; should anyone open the bucket directly, it is opaque bytes.
          ContentType: "application/octet-stream",
        }),
      )
    },
    async remove(key) {
      const [{ DeleteObjectCommand }, client] = await Promise.all([import("@aws-sdk/client-s3"), clientFor(config)])
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }))
    },
    async open(key) {
      const [{ HeadObjectCommand, GetObjectCommand }, client] = await Promise.all([import("@aws-sdk/client-s3"), clientFor(config)])
      let size: number
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }))
        size = head.ContentLength ?? 0
      } catch (err) {
        if (isNotFound(err)) return null
        throw err
      }
      /** The object's bytes from range.start on; `skip` says how many leading bytes S3 sent beyond what was asked. */
      const fetchBody = async (range?: ByteRange) => {
        const got = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        )
        if (!got.Body) throw new Error("S3 answered without a body")
        // A service may answer a range with more than asked (the whole object, or from another start): cut to fit.
        const sentFrom = Number(/^bytes (\d+)-/.exec(got.ContentRange ?? "")?.[1] ?? 0)
        return { body: got.Body.transformToWebStream() as ReadableStream<Uint8Array>, skip: Math.max(0, (range?.start ?? 0) - sentFrom) }
      }
      return {
        size,
        stream(range) {
          let left = range ? range.end - range.start + 1 : size
          let skip = 0
          let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
          return new ReadableStream<Uint8Array>(
            {
              // The object is asked for when the response starts to be read, and read at the client's pace.
              async pull(controller) {
                if (left <= 0) {
                  await reader?.cancel()
                  return controller.close()
                }
                if (!reader) {
                  const got = await fetchBody(range)
                  reader = got.body.getReader()
                  skip = got.skip
                }
                const { done, value } = await reader.read()
                if (done) return controller.close()
                const dropped = Math.min(skip, value.length)
                skip -= dropped
                const piece = value.subarray(dropped, dropped + left)
                left -= piece.length
                if (piece.length > 0) controller.enqueue(piece)
              },
              async cancel(reason) {
                await reader?.cancel(reason)
              },
            },
            { highWaterMark: 0 },
          )
        },
      }
    },
  }
}
