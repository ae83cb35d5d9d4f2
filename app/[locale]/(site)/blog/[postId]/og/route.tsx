import { ImageResponse } from "next/og"

import { getBuiltInPosts } from "@/lib/site/posts"
import { findPost } from "@/lib/site/repository"
import { SITE } from "@/lib/domain/site"

import { type LocaleParams, localeStaticParams, routeLocale } from "@/app/[locale]/page-locale"

type Context = { params: LocaleParams<{ postId: string }> }

// Rendering an image costs real CPU, so it is never done per request: built-in posts' images are made at build
// time; an admin post's on its first request, then cached until lib/server/cache/revalidate.ts revalidates it with the
// post (the timer is only a backstop).
export const revalidate = 86400

export async function generateStaticParams() {
  const byLocale = await Promise.all(localeStaticParams().map(async ({ locale }) => ({ locale, posts: await getBuiltInPosts(locale) })))
  return byLocale.flatMap(({ locale, posts }) => [...new Set(posts.flatMap((post) => [post.slug, post.id]))].map((postId) => ({ locale, postId })))
}

// next/og's bundled font covers Latin text; anything else would make it fetch fonts from the network.
const latin = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2018-\u201d\u2013\u2014\u2026]/g, "").trim()

/** The Open Graph image of a post without its own picture: title and category on the brand colours. */
export async function GET(_request: Request, { params }: Context) {
  const locale = await routeLocale(params)
  if (!locale) return new Response("Not found", { status: 404 })
  const post = await findPost((await params).postId, locale)
  if (!post) return new Response("Not found", { status: 404 })
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "72px",
          background: "linear-gradient(135deg, #0a2f2d 0%, #0f5e59 60%, #c8846e 140%)",
          color: "#fbfaf7",
        }}
      >
        <div style={{ display: "flex", fontSize: 28, letterSpacing: 4, textTransform: "uppercase", color: "#f3ede3" }}>
          {latin(post.category)}
        </div>
        <div style={{ display: "flex", fontSize: post.title.length > 70 ? 54 : 66, lineHeight: 1.15, fontWeight: 600 }}>
          {latin(post.title)}
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 28, color: "#f3ede3" }}>
          <span>{latin(SITE.blogName)}</span>
          <span>{latin(post.readTime)}</span>
        </div>
      </div>
    ),
    { width: 1200, height: 630 },
  )
}
