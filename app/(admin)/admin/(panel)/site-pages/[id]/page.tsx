import { editorMetadata, renderContentEditor } from "../../_content/editor-screen"
import { saveSitePage } from "../actions"

type Props = { params: Promise<{ id: string }> }

export const generateMetadata = editorMetadata("site_page")

export default async function SitePageEditorPage({ params }: Props) {
  return renderContentEditor("site_page", (await params).id, saveSitePage)
}
