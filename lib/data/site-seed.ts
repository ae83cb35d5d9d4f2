import "server-only"

import { SITE_SEEDS } from "@/lib/domain/seed"
import { isBuildPhase } from "@/lib/server/env"

import { ensureSeeded } from "./site-documents"

let done: Promise<void> | null = null

/**
 * Runs the site's content seeds on this database, once per process (each seed itself runs once per database, so
 * several servers starting together insert it once). Public reads of site documents wait for it, so the first
 * visitor of a fresh instance sees today's pages. A failure (database unreachable) is retried by the next read.
 */
export function ensureSiteSeeded(): Promise<void> {
  if (isBuildPhase()) return Promise.resolve()
  done ??= (async () => {
    for (const seed of SITE_SEEDS) await ensureSeeded(seed.name, seed.docs())
  })().catch((error: unknown) => {
    done = null
    throw error
  })
  return done
}
