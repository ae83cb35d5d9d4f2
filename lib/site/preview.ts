import "server-only"

import { cache } from "react"
import { draftMode } from "next/headers"

import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/i18n"
import type { PageRow } from "@/lib/domain/types"
import { getPreview } from "@/lib/data/previews"
import type { PageInput } from "@/lib/domain/schemas/page"
import type { PostInput } from "@/lib/domain/schemas/post"

import type { AdminPostRow } from "./public-reads"
import { fromAdminRow } from "./from-row"
import type { BlogPost } from "./types"

/** An editor's unsaved state, shown on the public template in draft mode (never cached, never listed). */
type PostPreview = { post: BlogPost; editorHref: string }
type PagePreview = { page: Pick<PageRow, "title" | "content" | "slug">; editorHref: string }

type SearchParams = Promise<Record<string, string | string[] | undefined>>

// Only in draft mode are the search params read: the public page stays static for everyone else.
async function previewId(searchParams: SearchParams): Promise<string | null> {
  if (!(await draftMode()).isEnabled) return null
  const id = (await searchParams).preview
  return typeof id === "string" ? id : null
}

// generateMetadata and the page both ask: one read of the preview per request.
const previewById = cache((id: string) => getPreview(id))

async function findPreview(searchParams: SearchParams) {
  const id = await previewId(searchParams)
  return id ? previewById(id) : null
}

function postFromInput(id: string | null, data: PostInput, locale: Locale): BlogPost {
  const now = new Date().toISOString()
  const row: AdminPostRow = {
    locale,
    translation_of: null,
    source_version: null,
    ...data,
    id: id ?? "preview",
    published: false,
    created_at: now,
    updated_at: now,
    published_at: null,
    version: 0,
    updated_by_email: "",
    publish_at: null,
  }
  return fromAdminRow(row)
}

/** The post preview named by the address, in the language of the page it opened on (its related posts, its words). */
export async function findPostPreview(searchParams: SearchParams, locale: Locale = DEFAULT_LOCALE): Promise<PostPreview | null> {
  const preview = await findPreview(searchParams)
  if (preview?.kind !== "post") return null
  return { post: postFromInput(preview.recordId, preview.data, locale), editorHref: `/admin/posts/${preview.recordId ?? "new"}` }
}

export async function findPagePreview(searchParams: SearchParams): Promise<PagePreview | null> {
  const preview = await findPreview(searchParams)
  if (preview?.kind !== "page") return null
  const data: PageInput = preview.data
  return { page: { title: data.title, content: data.content, slug: data.slug }, editorHref: `/admin/pages/${preview.recordId ?? "new"}` }
}
