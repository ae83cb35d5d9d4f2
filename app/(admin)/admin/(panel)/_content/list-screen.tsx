import { toPageListItem, toPostListItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import type { DeleteAction, PageListItem, TogglePublishedAction } from "@/lib/data/admin/views"
import { listPages } from "@/lib/data/pages"
import { listPosts } from "@/lib/data/posts"
import { listDocuments } from "@/lib/data/site-documents"
import { DOCUMENT_MESSAGES } from "@/lib/copy/site-content"
import { contentType } from "@/lib/domain/content"
import { PAGES } from "@/lib/copy/pages"
import { POSTS } from "@/lib/copy/posts"
import { ContentList, type ContentListText } from "@/components/admin/content-list"
import { PAGE_SIZE, parseListState, type RawSearchParams } from "@/components/admin/list-query"

import type { ContentKind, DocumentTypeName } from "@/lib/domain/types"

import { contentScreenRefusal } from "./screen-access"

type ListActions = { togglePublished: TogglePublishedAction; remove: DeleteAction }
type ListQuery = { search: string; sort: string; order: string; page: number; pageSize: number; locale?: string }
type ListSource = { key: string; text: ContentListText; load(query: ListQuery): Promise<{ rows: PageListItem[]; total: number }> }

/**
 * Where a collection's rows come from, by its declared store, and its list texts; what the list shows is its
 * declaration's. (People, with no paging or search in their store, keep a screen of their own on the same table.)
 */
function listSource(name: ContentKind): ListSource {
  const store = contentType(name).store
  if (store === "posts") {
    return {
      key: "listPosts",
      text: { ...POSTS, newLabel: POSTS.newPost },
      load: async (query) => {
        const { rows, total } = await listPosts(query)
        return { rows: rows.map(toPostListItem), total }
      },
    }
  }
  if (store === "pages") {
    return {
      key: "listPages",
      text: { ...PAGES, newLabel: PAGES.newPage },
      load: async (query) => {
        const { rows, total } = await listPages(query)
        return { rows: rows.map(toPageListItem), total }
      },
    }
  }
  const documentType = name as DocumentTypeName
  const text = DOCUMENT_MESSAGES[documentType]
  return {
    key: `list${documentType}`,
    text: { ...text, newLabel: text.newPage },
    load: async (query) => {
      const { rows, total } = await listDocuments(documentType, query)
      return { rows: rows.map((row) => toPageListItem(row as never)), total }
    },
  }
}

/**
 * The list screen of every publishable collection (Manage Posts, Manage Pages, site pages, case studies,
 * resources): the list state from the address (in the declared default order when none is asked for), one page of
 * rows, and ContentList, which draws the declared columns. A plain async function, so that the route's tree is the
 * ContentList element.
 */
export async function renderContentList(name: ContentKind, searchParams: Promise<RawSearchParams>, actions: ListActions) {
  const state = parseListState(await searchParams, contentType(name).list.defaultSort)
  const query = { search: state.q, sort: state.sort, order: state.order, page: state.page, pageSize: PAGE_SIZE, ...(state.locale ? { locale: state.locale } : {}) }
  const source = listSource(name)
  const refused = await contentScreenRefusal(name, source.text.listTitle)
  if (refused) return refused
  const loaded = await loadForScreen(source.key, () => source.load(query))
  return <ContentList kind={name} state={state} loaded={loaded} text={source.text} {...actions} />
}
