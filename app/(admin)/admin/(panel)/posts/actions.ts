"use server"

import { deleteContent, saveContent, toggleContentPublished } from "../_content/content-actions"

export async function savePost(id: string | null, values: unknown, opts?: { version?: unknown }) {
  return saveContent("post", id, values, opts)
}

export async function togglePostPublished(id: string, published: boolean, version?: number) {
  return toggleContentPublished("post", id, published, version)
}

export async function deletePost(id: string) {
  return deleteContent("post", id)
}
