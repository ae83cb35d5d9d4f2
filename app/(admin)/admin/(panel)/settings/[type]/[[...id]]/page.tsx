import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getSingletonDocument } from "@/lib/data/site-documents"
import { loadForScreen } from "@/lib/data/admin/load"
import { CONTENT_TYPES } from "@/lib/domain/content"
import { singletonAt } from "@/lib/domain/content/admin"

import { renderContentEditor } from "../../../_content/editor-screen"
import { saveSingleton } from "../../actions"

type Props = { params: Promise<{ type: string; id?: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const type = singletonAt((await params).type)
  return { title: type ? CONTENT_TYPES[type].admin.card.title : undefined }
}

/**
 * One singleton's editor: its default-language document (the seed made it), or a new one when it is missing. A
 * version in another language opens at /{id} (the Languages panel links there); the editor loads it by id and
 * answers its load failure when the id names no document of this type.
 */
export default async function SingletonEditorPage({ params }: Props) {
  const { type: segment, id: rest } = await params
  const type = singletonAt(segment)
  if (!type) notFound()
  if (rest && (rest.length > 1 || rest[0] === "new")) notFound()
  if (rest?.[0]) return renderContentEditor(type, rest[0], saveSingleton.bind(null, type))
  const loaded = await loadForScreen(`get${type}`, () => getSingletonDocument(type))
  const id = loaded.ok && loaded.data ? loaded.data.id : "new"
  return renderContentEditor(type, id, saveSingleton.bind(null, type))
}
