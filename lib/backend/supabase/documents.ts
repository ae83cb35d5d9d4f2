import "server-only"

import type { DocumentsStore } from "@/lib/backend/types"
import { DataError } from "@/lib/domain/errors"

// Replaced by the Supabase adapter's documents store (same contract as lib/backend/sql/documents.ts).
const unsupported = () => Promise.reject(new DataError("unavailable", "Site documents are not available on this backend yet"))

export function supabaseDocuments(): DocumentsStore {
  return {
    of: () => ({ list: unsupported, get: unsupported, create: unsupported, update: unsupported, setPublished: unsupported, remove: unsupported, counts: unsupported }),
    getPublished: async () => null,
    listPublished: async () => [],
    nextPublishAt: async () => null,
    seed: async () => 0,
  }
}
