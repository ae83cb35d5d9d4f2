import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { PGlite } from "@electric-sql/pglite"

import { migrate } from "@/lib/backend/db/migrate"
import { pgliteDb } from "@/lib/backend/db/pglite"
import { pgliteThreadDb } from "@/lib/backend/db/pglite-thread"
import { postgresDb } from "@/lib/backend/db/postgres"
import type { Db } from "@/lib/backend/db/types"
import { createSqlBackend } from "@/lib/backend/sql"
import { sqlAnalytics } from "@/lib/backend/sql/analytics"
import { replaceAnalyticsStore } from "@/lib/data/analytics"
import type { CookieJar, CookieOptions } from "@/lib/backend/types"
import * as auth from "@/lib/data/auth"
import { anonymousContext, runWithDataContext } from "@/lib/server/request/context"
import { setPublicDataContext } from "@/lib/site/public-reads"
import { DataError } from "@/lib/data/errors"

/** A browser's cookie jar for one simulated visitor. */
export class MemoryJar implements CookieJar {
  readonly cookies = new Map<string, { value: string; options: CookieOptions }>()
  get(name: string) {
    return this.cookies.get(name)?.value
  }
  getAll() {
    return [...this.cookies].map(([name, c]) => ({ name, value: c.value }))
  }
  set(name: string, value: string, options: CookieOptions) {
    this.cookies.set(name, { value, options })
  }
  delete(name: string) {
    this.cookies.delete(name)
  }
  clone() {
    const copy = new MemoryJar()
    for (const [k, v] of this.cookies) copy.cookies.set(k, { ...v })
    return copy
  }
}

export type DbFactory = { label: string; open(): Promise<{ db: Db; close(): Promise<void> }> }

export const pgliteFactory: DbFactory = {
  label: "embedded (PGlite)",
  async open() {
    const pg = await PGlite.create()
    const db = pgliteDb(pg)
    await migrate(db)
    return { db, close: () => db.close() }
  },
}

/** The server's embedded database as it runs there: on disk, on its own thread (lib/backend/db/pglite-thread.ts). */
export const pgliteThreadFactory: DbFactory = {
  label: "embedded (PGlite on its thread)",
  async open() {
    const dir = mkdtempSync(join(tmpdir(), "pglite-thread-"))
    const db = await pgliteThreadDb({ dataDir: join(dir, "pgdata"), startParams: PGlite.defaultStartParams })
    await migrate(db)
    return {
      db,
      async close() {
        await db.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  },
}

export function postgresFactory(url: string): DbFactory {
  return {
    label: "PostgreSQL",
    async open() {
      const schema = `contract_${process.pid}_${Date.now().toString(36)}`
      const admin = postgresDb(url, { max: 1 })
      await admin.exec(`create schema ${schema}`)
      const db = postgresDb(url, { searchPath: schema })
      await migrate(db)
      return {
        db,
        async close() {
          await db.close()
          await admin.exec(`drop schema if exists ${schema} cascade`)
          await admin.close()
        },
      }
    },
  }
}

export type Harness = {
  db: Db
  uploadsDir: string
  adminEmails: string[]
  /** Runs fn as one request of the visitor holding `jar`, from `ip`, with extra headers. */
  as<T>(jar: MemoryJar | null, fn: () => Promise<T>, opts?: { ip?: string; headers?: Record<string, string> }): Promise<T>
  truncate(): Promise<void>
  close(): Promise<void>
}

/**
 * Opens the backend on a fresh database. `publicReads`: lib/site's public reads (which run as an anonymous visitor
 * of their own) reach this database too, until close().
 */
export async function openHarness(factory: DbFactory, opts: { publicReads?: boolean } = {}): Promise<Harness> {
  const { db, close } = await factory.open()
  const uploadsDir = mkdtempSync(join(tmpdir(), "contract-uploads-"))
  // The page-view writer runs outside requests on a store of its own: here, the harness's database.
  replaceAnalyticsStore(sqlAnalytics(db))
  const harness: Harness = {
    db,
    uploadsDir,
    adminEmails: [],
    as(jar, fn, opts = {}) {
      const headers = new Headers({ "x-forwarded-for": opts.ip ?? "203.0.113.1", ...opts.headers })
      const ctxJar = jar ?? new MemoryJar()
      return runWithDataContext(
        {
          jar: ctxJar,
          headers,
          backend: async (j) => createSqlBackend({ db, uploadsDir, jar: j, adminEmails: harness.adminEmails }),
        },
        fn,
      )
    },
    async truncate() {
      await db.exec(
        "truncate two_factor_recovery_codes, two_factor, lead_events, messages, lead_retention_runs, outbox, media, share_links, previews, redirects, sessions, memberships, users, content_revisions, editor_presence, media_refs, rate_limits, media_chunks, audit_log, auth_tokens, page_views, analytics_daily, analytics_hourly, analytics_salts, document_refs, documents, content_seeds, review_requests, medical_approvals, consent_versions",
      )
      harness.adminEmails = []
      resetThrottle()
    },
    async close() {
      replaceAnalyticsStore(null)
      if (opts.publicReads) setPublicDataContext(anonymousContext)
      await close()
      rmSync(uploadsDir, { recursive: true, force: true })
    },
  }
  if (opts.publicReads) {
    setPublicDataContext(() => ({
      jar: new MemoryJar(),
      headers: new Headers(),
      backend: async (jar) => createSqlBackend({ db, uploadsDir, jar, adminEmails: [] }),
    }))
  }
  return harness
}

/** The owner account the contract tests sign up first. */
export const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

/** A post as the admin editor submits it (a draft unless `over` says otherwise). */
export const postInput = (over: Record<string, unknown> = {}) => ({
  title: "Gum Health",
  slug: "gum-health",
  excerpt: "",
  content: "Body",
  category: "Dental",
  tags: [],
  published: false,
  schedule: "",
  featured_image: null,
  featured_image_alt: "",
  meta_title: "",
  meta_description: "",
  ...over,
})

/** Registers `who` and signs them in as the visitor holding `jar`, whose session cookie it then holds. */
export async function signUpAndIn(h: Harness, jar: MemoryJar, who: { email: string; password: string }): Promise<void> {
  await h.as(jar, () => auth.signUp(who.email, who.password))
  await h.as(jar, () => auth.signIn(who.email, who.password))
}

/** Forgets the in-process sign-in throttle between tests. */
export function resetThrottle() {
  const g = globalThis as unknown as Record<symbol, unknown>
  delete g[Symbol.for("lumora.login-throttle")]
  delete g[Symbol.for("lumora.limit-store")]
}

/** The DataError a data-layer call rejects with; fails the test if it succeeds or throws anything else. */
export async function rejection(p: Promise<unknown>): Promise<DataError> {
  try {
    await p
  } catch (err) {
    if (err instanceof DataError) return err
    throw err
  }
  throw new Error("expected a DataError, got success")
}
