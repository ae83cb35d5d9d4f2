import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { getSingletonDocument } from "@/lib/data/site-documents"
import { loadForScreen } from "@/lib/data/admin/load"
import { SITE_SETTINGS } from "@/lib/copy/site-content"

import { renderContentEditor } from "../../../_content/editor-screen"
import { saveSingleton } from "../../actions"
import { SINGLETON_ROUTES, type SingletonSegment } from "../../singletons"

type Props = { params: Promise<{ type: string; id?: string[] }> }

const typeOf = (segment: string) => (Object.hasOwn(SINGLETON_ROUTES, segment) ? SINGLETON_ROUTES[segment as SingletonSegment] : null)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const type = typeOf((await params).type)
  return { title: type ? SITE_SETTINGS[type].title : undefined }
}

/** One singleton's editor: its one document (the seed made it), or a new one when it is missing. */
export default async function SingletonEditorPage({ params }: Props) {
  const type = typeOf((await params).type)
  if (!type) notFound()
  const loaded = await loadForScreen(`get${type}`, () => getSingletonDocument(type))
  const id = loaded.ok && loaded.data ? loaded.data.id : "new"
  return renderContentEditor(type, id, saveSingleton.bind(null, type))
}
