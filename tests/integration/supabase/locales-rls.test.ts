import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { sealedLead } from "../../helpers/supabase-leads"
import { attemptAs, insertPerson, insertPost, openSupabaseDb, runAs } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// Content per language on Supabase (supabase/migrations/20261128000100_locales.sql) on real PostgreSQL with its roles
// emulated: a translation is read like any row (live only for visitors), the public reads answer per locale, a
// record keeps its language, a Spanish record's slug change redirects at its Spanish address, and leads store
// their locale.
describe.skipIf(!url)("Supabase migrations: content per language (PostgreSQL)", () => {
  const dbName = `sb_locales_${process.pid}_${Date.now().toString(36)}`
  let pool: pg.Pool
  let drop: (() => Promise<void>) | undefined
  let owner = ""
  let enPost = ""

  const as = <T>(sub: string, fn: (c: pg.PoolClient) => Promise<T>) => runAs(pool, sub, fn)

  beforeAll(async () => {
    const db = await openSupabaseDb(url!, dbName, { max: 6, label: "locales" })
    pool = db.pool
    drop = db.drop
    owner = (await pool.query("insert into auth.users (email) values ('owner@example.com') returning id")).rows[0].id
    enPost = await insertPost(pool, { title: "Implant care", slug: "implant-care", published: true })
    await insertPost(pool, { title: "Cuidado de implantes", slug: "implant-care", published: true, locale: "es", translation_of: enPost, source_version: 1 })
    await insertPost(pool, { title: "Borrador", slug: "borrador", published: false, locale: "es" })
    await pool.query(`insert into public.documents (type, slug, title, data, published) values ('navigation', 'navigation', 'Navigation', '{"content": {}}', true)`)
  }, 120_000)

  afterAll(async () => {
    await drop?.()
  }, 60_000)

  it("visitors read each language's live posts per locale; the older search function answers English only", async () => {
    const page = (locale: string) =>
      as("", async (c) => (await c.query("select post->>'slug' as slug, post->>'locale' as locale from public.published_posts($1, 10, 0)", [locale])).rows)
    expect(await page("en")).toEqual([{ slug: "implant-care", locale: "en" }])
    expect(await page("es")).toEqual([{ slug: "implant-care", locale: "es" }])
    const old = await as("", async (c) => (await c.query("select post->>'locale' as locale from public.search_published_posts('', '', 10, 0)")).rows)
    expect(old).toEqual([{ locale: "en" }])
    // A Spanish draft stays hidden from visitors like any draft.
    expect(await as("", async (c) => (await c.query("select slug from public.documents where type = 'post' and locale = 'es' order by slug")).rows)).toEqual([{ slug: "implant-care" }])
  })

  it("counts each person's live posts per language for a visitor in one call: drafts and scheduled posts count for nobody", async () => {
    const ana = await insertPerson(pool, { name: "Ana Ruiz", slug: "ana-ruiz" })
    await insertPost(pool, { title: "A", slug: "ana-en", published: true, locale: "en", author_id: ana, reviewer_id: ana })
    await insertPost(pool, { title: "B", slug: "ana-es", published: true, locale: "es", author_id: ana })
    await insertPost(pool, { title: "C", slug: "ana-draft", published: false, locale: "es", author_id: ana })
    await insertPost(pool, { title: "D", slug: "ana-later", published: true, locale: "en", author_id: ana, publish_at: new Date(Date.now() + 86_400_000).toISOString() })
    const counts = await as("", async (c) => (await c.query("select * from public.person_live_post_counts()")).rows)
    expect(counts).toEqual([
      { slug: "ana-ruiz", locale: "en", total: 1 },
      { slug: "ana-ruiz", locale: "es", total: 1 },
    ])
  })

  it("slugs are unique per locale, one translation per original and locale, and a record keeps its language", async () => {
    const dup = await attemptAs(pool, owner, "insert into public.documents (type, title, slug, locale) values ('post', 'x', 'borrador', 'es')", [], ["23505"])
    expect(dup).toBe("denied")
    const second = await attemptAs(pool, owner, "insert into public.documents (type, title, slug, locale, translation_of, source_version) values ('post', 'x', 'otro', 'es', $1, 1)", [enPost], ["23505"])
    expect(second).toBe("denied")
    const moved = await attemptAs(pool, owner, "update public.documents set locale = 'es' where id = $1", [enPost], ["23514"])
    expect(moved).toBe("denied")
  })

  it("a Spanish singleton that does not exist has no last live version; the English one has", async () => {
    const last = (locale: string) =>
      as("", async (c) => (await c.query("select * from public.last_live_document('navigation', 'navigation', $1)", [locale])).rows)
    expect(await last("es")).toEqual([])
    // The English navigation as a draft: its last live version is still found (the revision the trigger wrote).
    await pool.query("update public.documents set published = false where type = 'navigation'")
    const en = await last("en")
    expect(en).toHaveLength(1)
    expect(en[0].last_live_document).toMatchObject({ locale: "en", slug: "navigation" })
    await pool.query("update public.documents set published = true where type = 'navigation'")
  })

  it("a published Spanish post's new slug redirects at its Spanish address", async () => {
    const es = (await pool.query("select id from public.documents where type = 'post' and locale = 'es' and slug = 'implant-care'")).rows[0].id
    const redirects = await as(owner, async (c) => {
      // The app writes the post's address at its Spanish address with the new slug.
      await c.query("update public.documents set slug = 'cuidado', path = '/es/blog/cuidado' where id = $1", [es])
      return (await c.query("select from_path, to_path from public.redirects order by from_path")).rows
    })
    expect(redirects).toEqual([{ from_path: "/es/blog/implant-care", to_path: "/es/blog/cuidado" }])
  })

  it("the contact and download functions store the lead's locale; an unknown one is refused", async () => {
    const locale = await as("", async (c) => {
      const id = (await c.query("select public.submit_contact_message(null, $1, $2, $3, $4, $5, p_locale => 'es') as id", sealedLead("Ann", "ann@example.com", "Hola"))).rows[0].id
      await c.query("set local role postgres")
      return (await c.query("select locale from public.messages where id = $1", [id])).rows[0].locale
    })
    expect(locale).toBe("es")
    const plain = await as("", async (c) => {
      const id = (await c.query("select public.submit_download_request(null, $1, $2, $3, $4, $5, 'guide', 'Guide') as id", sealedLead("Ann", "ann@example.com", "Download request: Guide"))).rows[0].id
      await c.query("set local role postgres")
      return (await c.query("select locale, kind from public.messages where id = $1", [id])).rows[0]
    })
    expect(plain).toEqual({ locale: "en", kind: "download" })
    const unknown = await attemptAs(pool, "", "select public.submit_contact_message(null, $1, $2, $3, $4, $5, p_locale => 'fr')", sealedLead("Ann", "ann@example.com", "Hi"), ["22023"])
    expect(unknown).toBe("denied")
    // The stored functions themselves are out of the data API.
    const direct = await attemptAs(pool, "", "select private.store_contact_message(null, 'Ann', 'ann@example.com', 'Hi')", [], ["42501"])
    expect(direct).toBe("denied")
    const sealed = await attemptAs(pool, "", "select private.store_sealed_message(null, $1, $2, $3, 'inbox', '', false, '', '', '{}', null, 'en', $4, $5, 'contact', null, null)", sealedLead("Ann", "ann@example.com", "Hi"), ["42501"])
    expect(sealed).toBe("denied")
  })
})
