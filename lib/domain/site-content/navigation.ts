import { NAVIGATION_FIELDS_COPY } from "@/lib/copy/site-content-fields"
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

const C = NAVIGATION_FIELDS_COPY

const menuLinkFields = [
  { name: "title", label: C.panelLink.title.label, kind: "text", required: true, max: 60 },
  { name: "description", label: C.panelLink.description.label, kind: "text", max: 120, help: C.panelLink.description.help },
  { name: "href", label: C.panelLink.href.label, kind: "url", required: true, help: C.panelLink.href.help },
  { name: "icon", label: C.panelLink.icon.label, kind: "icon" },
] as const satisfies readonly DataField[]

const navItemFields = [
  {
    name: "kind",
    label: C.item.kind.label,
    kind: "select",
    options: [
      { value: "link", label: C.item.kind.link },
      { value: "menu", label: C.item.kind.menu },
    ],
  },
  { name: "label", label: C.item.label.label, kind: "text", required: true, max: 40, help: C.item.label.help },
  { name: "href", label: C.item.href.label, kind: "url", help: C.item.href.help },
  {
    name: "items",
    label: C.item.items.label,
    kind: "list",
    itemLabel: C.item.items.itemLabel,
    titleField: "title",
    max: 8,
    help: C.item.items.help,
    of: menuLinkFields,
  },
] as const satisfies readonly DataField[]

const linkFields = [
  { name: "label", label: C.mobileLink.label.label, kind: "text", required: true, max: 60 },
  { name: "href", label: C.mobileLink.href.label, kind: "url", required: true, help: C.mobileLink.href.help },
] as const satisfies readonly DataField[]

export const NAVIGATION_FIELDS = [
  {
    name: "items",
    label: C.items.label,
    kind: "list",
    itemLabel: C.items.itemLabel,
    titleField: "label",
    min: 1,
    max: 8,
    help: C.items.help,
    of: navItemFields,
  },
  {
    name: "mobile",
    label: C.mobile.label,
    kind: "list",
    itemLabel: C.mobile.itemLabel,
    titleField: "label",
    min: 1,
    max: 10,
    help: C.mobile.help,
    of: linkFields,
  },
  { name: "cta", label: C.cta.label, kind: "link", help: C.cta.help },
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
