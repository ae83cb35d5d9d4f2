import Link from "next/link"
import { Plus } from "lucide-react"

import type { ContentKind } from "@/lib/domain/types"
import type { Locale } from "@/lib/domain/i18n"
import { contentType } from "@/lib/domain/content"
import type { Loaded } from "@/lib/data/admin/load"
import type { DeleteAction, LastEdit, TogglePublishedAction } from "@/lib/data/admin/views"
import { Button } from "@/components/ui/button"
import { Card } from "@/components/ui/card"

import { DataTable } from "./data-table"
import { LanguageFilter } from "./language-filter"
import { ListEmpty } from "./list-empty"
import { PAGE_SIZE, type ListState } from "./list-query"
import { ListSearch } from "./list-search"
import { LoadErrorToast } from "./load-error-toast"
import { PageHeader } from "./page-header"
import { Pagination } from "./pagination"
import { RowActions } from "./row-actions"

type ContentRow = { id: string; title: string; slug: string; published: boolean; scheduledFor?: string | null; createdAt: string; locale?: Locale } & LastEdit

export type ContentListText = {
  listTitle: string
  newLabel: string
  loadFailed: string
  searchPlaceholder: string
  empty: string
  createFirst: string
}

type ContentListProps<Row extends ContentRow> = {
  kind: ContentKind
  state: ListState
  loaded: Loaded<{ rows: Row[]; total: number }>
  text: ContentListText
  togglePublished: TogglePublishedAction
  remove: DeleteAction
}

/**
 * The list of a publishable collection (posts, pages, site pages, case studies, resources): header with the New
 * button, the search box (when the type declares search fields), the language filter, the table of the type's
 * declared columns, pagination.
 */
export function ContentList<Row extends ContentRow>({ kind, state, loaded, text, togglePublished, remove }: ContentListProps<Row>) {
  const type = contentType(kind)
  const base = type.adminPath
  const publicPath = type.publicPath as (row: { slug: string }) => string | null
  const rows = loaded.ok ? loaded.data.rows : []
  const total = loaded.ok ? loaded.data.total : 0
  return (
    <>
      <PageHeader
        title={text.listTitle}
        actions={
          <Button asChild>
            <Link href={`${base}/new`}>
              <Plus aria-hidden />
              {text.newLabel}
            </Link>
          </Button>
        }
      />
      {loaded.ok ? null : <LoadErrorToast description={text.loadFailed} />}
      <Card className="gap-4 px-4 py-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {type.list.search.length > 0 ? <ListSearch basePath={base} state={state} placeholder={text.searchPlaceholder} /> : null}
          <LanguageFilter basePath={base} state={state} />
        </div>
        {rows.length === 0 ? (
          <ListEmpty message={text.empty} actionLabel={text.createFirst} actionHref={`${base}/new`} />
        ) : (
          <DataTable
            columns={type.list.columns}
            rows={rows}
            testId={`${kind}s-table`}
            rowTestId={`${kind}-row`}
            rowData={(row) => ({ slug: row.slug, locale: row.locale })}
            editHref={(row) => `${base}/${row.id}`}
            pathOf={(row) => publicPath({ slug: row.slug })}
            sort={{ basePath: base, state }}
            actionsWidth="w-12"
            actions={(row) => (
              <RowActions
                kind={kind}
                id={row.id}
                title={row.title}
                published={row.published}
                version={row.version}
                editHref={`${base}/${row.id}`}
                togglePublished={togglePublished}
                remove={remove}
              />
            )}
          />
        )}
        {total > 0 ? <Pagination basePath={base} state={state} total={total} pageSize={PAGE_SIZE} noun={`${kind}s`} /> : null}
      </Card>
    </>
  )
}
