import { telHref, type ContactDetailsContent } from "@/lib/domain/site-content/contact-details"
import { Icon } from "@/components/ui/icon"

import { CONTACT_SECTION } from "./content"

const rowClass = "contact-row"
const iconClass = "contact-icon"

type ContactDetailsProps = {
  /** The contact details document: e-mail, phone, address and hours (an empty one is left out). */
  details: ContactDetailsContent
  /** Follows the section: h3 under its h2, h2 where the section title is the page's h1. */
  as?: "h2" | "h3"
}

export function ContactDetails({ details, as: Heading = "h3" }: ContactDetailsProps) {
  return (
    <div>
      <Heading className="text-lg font-semibold">{CONTACT_SECTION.detailsTitle}</Heading>
      <address className="mt-4 space-y-3 not-italic" data-testid="contact-details">
        {details.email ? (
          <a href={`mailto:${details.email}`} className="contact-link">
            <Icon name="mail" className={iconClass} />
            <span>
              <span className="sr-only">Email: </span>
              {details.email}
            </span>
          </a>
        ) : null}
        {details.phone ? (
          <a href={telHref(details.phone)} className="contact-link">
            <Icon name="phone" className={iconClass} />
            <span>
              <span className="sr-only">Phone: </span>
              {details.phone}
            </span>
          </a>
        ) : null}
        {details.address ? (
          <p className={rowClass}>
            <Icon name="map-pin" className={iconClass} />
            <span>
              <span className="sr-only">Office: </span>
              {details.address}
            </span>
          </p>
        ) : null}
        {details.hours ? (
          <p className={rowClass}>
            <Icon name="clock" className={iconClass} />
            <span>
              <span className="sr-only">Hours: </span>
              {details.hours}
            </span>
          </p>
        ) : null}
      </address>
    </div>
  )
}
