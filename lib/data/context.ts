import "server-only"

import { AsyncLocalStorage } from "node:async_hooks"

import { cookies, headers } from "next/headers"

import type { Backend, CookieJar } from "@/lib/backend/types"

/**
 * Where the data layer finds the current request: inside Next, its cookies and headers; in tests and scripts,
 * whatever runWithDataContext supplies (a cookie jar, headers and the backend to use).
 */
export type DataContext = { jar: CookieJar; headers: Headers; backend?: (jar: CookieJar) => Promise<Backend> }

const storage = new AsyncLocalStorage<DataContext>()

export function runWithDataContext<T>(ctx: DataContext, fn: () => Promise<T>): Promise<T> {
  return storage.run(ctx, fn)
}

export async function currentContext(): Promise<DataContext> {
  const own = storage.getStore()
  if (own) return own
  const [store, hdrs] = await Promise.all([cookies(), headers()])
  const jar: CookieJar = {
    get: (name) => store.get(name)?.value,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => void store.set(name, value, options),
    delete: (name) => void store.delete(name),
  }
  return { jar, headers: hdrs }
}
