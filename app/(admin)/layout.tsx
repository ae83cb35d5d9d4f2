import { baseMetadata, baseViewport, RootDocument } from "../root-document"

export const metadata = baseMetadata
export const viewport = baseViewport

/** The admin's root: English only, whatever the site's languages. */
export default function AdminRootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument lang="en">{children}</RootDocument>
}
