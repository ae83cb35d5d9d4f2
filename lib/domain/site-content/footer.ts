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

export const FOOTER_FIELDS = [
  { name: "tagline", label: "Tagline", kind: "textarea", max: 300, help: "The short text under the logo." },
  {
    name: "instagramLabel",
    label: "Instagram link text",
    kind: "text",
    max: 60,
    help: "The words of the Instagram link under the tagline (the address is in Contact details). Empty hides the link.",
  },
  {
    name: "columns",
    label: "Link columns",
    kind: "list",
    itemLabel: "column",
    titleField: "heading",
    max: 4,
    help: "The columns of links between the logo and the contact column, from left to right.",
    of: [
      { name: "heading", label: "Heading", kind: "text", required: true, max: 40 },
      {
        name: "links",
        label: "Links",
        kind: "list",
        itemLabel: "link",
        titleField: "label",
        min: 1,
        max: 12,
        of: [
          { name: "label", label: "Label", kind: "text", required: true, max: 60 },
          { name: "href", label: "Link", kind: "url", required: true, help: "A page of this site (/blog) or a full address." },
        ],
      },
    ],
  },
  { name: "contactHeading", label: "Contact column heading", kind: "text", required: true, max: 40, help: "The column shows the e-mail, phone and address of Contact details." },
  {
    name: "copyright",
    label: "Copyright line",
    kind: "text",
    required: true,
    max: 200,
    help: "{year} is replaced by the current year and {siteName} by the site's name.",
  },
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
