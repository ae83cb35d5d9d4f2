import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { DOCUMENT_MESSAGES } from "@/lib/copy/site-content"

import { saveInCollection } from "../../_content/collection-actions"
import { collectionOf } from "../../_content/collections"
import { renderContentEditor } from "../../_content/editor-screen"

type Props = { params: Promise<{ collection: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collection, id } = await params
  const type = collectionOf(collection)
  if (!type) return {}
  return { title: id === "new" ? DOCUMENT_MESSAGES[type].createTitle : DOCUMENT_MESSAGES[type].editTitle }
}

/** The editor of one document of a collection, drawn from its declaration. */
export default async function CollectionEditorPage({ params }: Props) {
  const { collection, id } = await params
  const type = collectionOf(collection)
  if (!type) notFound()
  return renderContentEditor(type, id, saveInCollection.bind(null, collection))
}
