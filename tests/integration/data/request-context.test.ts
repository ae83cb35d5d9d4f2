import { createDocument, updateDocument } from "@/lib/data/documents"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import type { Db, Queryable } from "@/lib/backend/db/types"
import { createSqlBackend } from "@/lib/backend/sql"
import * as people from "@/lib/data/people"
import { runWithDataContext } from "@/lib/server/request/context"

import { type Harness, MemoryJar, openHarness, pgliteFactory, postInput as basePostInput, rejection, signUpAndIn } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

const postInput = (over: Record<string, unknown> = {}) => basePostInput({ title: "Launch Plan", slug: "launch-plan", content: "The plan", category: "", published: true, ...over })

/**
 * The same database with counters: backend constructions, session lookups and transactions, and a switch that makes
 * the audit insert fail inside a transaction (to see what commits with it).
 */
function instrumented(db: Db) {
  const count = { backends: 0, lookups: 0, transactions: 0 }
  const faults = { audit: false }
  const watch = (q: Queryable): Queryable => ({
    query(sql, params) {
      if (/from sessions s join users/.test(sql)) count.lookups++
      if (faults.audit && /insert into audit_log/.test(sql)) return Promise.reject(new Error("audit log unavailable"))
      return q.query(sql, params)
    },
    exec: (sql) => q.exec(sql),
  })
  const wrapped: Db = {
    ...db,
    ...watch(db),
    transaction(fn) {
      count.transactions++
      return db.transaction((tx) => fn(watch(tx)))
    },
  }
  return { db: wrapped, count, faults }
}

describe("one request context: the backend and the user once, a save in one transaction", () => {
  let h: Harness
  let jar: MemoryJar
  let probe: ReturnType<typeof instrumented>

  beforeAll(async () => {
    h = await openHarness(pgliteFactory)
    probe = instrumented(h.db)
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })
  beforeEach(async () => {
    await h.truncate()
    jar = new MemoryJar()
    await signUpAndIn(h, jar, OWNER)
    Object.assign(probe.count, { backends: 0, lookups: 0, transactions: 0 })
    probe.faults.audit = false
  })

  const request = <T>(fn: () => Promise<T>) =>
    runWithDataContext(
      {
        jar,
        headers: new Headers(),
        backend: async (j) => {
          probe.count.backends++
          return createSqlBackend({ db: probe.db, uploadsDir: h.uploadsDir, jar: j, adminEmails: [] })
        },
      },
      fn,
    )

  it("builds one backend, looks the session up once and opens one transaction for an update", async () => {
    const created = await request(() => createDocument("post", postInput()))
    Object.assign(probe.count, { backends: 0, lookups: 0, transactions: 0 })

    const saved = await request(() => updateDocument("post", created.id, postInput({ title: "Launch Plan v2", slug: "launch-plan-v2" }), created.version))

    expect(saved).toMatchObject({ title: "Launch Plan v2", version: 2 })
    expect(probe.count).toEqual({ backends: 1, lookups: 1, transactions: 1 })
  })

  it("commits nothing of a save whose audit entry cannot be written: no change, no revision, no redirect", async () => {
    const created = await request(() => createDocument("post", postInput()))
    probe.faults.audit = true

    await expect(request(() => updateDocument("post", created.id, postInput({ title: "Renamed", slug: "renamed" }), created.version))).rejects.toThrow(
      "audit log unavailable",
    )

    probe.faults.audit = false
    const [post] = await h.db.query("select title, slug, version from documents where id = $1", [created.id])
    expect(post).toEqual({ title: "Launch Plan", slug: "launch-plan", version: 1 })
    const [revisions] = await h.db.query("select count(*)::int as n from content_revisions where document_id = $1", [created.id])
    expect(revisions).toEqual({ n: 1 })
    expect(await h.db.query("select from_path from redirects")).toEqual([])
  })

  it("keeps the slug change, its revision, its redirect and its audit entry together when all succeed", async () => {
    const created = await request(() => createDocument("post", postInput()))
    await request(() => updateDocument("post", created.id, postInput({ slug: "launch-plan-2026" }), created.version))

    expect(await h.db.query("select from_path, to_path from redirects")).toEqual([{ from_path: "/blog/launch-plan", to_path: "/blog/launch-plan-2026" }])
    const [revisions] = await h.db.query("select count(*)::int as n from content_revisions where document_id = $1", [created.id])
    expect(revisions).toEqual({ n: 2 })
    const actions = await h.db.query("select action from audit_log where record_id = $1 order by seq", [created.id])
    expect(actions.map((a) => a.action)).toEqual(["create", "publish", "update"])
  })

  it("runs people on the same machinery: one transaction, refused deletes change nothing", async () => {
    const person = await request(() => people.createPerson({ name: "Dr. Ana Ruiz", slug: "ana-ruiz", credentials: "DDS", job_title: "", bio: "", photo: null, photo_alt: "", links: "" }))
    await request(() => createDocument("post", postInput({ author_id: person.id })))
    Object.assign(probe.count, { backends: 0, lookups: 0, transactions: 0 })

    const refused = await rejection(request(() => people.deletePerson(person.id)))

    expect(refused.code).toBe("conflict")
    expect(refused.message).toContain('"Launch Plan" (author)')
    expect(probe.count).toMatchObject({ backends: 1, lookups: 1, transactions: 1 })
    expect(await h.db.query("select data->>'name' as name from documents where type = 'person'")).toEqual([{ name: "Dr. Ana Ruiz" }])
  })
})
