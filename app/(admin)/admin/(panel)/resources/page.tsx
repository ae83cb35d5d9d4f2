import type { Metadata } from "next"

import { DOCUMENT_MESSAGES } from "@/lib/copy/site-content"
import type { RawSearchParams } from "@/components/admin/list-query"

import { renderContentList } from "../_content/list-screen"
import { deleteResource, toggleResourcePublished } from "./actions"

export const metadata: Metadata = { title: DOCUMENT_MESSAGES.resource.listTitle }

export default async function ResourceListPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return renderContentList("resource", searchParams, { togglePublished: toggleResourcePublished, remove: deleteResource })
}
