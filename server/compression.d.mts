import type { IncomingMessage, ServerResponse } from "node:http"

export type CompressionCache = {
  get(key: string, encoding: "br" | "gzip"): Buffer | undefined
  set(key: string, encoding: "br" | "gzip", body: Buffer): void
  readonly bytes: number
  readonly count: number
}
export type Compressor = ((req: IncomingMessage, res: ServerResponse) => void) & { cache: CompressionCache }

export function chooseEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | null
export function notModified(ifNoneMatch: string | string[] | undefined, etag: unknown): boolean
export function createCompressionCache(maxBytes: number): CompressionCache
export function createCompressor(options?: { cacheBytes?: number }): Compressor
