import type { Metadata } from "next"

import { PAGES } from "@/lib/copy/pages"
import type { RawSearchParams } from "@/components/admin/list-query"

import { renderContentList } from "../_content/list-screen"
import { deletePage, togglePagePublished } from "./actions"

export const metadata: Metadata = { title: PAGES.listTitle }

export default async function ManagePagesPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return renderContentList("page", searchParams, { togglePublished: togglePagePublished, remove: deletePage })
}
