import type { DataField, LinkValue } from "@/lib/domain/data-fields"
import type { IconName } from "@/lib/domain/icons"

import { idsFromLabels } from "./format"

/** One link of a mega-menu panel: a title, a line under it, where it goes and an optional icon. */
export type NavMenuLink = { title: string; description: string; href: string; icon: IconName | null }

/**
 * A top-level entry of the desktop menu: a plain link (`href`), or a menu button whose panel lists `items`. Both
 * kinds share one shape (the editor shows the fields of both), so the other kind's fields are simply ignored.
 */
export type NavItem = { kind: "link" | "menu"; label: string; href: string; items: NavMenuLink[] }

/** The header: the desktop menu in order, the mobile menu in order, and the call-to-action button of both. */
export type NavigationContent = {
  items: NavItem[]
  mobile: LinkValue[]
  /** Empty label or link: no button. */
  cta: LinkValue
}

const CONTACT_HELP = "/contact scrolls to the page's contact form where the page has one, and opens the contact page elsewhere."

const menuLinkFields = [
  { name: "title", label: "Title", kind: "text", required: true, max: 60 },
  { name: "description", label: "Description", kind: "text", max: 120, help: "One short line under the title." },
  { name: "href", label: "Link", kind: "url", required: true, help: "A page of this site (/services/seo) or a full address." },
  { name: "icon", label: "Icon", kind: "icon" },
] as const satisfies readonly DataField[]

const navItemFields = [
  {
    name: "kind",
    label: "Kind",
    kind: "select",
    options: [
      { value: "link", label: "Link" },
      { value: "menu", label: "Menu with a panel of links" },
    ],
  },
  { name: "label", label: "Label", kind: "text", required: true, max: 40, help: "The words in the header." },
  { name: "href", label: "Link", kind: "url", help: `For a link: where it goes (unused by a menu). ${CONTACT_HELP}` },
  {
    name: "items",
    label: "Panel links",
    kind: "list",
    itemLabel: "panel link",
    titleField: "title",
    max: 8,
    help: "For a menu: the links its panel lists, in order (unused by a link).",
    of: menuLinkFields,
  },
] as const satisfies readonly DataField[]

const linkFields = [
  { name: "label", label: "Label", kind: "text", required: true, max: 60 },
  { name: "href", label: "Link", kind: "url", required: true, help: CONTACT_HELP },
] as const satisfies readonly DataField[]

export const NAVIGATION_FIELDS = [
  {
    name: "items",
    label: "Desktop menu",
    kind: "list",
    itemLabel: "menu entry",
    titleField: "label",
    min: 1,
    max: 8,
    help: "The header's entries from left to right on screens 768 px and wider.",
    of: navItemFields,
  },
  {
    name: "mobile",
    label: "Mobile menu",
    kind: "list",
    itemLabel: "link",
    titleField: "label",
    min: 1,
    max: 10,
    help: "The menu's links from top to bottom on narrow screens (no panels there).",
    of: linkFields,
  },
  {
    name: "cta",
    label: "Header button",
    kind: "link",
    help: `The highlighted button at the end of both menus; leave it empty for none. ${CONTACT_HELP}`,
  },
] as const satisfies readonly DataField[]

export const DEFAULT_NAVIGATION: NavigationContent = {
  items: [
    {
      kind: "menu",
      label: "Services",
      href: "",
      items: [
        { title: "Social Media Management", description: "Strategic content planning and community growth", href: "/services/social-media", icon: "share-2" },
        { title: "Web Development", description: "Custom websites optimized for conversion and user experience", href: "/services/website-development", icon: "code-2" },
        { title: "Content Creation", description: "Reels, photos and videos", href: "/services/content-creation", icon: "camera" },
        { title: "Email Marketing", description: "Targeted campaigns and automated flows", href: "/services/email-marketing", icon: "mail" },
        { title: "SEO Strategy", description: "Visibility-focused content and technical optimization", href: "/services/seo", icon: "search" },
        { title: "Analytics & Reporting", description: "Data-driven insights to measure ROI", href: "/services/analytics", icon: "bar-chart-3" },
      ],
    },
    {
      kind: "menu",
      label: "Resources",
      href: "",
      items: [
        { title: "Marketing Guides", description: "Step-by-step playbooks for growing a practice online", href: "/resources/guides", icon: "book-open" },
        { title: "Template Library", description: "Content calendars, email flows and campaign briefs", href: "/resources/templates", icon: "layout-template" },
        { title: "Case Studies", description: "How healthcare brands grew with a measured plan", href: "/resources/case-studies", icon: "briefcase" },
        { title: "Blog", description: "Fresh thinking on healthcare and wellness marketing", href: "/blog", icon: "file-text" },
      ],
    },
    { kind: "link", label: "Work", href: "/work", items: [] },
    { kind: "link", label: "Blog", href: "/blog", items: [] },
    { kind: "link", label: "Contact", href: "/contact", items: [] },
  ],
  mobile: [
    { label: "Services", href: "/services" },
    { label: "Work", href: "/work" },
    { label: "Blog", href: "/blog" },
    { label: "Resources", href: "/resources" },
    { label: "Contact", href: "/contact" },
  ],
  cta: { label: "Book a Call", href: "/contact" },
}

/** The element id of each entry (a menu's button is `<id>-trigger`, its panel `<id>-panel`): "Services" → "services". */
export function menuIds(items: readonly Pick<NavItem, "label">[]): string[] {
  return idsFromLabels(
    items.map((item) => item.label),
    "",
    "menu",
  )
}
