import type { ImageValue } from "@/lib/domain/data-fields"
import type { Locale } from "@/lib/domain/i18n"

/**
 * What a page's sections may draw from besides their own data: the lists of collections (case studies, resources)
 * the page's route reads and hands to RenderSections. Absent or empty, a section built on it is not rendered.
 */
export type SectionCard = {
  title: string
  href: string
  summary: string
  image?: ImageValue | null
  /** A short label above the title: a case study's headline figure, a resource's kind. */
  kicker?: string
}

export type SectionRenderContext = {
  caseStudies?: readonly SectionCard[]
  resources?: readonly SectionCard[]
  /** The page's language: the sections' fixed interface words (the contact form's) follow it. */
  locale?: Locale
}
