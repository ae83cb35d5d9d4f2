import { buttonVariants } from "@/components/ui/button"

import { DesktopNav } from "./desktop-nav"
import { HeaderFrame } from "./header-frame"
import { Logo } from "./logo"
import { MobileMenu } from "./mobile-menu"

export function SiteHeader() {
  return (
    <HeaderFrame>
      <div className="relative mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav ctaClassName={buttonVariants({ size: "sm", className: "ml-2" })} />
        <MobileMenu ctaClassName={buttonVariants({ className: "w-full" })} />
      </div>
    </HeaderFrame>
  )
}
