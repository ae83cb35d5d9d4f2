import type { PlaceholderData } from "@/lib/domain/sections/placeholder"
import { buttonVariants } from "@/components/ui/button"
import { PageIntro } from "@/components/site/page-intro"

import { ActionLink } from "./action-link"
import type { SectionRendererProps } from "./types"

/** A page still being written (as PlaceholderPage draws it): heading, a line of context, then next steps. */
export function PlaceholderSection({ data, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, links } = data as PlaceholderData
  const buttons = links.map((link, index) => (
    <ActionLink
      key={index}
      link={link}
      className={buttonVariants({ size: "lg", variant: index === 0 ? "default" : "outline", className: "text-sm" })}
    />
  ))
  return (
    <PageIntro anchor={anchor} eyebrow={eyebrow || undefined} title={title} description={description || undefined}>
      {links.length > 0 ? buttons : null}
    </PageIntro>
  )
}
