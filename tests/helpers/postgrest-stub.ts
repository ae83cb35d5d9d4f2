import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"

import type pg from "pg"

/**
 * A stand-in for PostgREST's RPC endpoint over a real PostgreSQL database with Supabase's roles (the Supabase
 * integration tests): `POST /rest/v1/rpc/{fn}` runs the function as the caller's role (the service role when the
 * bearer is the service key, anon otherwise), with its named arguments, committed; errors come back as PostgREST
 * shapes them (42501 is a 403).
 */

export type StubAnswer = { status: number; body: unknown }
export type StubRole = "anon" | "service_role"

/** As PostgREST converts a JSON argument by the parameter's type: JSON for json and jsonb, an array for an array type. */
function argument(v: unknown, type: string | undefined): unknown {
  if (v === null || typeof v !== "object") return v
  if (type === "json" || type === "jsonb") return JSON.stringify(v)
  return Array.isArray(v) ? v : JSON.stringify(v)
}

/** The declared types of a public function's input parameters, by name. */
async function parameterTypes(c: pg.PoolClient, fn: string): Promise<Map<string, string>> {
  const { rows } = await c.query<{ name: string; type: string }>(
    `select a.name, format_type(a.type, null) as type
       from pg_proc p,
            unnest(coalesce(p.proallargtypes, p.proargtypes::oid[]), p.proargnames, coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs]))) as a(type, name, mode)
      where p.proname = $1 and p.pronamespace = 'public'::regnamespace and a.mode in ('i', 'b', 'v')`,
    [fn],
  )
  return new Map(rows.map((r) => [r.name, r.type]))
}

/** Functions that return a set, answered as an array (the others as their one row, or null). */
const SET_RETURNING = new Set(["lead_secrets"])

/** Calls a function as PostgREST would: the caller's role and claims, its named arguments, committed. */
export async function callAsPostgrest(pool: pg.Pool, role: StubRole, fn: string, args: Record<string, unknown>): Promise<StubAnswer> {
  const c = await pool.connect()
  try {
    const types = await parameterTypes(c, fn)
    await c.query("begin")
    await c.query(`set local role ${role}`)
    await c.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ role })])
    const names = Object.keys(args)
    const call = `select to_jsonb(r) as out from public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(", ")}) r`
    const { rows } = await c.query(call, names.map((n) => argument(args[n], types.get(n))))
    await c.query("commit")
    const out = rows.map((r) => r.out as unknown)
    return { status: 200, body: SET_RETURNING.has(fn) ? out : (out[0] ?? null) }
  } catch (err) {
    await c.query("rollback").catch(() => {})
    const e = err as { code?: string; message?: string }
    return { status: e.code === "42501" ? 403 : 400, body: { code: e.code, message: e.message, details: null, hint: null } }
  } finally {
    c.release()
  }
}

type StubOptions = {
  serviceKey: string
  /** Every call, as "role fn", in order. */
  calls?: string[]
  /** Runs before each RPC reaches the database (a test's concurrent edit). */
  beforeCall?: (role: StubRole, fn: string) => Promise<void>
  /** Answers a request that is not an RPC (a table read); null: 404. */
  route?: (req: IncomingMessage, target: URL, role: StubRole) => Promise<StubAnswer> | null
}

export async function startPostgrestStub(pool: pg.Pool, options: StubOptions): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (c: Buffer) => chunks.push(c))
    req.on("end", () => {
      const target = new URL(req.url ?? "/", "http://api")
      const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(target.pathname)?.[1]
      const role: StubRole = req.headers.authorization === `Bearer ${options.serviceKey}` ? "service_role" : "anon"
      const answer = fn
        ? (async () => {
            options.calls?.push(`${role} ${fn}`)
            await options.beforeCall?.(role, fn)
            return callAsPostgrest(pool, role, fn, chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : {})
          })()
        : (options.route?.(req, target, role) ?? Promise.resolve({ status: 404, body: { message: "no such route" } }))
      void answer.then((a) => {
        res.writeHead(a.status, { "content-type": "application/json" })
        res.end(JSON.stringify(a.body))
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
