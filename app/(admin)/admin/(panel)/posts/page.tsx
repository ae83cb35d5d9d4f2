import type { Metadata } from "next"

import { POSTS } from "@/lib/copy/posts"
import type { RawSearchParams } from "@/components/admin/list-query"

import { renderContentList } from "../_content/list-screen"
import { deletePost, togglePostPublished } from "./actions"

export const metadata: Metadata = { title: POSTS.listTitle }

export default async function ManagePostsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return renderContentList("post", searchParams, { togglePublished: togglePostPublished, remove: deletePost })
}
