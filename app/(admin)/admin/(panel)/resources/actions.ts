"use server"

import { deleteContent, saveContent, toggleContentPublished } from "../_content/content-actions"

export async function saveResource(id: string | null, values: unknown, opts?: { version?: unknown }) {
  return saveContent("resource", id, values, opts)
}

export async function toggleResourcePublished(id: string, published: boolean, version?: number) {
  return toggleContentPublished("resource", id, published, version)
}

export async function deleteResource(id: string) {
  return deleteContent("resource", id)
}
