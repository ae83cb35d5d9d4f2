import type { SiteChrome } from "@/lib/domain/site-content"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { clientCopy, publicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"

import { FloatingCta } from "./floating-cta"
import type { LanguageOption } from "./language-switcher"
import { LeadContextCapture } from "./lead-context-capture"
import { PageViews } from "./page-views"
import { SiteFooter } from "./site-footer"
import { SiteHeader } from "./site-header"
import { SkipLink } from "./skip-link"
import { TopClickScroll } from "./top-click-scroll"

type SiteShellProps = {
  chrome: SiteChrome
  children: React.ReactNode
  /** Page views are counted on public pages only (a preview is no visit). */
  countViews?: boolean
  /** The page's language: the shell's fixed words and the logo's home link follow it. */
  locale?: Locale
  /** The other languages the switcher offers, and its accessible name (none in previews). */
  languages?: { options: LanguageOption[]; label: string }
}

/** The public header, main landmark, floating call to action and footer around a page (the site layout, previews). */
export function SiteShell({ chrome, children, countViews = true, locale = DEFAULT_LOCALE, languages }: SiteShellProps) {
  const { navigation, footer, contact, settings } = chrome
  const copy = publicCopy(locale)
  // The client components carry the English words themselves: only another language's travel as props.
  const shellText = clientCopy(locale, copy.shell)
  const home = localizedPath(locale, "/")
  const homeHref = home === "/" ? undefined : home
  // The footer's props travel in every page's payload: only what it draws.
  const footerContact = { email: contact.email, phone: contact.phone, address: contact.address, instagramUrl: contact.instagramUrl, socials: contact.socials }
  return (
    <>
      <SkipLink label={copy.site.skipLink} />
      <SiteHeader navigation={navigation} siteName={settings.name} homeHref={homeHref} text={shellText} languages={languages} />
      <main id="main-content" tabIndex={-1} className="min-h-[70vh] pt-16 outline-none">
        {children}
      </main>
      <FloatingCta cta={settings.floatingCta} ctaClassName={buttonVariants()} text={shellText} />
      <SiteFooter
        year={new Date().getFullYear()}
        footer={footer}
        contact={footerContact}
        siteName={settings.name}
        homeHref={homeHref}
        scrollToTopLabel={shellText?.scrollToTop}
        languages={languages}
      />
      <TopClickScroll />
      {countViews ? (
        <>
          <LeadContextCapture />
          <PageViews />
        </>
      ) : null}
    </>
  )
}
