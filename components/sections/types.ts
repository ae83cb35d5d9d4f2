import type { SectionRenderContext, SectionValue } from "@/lib/domain/sections"

/** What RenderSections hands each section's renderer: the section (data already parsed for its type) and the page's context. */
export type SectionRendererProps = {
  section: SectionValue
  data: Record<string, unknown>
  context: SectionRenderContext
  /** The id of the section's heading (its section id + "-title"), unique on the page. */
  headingId: string
  /** The section's anchor, the element id links jump to ("contact"); undefined when it has none. */
  anchor: string | undefined
}

export type SectionRenderer = (props: SectionRendererProps) => React.ReactNode | Promise<React.ReactNode>
