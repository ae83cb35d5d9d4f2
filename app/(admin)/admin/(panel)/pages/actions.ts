"use server"

import { deleteContent, saveContent, toggleContentPublished } from "../_content/content-actions"

export async function savePage(id: string | null, values: unknown, opts?: { version?: unknown }) {
  return saveContent("page", id, values, opts)
}

export async function togglePagePublished(id: string, published: boolean, version?: number) {
  return toggleContentPublished("page", id, published, version)
}

export async function deletePage(id: string) {
  return deleteContent("page", id)
}
