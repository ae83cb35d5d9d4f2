import type { Metadata } from "next"
import Link from "next/link"
import { Plus } from "lucide-react"

import { toPostListItem } from "@/lib/admin/dto"
import { loadForScreen } from "@/lib/admin/load"
import { listPosts } from "@/lib/data/posts"
import { POSTS } from "@/lib/messages/posts"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"
import { ListSearch } from "@/components/admin/list-search"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { PageHeader } from "@/components/admin/page-header"
import { Pagination } from "@/components/admin/pagination"
import { PostsTable } from "@/components/admin/posts-table"

import { deletePost, togglePostPublished } from "./actions"

export const metadata: Metadata = { title: POSTS.listTitle }

export default async function ManagePostsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseListState(await searchParams)
  const loaded = await loadForScreen("listPosts", () =>
    listPosts({ search: state.q, sort: state.sort, order: state.order, page: state.page, pageSize: PAGE_SIZE }),
  )
  const rows = loaded.ok ? loaded.data.rows.map(toPostListItem) : []
  const total = loaded.ok ? loaded.data.total : 0
  return (
    <>
      <PageHeader
        title={POSTS.listTitle}
        actions={
          <Button asChild>
            <Link href="/admin/posts/new">
              <Plus aria-hidden />
              {POSTS.newPost}
            </Link>
          </Button>
        }
      />
      {loaded.ok ? null : <LoadErrorToast description={POSTS.loadFailed} />}
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <ListSearch basePath="/admin/posts" state={state} placeholder={POSTS.searchPlaceholder} />
        <PostsTable rows={rows} state={state} togglePublished={togglePostPublished} remove={deletePost} />
        {total > 0 ? <Pagination basePath="/admin/posts" state={state} total={total} pageSize={PAGE_SIZE} noun="posts" /> : null}
      </Card>
    </>
  )
}
