import { Check } from "lucide-react"

import { CONTACT_SECTION, PARTNER_CATEGORIES } from "./content"

export function PartnerCategories() {
  return (
    <div>
      <h3 className="text-lg font-semibold">{CONTACT_SECTION.partnersTitle}</h3>
      <ul className="mt-4 grid gap-2.5" data-testid="partner-categories">
        {PARTNER_CATEGORIES.map((category) => (
          <li key={category} className="flex items-center gap-3">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
              <Check aria-hidden className="size-3.5" />
            </span>
            {category}
          </li>
        ))}
      </ul>
    </div>
  )
}
