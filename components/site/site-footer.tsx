"use client"

import Link from "next/link"

import type { LinkValue } from "@/lib/domain/data-fields"
import type { ContactDetailsContent } from "@/lib/domain/site-content/contact-details"
import type { FooterContent } from "@/lib/domain/site-content/footer"
import { copyrightLine, idsFromLabels, telHref } from "@/lib/domain/site-content/format"
import { Icon } from "@/components/ui/icon"

import { LanguageSwitcher, type LanguageOption } from "./language-switcher"
import { Logo } from "./logo"
import { ScrollToTopButton } from "./scroll-to-top-button"

const headingClass = "footer-heading"
const linkClass = "footer-link"

type FooterLinksProps = { id: string; title: string; links: readonly LinkValue[] }

function FooterLinks({ id, title, links }: FooterLinksProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      <ul className="mt-4 space-y-2">
        {links.map((link, index) => (
          <li key={`${index}-${link.href}`}>
            <Link href={link.href} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

type SiteFooterProps = {
  year: number
  footer: FooterContent
  /** The contact details it shows (not the hours: each prop travels in every page's payload). */
  contact: Pick<ContactDetailsContent, "email" | "phone" | "address" | "instagramUrl" | "socials">
  /** The site's name: the logo's text alternative and the copyright line's {siteName}. */
  siteName: string
  /** The logo's link, the page language's home; absent for "/". */
  homeHref?: string
  /** The scroll-to-top button's name in the page's language; absent for English. */
  scrollToTopLabel?: string
  /** The other languages, as in the header (none in previews). */
  languages?: { options: LanguageOption[]; label: string }
}

/**
 * The footer is the same on every page, so its code ships once, in the site's cached client bundle (as a server
 * component its whole tree would travel again in each page's RSC payload next to its HTML); only its words and links
 * travel with each page, as props (about 1.3 KB of the payload). The year comes from the server, so the prerendered HTML and the hydrated footer
 * agree.
 */
export function SiteFooter({ year, footer, contact, siteName, homeHref, scrollToTopLabel, languages }: SiteFooterProps) {
  const ids = idsFromLabels(
    footer.columns.map((column) => column.heading),
    "footer-",
    "links",
  )
  const tel = telHref(contact.phone)
  return (
    <footer className="bg-brand-deep text-[#c9dad6]" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo variant="light" lazy name={siteName} href={homeHref} />
          {footer.tagline ? <p className="max-w-xs text-sm">{footer.tagline}</p> : null}
          {footer.instagramLabel && contact.instagramUrl ? (
            <a
              href={contact.instagramUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 text-sm text-white hover:underline"
            >
              <Icon name="instagram" className="size-5" />
              <span>{footer.instagramLabel}</span>
            </a>
          ) : null}
          {contact.socials.map((social, index) => (
            <a
              key={`${index}-${social.href}`}
              href={social.href}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 text-sm text-white hover:underline"
            >
              {social.icon ? <Icon name={social.icon} className="size-5" /> : null}
              <span>{social.label}</span>
            </a>
          ))}
        </div>
        {footer.columns.map((column, index) => (
          <FooterLinks key={ids[index]} id={ids[index]!} title={column.heading} links={column.links} />
        ))}
        <div>
          <h2 className={headingClass}>{footer.contactHeading}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            {contact.email ? (
              <a href={`mailto:${contact.email}`} className={`${linkClass} flex items-center gap-2`}>
                <Icon name="mail" className="size-4" /> {contact.email}
              </a>
            ) : null}
            {contact.phone ? (
              <a href={tel} className={`${linkClass} flex items-center gap-2`}>
                <Icon name="phone" className="size-4" /> {contact.phone}
              </a>
            ) : null}
            {contact.address ? (
              <p className="flex items-start gap-2">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" /> {contact.address}
              </p>
            ) : null}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-5 sm:px-6 lg:px-8">
          <p className="text-sm">{copyrightLine(footer.copyright, year, siteName)}</p>
          {languages ? <LanguageSwitcher options={languages.options} label={languages.label} landmark={false} className="footer-languages text-sm" /> : null}
          <ScrollToTopButton className="border border-white/20 text-white hover:bg-white/10" label={scrollToTopLabel} />
        </div>
      </div>
    </footer>
  )
}
