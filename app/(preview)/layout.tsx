import { baseMetadata, baseViewport, RootDocument } from "../root-document"

export const metadata = baseMetadata
export const viewport = baseViewport

/** The previews' root (share links and the editor's live preview). */
export default function PreviewRootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument lang="en">{children}</RootDocument>
}
