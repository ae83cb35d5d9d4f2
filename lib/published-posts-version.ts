/**
 * A process-wide counter of changes to the published posts. The data layer bumps it after every post change
 * (lib/data/revalidate.ts); in-memory read models (the blog's search index) remember the value they were built
 * at and rebuild when it has moved. Changes made by another process are not seen here: those models also expire
 * by age.
 */
const KEY = Symbol.for("lumora.published-posts-version")
const globals = globalThis as Record<symbol, number | undefined>

export function publishedPostsVersion(): number {
  return globals[KEY] ?? 0
}

export function bumpPublishedPostsVersion(): void {
  globals[KEY] = publishedPostsVersion() + 1
}
