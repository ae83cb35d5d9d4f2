"use server"

import { DataError } from "@/lib/data/errors"
import { isSingleton } from "@/lib/domain/content/admin"

import { saveContent } from "../_content/content-actions"

/** The singletons' save: the type comes from the screen, so it is checked like any other input. */
export async function saveSingleton(type: string, id: string | null, values: unknown, opts?: { version?: unknown }) {
  if (typeof type !== "string" || !isSingleton(type)) {
    return { ok: false as const, error: new DataError("validation", "Unknown settings").message }
  }
  return saveContent(type, id, values, opts)
}
