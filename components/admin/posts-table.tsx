import Link from "next/link"

import { LIST } from "@/lib/messages/common"
import { POSTS } from "@/lib/messages/posts"
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table"

import { formatDate } from "./format"
import { ListEmpty } from "./list-empty"
import type { ListState } from "./list-query"
import { RowActions } from "./row-actions"
import { SortHeader } from "./sort-header"
import { StatusBadge } from "./status-badge"
import type { DeleteAction, PostListItem, TogglePublishedAction } from "./types"

const BASE = "/admin/posts"

type PostsTableProps = {
  rows: PostListItem[]
  state: ListState
  togglePublished: TogglePublishedAction
  remove: DeleteAction
}

export function PostsTable({ rows, state, togglePublished, remove }: PostsTableProps) {
  if (rows.length === 0) return <ListEmpty message={POSTS.empty} actionLabel={POSTS.createFirst} actionHref={`${BASE}/new`} />
  return (
    <Table data-testid="posts-table">
      <TableHeader>
        <TableRow>
          <SortHeader basePath={BASE} state={state} column="title" label={LIST.columnTitle} />
          <TableHead>{LIST.columnStatus}</TableHead>
          <TableHead className="hidden md:table-cell">{POSTS.columnCategory}</TableHead>
          <SortHeader basePath={BASE} state={state} column="created_at" label={LIST.columnDate} className="hidden sm:table-cell" />
          <TableHead className="w-12 text-right">{LIST.columnActions}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((post) => (
          <TableRow key={post.id} data-testid="post-row" data-slug={post.slug}>
            <TableCell className="max-w-[8.5rem] sm:max-w-md">
              <Link href={`${BASE}/${post.id}`} className="block truncate font-medium hover:underline">
                {post.title}
              </Link>
            </TableCell>
            <TableCell>
              <StatusBadge published={post.published} />
            </TableCell>
            <TableCell className="hidden text-muted-foreground md:table-cell">{post.category || POSTS.uncategorized}</TableCell>
            <TableCell className="hidden whitespace-nowrap text-muted-foreground sm:table-cell">{formatDate(post.createdAt)}</TableCell>
            <TableCell className="text-right">
              <RowActions
                kind="post"
                id={post.id}
                title={post.title}
                published={post.published}
                editHref={`${BASE}/${post.id}`}
                togglePublished={togglePublished}
                remove={remove}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
