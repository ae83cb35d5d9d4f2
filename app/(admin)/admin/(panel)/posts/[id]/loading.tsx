import { EditorLoading } from "../../_content/editor-loading"

export default function PostEditorLoading() {
  return <EditorLoading name="post" />
}
