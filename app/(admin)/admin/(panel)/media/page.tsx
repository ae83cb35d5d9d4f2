import type { Metadata } from "next"

import { toMediaItem } from "@/lib/admin/dto"
import { loadForScreen } from "@/lib/admin/load"
import { listMedia } from "@/lib/data/media"
import { serverEnv } from "@/lib/env"
import { MEDIA } from "@/lib/messages/media"
import { LoadErrorToast } from "@/components/admin/load-error-toast"
import { MediaLibrary } from "@/components/admin/media-library"
import { PageHeader } from "@/components/admin/page-header"

import { deleteMedia } from "./actions"

export const metadata: Metadata = { title: MEDIA.title }

export default async function MediaLibraryPage() {
  const loaded = await loadForScreen("listMedia", listMedia)
  return (
    <>
      <PageHeader title={MEDIA.title} />
      {loaded.ok ? null : <LoadErrorToast description={MEDIA.loadFailed} />}
      <MediaLibrary items={loaded.ok ? loaded.data.map(toMediaItem) : []} maxBytes={serverEnv().MEDIA_MAX_BYTES} remove={deleteMedia} />
    </>
  )
}
