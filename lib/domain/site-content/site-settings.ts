import { SITE_SETTINGS_FIELDS_COPY } from "@/lib/copy/site-content-fields"
import type { DataField, ImageValue, LinkValue } from "@/lib/domain/data-fields"

/** The site's name and descriptions, the floating call-to-action and the image shared links show by default. */
export type SiteSettings = {
  name: string
  tagline: string
  description: string
  /** The button of the floating panel that appears once a visitor scrolls past one screen. */
  floatingCta: LinkValue
  /** The image of a shared page that has none of its own (null: none). */
  socialImage: ImageValue | null
}

const C = SITE_SETTINGS_FIELDS_COPY

export const SITE_SETTINGS_FIELDS = [
  { name: "name", label: C.name.label, kind: "text", required: true, max: 60, help: C.name.help },
  { name: "tagline", label: C.tagline.label, kind: "text", max: 120, help: C.tagline.help },
  { name: "description", label: C.description.label, kind: "textarea", max: 300, help: C.description.help },
  { name: "floatingCta", label: C.floatingCta.label, kind: "link", required: true, help: C.floatingCta.help },
  { name: "socialImage", label: C.socialImage.label, kind: "image", help: C.socialImage.help },
] as const satisfies readonly DataField[]

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  name: "Lumora Health",
  tagline: "Strategic Execution Meets Aesthetic Intelligence",
  description:
    "Lumora Health is a digital-marketing agency for healthcare and wellness brands: precision-driven digital presence, performance-driven ecosystems, measurable growth.",
  floatingCta: { label: "Start a Project", href: "/contact" },
  socialImage: null,
}
