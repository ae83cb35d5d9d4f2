import { OFFICE_HOURS, SITE } from "@/lib/domain/site"
import { Icon } from "@/components/ui/icon"

import { CONTACT_SECTION } from "./content"

const rowClass = "contact-row"
const iconClass = "contact-icon"

/** `as` follows the section: h3 under its h2, h2 where the section title is the page's h1. */
export function ContactDetails({ as: Heading = "h3" }: { as?: "h2" | "h3" }) {
  return (
    <div>
      <Heading className="text-lg font-semibold">{CONTACT_SECTION.detailsTitle}</Heading>
      <address className="mt-4 space-y-3 not-italic" data-testid="contact-details">
        <a href={`mailto:${SITE.email}`} className="contact-link">
          <Icon name="mail" className={iconClass} />
          <span>
            <span className="sr-only">Email: </span>
            {SITE.email}
          </span>
        </a>
        <a href={SITE.phoneHref} className="contact-link">
          <Icon name="phone" className={iconClass} />
          <span>
            <span className="sr-only">Phone: </span>
            {SITE.phone}
          </span>
        </a>
        <p className={rowClass}>
          <Icon name="map-pin" className={iconClass} />
          <span>
            <span className="sr-only">Office: </span>
            {SITE.address}
          </span>
        </p>
        <p className={rowClass}>
          <Icon name="clock" className={iconClass} />
          <span>
            <span className="sr-only">Hours: </span>
            {OFFICE_HOURS}
          </span>
        </p>
      </address>
    </div>
  )
}
