import { editorMetadata, renderContentEditor } from "../../_content/editor-screen"
import { savePage } from "../actions"

type Props = { params: Promise<{ id: string }> }

export const generateMetadata = editorMetadata("page")

export default async function PageEditorPage({ params }: Props) {
  return renderContentEditor("page", (await params).id, savePage)
}
