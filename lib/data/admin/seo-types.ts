import type { ChecklistContext } from "@/lib/domain/checklist/rules"

/** What the server gives the editors for people, previews and the checklist (lib/data/admin/seo-extras.ts). */
export type SeoEditorContext = {
  /** The site's base URL, for previews and "same site" links. */
  siteUrl: string
  checklist: ChecklistContext & { blocking: boolean }
  /** Post editor only: the author and reviewer choices. */
  people?: { id: string; name: string; credentials: string }[]
}

/** The form fields these components read or register (post and page forms both carry them). */
export type SeoFormFields = {
  title: string
  slug: string
  content: string
  meta_title: string
  meta_description: string
  canonical_url: string
  noindex: boolean
  social_image: string | null
  social_title: string
  social_description: string
  excerpt?: string
  featured_image?: string | null
  featured_image_alt?: string
  category?: string
  author_id?: string | null
  reviewer_id?: string | null
  medical_disclaimer?: boolean
  published?: boolean
  schedule?: string
}

/** Form values as react-hook-form holds them before parsing (any field may still be null). */
export type LooseSeoValues = { [K in keyof SeoFormFields]?: SeoFormFields[K] | null }
