import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import pg from "pg"

/**
 * A fresh database on the test PostgreSQL with Supabase's roles and auth/storage schemas emulated
 * (tests/integration/supabase/emulation.sql) and every Supabase migration applied in order (or those before `until`).
 */
export async function openSupabaseDb(url: string, dbName: string, opts: { max: number; label: string; until?: string }) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${dbName}`)
  const dbUrl = new URL(url)
  dbUrl.pathname = `/${dbName}`
  const pool = new pg.Pool({ connectionString: dbUrl.toString(), max: opts.max })
  // An idle connection the server drops (a restart, another run's cleanup) must fail a query, not the whole run.
  pool.on("error", (err) => console.warn(`[${opts.label}] idle connection dropped:`, err.message))
  await pool.query(readFileSync(join(process.cwd(), "tests/integration/supabase/emulation.sql"), "utf8"))
  const dir = join(process.cwd(), "supabase/migrations")
  // `until`: only the migrations before that one (a test of a migration on an existing database applies the rest).
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".sql") && (!opts.until || f < opts.until)).sort()) await pool.query(readFileSync(join(dir, f), "utf8"))
  return {
    pool,
    async drop() {
      await pool.end()
      await admin.query(`drop database if exists ${dbName} with (force)`)
      await admin.end()
    },
  }
}

/**
 * Runs fn in a transaction as PostgREST would for the user `sub` (anon when empty): the role and the JWT claims set,
 * then rolled back, so every check starts from the same data (`commit`: kept, as PostgREST commits a call). `claims`:
 * more JWT claims of the user, e.g. `{ aal: "aal2" }` for a session raised by a second factor (Supabase Auth's MFA).
 */
export async function runAs<T>(pool: pg.Pool, sub: string, fn: (c: pg.PoolClient) => Promise<T>, opts: { commit?: boolean; claims?: Record<string, unknown> } = {}): Promise<T> {
  const c = await pool.connect()
  try {
    await c.query("begin")
    await c.query(`set local role ${sub ? "authenticated" : "anon"}`)
    await c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(sub ? { sub, role: "authenticated", ...opts.claims } : { role: "anon" })])
    const result = await fn(c)
    await c.query(opts.commit ? "commit" : "rollback")
    return result
  } catch (err) {
    await c.query("rollback").catch(() => {})
    throw err
  } finally {
    c.release()
  }
}

/** Rows affected, or "denied" when PostgreSQL refuses the statement outright with one of `deniedCodes`. */
export async function attemptAs(
  pool: pg.Pool,
  sub: string,
  sql: string,
  params: unknown[] = [],
  // insufficient_privilege / RLS check failure
  deniedCodes: readonly string[] = ["42501", "P0001"],
  claims?: Record<string, unknown>,
): Promise<number | "denied"> {
  try {
    return await runAs(pool, sub, async (c) => (await c.query(sql, params)).rowCount ?? 0, { claims })
  } catch (err) {
    if (deniedCodes.includes((err as { code?: string }).code ?? "")) return "denied"
    throw err
  }
}

type Queryable = { query: (sql: string, params?: unknown[]) => Promise<pg.QueryResult> }

/** A post's or page's stored fields for a test; what is left out gets the editor's empty value. */
export type StoredContent = {
  title: string
  slug: string
  published?: boolean
  /** An ISO time. */
  publish_at?: string | null
  locale?: string
  translation_of?: string | null
  source_version?: number | null
  author_id?: string | null
  reviewer_id?: string | null
  data?: Record<string, unknown>
}

const localized = (locale: string, path: string) => (locale === "en" ? path : `/${locale}${path}`)

/**
 * Writes a post, a page or a person the way the app does on Supabase since 20261128000400_one_store.sql: a document of
 * that type with its address (path, redirect_on_move), its declared fields in data, its references in refs (kept as
 * document_refs by the database) and its declaration's traits (publishable, revisions). Returns the new id.
 */
async function insertDocument(db: Queryable, type: string, row: Record<string, unknown>): Promise<string> {
  const columns = Object.keys(row)
  const values = columns.map((c) => (c === "data" || c === "refs" ? JSON.stringify(row[c]) : row[c]))
  const sql = `insert into public.documents (type, ${columns.join(", ")}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(", ")}) returning id`
  return (await db.query(sql, [type, ...values])).rows[0].id as string
}

const SEO = { meta_title: "", meta_description: "", canonical_url: "", noindex: false, social_image: null, social_title: "", social_description: "" }

export function insertPost(db: Queryable, p: StoredContent): Promise<string> {
  const locale = p.locale ?? "en"
  const people = { author_id: p.author_id ?? null, reviewer_id: p.reviewer_id ?? null }
  return insertDocument(db, "post", {
    title: p.title,
    slug: p.slug,
    published: p.published ?? false,
    publish_at: p.publish_at ?? null,
    locale,
    translation_of: p.translation_of ?? null,
    source_version: p.source_version ?? null,
    data: { excerpt: "", content: "", category: "", tags: [], featured_image: null, featured_image_alt: "", ...SEO, ...people, last_reviewed: "", medical_disclaimer: false, ...p.data },
    refs: Object.fromEntries(Object.entries(people).filter(([, id]) => id)),
    path: localized(locale, `/blog/${p.slug}`),
    redirect_on_move: true,
  })
}

export function insertPage(db: Queryable, p: StoredContent): Promise<string> {
  const locale = p.locale ?? "en"
  return insertDocument(db, "page", {
    title: p.title,
    slug: p.slug,
    published: p.published ?? false,
    publish_at: p.publish_at ?? null,
    locale,
    translation_of: p.translation_of ?? null,
    source_version: p.source_version ?? null,
    data: { content: "", ...SEO, ...p.data },
    path: localized(locale, `/${p.slug}`),
    redirect_on_move: true,
  })
}

export function insertPerson(db: Queryable, p: { name: string; slug: string; data?: Record<string, unknown> }): Promise<string> {
  return insertDocument(db, "person", {
    title: p.name,
    slug: p.slug,
    published: true,
    data: { name: p.name, credentials: "", job_title: "", bio: "", photo: null, photo_alt: "", links: [], ...p.data },
    path: `/blog/author/${p.slug}`,
    redirect_on_move: false,
    publishable: false,
    revisions: false,
  })
}
