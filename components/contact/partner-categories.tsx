import { Icon } from "@/components/ui/icon"

import { CONTACT_SECTION, PARTNER_CATEGORIES } from "./content"

type PartnerCategoriesProps = {
  /** `as` follows the section: h3 under its h2, h2 where the section title is the page's h1. */
  as?: "h2" | "h3"
  /** A page-builder contact section passes its own words; the contact page uses the defaults. */
  title?: string
  items?: readonly string[]
}

export function PartnerCategories({ as: Heading = "h3", title = CONTACT_SECTION.partnersTitle, items = PARTNER_CATEGORIES }: PartnerCategoriesProps) {
  const categories = items.filter(Boolean)
  if (!title && categories.length === 0) return null
  return (
    <div>
      {title ? <Heading className="text-lg font-semibold">{title}</Heading> : null}
      <ul className="mt-4 grid gap-2.5" data-testid="partner-categories">
        {categories.map((category, index) => (
          <li key={index} className="flex items-center gap-3">
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
