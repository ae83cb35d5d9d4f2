import type { Metadata } from "next"

import { toMediaItem } from "@/lib/data/admin/dto"
import { loadForScreen } from "@/lib/data/admin/load"
import { MEDIA_PAGE_SIZE, queryMedia } from "@/lib/data/media"
import { serverEnv } from "@/lib/server/env"
import { MEDIA } from "@/lib/copy/media"
import type { RawSearchParams } from "@/components/admin/list-query"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { MediaLibrary } from "@/components/admin/media-library"
import { parseMediaState } from "@/components/admin/media-query"
import { PageHeader } from "@/components/admin/page-header"

import { deleteMedia, loadMediaUsage, saveMediaMeta } from "./actions"

export const metadata: Metadata = { title: MEDIA.title }

export default async function MediaLibraryPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const state = parseMediaState(await searchParams)
  const loaded = await loadForScreen("listMedia", () =>
    queryMedia({ search: state.q, sort: state.sort, filter: state.filter, page: state.page, pageSize: MEDIA_PAGE_SIZE }),
  )
  return (
    <>
      <PageHeader title={MEDIA.title} />
      {loaded.ok ? null : <LoadErrorToast description={MEDIA.loadFailed} />}
      <MediaLibrary
        items={loaded.ok ? loaded.data.rows.map(toMediaItem) : []}
        total={loaded.ok ? loaded.data.total : 0}
        pageSize={MEDIA_PAGE_SIZE}
        state={state}
        maxBytes={serverEnv().MEDIA_MAX_BYTES}
        remove={deleteMedia}
        loadUsage={loadMediaUsage}
        saveMeta={saveMediaMeta}
      />
    </>
  )
}
