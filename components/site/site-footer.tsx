"use client"

import Link from "next/link"

import { FOOTER_COMPANY_LINKS, footerServiceLinks, SITE } from "@/lib/domain/site"
import { Icon } from "@/components/ui/icon"

import { Logo } from "./logo"
import { ScrollToTopButton } from "./scroll-to-top-button"

const headingClass = "footer-heading"
const linkClass = "footer-link"

type FooterLinksProps = { id: string; title: string; links: readonly { title: string; href: string }[] }

function FooterLinks({ id, title, links }: FooterLinksProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={linkClass}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The footer is the same on every page, so it ships once, in the site's cached client bundle: as a server component
 * its whole tree would travel again in each page's RSC payload next to its HTML. The year comes from the server, so
 * the prerendered HTML and the hydrated footer agree.
 */
export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="bg-brand-deep text-[#c9dad6]" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo variant="light" lazy />
          <p className="max-w-xs text-sm">{SITE.tagline}. Digital marketing for healthcare and wellness brands.</p>
          <a
            href={SITE.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 text-sm text-white hover:underline"
          >
            <Icon name="instagram" className="size-5" />
            <span>Follow us on Instagram</span>
          </a>
        </div>
        <FooterLinks id="footer-services" title="Services" links={footerServiceLinks()} />
        <FooterLinks id="footer-company" title="Company" links={FOOTER_COMPANY_LINKS} />
        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <a href={`mailto:${SITE.email}`} className={`${linkClass} flex items-center gap-2`}>
              <Icon name="mail" className="size-4" /> {SITE.email}
            </a>
            <a href={SITE.phoneHref} className={`${linkClass} flex items-center gap-2`}>
              <Icon name="phone" className="size-4" /> {SITE.phone}
            </a>
            <p className="flex items-start gap-2">
              <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" /> {SITE.address}
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-5 sm:px-6 lg:px-8">
          <p className="text-sm">
            © {year} {SITE.name}. All rights reserved.
          </p>
          <ScrollToTopButton className="border border-white/20 text-white hover:bg-white/10" />
        </div>
      </div>
    </footer>
  )
}
