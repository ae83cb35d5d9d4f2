import type { Metadata } from "next"

import { absoluteUrl } from "@/lib/domain/site"
import { getSiteChrome } from "@/lib/blog/site-chrome"
import { buttonVariants } from "@/components/ui/button"
import { FloatingCta } from "@/components/site/floating-cta"
import { LeadContextCapture } from "@/components/site/lead-context-capture"
import { PageViews } from "@/components/site/page-views"
import { SiteFooter } from "@/components/site/site-footer"
import { SiteHeader } from "@/components/site/site-header"
import { SkipLink } from "@/components/site/skip-link"
import { TopClickScroll } from "@/components/site/top-click-scroll"

/** The site settings' name, description and default social image, under every public page's own metadata. */
export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  const image = settings.socialImage
  return {
    title: { default: `${settings.name} | ${settings.tagline}`, template: `%s | ${settings.name}` },
    description: settings.description,
    applicationName: settings.name,
    openGraph: {
      type: "website",
      siteName: settings.name,
      url: absoluteUrl("/"),
      ...(image ? { images: [{ url: image.src, width: image.width, height: image.height, alt: image.alt }] } : {}),
    },
    ...(image ? { twitter: { card: "summary_large_image", images: [{ url: image.src, alt: image.alt }] } } : {}),
  }
}

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { navigation, footer, contact, settings } = await getSiteChrome()
  // The footer's props travel in every page's payload: only what it draws.
  const footerContact = { email: contact.email, phone: contact.phone, address: contact.address, instagramUrl: contact.instagramUrl, socials: contact.socials }
  return (
    <>
      <SkipLink />
      <SiteHeader navigation={navigation} siteName={settings.name} />
      <main id="main-content" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none">
        {children}
      </main>
      <FloatingCta cta={settings.floatingCta} ctaClassName={buttonVariants()} />
      <SiteFooter year={new Date().getFullYear()} footer={footer} contact={footerContact} siteName={settings.name} />
      <TopClickScroll />
      <LeadContextCapture />
      <PageViews />
    </>
  )
}
