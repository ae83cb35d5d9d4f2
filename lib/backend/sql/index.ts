import "server-only"

import type { Db, Queryable } from "@/lib/backend/db/types"
import type { Backend, CookieJar } from "@/lib/backend/types"

import { sqlAccounts } from "./accounts"
import { sqlAnalytics } from "./analytics"
import { sqlAudit } from "./audit"
import { sqlAuth } from "./auth"
import { diskBlobs, postgresBlobs, type BlobStore } from "./blobs"
import { sqlMedia, type SqlMediaStore } from "./media"
import { postgresLimitStore, processLimitStore } from "@/lib/backend/db/limit-store"
import { sqlLeads } from "./leads"
import { sqlConsent } from "./consent"
import { sqlPrivacy } from "./privacy"
import { sqlMedicalReview } from "./medical-review"
import { sqlMessages } from "./messages"
import { sqlOutbox } from "./outbox"
import { sqlSecret } from "./secrets"
import { sqlTwoFactor } from "./two-factor"
import { sqlDocuments } from "./documents"
import { sqlPages } from "./pages"
import { sqlPeople, sqlSettings } from "./people"
import { sqlPosts } from "./posts"
import { sqlPreviews } from "./previews"
import { sqlRedirects } from "./redirects"
import { sqlPresence, sqlRevisions } from "./revisions"
import { sqlShareLinks } from "./share-links"

export type SqlBackend = Backend & { media: SqlMediaStore }

/**
 * The embedded (PGlite) and PostgreSQL backend: the same SQL either way. Uploads go to `blobs` when given (S3),
 * else into PostgreSQL with a PostgreSQL database, else under uploadsDir.
 */
export function createSqlBackend(opts: {
  db: Db
  uploadsDir: string
  blobs?: BlobStore
  jar: CookieJar
  adminEmails: string[]
  kind?: "embedded" | "postgres"
  /** Already inside backend.transaction: a nested one joins it. */
  inTransaction?: boolean
}): SqlBackend {
  const { db, uploadsDir, jar, adminEmails } = opts
  const kind = opts.kind ?? (db.kind === "pglite" ? "embedded" : "postgres")
  return {
    kind,
    transaction: (fn) => (opts.inTransaction ? fn(createSqlBackend(opts)) : db.transaction((tx) => fn(createSqlBackend({ ...opts, db: joined(tx, db.kind), inTransaction: true })))),
    posts: sqlPosts(db),
    pages: sqlPages(db),
    documents: sqlDocuments(db),
    messages: sqlMessages(db),
    leads: sqlLeads(db),
    consent: sqlConsent(db),
    privacy: sqlPrivacy(db),
    outbox: sqlOutbox(db),
    media: sqlMedia(db, opts.blobs ?? (db.kind === "postgres" ? postgresBlobs(db) : diskBlobs(uploadsDir))),
    auth: sqlAuth(db, jar, { adminEmails }),
    secret: (name) => sqlSecret(db, name),
    redirects: sqlRedirects(db),
    shareLinks: sqlShareLinks(db),
    previews: sqlPreviews(db),
    people: sqlPeople(db),
    settings: sqlSettings(db),
    limits: db.kind === "postgres" ? postgresLimitStore(db) : processLimitStore(),
    accounts: sqlAccounts(db, jar),
    twoFactor: sqlTwoFactor(db),
    audit: sqlAudit(db),
    revisions: sqlRevisions(db),
    presence: sqlPresence(db),
    analytics: sqlAnalytics(db),
    medicalReview: sqlMedicalReview(db),
  }
}

/** A Db whose statements all run in the open transaction `tx`: a store's own transaction joins it. */
function joined(tx: Queryable, kind: Db["kind"]): Db {
  const db: Db = {
    kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    session: (fn) => fn(db),
    close: async () => {},
  }
  return db
}
