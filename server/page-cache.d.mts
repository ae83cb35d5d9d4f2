import type { IncomingMessage, ServerResponse } from "node:http"

export type PageCache = ((req: IncomingMessage, res: ServerResponse) => boolean) & {
  readonly bytes: number
  readonly count: number
}

export function sharedMaxAge(cacheControl: unknown): number
export function createPageCache(options: { lastChange: () => number | null; maxAgeMs?: number; maxBytes?: number; exclude?: RegExp }): PageCache
