"use server"

import { deleteContent, saveContent, toggleContentPublished } from "../_content/content-actions"

export async function saveCaseStudy(id: string | null, values: unknown, opts?: { version?: unknown }) {
  return saveContent("case_study", id, values, opts)
}

export async function toggleCaseStudyPublished(id: string, published: boolean, version?: number) {
  return toggleContentPublished("case_study", id, published, version)
}

export async function deleteCaseStudy(id: string) {
  return deleteContent("case_study", id)
}
