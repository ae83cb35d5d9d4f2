import type { Metadata } from "next"
import { notFound } from "next/navigation"

import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"
import { findDocumentPreview } from "@/lib/site/document-preview"
import { setPreviewChrome } from "@/lib/site/site-chrome"
import { DocumentTemplate } from "@/components/templates"
import { LivePreviewRefresh } from "@/components/site/live-preview-refresh"
import { PreviewBanner } from "@/components/site/preview-banner"
import { SiteShell } from "@/components/site/site-shell"

type Props = {
  params: Promise<{ id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/*
 * A member's preview of a document: the unsaved state the editor sent (the Preview button, and the live preview
 * frame beside the editor, which asks this page to render again as the member types). Not a public route: it is
 * rendered per request for the signed-in member who owns the preview, and is a 404 for anyone else (a signed-out
 * browser, another member, an expired preview), whatever cookies the browser kept.
 */
export const dynamic = "force-dynamic"

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const preview = await findDocumentPreview((await params).id)
  return { title: preview ? `${PREVIEW_MESSAGES.banner}: ${preview.title}` : PREVIEW_MESSAGES.banner, robots: { index: false, follow: false } }
}

export default async function LivePreviewPage({ params, searchParams }: Props) {
  const preview = await findDocumentPreview((await params).id)
  if (!preview) notFound()
  // The header, footer and contact section draw the preview's chrome (a singleton's unsaved content).
  setPreviewChrome(preview.chrome)
  const embedded = (await searchParams).embed === "1"
  // The previews' root is English; a version in another language declares its own on the page it draws.
  return (
    <div lang={preview.locale} className="contents">
      <SiteShell chrome={preview.chrome} countViews={false}>
        <PreviewBanner editorHref={embedded ? undefined : (preview.editorHref ?? undefined)} />
        <DocumentTemplate view={preview.view} />
        {embedded ? <LivePreviewRefresh /> : null}
      </SiteShell>
    </div>
  )
}
