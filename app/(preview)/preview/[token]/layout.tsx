import { findSharedDocument } from "@/lib/site/document-preview"
import { getSiteChrome, setPreviewChrome } from "@/lib/site/site-chrome"
import { SiteShell } from "@/components/site/site-shell"

type Props = { children: React.ReactNode; params: Promise<{ token: string }> }

/**
 * A share link's page sits outside the public layout: a shared navigation, footer, contact details or site
 * settings document is drawn in the shell itself (the saved state, not the live one); any other link keeps the
 * published shell.
 */
export default async function SharedPreviewLayout({ children, params }: Props) {
  const shared = await findSharedDocument((await params).token)
  if (shared) setPreviewChrome(shared.chrome)
  return (
    <SiteShell chrome={shared?.chrome ?? (await getSiteChrome())} countViews={false}>
      {children}
    </SiteShell>
  )
}
