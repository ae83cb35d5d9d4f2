import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"

import type { Db } from "@/lib/backend/db/types"
import { createSqlBackend } from "@/lib/backend/sql"
import * as auth from "@/lib/data/auth"
import { runWithDataContext } from "@/lib/server/request/context"
import { countPages } from "@/lib/data/pages"
import { countPosts, getRecentPosts } from "@/lib/data/posts"

import { MemoryJar, openHarness, pgliteFactory, signUpAndIn, type Harness } from "../../helpers/data-harness"

const OWNER = { email: "owner@example.com", password: "correct horse battery staple" }

/** The same database, counting the session lookups (the only query that reads the sessions table by token). */
function countingDb(db: Db) {
  const counter = { lookups: 0 }
  const counted: Db = {
    ...db,
    query(sql, params) {
      if (/from sessions s join users/.test(sql)) counter.lookups++
      return db.query(sql, params)
    },
  }
  return { db: counted, counter }
}

describe("session lookup per request", () => {
  let h: Harness
  let jar: MemoryJar
  let counted: ReturnType<typeof countingDb>

  beforeAll(async () => {
    h = await openHarness(pgliteFactory)
    counted = countingDb(h.db)
  }, 60_000)
  afterAll(async () => {
    await h?.close()
  })
  beforeEach(async () => {
    await h.truncate()
    jar = new MemoryJar()
    await signUpAndIn(h, jar, OWNER)
    counted.counter.lookups = 0
  })

  const request = <T>(fn: () => Promise<T>) =>
    runWithDataContext(
      {
        jar,
        headers: new Headers(),
        backend: async (j) => createSqlBackend({ db: counted.db, uploadsDir: h.uploadsDir, jar: j, adminEmails: [] }),
      },
      fn,
    )

  it("looks the session up once however many checks one request makes, and again on the next request", async () => {
    await request(async () => {
      expect(await auth.getCurrentUser()).toMatchObject({ email: OWNER.email, role: "owner" })
      await Promise.all([auth.requireContentAccess(), countPosts(), countPages(), getRecentPosts(5)])
      await auth.requireOwner()
    })
    expect(counted.counter.lookups).toBe(1)

    await request(() => auth.requireContentAccess())
    expect(counted.counter.lookups).toBe(2)
  })

  it("still refuses admin data without a session, and forgets the user on sign-out within the request", async () => {
    await request(async () => {
      await auth.requireContentAccess()
      await auth.signOut()
      await expect(auth.requireContentAccess()).rejects.toMatchObject({ code: "unauthorized" })
      await expect(countPosts()).rejects.toMatchObject({ code: "unauthorized" })
    })
    await expect(request(() => countPosts())).rejects.toMatchObject({ code: "unauthorized" })
  })
})
