import type { RichTextData } from "@/lib/domain/sections/rich-text"
import { PostBody } from "@/components/blog/post-body"

import type { SectionRendererProps } from "./types"

/** Formatted text in a reading column, rendered like an admin page's body (sanitised Markdown, never MDX). */
export function RichTextSection({ data, headingId, anchor }: SectionRendererProps) {
  const { title, body } = data as RichTextData
  return (
    <section id={anchor || undefined} aria-labelledby={title ? headingId : undefined} className="bg-background">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
        {title ? (
          <h2 id={headingId} className="section-title mb-8">
            {title}
          </h2>
        ) : null}
        <PostBody post={{ source: "admin", content: body }} />
      </div>
    </section>
  )
}
