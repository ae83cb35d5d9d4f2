import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { migrate } from "@/lib/backend/db/migrate"
import { postgresDb } from "@/lib/backend/db/postgres"

import { openSupabaseDb } from "../../helpers/supabase-db"

const url = process.env.TEST_DATABASE_URL

// The two SQL histories of the project, applied each to a fresh database of the test PostgreSQL and compared
// through the catalog: the embedded/PostgreSQL backend's migrations (lib/backend/sql/migrations, applied by
// lib/backend/db/migrate.ts) and the Supabase migrations (supabase/migrations, on top of the emulated Supabase
// roles and auth/storage schemas). Every difference must be one of the listed, intended ones (docs/schema.md).

const SQL = "SQL migrations (lib/backend/sql/migrations)"
const SUPABASE = "Supabase migrations (supabase/migrations)"

// ---------------------------------------------------------------- intended differences, each with its reason

/** Tables only the SQL backend has, on purpose. */
const ONLY_IN_SQL: Record<string, string> = {
  schema_migrations: "migrate.ts's own ledger; the Supabase CLI keeps its own in supabase_migrations",
  users: "local accounts with password hashes; Supabase Auth keeps them in auth.users",
  sessions: "local session tokens; Supabase Auth issues and revokes the JWTs",
  auth_tokens: "local invitation, reset and confirmation links; Supabase Auth sends its own (invitations wait in public.invitations)",
  app_secrets: "the contact form's timing secret shared by the servers; the Supabase backend cannot read a secret table, each process draws its own",
  media: "one row per uploaded file; on Supabase the file is a storage.objects row and its metadata lives in media_meta",
  media_chunks: "file bytes in the database with DATABASE_URL; Supabase keeps them in Storage",
  outbox: "the SQL backend's durable notification queue; the Supabase backend does not queue in the database",
  two_factor: "local two-factor sign-in (TOTP secret, last used step); Supabase Auth has its own MFA factors",
}

/** Tables only the Supabase history has, on purpose (its public and private schemas are read). */
const ONLY_IN_SUPABASE: Record<string, string> = {
  admin_emails: "private.admin_emails, who may register; the SQL backend reads the ADMIN_EMAILS setting instead",
  invitations: "pending invitations the auth.users trigger honours; the SQL backend keeps them in auth_tokens",
  media_meta: "alt, caption and size of a Storage object, keyed by its path; the SQL backend keeps them on media",
  gated_files: "which private-bucket file a gated resource serves, kept from the anonymous key; the SQL backend serves gated files through its own media route",
  lead_secrets: "private.lead_secrets, the sealed key check and blind-index key; the SQL backend keeps them in app_secrets",
}

/** Shared tables the Supabase history keeps in its private schema instead of public. */
const SUPABASE_PRIVATE: Record<string, string> = {
  analytics_salts: "the visitor hash's daily salt; private keeps it out of the data API (public.analytics_salt hands out the day's)",
  content_seeds: "which one-time seeds have run, server-only; private keeps it out of the data API (public.seed_documents writes it)",
  cache_tags: "server-to-server state reached through DATABASE_URL; private keeps it out of the data API",
  cache_tag_readers: "which servers have applied which cache-tag change, reached through DATABASE_URL; private keeps it out of the data API",
  lead_retention_runs: "which days' lead retention run has happened, server-only; private keeps it out of the data API (public.run_lead_retention writes it)",
  dsr_requests: "the data-subject request register (no address, its blind index); only the service role's functions (public.dsr_*) read and write it, so private keeps it out of the data API",
  rate_limits: "server-to-server state reached through DATABASE_URL; private keeps it out of the data API",
}

// The SQL backend lists by (created_at, seq): an insertion counter orders rows created in the same instant. The
// Supabase adapter breaks those ties by id instead, or sorts by name, slug or time only.
const SEQ = "insertion counter of the SQL backend's lists; the Supabase adapter orders without it"
// Supabase's data API takes writes straight from signed-in browsers (and the contact function from anyone), so its
// database enforces the forms' limits itself; the SQL backend's only client is the server, which validates first.
const API_LIMIT = "a form limit enforced by the database because Supabase's data API takes writes from clients"
const SEALED_LIMIT = "the form limit of the sealed value (an envelope is longer than its text); the app checks the text's length before sealing"

/** Columns of a shared table only one history has, on purpose, keyed `table.column`. */
const COLUMNS_ONLY_IN_SQL: Record<string, string> = {
  "messages.seq": SEQ,
  "redirects.seq": SEQ,
  "documents.updated_by": "Supabase's documents are readable by visitors, so who saved lives only in content_revisions there",
  "documents.updated_by_email": "Supabase's documents are readable by visitors, so who saved lives only in content_revisions there",
  "media_refs.media_id": "points at a media row; Supabase's files have no row of ours, so media_refs.path names the object",
}
// Supabase's save triggers and row-level security cannot read the app's declarations, so the app stores what they need
// of them on each document; the SQL backend reads the declarations in the app.
const DECLARED = "a trait of the type's declaration stored for Supabase's triggers and row-level security; the SQL backend reads the declaration"
const COLUMNS_ONLY_IN_SUPABASE: Record<string, string> = {
  "media_refs.path": "the Storage object's path, Supabase's counterpart of media_refs.media_id",
  "documents.publishable": DECLARED,
  "documents.revisions": DECLARED,
}

/** Column attributes (type, nullable, default, identity, generated) that differ on purpose, keyed `table.column.attribute`. */
const ATTRIBUTE_DIFFERENCES: Record<string, string> = {}

/** Constraints (check, unique, primary and foreign key) only one history has, on purpose, keyed `table: definition`. */
const CONSTRAINTS_ONLY_IN_SQL: Record<string, string> = {
  "media_refs: FOREIGN KEY (media_id) REFERENCES media(id) ON DELETE CASCADE": "media_refs.media_id's key (see that column)",
  "media_refs: UNIQUE (media_id, document_id, usage)": "media_refs.media_id's key (see that column)",
  "documents: FOREIGN KEY (updated_by) REFERENCES users(id) ON DELETE SET NULL": "documents.updated_by's key (see that column)",
}
const CONSTRAINTS_ONLY_IN_SUPABASE: Record<string, string> = {
  "media_refs: UNIQUE (path, document_id, usage)": "the same key as the SQL backend's, on media_refs.path",
  "documents: CHECK (((jsonb_typeof(data) = 'object'::text) AND (length((data)::text) <= 1000000)))": API_LIMIT,
  "messages: CHECK (((jsonb_typeof(utm) = 'object'::text) AND (length((utm)::text) <= 1500)))": API_LIMIT,
  "messages: CHECK (((length(email) >= 3) AND (length(email) <= 2000)))": SEALED_LIMIT,
  "messages: CHECK (((length(message) >= 1) AND (length(message) <= 28000)))": SEALED_LIMIT,
  "messages: CHECK (((length(name) >= 1) AND (length(name) <= 1400)))": SEALED_LIMIT,
  "lead_events: CHECK ((length(body) <= 20000))": "the SQL backend stores a note encrypted, longer than its text, and checks the text's length in the app (docs/privacy.md)",
}

// ---------------------------------------------------------------- reading and comparing the catalog

type Column = { type: string; nullable: string; default: string; identity: string; generated: string }
type Table = { schema: string; columns: Map<string, Column>; constraints: Set<string> }
type Schema = Map<string, Table>

/** Schema names, whitespace and Supabase's auth.users (the SQL backend's users) do not count as differences. */
function normalise(text: string | null): string {
  if (text === null) return ""
  return text
    .replace(/\bauth\.users\b/g, "users")
    .replace(/\b(public|private)\./g, "")
    .replace(/\s+/g, " ")
    .trim()
}

async function readSchema(client: pg.ClientBase, tables: Map<string, string>): Promise<Schema> {
  const names = [...tables.keys()]
  const schemas = names.map((t) => tables.get(t)!)
  const cols = await client.query<{
    table_name: string
    column_name: string
    data_type: string
    udt_name: string
    is_nullable: string
    column_default: string | null
    is_identity: string
    identity_generation: string | null
    is_generated: string
    generation_expression: string | null
  }>(
    `select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default, c.is_identity,
            c.identity_generation, c.is_generated, c.generation_expression
       from information_schema.columns c
       join unnest($1::text[], $2::text[]) as t (name, schema) on t.name = c.table_name and t.schema = c.table_schema
      order by c.table_name, c.ordinal_position`,
    [names, schemas],
  )
  const cons = await client.query<{ table_name: string; def: string }>(
    `select r.relname as table_name, pg_get_constraintdef(c.oid) as def
       from pg_constraint c
       join pg_class r on r.oid = c.conrelid
       join pg_namespace n on n.oid = r.relnamespace
       join unnest($1::text[], $2::text[]) as t (name, schema) on t.name = r.relname and t.schema = n.nspname
      where c.contype in ('c', 'u', 'p', 'f')
     union all
     -- Unique indexes count like unique constraints (an upsert's ON CONFLICT needs one or the other).
     select r.relname, regexp_replace(pg_get_indexdef(i.indexrelid), '^CREATE UNIQUE INDEX \\S+ ON \\S+ USING btree ', 'UNIQUE ')
       from pg_index i
       join pg_class r on r.oid = i.indrelid
       join pg_namespace n on n.oid = r.relnamespace
       join unnest($1::text[], $2::text[]) as t (name, schema) on t.name = r.relname and t.schema = n.nspname
      where i.indisunique and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [names, schemas],
  )
  const schema: Schema = new Map()
  const table = (name: string) => {
    if (!schema.has(name)) schema.set(name, { schema: tables.get(name)!, columns: new Map(), constraints: new Set() })
    return schema.get(name)!
  }
  for (const c of cols.rows) {
    table(c.table_name).columns.set(c.column_name, {
      type: c.data_type === "ARRAY" || c.data_type === "USER-DEFINED" ? `${c.data_type} ${c.udt_name}` : c.data_type,
      nullable: c.is_nullable === "YES" ? "null" : "not null",
      // An identity column's implicit sequence shows as no default.
      default: normalise(c.column_default),
      identity: c.is_identity === "YES" ? `generated ${c.identity_generation} as identity` : "",
      generated: c.is_generated === "ALWAYS" ? `generated always as ${normalise(c.generation_expression)}` : "",
    })
  }
  for (const c of cons.rows) table(c.table_name).constraints.add(normalise(c.def))
  return schema
}

async function tablesOf(client: pg.ClientBase, schemas: string[]): Promise<Map<string, string>> {
  const rows = await client.query<{ name: string; schema: string }>(
    "select table_name as name, table_schema as schema from information_schema.tables where table_schema = any($1) and table_type = 'BASE TABLE'",
    [schemas],
  )
  const tables = new Map<string, string>()
  for (const r of rows.rows) {
    // Tables are matched by name across schemas: two of one name would make the comparison ambiguous.
    if (tables.has(r.name)) throw new Error(`table ${r.name} is in both ${tables.get(r.name)} and ${r.schema}`)
    tables.set(r.name, r.schema)
  }
  return tables
}

/** Every difference between the two schemas that no allow-list names, and every allow-list entry no difference needs. */
function compare(sql: Schema, supabase: Schema): { unlisted: string[]; stale: string[] } {
  const unlisted: string[] = []
  const used = new Set<string>()
  const allowed = (list: Record<string, string>, key: string, name: string) => {
    if (!(key in list)) return false
    used.add(`${name}[${JSON.stringify(key)}]`)
    return true
  }

  for (const name of [...new Set([...sql.keys(), ...supabase.keys()])].sort()) {
    const a = sql.get(name)
    const b = supabase.get(name)
    if (!b) {
      if (!allowed(ONLY_IN_SQL, name, "ONLY_IN_SQL")) unlisted.push(`table ${name}: only in the ${SQL}`)
      continue
    }
    if (!a) {
      if (!allowed(ONLY_IN_SUPABASE, name, "ONLY_IN_SUPABASE")) unlisted.push(`table ${name}: only in the ${SUPABASE}`)
      continue
    }
    if (b.schema !== "public" && !allowed(SUPABASE_PRIVATE, name, "SUPABASE_PRIVATE")) {
      unlisted.push(`table ${name}: in the ${b.schema} schema of the ${SUPABASE}, in public in the ${SQL}`)
    }
    for (const col of [...new Set([...a.columns.keys(), ...b.columns.keys()])]) {
      const key = `${name}.${col}`
      const x = a.columns.get(col)
      const y = b.columns.get(col)
      if (!y) {
        if (!allowed(COLUMNS_ONLY_IN_SQL, key, "COLUMNS_ONLY_IN_SQL")) unlisted.push(`column ${key}: only in the ${SQL}`)
        continue
      }
      if (!x) {
        if (!allowed(COLUMNS_ONLY_IN_SUPABASE, key, "COLUMNS_ONLY_IN_SUPABASE")) unlisted.push(`column ${key}: only in the ${SUPABASE}`)
        continue
      }
      for (const attr of Object.keys(x) as (keyof Column)[]) {
        if (x[attr] === y[attr] || allowed(ATTRIBUTE_DIFFERENCES, `${key}.${attr}`, "ATTRIBUTE_DIFFERENCES")) continue
        unlisted.push(`column ${key}: ${attr} differs: SQL ${JSON.stringify(x[attr])}, Supabase ${JSON.stringify(y[attr])}`)
      }
    }
    for (const def of [...a.constraints].sort()) {
      if (b.constraints.has(def) || allowed(CONSTRAINTS_ONLY_IN_SQL, `${name}: ${def}`, "CONSTRAINTS_ONLY_IN_SQL")) continue
      unlisted.push(`constraint on ${name}: only in the ${SQL}: ${def}`)
    }
    for (const def of [...b.constraints].sort()) {
      if (a.constraints.has(def) || allowed(CONSTRAINTS_ONLY_IN_SUPABASE, `${name}: ${def}`, "CONSTRAINTS_ONLY_IN_SUPABASE")) continue
      unlisted.push(`constraint on ${name}: only in the ${SUPABASE}: ${def}`)
    }
  }

  const lists = {
    ONLY_IN_SQL,
    ONLY_IN_SUPABASE,
    SUPABASE_PRIVATE,
    COLUMNS_ONLY_IN_SQL,
    COLUMNS_ONLY_IN_SUPABASE,
    ATTRIBUTE_DIFFERENCES,
    CONSTRAINTS_ONLY_IN_SQL,
    CONSTRAINTS_ONLY_IN_SUPABASE,
  }
  const stale = Object.entries(lists).flatMap(([list, entries]) =>
    Object.keys(entries)
      .map((key) => `${list}[${JSON.stringify(key)}]`)
      .filter((entry) => !used.has(entry)),
  )
  return { unlisted, stale }
}

describe.skipIf(!url)("schema parity: SQL migrations and Supabase migrations (PostgreSQL)", () => {
  const stamp = `${process.pid}_${Date.now().toString(36)}`
  const sqlDbName = `parity_sql_${stamp}`
  let admin: pg.Client | undefined
  let sqlClient: pg.Client | undefined
  let dropSupabase: (() => Promise<void>) | undefined
  let sqlSchema: Schema
  let supabaseSchema: Schema

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${sqlDbName}`)
    const sqlUrl = new URL(url!)
    sqlUrl.pathname = `/${sqlDbName}`
    // The backend's own migration runner, as a server applies it at start.
    const db = postgresDb(sqlUrl.toString(), { max: 1 })
    try {
      await migrate(db)
    } finally {
      await db.close()
    }
    sqlClient = new pg.Client({ connectionString: sqlUrl.toString() })
    await sqlClient.connect()

    const supabase = await openSupabaseDb(url!, `parity_sb_${stamp}`, { max: 1, label: "parity" })
    dropSupabase = supabase.drop

    const sbClient = await supabase.pool.connect()
    try {
      const sqlTables = await tablesOf(sqlClient, ["public"])
      const sbTables = await tablesOf(sbClient, ["public", "private"])
      sqlSchema = await readSchema(sqlClient, sqlTables)
      supabaseSchema = await readSchema(sbClient, sbTables)
    } finally {
      sbClient.release()
    }
  }, 120_000)

  afterAll(async () => {
    await sqlClient?.end()
    await admin?.query(`drop database if exists ${sqlDbName} with (force)`)
    await admin?.end()
    await dropSupabase?.()
  })

  it("has no difference between the two histories that is not listed with its reason", () => {
    const { unlisted } = compare(sqlSchema, supabaseSchema)
    expect(
      unlisted,
      "The two migration histories differ. Write the change in both trees (a new file in each), or list the " +
        "difference in this test's allow-lists with a one-line reason (docs/schema.md).",
    ).toEqual([])
  })

  it("lists no difference that no longer exists", () => {
    const { stale } = compare(sqlSchema, supabaseSchema)
    expect(stale, "These allow-list entries match no difference any more: remove them.").toEqual([])
  })

  it("reads a non-trivial schema from both databases", () => {
    // Guards the comparison itself: an empty read on both sides would compare equal.
    expect(sqlSchema.get("documents")?.columns.size ?? 0).toBeGreaterThan(15)
    expect(supabaseSchema.get("documents")?.columns.size ?? 0).toBeGreaterThan(15)
  })
})
