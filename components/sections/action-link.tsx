import Link from "next/link"

import { CONTACT_ANCHOR_ID } from "@/lib/domain/site"
import type { LinkValue } from "@/lib/domain/data-fields"
import { ScrollToButton } from "./scroll-to-button"
import { ContactLink } from "@/components/site/contact-link"

type ActionLinkProps = { link: LinkValue | null | undefined; className?: string; children?: React.ReactNode }

/** Whether a section's button has something to show: a label and a target. */
export function hasLink(link: LinkValue | null | undefined): link is LinkValue {
  return !!link && link.label.trim() !== "" && link.href.trim() !== ""
}

/**
 * A section's button or link. #contact scrolls to the page's contact section (or opens /contact when the page has
 * none), another #anchor scrolls to that section, anything else is an ordinary link. Renders nothing when empty.
 */
export function ActionLink({ link, className, children }: ActionLinkProps) {
  if (!hasLink(link)) return null
  const content = (
    <>
      {link.label}
      {children}
    </>
  )
  if (link.href === `#${CONTACT_ANCHOR_ID}`) return <ContactLink className={className}>{content}</ContactLink>
  if (link.href.startsWith("#")) {
    return (
      <ScrollToButton targetId={link.href.slice(1)} className={className}>
        {content}
      </ScrollToButton>
    )
  }
  return (
    <Link href={link.href} className={className}>
      {content}
    </Link>
  )
}
