import { parseBlogQuery } from "@/lib/site/query"
import { listPostPage } from "@/lib/site/repository"
import { freshSearchIndex } from "@/lib/site/search-index"

import { type LocaleParams, routeLocale } from "@/app/[locale]/page-locale"

// Read-only JSON for the blog explorer: one page of cards for ?q=, ?category= and ?page=.
export async function GET(request: Request, { params }: { params: LocaleParams }) {
  const locale = await routeLocale(params)
  if (!locale) return Response.json({ error: "Not found" }, { status: 404, headers: { "Cache-Control": "no-store" } })
  const started = performance.now()
  const query = parseBlogQuery(new URL(request.url).searchParams)
  try {
    const source = freshSearchIndex(locale) ? "index" : "database"
    const page = await listPostPage({ search: query.q, category: query.category, page: query.page, locale })
    const timing = `search;desc="${source}";dur=${(performance.now() - started).toFixed(1)}`
    return Response.json(page, { headers: { "Cache-Control": "no-store", "Server-Timing": timing } })
  } catch (error) {
    console.error("blog search failed", error)
    return Response.json({ error: "Search is unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } })
  }
}
