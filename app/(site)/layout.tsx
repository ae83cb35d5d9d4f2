import { buttonVariants } from "@/components/ui/button"
import { FloatingCta } from "@/components/site/floating-cta"
import { LeadContextCapture } from "@/components/site/lead-context-capture"
import { PageViews } from "@/components/site/page-views"
import { SiteFooter } from "@/components/site/site-footer"
import { SiteHeader } from "@/components/site/site-header"
import { SkipLink } from "@/components/site/skip-link"
import { TopClickScroll } from "@/components/site/top-click-scroll"

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none">
        {children}
      </main>
      <FloatingCta ctaClassName={buttonVariants()} />
      <SiteFooter year={new Date().getFullYear()} />
      <TopClickScroll />
      <LeadContextCapture />
      <PageViews />
    </>
  )
}
