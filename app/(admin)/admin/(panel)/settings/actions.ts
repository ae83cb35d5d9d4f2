"use server"

import { DataError } from "@/lib/data/errors"
import { DOCUMENT_TYPE_NAMES, type DocumentTypeName } from "@/lib/domain/types"

import { saveContent } from "../_content/content-actions"

const SINGLETONS: readonly string[] = ["navigation", "footer", "contact_details", "site_settings"] satisfies readonly DocumentTypeName[]

/** The singletons' save: the type comes from the screen, so it is checked like any other input. */
export async function saveSingleton(type: string, id: string | null, values: unknown, opts?: { version?: unknown }) {
  if (!SINGLETONS.includes(type) || !(DOCUMENT_TYPE_NAMES as readonly string[]).includes(type)) {
    return { ok: false as const, error: new DataError("validation", "Unknown settings").message }
  }
  return saveContent(type as DocumentTypeName, id, values, opts)
}
