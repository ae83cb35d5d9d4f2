/**
 * The admin's words for the fields of the site's shell (lib/domain/site-content): the header menus, the footer, the
 * contact details and the site settings. Each field's label and help line, by field name; `itemLabel` names one
 * entry of a list ("Add menu entry").
 */

const CONTACT_HELP = "/contact scrolls to the page's contact form where the page has one, and opens the contact page elsewhere."

export const NAVIGATION_FIELDS_COPY = {
  items: {
    label: "Desktop menu",
    itemLabel: "menu entry",
    help: "The header's entries from left to right on screens 768 px and wider.",
  },
  item: {
    kind: { label: "Kind", link: "Link", menu: "Menu with a panel of links" },
    label: { label: "Label", help: "The words in the header." },
    href: { label: "Link", help: `For a link: where it goes (unused by a menu). ${CONTACT_HELP}` },
    items: {
      label: "Panel links",
      itemLabel: "panel link",
      help: "For a menu: the links its panel lists, in order (unused by a link).",
    },
  },
  panelLink: {
    title: { label: "Title" },
    description: { label: "Description", help: "One short line under the title." },
    href: { label: "Link", help: "A page of this site (/services/seo) or a full address." },
    icon: { label: "Icon" },
  },
  mobile: {
    label: "Mobile menu",
    itemLabel: "link",
    help: "The menu's links from top to bottom on narrow screens (no panels there).",
  },
  mobileLink: {
    label: { label: "Label" },
    href: { label: "Link", help: CONTACT_HELP },
  },
  cta: {
    label: "Header button",
    help: `The highlighted button at the end of both menus; leave it empty for none. ${CONTACT_HELP}`,
  },
} as const

export const FOOTER_FIELDS_COPY = {
  tagline: { label: "Tagline", help: "The short text under the logo." },
  instagramLabel: {
    label: "Instagram link text",
    help: "The words of the Instagram link under the tagline (the address is in Contact details). Empty hides the link.",
  },
  columns: {
    label: "Link columns",
    itemLabel: "column",
    help: "The columns of links between the logo and the contact column, from left to right.",
  },
  column: {
    heading: { label: "Heading" },
    links: { label: "Links", itemLabel: "link" },
  },
  link: {
    label: { label: "Label" },
    href: { label: "Link", help: "A page of this site (/blog) or a full address." },
  },
  contactHeading: { label: "Contact column heading", help: "The column shows the e-mail, phone and address of Contact details." },
  copyright: { label: "Copyright line", help: "{year} is replaced by the current year and {siteName} by the site's name." },
} as const

export const CONTACT_DETAILS_FIELDS_COPY = {
  email: { label: "E-mail", help: "The address visitors write to (shown as a mailto: link)." },
  phone: {
    label: "Phone",
    help: "As visitors should read it, with the country code: +1 (512) 555-0148. The call link keeps its + and digits.",
  },
  address: { label: "Address", help: "The office address on one line." },
  hours: { label: "Opening hours", help: "Shown with the contact details on the contact form." },
  instagramUrl: { label: "Instagram", help: "The full address of the Instagram profile (https://www.instagram.com/…)." },
  socials: { label: "Other social profiles", itemLabel: "profile", help: "Shown as links under the Instagram link in the footer." },
  social: {
    label: { label: "Name", help: "The link's words: \"LinkedIn\", \"Facebook\"." },
    href: { label: "Address" },
    icon: { label: "Icon" },
  },
  consentContact: {
    label: "Consent: contact form",
    help: "Shown next to the contact form's send button: sending is the consent. Empty: the built-in wording. Each change is a new consent version; earlier leads keep theirs.",
  },
  consentDownload: { label: "Consent: gated downloads", help: "Shown next to the send button of a gated resource's form. Empty: the built-in wording." },
  consentRegistration: { label: "Consent: event registration", help: "Shown next to an event's Register button. Empty: the built-in wording." },
  consentMarketing: { label: "Marketing box", help: "The label of the optional marketing box on every form (never ticked in advance). Empty: the built-in wording." },
} as const

export const SITE_SETTINGS_FIELDS_COPY = {
  name: { label: "Site name", help: "The logo's text alternative, the copyright line and the end of page titles." },
  tagline: { label: "Tagline", help: "Follows the name in the home page's title." },
  description: { label: "Description", help: "The home page's description for search engines and shared links." },
  floatingCta: {
    label: "Floating button",
    help: "The button of the panel that appears after one screen of scrolling. /contact scrolls to the page's contact form where the page has one.",
  },
  socialImage: {
    label: "Default social image",
    help: "Shown when a page without an image of its own is shared (1200 × 630 px works everywhere).",
  },
} as const
