import { POSTS } from "@/lib/copy/posts"
import { POST_PEOPLE_UI, SEO_EDITOR_UI } from "@/lib/copy/people"
import { SEO_MESSAGES } from "@/lib/copy/validation"

import type { FieldDeclaration } from "./types"

/** Search and social fields every SEO-enabled type carries (meta title and description, canonical, social card). */
export const SEO_FIELDS: readonly FieldDeclaration[] = [
  { name: "meta_title", label: POSTS.fieldMetaTitle, kind: "text", translatable: true, column: {} },
  { name: "meta_description", label: POSTS.fieldMetaDescription, kind: "textarea", translatable: true, column: {} },
  { name: "canonical_url", label: SEO_EDITOR_UI.canonical, kind: "url", translatable: true, column: {} },
  { name: "noindex", label: SEO_EDITOR_UI.noindex, kind: "checkbox", translatable: false, column: { cast: "boolean" } },
  { name: "social_image", label: SEO_EDITOR_UI.socialImage, kind: "image", translatable: false, column: {} },
  { name: "social_title", label: SEO_EDITOR_UI.socialTitle, kind: "text", translatable: true, column: {} },
  { name: "social_description", label: SEO_EDITOR_UI.socialDescription, kind: "textarea", translatable: true, column: {} },
]

/** Who wrote and who medically reviewed a post: medical content is reviewed in the language it is read in. */
export const PEOPLE_FIELDS: readonly FieldDeclaration[] = [
  { name: "author_id", label: POST_PEOPLE_UI.author, kind: "reference", references: "person", referenceMissing: SEO_MESSAGES.authorMissing, translatable: true, column: { cast: "uuid" } },
  { name: "reviewer_id", label: POST_PEOPLE_UI.reviewer, kind: "reference", references: "person", referenceMissing: SEO_MESSAGES.reviewerMissing, translatable: true, column: { cast: "uuid" } },
  { name: "medical_disclaimer", label: POST_PEOPLE_UI.disclaimer, kind: "checkbox", translatable: false, column: { cast: "boolean" } },
]
