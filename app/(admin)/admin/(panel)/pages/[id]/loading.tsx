import { EditorLoading } from "../../_content/editor-loading"

export default function PageEditorLoading() {
  return <EditorLoading name="page" />
}
