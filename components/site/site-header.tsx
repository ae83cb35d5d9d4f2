import type { NavigationContent } from "@/lib/domain/site-content/navigation"
import type { PublicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"

import { DesktopNav, type DesktopNavItem } from "./desktop-nav"
import { HeaderFrame } from "./header-frame"
import { LanguageSwitcher, type LanguageOption } from "./language-switcher"
import { MobileMenu } from "./mobile-menu"

/**
 * The desktop entries as DesktopNav draws them: a link keeps its label and address, a menu its label and panel
 * links. Each entry travels in every page's RSC payload, so the fields the other kind ignores (a menu's empty
 * address, a link's empty panel, the kind itself) and empty icons stay behind.
 */
export function desktopNavItems(items: NavigationContent["items"]): DesktopNavItem[] {
  return items.map((item) =>
    item.kind === "menu"
      ? {
          label: item.label,
          panel: item.items.map(({ title, description, href, icon }) => (icon ? { title, description, href, icon } : { title, description, href })),
        }
      : { label: item.label, href: item.href },
  )
}

/** The header: logo, the desktop menu from 768 px and the mobile menu below, both from the navigation document. */
type SiteHeaderProps = {
  navigation: NavigationContent
  siteName: string
  /** The logo's link, the page language's home; absent for "/". */
  homeHref?: string
  /** The menus' fixed words in the page's language; absent for English (the client components carry those). */
  text?: PublicCopy["shell"]
  /** The other languages, for the switcher (none in previews). */
  languages?: { options: LanguageOption[]; label: string }
}

export function SiteHeader({ navigation, siteName, homeHref, text, languages }: SiteHeaderProps) {
  return (
    <HeaderFrame siteName={siteName} homeHref={homeHref}>
      <DesktopNav
        items={desktopNavItems(navigation.items)}
        cta={navigation.cta}
        ctaClassName={buttonVariants({ size: "sm", className: "ml-2" })}
        label={text?.mainNav}
      />
      {languages ? <LanguageSwitcher options={languages.options} label={languages.label} className="ml-auto md:ml-0" /> : null}
      <MobileMenu links={navigation.mobile} cta={navigation.cta} ctaClassName={buttonVariants({ className: "w-full" })} text={text} />
    </HeaderFrame>
  )
}
