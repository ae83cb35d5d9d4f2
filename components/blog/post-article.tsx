import { ctaForCategory } from "@/lib/site/cta"
import { blogPostingJsonLd, medicalWebPageJsonLd, postReviewedPage } from "@/lib/site/json-ld"
import type { PostPeople } from "@/lib/site/people"
import { postDescription } from "@/lib/site/metadata"
import type { PostLink } from "@/lib/site/related"
import type { BlogPost, BlogPostCard } from "@/lib/site/types"
import { absoluteUrl } from "@/lib/domain/site"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { clientCopy, publicCopy } from "@/lib/copy/public"
import { JsonLd } from "@/components/blog/json-ld"
import { PostBody } from "@/components/blog/post-body"
import { PostCta } from "@/components/blog/post-cta"
import { PostHeadTags } from "@/components/blog/post-head-tags"
import { PostHero } from "@/components/blog/post-hero"
import { PostNav } from "@/components/blog/post-nav"
import { AuthorName, PostTrust } from "@/components/blog/post-people"
import { RelatedPosts } from "@/components/blog/related-posts"
import { ShareButtons } from "@/components/blog/share-buttons"

type PostArticleProps = {
  post: BlogPost
  adjacent: { previous: PostLink | null; next: PostLink | null }
  related: BlogPostCard[]
  /** Author and reviewer from the directory, and the site's disclaimer text. */
  people?: PostPeople
  disclaimer?: string
  /** The page's language: the template's fixed words, dates and numbers. */
  locale?: Locale
}

/** The public post template: the post page, editor previews and client share links all render this. */
export function PostArticle({ post, adjacent, related, people, disclaimer = "", locale = DEFAULT_LOCALE }: PostArticleProps) {
  const url = absoluteUrl(localizedPath(locale, `/blog/${post.slug}`))
  const copy = publicCopy(locale)
  // Client leaves (share buttons, cards' pending label) carry English; another language's words go as props.
  const cardText = clientCopy(locale, copy.blogList)
  const description = postDescription(post)
  return (
    <article>
      <PostHeadTags post={post} />
      <JsonLd data={blogPostingJsonLd(post, description, people?.author)} />
      {people?.reviewer ? <JsonLd data={medicalWebPageJsonLd(postReviewedPage(post, description), people.reviewer, people.lastReviewed)} /> : null}
      <PostHero post={post} locale={locale} author={people?.author ? <AuthorName person={people.author} locale={locale} /> : undefined} />
      <div className="mx-auto max-w-3xl px-4 pt-24 pb-12 sm:px-6 sm:pt-32">
        <PostBody post={post} locale={post.locale ?? locale} />
        {people ? <PostTrust people={people} disclaimer={disclaimer} locale={locale} /> : null}
        {post.tags.length ? (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label={copy.blog.tags}>
            {post.tags.map((tag) => (
              <li key={tag} className="post-tag">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-10 border-t pt-8">
          <ShareButtons url={url} title={post.title} text={clientCopy(locale, copy.share)} />
        </div>
      </div>
      <div className="mx-auto max-w-5xl space-y-16 px-4 pb-20 sm:px-6">
        <PostCta cta={ctaForCategory(post.category)} text={copy.blog} locale={locale} />
        <PostNav previous={adjacent.previous} next={adjacent.next} text={copy.blog} pendingLabel={cardText?.loadingPost} locale={locale} />
        <RelatedPosts posts={related} title={copy.blog.relatedTitle} locale={cardText ? locale : undefined} cardText={cardText} />
      </div>
    </article>
  )
}
