import pg from "pg"

import { startServer, type ServerProcess } from "@/scripts/lib/server-process.mjs"

/**
 * A fresh PostgreSQL database (created from TEST_DATABASE_URL, dropped by `stop`) with production servers on it, as
 * behind a load balancer. Every server names the first one as the site's address, so links in e-mails point there.
 */
export type DatabaseServers = {
  servers: ServerProcess[]
  /** A client on the new database, for checks a user cannot make. */
  db: pg.Client
  databaseUrl: string
  stop: () => Promise<void>
}

export async function startDatabaseServers(options: {
  /** Names the database (`{prefix}_{time}`): lower-case letters, digits and underscores. */
  prefix: string
  basePort: number
  count?: number
  env?: Record<string, string>
}): Promise<DatabaseServers> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error("set TEST_DATABASE_URL")
  const name = `${options.prefix}_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  const dbUrl = new URL(url)
  dbUrl.pathname = `/${name}`
  const site = `http://127.0.0.1:${options.basePort}`
  const env = { DATABASE_URL: dbUrl.toString(), TRUSTED_PROXY_COUNT: "1", NEXT_PUBLIC_SITE_URL: site, ...options.env }
  const servers: ServerProcess[] = []
  const db = new pg.Client({ connectionString: dbUrl.toString() })
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()))
    await db.end().catch(() => {})
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
  try {
    // One after the other: the first server runs the migrations.
    for (let i = 0; i < (options.count ?? 1); i++) servers.push(await startServer({ port: options.basePort + i, env }))
    await db.connect()
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
  return { servers, db, databaseUrl: dbUrl.toString(), stop }
}
