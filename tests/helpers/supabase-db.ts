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
 * then rolled back, so every check starts from the same data.
 */
export async function runAs<T>(pool: pg.Pool, sub: string, fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect()
  try {
    await c.query("begin")
    await c.query(`set local role ${sub ? "authenticated" : "anon"}`)
    await c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(sub ? { sub, role: "authenticated" } : { role: "anon" })])
    const result = await fn(c)
    await c.query("rollback")
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
): Promise<number | "denied"> {
  try {
    return await runAs(pool, sub, async (c) => (await c.query(sql, params)).rowCount ?? 0)
  } catch (err) {
    if (deniedCodes.includes((err as { code?: string }).code ?? "")) return "denied"
    throw err
  }
}
