import { editorMetadata, renderContentEditor } from "../../_content/editor-screen"
import { savePost } from "../actions"

type Props = { params: Promise<{ id: string }> }

export const generateMetadata = editorMetadata("post")

export default async function PostEditorPage({ params }: Props) {
  return renderContentEditor("post", (await params).id, savePost)
}
