import { dependOnPublicPosts } from "@/lib/blog/cache-tags"
import { blogFeedXml } from "@/lib/blog/feed"
import { BLOG_DESCRIPTION } from "@/lib/blog/seo"
import { SITE } from "@/lib/domain/site"

export const revalidate = 300

export async function GET() {
  await dependOnPublicPosts()
  const xml = await blogFeedXml({ title: SITE.blogName, description: BLOG_DESCRIPTION })
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } })
}
