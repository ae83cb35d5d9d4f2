import type { NavigationContent } from "@/lib/domain/site-content/navigation"
import { buttonVariants } from "@/components/ui/button"

import { DesktopNav } from "./desktop-nav"
import { HeaderFrame } from "./header-frame"
import { Logo } from "./logo"
import { MobileMenu } from "./mobile-menu"

/** The header: logo, the desktop menu from 768 px and the mobile menu below, both from the navigation document. */
export function SiteHeader({ navigation, siteName }: { navigation: NavigationContent; siteName: string }) {
  return (
    <HeaderFrame>
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo name={siteName} />
        <DesktopNav items={navigation.items} cta={navigation.cta} ctaClassName={buttonVariants({ size: "sm", className: "ml-2" })} />
        <MobileMenu links={navigation.mobile} cta={navigation.cta} ctaClassName={buttonVariants({ className: "w-full" })} />
      </div>
    </HeaderFrame>
  )
}
