/** Next's cache handler (handler.mjs), as the tests see it. */
export default class CacheHandler {
  get(key: string, ctx?: { softTags?: string[] }): Promise<{ value: unknown; lastModified: number; cacheControl?: unknown } | null>
  set(key: string, data: unknown, ctx?: { tags?: string[]; cacheControl?: unknown }): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
