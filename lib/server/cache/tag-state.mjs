// Shared cache-tag state: when each cache tag was marked stale and when it expires (or will expire), kept where
// every server of the deployment sees it and where a restart finds it again.
//   - DATABASE_URL set (PostgreSQL, or Supabase's own database): the cache_tags table, with LISTEN/NOTIFY so the
//     other servers learn of a change within milliseconds, and a poll as a backstop for a dropped connection.
//   - Otherwise (the embedded default, one server): a JSON file in DATA_DIR.
// A server that records a change answers only once every other live server has applied it (or after ACK_WAIT_MS),
// so a read on any server after a save sees the save: each server acknowledges what it applied in
// cache_tag_readers, with its poll as a heartbeat.
// Plain JavaScript: Next loads the cache handler (lib/server/cache/handler.mjs) outside the app's bundles. One state per
// process, on globalThis, which the app also reads (lib/server/cache/shared-tag-times.ts).
import { randomUUID } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"

const KEY = Symbol.for("lumora.cache-tag-state")
const CHANNEL = "lumora_cache_tags"
const POLL_MS = 5_000
// A server whose heartbeat (its poll, every POLL_MS) is older than this is gone: nobody waits for it.
const READER_TTL_MS = 15_000
// The longest a server that recorded a change waits for the others to apply it before its save answers anyway.
const ACK_WAIT_MS = 2_000
const ACK_POLL_MS = 5
// Tag rows whose times are this far in the past cannot matter to any cache entry still in memory: pruned.
const KEEP_MS = 7 * 24 * 3600 * 1000

/** @typedef {{ stale?: number, expired?: number }} TagTimes */

function now() {
  return performance.timeOrigin + performance.now()
}

function isBuild() {
  return process.env.NEXT_PHASE === "phase-production-build"
}

class TagState {
  /** @type {Map<string, TagTimes>} */
  tags = new Map()
  /** @type {Promise<void> | null} */
  ready = null
  /** @type {((tags: string[], times: TagTimes) => Promise<void>) | null} */
  persist = null
  kind = "memory"
  /** @type {(() => Promise<void>) | null} */
  closeHook = null
  /**
   * The catch-up under way after another server's notification, if any: a cache read waits for it, so a request
   * that arrives together with the news is answered after it.
   * @type {Promise<void> | null}
   */
  pending = null
  /** True once the saved state has been read (or could not be). */
  loaded = false
  /** When (this process's clock) a change last reached this state, from this server or another. */
  appliedAt = 0
  /** The latest expiry already reached and the next one still to come, as of the last look (see lastChange). */
  reachedExpiry = 0
  nextExpiry = 0

  constructor() {
    if (isBuild()) return
    const url = process.env.DATABASE_URL?.trim()
    this.ready = (url ? this.openPostgres(url) : this.openFile())
      .catch((err) => {
        console.error("[cache] shared cache-tag state unavailable, tags stay in memory:", err?.message ?? err)
      })
      .finally(() => {
        this.loaded = true
      })
  }

  /**
   * The latest time at which anything cached may have changed: the last change to arrive here, or an expiry that has
   * since been reached (a scheduled publication). null while the state is loading or catching up with another
   * server's news, when it cannot be known. The server's page cache (server/page-cache.mjs) drops what is older.
   */
  lastChange() {
    if (!this.loaded || this.pending) return null
    const t = now()
    if (t >= this.nextExpiry) {
      let reached = 0
      let next = Infinity
      for (const { expired } of this.tags.values()) {
        if (expired === undefined) continue
        if (expired <= t) reached = Math.max(reached, expired)
        else next = Math.min(next, expired)
      }
      this.reachedExpiry = reached
      this.nextExpiry = next
    }
    return Math.max(this.appliedAt, this.reachedExpiry)
  }

  /** @param {string} tag */
  get(tag) {
    return this.tags.get(tag)
  }

  /**
   * Marks tags as Next's revalidateTag asks: without durations, expired now; with { expire }, stale now and expired
   * `expire` seconds from now (a future expiry is how a scheduled publication takes effect at its time).
   * @param {string[]} tags
   * @param {{ expire?: number } | undefined} durations
   */
  async revalidate(tags, durations) {
    if (tags.length === 0) return
    const at = now()
    /** @type {TagTimes} */
    const times = durations ? { stale: at, ...(durations.expire !== undefined ? { expired: at + durations.expire * 1000 } : {}) } : { expired: at }
    this.apply(tags, times)
    await this.ready
    if (this.persist) await this.persist(tags, times).catch((err) => console.error("[cache] saving cache tags failed:", err?.message ?? err))
  }

  /** @param {string[]} tags @param {TagTimes} times */
  apply(tags, times) {
    this.appliedAt = now()
    for (const tag of tags) {
      const old = this.tags.get(tag) ?? {}
      this.tags.set(tag, {
        stale: Math.max(old.stale ?? 0, times.stale ?? 0) || undefined,
        // A later revalidation replaces a future expiry: "expire in 1 s" after "expire in a day" means 1 s.
        expired: times.expired !== undefined ? times.expired : old.expired,
      })
      if (times.expired !== undefined && times.expired > this.appliedAt) this.nextExpiry = Math.min(this.nextExpiry, times.expired)
    }
  }

  /** True when an entry written at lastModified must not be served (one of its tags expired since). */
  isExpired(tags, lastModified) {
    const t = now()
    for (const tag of tags) {
      const e = this.tags.get(tag)?.expired
      if (e !== undefined && e <= t && e > lastModified) return true
    }
    return false
  }

  /** True when one of the tags was marked stale after lastModified. */
  isStale(tags, lastModified) {
    for (const tag of tags) {
      const s = this.tags.get(tag)?.stale
      if (s !== undefined && s > lastModified) return true
    }
    return false
  }

  // ------------------------------------------------------------------ embedded: a file in DATA_DIR

  async openFile() {
    // turbopackIgnore: a path known only at run time, not a file for the build to trace.
    const dir = resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR?.trim() || ".data")
    const file = join(dir, "cache-tags.json")
    try {
      const saved = JSON.parse(readFileSync(file, "utf8"))
      for (const [tag, times] of Object.entries(saved)) this.tags.set(tag, times)
    } catch {
      // none yet
    }
    this.kind = "file"
    let writing = Promise.resolve()
    this.persist = () => {
      writing = writing.then(() => {
        const cutoff = now() - KEEP_MS
        const out = {}
        for (const [tag, times] of this.tags) {
          if (Math.max(times.stale ?? 0, times.expired ?? 0) >= cutoff) out[tag] = times
        }
        mkdirSync(dir, { recursive: true })
        // Written whole and renamed, so a crash never leaves half a file.
        writeFileSync(`${file}.tmp`, JSON.stringify(out))
        renameSync(`${file}.tmp`, file)
      })
      return writing
    }
  }

  // ------------------------------------------------------------------ PostgreSQL: a table, LISTEN/NOTIFY and a poll

  /** Stops listening and polling (tests). */
  async close() {
    await this.ready
    await this.closeHook?.()
  }

  async openPostgres(url) {
    const { default: pg } = await import("pg")
    // Two connections at most for writes and polls, one for LISTEN: the app's own pool is separate.
    const pool = new pg.Pool({ connectionString: url, max: 2 })
    pool.on("error", (err) => console.error("[cache] idle PostgreSQL client error:", err.message))
    this.kind = "postgres"
    let table = null
    let lastSeq = 0
    // After the first read of the table, every row is news from another server (the first read is history).
    let primed = false
    const findTable = async () => {
      if (table) return table
      const rows = (await pool.query("select to_regclass('private.cache_tags') as p, to_regclass('cache_tags') as l")).rows
      table = rows[0]?.p ? "private.cache_tags" : rows[0]?.l ? "cache_tags" : null
      return table
    }
    // This server in the readers' table: the newest change it has applied, and its heartbeat.
    const me = randomUUID()
    let readers = null
    const findReaders = async () => {
      if (readers) return readers
      const t = await findTable()
      if (!t) return null
      const name = t === "cache_tags" ? "cache_tag_readers" : "private.cache_tag_readers"
      const rows = (await pool.query("select to_regclass($1) as r", [name])).rows
      readers = rows[0]?.r ? name : null
      return readers
    }
    // Closing: no acknowledgement may follow the removal of this server's row (it would stand as a live reader).
    let closed = false
    let acking = Promise.resolve()
    const acknowledge = async () => {
      if (closed) return
      const r = await findReaders()
      if (!r) return
      await pool.query(
        `insert into ${r} (id, seq, seen_at) values ($1, $2, now()) on conflict (id) do update set seq = greatest(${r}.seq, excluded.seq), seen_at = now()`,
        [me, lastSeq],
      )
    }
    /** Waits until every other live server has applied change `seq`, for at most ACK_WAIT_MS. */
    const othersApplied = async (seq) => {
      const r = await findReaders()
      if (!r) return
      const until = now() + ACK_WAIT_MS
      for (;;) {
        const { rows } = await pool.query(
          `select count(*)::int as n from ${r} where id <> $1 and seq < $2 and seen_at > now() - make_interval(secs => $3)`,
          [me, seq, READER_TTL_MS / 1000],
        )
        if (rows[0].n === 0) return
        if (now() >= until) {
          console.warn(`[cache] ${rows[0].n} other server(s) had not applied a change after ${ACK_WAIT_MS} ms`)
          return
        }
        await new Promise((resolve) => setTimeout(resolve, ACK_POLL_MS))
      }
    }
    // Rows are read in the database's clock and moved into this server's, so skewed clocks agree.
    const pull = async () => {
      const t = await findTable()
      if (!t) return // not migrated yet: the app migrates on start
      const { rows } = await pool.query(
        `select tag, stale_at, expired_at, seq, (extract(epoch from clock_timestamp()) * 1000)::float8 as db_now
         from ${t} where seq > $1 order by seq`,
        [lastSeq],
      )
      const news = primed
      primed = true
      if (rows.length === 0) return
      const local = now()
      for (const row of rows) {
        const offset = Number(row.db_now) - local
        const stale = row.stale_at == null ? undefined : Number(row.stale_at) - offset
        let expired = row.expired_at == null ? undefined : Number(row.expired_at) - offset
        // Expired already: count it from now, so an entry rendered here before this news arrived is dropped too.
        if (expired !== undefined && expired <= local && news) expired = local
        this.apply([row.tag], { stale, expired })
        lastSeq = Math.max(lastSeq, Number(row.seq))
      }
    }
    let pulling = null
    const pullOnce = () => {
      if (!pulling) {
        pulling = pull().finally(() => {
          pulling = null
          this.pending = null
        })
        this.pending = pulling.catch(() => {})
        // Applied (and readable here) before it is acknowledged; the acknowledgement is also the heartbeat.
        acking = pulling.then(acknowledge, () => {}).catch((err) => console.error("[cache] acknowledging cache tags failed:", err?.message ?? err))
      }
      return pulling
    }

    this.persist = async (tags, times) => {
      const t = await findTable()
      if (!t) return
      // Times are sent as offsets from this server's now and placed on the database's clock, so skewed clocks
      // agree; the row and the notification to the other servers go in one statement.
      const at = now()
      const stale = times.stale === undefined ? null : times.stale - at
      const expired = times.expired === undefined ? null : times.expired - at
      const { rows } = await pool.query(
        `with clock as (select (extract(epoch from clock_timestamp()) * 1000)::float8 as db_now),
         saved as (
           insert into ${t} (tag, stale_at, expired_at)
           select unnest($1::text[]), round(db_now + $2::float8), round(db_now + $3::float8) from clock
           on conflict (tag) do update set
             stale_at = greatest(${t}.stale_at, excluded.stale_at),
             expired_at = coalesce(excluded.expired_at, ${t}.expired_at),
             seq = nextval('${t === "cache_tags" ? "" : "private."}cache_tags_seq')
           returning seq
         )
         select pg_notify('${CHANNEL}', ''), (select max(seq) from saved)::float8 as seq`,
        [tags, stale, expired],
      )
      // The other servers apply it on the notification; the save answers once they have.
      await othersApplied(Number(rows[0].seq))
      // Bounded: rows too old to matter go.
      if (Math.random() < 0.05) {
        await pool.query(
          `delete from ${t} where greatest(coalesce(stale_at, 0), coalesce(expired_at, 0)) < (extract(epoch from clock_timestamp()) * 1000)::float8 - $1`,
          [KEEP_MS],
        )
      }
    }

    let listener = null
    const listen = async () => {
      if (closed) return
      const client = new pg.Client({ connectionString: url })
      listener = client
      let retried = false
      // A lost or refused connection listens again a moment later (the poll covers the gap).
      const retry = () => {
        if (retried || closed) return
        retried = true
        setTimeout(() => void listen().catch(() => {}), 2_000).unref()
      }
      client.on("error", retry)
      client.on("end", retry)
      client.on("notification", () => void pullOnce().catch(() => {}))
      try {
        await client.connect()
        await client.query(`listen ${CHANNEL}`)
      } catch (err) {
        retry()
        throw err
      }
      // Whatever happened while not listening.
      await pullOnce()
    }
    await pullOnce().catch(() => {})
    // In the readers' table from the start, so that a change made elsewhere from now on waits for this server.
    await acknowledge().catch(() => {})
    await listen().catch((err) => console.error("[cache] LISTEN failed, polling only:", err.message))
    const timer = setInterval(() => void pullOnce().catch(() => {}), POLL_MS)
    timer.unref()
    this.closeHook = async () => {
      closed = true
      clearInterval(timer)
      // A pull under way acknowledges when it ends: let it, then leave.
      await acking
      // Gone: nobody waits for this server any more.
      const r = await findReaders().catch(() => null)
      if (r) await pool.query(`delete from ${r} where id = $1`, [me]).catch(() => {})
      await listener?.end().catch(() => {})
      await pool.end().catch(() => {})
    }
  }
}

/** A tag state of its own, reading the environment now (tests: several "servers" in one process). */
export function openTagState() {
  return new TagState()
}

/** The process's one tag state. */
export function tagState() {
  const g = /** @type {Record<symbol, TagState | undefined>} */ (globalThis)
  if (!g[KEY]) {
    const state = (g[KEY] = new TagState())
    // Under server/index.mjs, a server shutting down leaves the readers' table, so no save waits for it.
    const hooks = /** @type {Set<() => Promise<void>> | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for("lumora.shutdown-hooks")])
    hooks?.add(() => state.close())
  }
  return g[KEY]
}
