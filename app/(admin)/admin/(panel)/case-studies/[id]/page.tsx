import { editorMetadata, renderContentEditor } from "../../_content/editor-screen"
import { saveCaseStudy } from "../actions"

type Props = { params: Promise<{ id: string }> }

export const generateMetadata = editorMetadata("case_study")

export default async function CaseStudyEditorPage({ params }: Props) {
  return renderContentEditor("case_study", (await params).id, saveCaseStudy)
}
