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

export const SITE_SETTINGS_FIELDS = [
  { name: "name", label: "Site name", kind: "text", required: true, max: 60, help: "The logo's text alternative, the copyright line and the end of page titles." },
  { name: "tagline", label: "Tagline", kind: "text", max: 120, help: "Follows the name in the home page's title." },
  { name: "description", label: "Description", kind: "textarea", max: 300, help: "The home page's description for search engines and shared links." },
  {
    name: "floatingCta",
    label: "Floating button",
    kind: "link",
    required: true,
    help: "The button of the panel that appears after one screen of scrolling. /contact scrolls to the page's contact form where the page has one.",
  },
  {
    name: "socialImage",
    label: "Default social image",
    kind: "image",
    help: "Shown when a page without an image of its own is shared (1200 × 630 px works everywhere).",
  },
] as const satisfies readonly DataField[]

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  name: "Lumora Health",
  tagline: "Strategic Execution Meets Aesthetic Intelligence",
  description:
    "Lumora Health is a digital-marketing agency for healthcare and wellness brands: precision-driven digital presence, performance-driven ecosystems, measurable growth.",
  floatingCta: { label: "Start a Project", href: "/contact" },
  socialImage: null,
}
