import "server-only"

import { AsyncLocalStorage } from "node:async_hooks"

import { cookies, headers } from "next/headers"

import type { Backend, CookieJar } from "@/lib/backend/types"

/**
 * Where the data layer finds the current request: inside Next, its cookies and headers; in tests and scripts,
 * whatever runWithDataContext supplies (a cookie jar, headers and the backend to use).
 */
export type DataContext = { jar: CookieJar; headers: Headers; backend?: (jar: CookieJar) => Promise<Backend> }

/** Values remembered for the rest of one request (see requestMemo). */
export type RequestMemo = Map<symbol, unknown>

const storage = new AsyncLocalStorage<{ ctx: DataContext; memo: RequestMemo }>()

// Next hands every call within one request the same Headers object, so it identifies the request.
const nextMemos = new WeakMap<object, RequestMemo>()

const noCookies: CookieJar = { get: () => undefined, getAll: () => [], set: () => {}, delete: () => {} }

/** A visitor with no session and no request data: public reads that must not depend on who asks. */
export function anonymousContext(): DataContext {
  return { jar: noCookies, headers: new Headers() }
}

/** Runs fn as one request: a fresh memo each call, even when the same context object is reused. */
export function runWithDataContext<T>(ctx: DataContext, fn: () => Promise<T>): Promise<T> {
  return storage.run({ ctx, memo: new Map() }, fn)
}

/** The current request's memo: one runWithDataContext call, or one Next request. */
export async function requestMemo(): Promise<RequestMemo> {
  const own = storage.getStore()
  if (own) return own.memo
  const hdrs = await headers()
  let memo = nextMemos.get(hdrs)
  if (!memo) nextMemos.set(hdrs, (memo = new Map()))
  return memo
}

/**
 * The value `make` gives, made once per request: concurrent callers share the pending promise, and a failure is not
 * remembered (the next caller tries again).
 */
export async function oncePerRequest<T>(key: symbol, make: () => Promise<T>): Promise<T> {
  const memo = await requestMemo()
  const known = memo.get(key) as Promise<T> | undefined
  if (known) return known
  const pending = make()
  memo.set(key, pending)
  pending.catch(() => memo.get(key) === pending && memo.delete(key))
  return pending
}

export async function currentContext(): Promise<DataContext> {
  const own = storage.getStore()
  if (own) return own.ctx
  const [store, hdrs] = await Promise.all([cookies(), headers()])
  const jar: CookieJar = {
    get: (name) => store.get(name)?.value,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => void store.set(name, value, options),
    delete: (name) => void store.delete(name),
  }
  return { jar, headers: hdrs }
}
