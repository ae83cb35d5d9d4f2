"use server"

import { deleteContent, saveContent, toggleContentPublished } from "../_content/content-actions"

export async function saveSitePage(id: string | null, values: unknown, opts?: { version?: unknown }) {
  return saveContent("site_page", id, values, opts)
}

export async function toggleSitePagePublished(id: string, published: boolean, version?: number) {
  return toggleContentPublished("site_page", id, published, version)
}

export async function deleteSitePage(id: string) {
  return deleteContent("site_page", id)
}
