import { parseBlogQuery } from "@/lib/blog/query"
import { listPostPage } from "@/lib/blog/repository"

// Read-only JSON for the blog explorer: one page of cards for ?q=, ?category= and ?page=.
export async function GET(request: Request) {
  const query = parseBlogQuery(new URL(request.url).searchParams)
  try {
    const page = await listPostPage({ search: query.q, category: query.category, page: query.page })
    return Response.json(page, { headers: { "Cache-Control": "no-store" } })
  } catch (error) {
    console.error("blog search failed", error)
    return Response.json({ error: "Search is unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } })
  }
}
