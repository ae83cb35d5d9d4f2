import { RenderedMarkdown } from "@/components/admin/rendered-markdown"

type PageArticleProps = { title: string; content: string }

/** The public template of an admin page at /{slug} (also its previews and share links). */
export function PageArticle({ title, content }: PageArticleProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16" data-testid="published-page">
      <h1 className="mb-8 text-4xl font-semibold text-brand-deep sm:text-5xl">{title}</h1>
      <RenderedMarkdown source={content} />
    </article>
  )
}
