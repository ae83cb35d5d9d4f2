import { toPageListItem, toPostListItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import type { DeleteAction, PageListItem, PostListItem, TogglePublishedAction } from "@/lib/data/admin/views"
import { listPages } from "@/lib/data/pages"
import { listPosts } from "@/lib/data/posts"
import { listDocuments } from "@/lib/data/site-documents"
import { DOCUMENT_MESSAGES } from "@/lib/copy/site-content"
import { contentType } from "@/lib/domain/content"
import { LIST } from "@/lib/copy/common"
import { PAGES } from "@/lib/copy/pages"
import { POSTS } from "@/lib/copy/posts"
import { ContentList } from "@/components/admin/content-list"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"

import type { ContentKind, DocumentTypeName } from "@/lib/domain/types"

type ListActions = { togglePublished: TogglePublishedAction; remove: DeleteAction }

/**
 * Manage Posts and Manage Pages: the list state from the address, one page of rows, and ContentList with the one
 * column in which they differ (a post's category after the status, a page's address before it). A plain async
 * function, so that the route's tree is the ContentList element.
 */
export async function renderContentList(name: ContentKind, searchParams: Promise<RawSearchParams>, actions: ListActions) {
  const state = parseListState(await searchParams)
  const query = { search: state.q, sort: state.sort, order: state.order, page: state.page, pageSize: PAGE_SIZE, ...(state.locale ? { locale: state.locale } : {}) }
  if (name !== "post" && name !== "page") return renderDocumentList(name, query, state, actions)
  if (name === "post") {
    const loaded = await loadForScreen("listPosts", async () => {
      const { rows, total } = await listPosts(query)
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
          cell: (post: PostListItem) => post.category || POSTS.uncategorized,
        }}
        {...actions}
      />
    )
  }
  const loaded = await loadForScreen("listPages", async () => {
    const { rows, total } = await listPages(query)
    return { rows: rows.map(toPageListItem), total }
  })
  return (
    <ContentList
      kind="page"
      state={state}
      loaded={loaded}
      text={{ ...PAGES, newLabel: PAGES.newPage }}
      extraColumn={{
        header: LIST.columnSlug,
        placement: "before-status",
        className: "hidden md:table-cell",
        cellClassName: "font-mono text-xs text-muted-foreground",
        cell: (page: PageListItem) => `/${page.slug}`,
      }}
      {...actions}
    />
  )
}

/** A document type's list (site pages, case studies, resources): its address before the status. */
async function renderDocumentList(
  name: DocumentTypeName,
  query: { search: string; sort: string; order: string; page: number; pageSize: number; locale?: string },
  state: Awaited<ReturnType<typeof parseListState>>,
  actions: ListActions,
) {
  const type = contentType(name)
  const text = DOCUMENT_MESSAGES[name]
  const loaded = await loadForScreen(`list${name}`, async () => {
    const { rows, total } = await listDocuments(name, query)
    return { rows: rows.map((row) => toPageListItem(row as never)), total }
  })
  return (
    <ContentList
      kind={name}
      state={state}
      loaded={loaded}
      text={{ ...text, newLabel: text.newPage }}
      extraColumn={{
        header: LIST.columnSlug,
        placement: "before-status",
        className: "hidden md:table-cell",
        cellClassName: "font-mono text-xs text-muted-foreground",
        cell: (row: PageListItem) => (type.publicPath as (r: { slug: string }) => string)({ slug: row.slug }),
      }}
      {...actions}
    />
  )
}
