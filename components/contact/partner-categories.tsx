import { Icon } from "@/components/ui/icon"

import { CONTACT_SECTION, PARTNER_CATEGORIES } from "./content"

/** `as` follows the section: h3 under its h2, h2 where the section title is the page's h1. */
export function PartnerCategories({ as: Heading = "h3" }: { as?: "h2" | "h3" }) {
  return (
    <div>
      <Heading className="text-lg font-semibold">{CONTACT_SECTION.partnersTitle}</Heading>
      <ul className="mt-4 grid gap-2.5" data-testid="partner-categories">
        {PARTNER_CATEGORIES.map((category) => (
          <li key={category} className="flex items-center gap-3">
            <span className="check-dot">
              <Icon name="check" className="size-3.5" />
            </span>
            {category}
          </li>
        ))}
      </ul>
    </div>
  )
}
