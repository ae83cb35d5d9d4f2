import "server-only"

import type { Db } from "@/lib/backend/db/types"
import type { Backend, CookieJar } from "@/lib/backend/types"

import { localAuth } from "./auth"
import { localMedia, type LocalMediaStore } from "./media"
import { localMessages } from "./messages"
import { localOutbox } from "./outbox"
import { localSecret } from "./secrets"
import { localPages } from "./pages"
import { localPosts } from "./posts"
import { localPreviews } from "./previews"
import { localRedirects } from "./redirects"
import { localShareLinks } from "./share-links"

export type LocalBackend = Backend & { media: LocalMediaStore }

/** The embedded (PGlite) and PostgreSQL backend: the same SQL either way, uploads under uploadsDir. */
export function createLocalBackend(opts: {
  db: Db
  uploadsDir: string
  jar: CookieJar
  adminEmails: string[]
  kind?: "embedded" | "postgres"
}): LocalBackend {
  const { db, uploadsDir, jar, adminEmails } = opts
  return {
    kind: opts.kind ?? (db.kind === "pglite" ? "embedded" : "postgres"),
    posts: localPosts(db),
    pages: localPages(db),
    messages: localMessages(db),
    outbox: localOutbox(db),
    media: localMedia(db, uploadsDir),
    auth: localAuth(db, jar, { adminEmails }),
    secret: (name) => localSecret(db, name),
    redirects: localRedirects(db),
    shareLinks: localShareLinks(db),
    previews: localPreviews(db),
  }
}
