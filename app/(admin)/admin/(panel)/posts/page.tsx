import type { Metadata } from "next"

import { toPostListItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import { listPosts } from "@/lib/data/posts"
import { POSTS } from "@/lib/copy/posts"
import { ContentList } from "@/components/admin/content-list"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"

import { deletePost, togglePostPublished } from "./actions"

export const metadata: Metadata = { title: POSTS.listTitle }

export default async function ManagePostsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseListState(await searchParams)
  const loaded = await loadForScreen("listPosts", async () => {
    const { rows, total } = await listPosts({ search: state.q, sort: state.sort, order: state.order, page: state.page, pageSize: PAGE_SIZE })
    return { rows: rows.map(toPostListItem), total }
  })
  return (
    <ContentList
      kind="post"
      state={state}
      loaded={loaded}
      text={{ ...POSTS, newLabel: POSTS.newPost }}
      extraColumn={{
        header: POSTS.columnCategory,
        placement: "after-status",
        className: "hidden md:table-cell",
        cellClassName: "text-muted-foreground",
        cell: (post) => post.category || POSTS.uncategorized,
      }}
      togglePublished={togglePostPublished}
      remove={deletePost}
    />
  )
}
