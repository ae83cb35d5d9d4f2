"use client"

import Link from "next/link"

import { scrollToId } from "@/components/site/scroll"
import { CONTACT_ANCHOR_ID } from "@/lib/domain/constants"

type ContactLinkProps = Omit<React.ComponentProps<typeof Link>, "href" | "onNavigate"> & { onActivate?: () => void }

/**
 * A link to the contact section: scrolls smoothly to #contact when the page has one, otherwise navigates
 * to /contact. Used by "Book a Call", "Start a Project" and the header's Contact link.
 */
export function ContactLink({ onClick, onActivate, ...props }: ContactLinkProps) {
  return (
    <Link
      href="/contact"
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        if (scrollToId(CONTACT_ANCHOR_ID)) event.preventDefault()
        onActivate?.()
      }}
      {...props}
    />
  )
}
