import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3"
import S3rver from "s3rver"

/** s3rver checks request signatures against this key pair. */
const KEY = "S3RVER"

/**
 * A real S3-compatible server (the s3rver package) on 127.0.0.1 with one empty bucket, its objects on a temporary
 * folder: what the product talks to through @aws-sdk/client-s3 when S3_BUCKET is set.
 */
export type S3Server = {
  endpoint: string
  bucket: string
  /** The variables a product server needs to keep its media there. */
  env: Record<string, string>
  /** The object keys in the bucket now. */
  keys(): Promise<string[]>
  /** An outage: the server stops listening; resume() starts it again on the same port with the same objects. */
  pause(): Promise<void>
  resume(): Promise<void>
  stop(): Promise<void>
}

export async function startS3Server(bucket = "media"): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), "s3rver-"))
  let server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  let running = true
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  })
  return {
    endpoint,
    bucket,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: "us-east-1", AWS_ACCESS_KEY_ID: KEY, AWS_SECRET_ACCESS_KEY: KEY },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
      return (listed.Contents ?? []).map((o) => o.Key!).sort()
    },
    async pause() {
      await server.close()
      running = false
    },
    async resume() {
      server = new S3rver({ address: "127.0.0.1", port, silent: true, directory })
      await server.run()
      running = true
    },
    async stop() {
      client.destroy()
      if (running) await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
