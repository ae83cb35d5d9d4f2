import Link from "next/link"

import type { PostLink } from "@/lib/site/related"
import { localizedPath, type Locale } from "@/lib/domain/i18n"
import type { PublicCopy } from "@/lib/copy/public"
import { Icon } from "@/components/ui/icon"

import { PostLinkPending } from "./post-link-pending"

type PostNavProps = {
  previous: PostLink | null
  next: PostLink | null
  text: Pick<PublicCopy["blog"], "moreArticles" | "previousPost" | "nextPost">
  pendingLabel?: string
  /** The posts' language: their addresses carry its prefix. */
  locale: Locale
}

/** Previous (older) and next (newer) post. */
export function PostNav({ previous, next, text, pendingLabel, locale }: PostNavProps) {
  if (!previous && !next) return null
  return (
    <nav aria-label={text.moreArticles} className="grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link href={localizedPath(locale, `/blog/${previous.slug}`)} rel="prev" className="post-nav-link group">
          <span className="post-nav-label">
            <Icon name="arrow-left" className="size-4" /> {text.previousPost}
          </span>
          <span className="post-nav-title">{previous.title}</span>
          <PostLinkPending label={pendingLabel} />
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={localizedPath(locale, `/blog/${next.slug}`)} rel="next" className="post-nav-link group text-right">
          <span className="post-nav-label justify-end">
            {text.nextPost} <Icon name="arrow-right" className="size-4" />
          </span>
          <span className="post-nav-title">{next.title}</span>
          <PostLinkPending label={pendingLabel} />
        </Link>
      ) : null}
    </nav>
  )
}
