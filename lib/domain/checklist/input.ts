import type { ChecklistInput } from "./rules"

type PostFields = {
  title?: string | null
  meta_title?: string | null
  meta_description?: string | null
  excerpt?: string | null
  content?: string | null
  featured_image?: string | null
  featured_image_alt?: string | null
  category?: string | null
  reviewer_id?: string | null
}
type PageFields = { title?: string | null; meta_title?: string | null; meta_description?: string | null; content?: string | null }

/** A post's fields (form values or a stored row) as checklist input: the editor and the server map them alike. */
export function postChecklistInput(p: PostFields): ChecklistInput {
  return {
    kind: "post",
    title: p.title ?? "",
    metaTitle: p.meta_title ?? "",
    metaDescription: p.meta_description ?? "",
    excerpt: p.excerpt ?? "",
    content: p.content ?? "",
    featuredImage: p.featured_image ?? null,
    featuredImageAlt: p.featured_image_alt ?? "",
    category: p.category ?? "",
    reviewerId: p.reviewer_id ?? null,
  }
}

export function pageChecklistInput(p: PageFields): ChecklistInput {
  return { kind: "page", title: p.title ?? "", metaTitle: p.meta_title ?? "", metaDescription: p.meta_description ?? "", content: p.content ?? "" }
}

/** Publish or Schedule is what blocking stops: a checked Published box or a filled Schedule. */
export function isGoingLive(values: { published?: boolean | null; schedule?: string | null }): boolean {
  return values.published === true || !!(values.schedule ?? "").trim()
}
