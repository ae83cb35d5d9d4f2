"use client"

import Link from "next/link"

import { CONTACT_ANCHOR_ID } from "@/lib/domain/constants"

import { ContactLink } from "./contact-link"

/** The contact page's address, and the anchor of the contact section: a link to either behaves as ContactLink. */
export function isContactHref(href: string): boolean {
  return href === "/contact" || href === `#${CONTACT_ANCHOR_ID}`
}

type ChromeLinkProps = Omit<React.ComponentProps<typeof Link>, "href" | "onNavigate"> & {
  href: string
  /** Marks the link aria-current="page" on its own page (contact links never: they may scroll instead). */
  pathname?: string
  onActivate?: () => void
}

/**
 * A link of the header, footer or floating panel as an editor set it: /contact scrolls to the page's contact
 * section where there is one (ContactLink), any other target is a plain link.
 */
export function ChromeLink({ href, pathname, onActivate, onClick, ...props }: ChromeLinkProps) {
  if (isContactHref(href)) return <ContactLink onClick={onClick} onActivate={onActivate} {...props} />
  return (
    <Link
      href={href}
      aria-current={pathname !== undefined && pathname === href ? "page" : undefined}
      onClick={(event) => {
        onClick?.(event)
        onActivate?.()
      }}
      {...props}
    />
  )
}
