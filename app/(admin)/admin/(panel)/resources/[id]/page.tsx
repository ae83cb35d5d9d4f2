import { editorMetadata, renderContentEditor } from "../../_content/editor-screen"
import { saveResource } from "../actions"

type Props = { params: Promise<{ id: string }> }

export const generateMetadata = editorMetadata("resource")

export default async function ResourceEditorPage({ params }: Props) {
  return renderContentEditor("resource", (await params).id, saveResource)
}
