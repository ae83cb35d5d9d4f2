"use server"

import { DataError } from "@/lib/data/errors"

import { collectionOf } from "./collections"
import { deleteContent, saveContent, toggleContentPublished } from "./content-actions"

// The actions of /admin/{collection}: the screen binds its segment; the segment is checked like any other input.
function typeOf(segment: string) {
  const type = collectionOf(segment)
  if (!type) throw new DataError("not_found", "Unknown content type")
  return type
}

export async function saveInCollection(segment: string, id: string | null, values: unknown, opts?: { version?: unknown }) {
  return saveContent(typeOf(segment), id, values, opts)
}

export async function toggleInCollection(segment: string, id: string, published: boolean, version?: number) {
  return toggleContentPublished(typeOf(segment), id, published, version)
}

export async function deleteInCollection(segment: string, id: string) {
  return deleteContent(typeOf(segment), id)
}
