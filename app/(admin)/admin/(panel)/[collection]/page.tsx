import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { DOCUMENT_MESSAGES } from "@/lib/copy/site-content"
import type { RawSearchParams } from "@/components/admin/list-query"

import { deleteInCollection, toggleInCollection } from "../_content/collection-actions"
import { collectionOf } from "../_content/collections"
import { renderContentList } from "../_content/list-screen"

type Props = { params: Promise<{ collection: string }>; searchParams: Promise<RawSearchParams> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const type = collectionOf((await params).collection)
  return type ? { title: DOCUMENT_MESSAGES[type].listTitle } : {}
}

/** The list of a document collection (site pages, case studies, resources), from its declaration. */
export default async function CollectionListPage({ params, searchParams }: Props) {
  const segment = (await params).collection
  const type = collectionOf(segment)
  if (!type) notFound()
  return renderContentList(type, searchParams, {
    togglePublished: toggleInCollection.bind(null, segment),
    remove: deleteInCollection.bind(null, segment),
  })
}
