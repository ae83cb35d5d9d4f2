import type { Metadata } from "next"

import { DOCUMENT_MESSAGES } from "@/lib/copy/site-content"
import type { RawSearchParams } from "@/components/admin/list-query"

import { renderContentList } from "../_content/list-screen"
import { deleteSitePage, toggleSitePagePublished } from "./actions"

export const metadata: Metadata = { title: DOCUMENT_MESSAGES.site_page.listTitle }

export default async function SitePageListPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return renderContentList("site_page", searchParams, { togglePublished: toggleSitePagePublished, remove: deleteSitePage })
}
