import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { Backend, CookieJar } from "@/lib/backend/types"

import { localAccounts } from "./accounts"
import { localAudit } from "./audit"
import { localAuth } from "./auth"
import { diskBlobs, postgresBlobs, type BlobStore } from "./blobs"
import { localMedia, type LocalMediaStore } from "./media"
import { postgresLimitStore, processLimitStore } from "@/lib/backend/db/limit-store"
import { localMessages } from "./messages"
import { localOutbox } from "./outbox"
import { localSecret } from "./secrets"
import { localPages } from "./pages"
import { localPeople, localSettings } from "./people"
import { localPosts } from "./posts"
import { localPreviews } from "./previews"
import { localRedirects } from "./redirects"
import { localPresence, localRevisions } from "./revisions"
import { localShareLinks } from "./share-links"

export type LocalBackend = Backend & { media: LocalMediaStore }

/**
 * The embedded (PGlite) and PostgreSQL backend: the same SQL either way. Uploads go to `blobs` when given (S3),
 * else into PostgreSQL with a PostgreSQL database, else under uploadsDir.
 */
export function createLocalBackend(opts: {
  db: Db
  uploadsDir: string
  blobs?: BlobStore
  jar: CookieJar
  adminEmails: string[]
  kind?: "embedded" | "postgres"
}): LocalBackend {
  const { db, uploadsDir, jar, adminEmails } = opts
  const kind = opts.kind ?? (db.kind === "pglite" ? "embedded" : "postgres")
  return {
    kind,
    posts: localPosts(db),
    pages: localPages(db),
    messages: localMessages(db),
    outbox: localOutbox(db),
    media: localMedia(db, opts.blobs ?? (db.kind === "postgres" ? postgresBlobs(db) : diskBlobs(uploadsDir))),
    auth: localAuth(db, jar, { adminEmails }),
    secret: (name) => localSecret(db, name),
    redirects: localRedirects(db),
    shareLinks: localShareLinks(db),
    previews: localPreviews(db),
    people: localPeople(db),
    settings: localSettings(db),
    limits: db.kind === "postgres" ? postgresLimitStore(db) : processLimitStore(),
    accounts: localAccounts(db, jar),
    audit: localAudit(db),
    revisions: localRevisions(db),
    presence: localPresence(db),
  }
}
