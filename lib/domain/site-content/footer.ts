import { FOOTER_FIELDS_COPY } from "@/lib/copy/site-content-fields"
import type { DataField, LinkValue } from "@/lib/domain/data-fields"

/** A column of footer links under its heading. */
export type FooterColumn = { heading: string; links: LinkValue[] }

/** The footer's own words and link columns (its contact column shows the contact details). */
export type FooterContent = {
  /** The line under the logo. */
  tagline: string
  /** The words of the Instagram link under the tagline (empty: no link). */
  instagramLabel: string
  columns: FooterColumn[]
  /** The heading of the column with the e-mail, phone and address. */
  contactHeading: string
  /** The bottom line: {year} becomes the current year, {siteName} the site's name. */
  copyright: string
}

const C = FOOTER_FIELDS_COPY

export const FOOTER_FIELDS = [
  { name: "tagline", label: C.tagline.label, kind: "textarea", max: 300, help: C.tagline.help },
  { name: "instagramLabel", label: C.instagramLabel.label, kind: "text", max: 60, help: C.instagramLabel.help },
  {
    name: "columns",
    label: C.columns.label,
    kind: "list",
    itemLabel: C.columns.itemLabel,
    titleField: "heading",
    max: 4,
    help: C.columns.help,
    of: [
      { name: "heading", label: C.column.heading.label, kind: "text", required: true, max: 40 },
      {
        name: "links",
        label: C.column.links.label,
        kind: "list",
        itemLabel: C.column.links.itemLabel,
        titleField: "label",
        min: 1,
        max: 12,
        of: [
          { name: "label", label: C.link.label.label, kind: "text", required: true, max: 60 },
          { name: "href", label: C.link.href.label, kind: "url", required: true, help: C.link.href.help },
        ],
      },
    ],
  },
  { name: "contactHeading", label: C.contactHeading.label, kind: "text", required: true, max: 40, help: C.contactHeading.help },
  { name: "copyright", label: C.copyright.label, kind: "text", required: true, max: 200, help: C.copyright.help },
] as const satisfies readonly DataField[]

/** The footer lists five service pages: analytics is deliberately left out (spec, Layout). */
export const DEFAULT_FOOTER: FooterContent = {
  tagline: "Strategic Execution Meets Aesthetic Intelligence. Digital marketing for healthcare and wellness brands.",
  instagramLabel: "Follow us on Instagram",
  columns: [
    {
      heading: "Services",
      links: [
        { label: "Social Media Management", href: "/services/social-media" },
        { label: "Web Development", href: "/services/website-development" },
        { label: "Content Creation", href: "/services/content-creation" },
        { label: "Email Marketing", href: "/services/email-marketing" },
        { label: "SEO Strategy", href: "/services/seo" },
      ],
    },
    {
      heading: "Company",
      links: [
        { label: "Our Services", href: "/services" },
        { label: "Our Work", href: "/work" },
        { label: "Blog", href: "/blog" },
        { label: "Resources", href: "/resources" },
        { label: "Contact", href: "/contact" },
        { label: "Privacy Policy", href: "/privacy-policy" },
        { label: "Terms of Service", href: "/terms-of-service" },
      ],
    },
  ],
  contactHeading: "Contact",
  copyright: "© {year} {siteName}. All rights reserved.",
}

export { copyrightLine } from "./format"
