import type { ReactNode } from "react"

import { RenderedMarkdown } from "@/components/admin/rendered-markdown"

type PageArticleProps = { title: string; content: string; footer?: ReactNode }

/** The public template of an admin page at /{slug} (also its previews and share links); `footer` below the text. */
export function PageArticle({ title, content, footer }: PageArticleProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16" data-testid="published-page">
      <h1 className="mb-8 text-4xl font-semibold text-brand-deep sm:text-5xl">{title}</h1>
      <RenderedMarkdown source={content} />
      {footer ? <div className="mt-10">{footer}</div> : null}
    </article>
  )
}
