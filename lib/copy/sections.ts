/**
 * The page builder's words for its section types (lib/domain/sections): what the picker shows for each type (`label`,
 * `description`) and the labels and help lines of its form's fields, one object per section type. `itemLabel` names
 * one entry of a list ("Add question").
 */

/** Fields several section types share, so the editors label them the same way everywhere. */
export const SECTION_FIELDS = {
  eyebrow: { label: "Eyebrow", help: "The small capitalised line above the heading; leave empty for none." },
  heading: { label: "Heading" },
  description: { label: "Introduction", help: "A short paragraph under the heading; leave empty for none." },
  button: { help: "Leave the label empty for no button. #contact scrolls to the page's contact section (or opens /contact)." },
  secondaryButton: { label: "Second button", help: "Optional, drawn as an outline; leave the label empty for none." },
  iconCard: { title: "Title", description: "Text", icon: "Icon" },
} as const

export const CASE_STUDY_HIGHLIGHTS = {
  label: "Case study highlights",
  description: "Cards of your latest published case studies; the section stays hidden while there are none.",
  fields: {
    count: "How many case studies to show",
    button: { label: "Button under the cards", help: "Optional, e.g. a link to all case studies; leave the label empty for none." },
  },
} as const

export const CONTACT_SECTION = {
  label: "Contact",
  description: "The contact form beside who you partner with and your contact details; give it the anchor contact so buttons scroll to it.",
  fields: { partnersTitle: "Partner list heading", partners: "Who you partner with" },
} as const

export const CTA_BANNER = {
  label: "Call to action",
  description: "A rounded brand-coloured banner with a heading, a sentence and one or two buttons.",
  fields: { description: "Text", button: "Main button" },
} as const

export const ECOSYSTEM = {
  label: "Text with image",
  description: "A heading, a short list of points with icons and a button on one side, a large image that zooms slightly on hover on the other.",
  fields: { points: { label: "Points", itemLabel: "point" }, button: "Button", image: "Image" },
} as const

export const FAQ = {
  label: "FAQ",
  description: "Questions that open to show their answers, one below the other.",
  fields: { items: { label: "Questions", itemLabel: "question" }, question: "Question", answer: "Answer" },
} as const

export const FEATURE_GRID = {
  label: "Feature grid",
  description: "Cards with an icon, a title and a short text, two to four to a row, under a heading.",
  fields: {
    items: { label: "Features", itemLabel: "feature" },
    columns: { label: "Cards per row (wide screens)", options: { "3": "Three", "2": "Two", "4": "Four" } },
    tone: { label: "Background", options: { plain: "White", sand: "Sand" } },
  },
} as const

export const HERO = {
  label: "Hero",
  description: "A full-screen dark opening with the logo, a large headline, a tagline, one button and an arrow to the next section.",
  fields: {
    title: "Headline",
    tagline: { label: "Tagline", help: "The italic line under the headline." },
    line: "Supporting line",
    button: "Button",
    arrowTarget: {
      label: "Arrow scrolls to",
      help: "The anchor of the section the bouncing arrow at the bottom scrolls to (without #); leave empty for no arrow.",
    },
  },
} as const

export const INDUSTRIES = {
  label: "Industries",
  description: "The fields you serve as compact cards, five to a row on wide screens, on a sand background.",
  fields: { items: { label: "Industries", itemLabel: "industry" } },
} as const

export const INTRO = {
  label: "Introduction",
  description: "Who you are in a heading and a few paragraphs with a button, beside a column of short proof figures.",
  fields: {
    paragraphs: "Paragraphs",
    button: "Button",
    proof: { label: "Proof points", itemLabel: "proof point" },
    proofValue: "Figure",
    proofLabel: "What it measures",
    proofIcon: "Icon",
  },
} as const

export const LOGO_STRIP = {
  label: "Logo strip",
  description: "A row of partner or client logos, greyed until hovered, with an optional line above.",
  fields: {
    title: { label: "Heading", help: "Optional: a short line above the logos." },
    logos: { label: "Logos", itemLabel: "logo" },
    image: "Logo",
    href: { label: "Link", help: "Optional: where the logo leads." },
  },
} as const

export const METRICS = {
  label: "Figures",
  description: "A row of large figures, each with a short label (and an optional detail) underneath, on white or dark.",
  fields: {
    title: "Heading",
    items: { label: "Figures", itemLabel: "figure" },
    value: { label: "Value", help: "The figure itself: 184, 3.2×, 30 days." },
    label: "Label",
    detail: { label: "Detail", help: "Optional: a sentence under the label saying where the figure comes from." },
    tone: { label: "Background", options: { plain: "White", dark: "Dark" } },
  },
} as const

export const PHONE_MOCKUP = {
  label: "Phone mockup",
  description: "A screenshot framed in a phone beside a heading, a paragraph and a short checklist, on the dark brand colour.",
  fields: { bullets: "Checklist", image: "Phone screen (portrait, about 1:2)" },
} as const

export const PLACEHOLDER = {
  label: "Coming soon",
  description: "A page's heading with a line saying its full content is coming soon, and buttons to useful next steps.",
  fields: {
    title: "Page heading",
    description: "Text",
    links: { label: "Buttons", itemLabel: "button", help: "The first is drawn filled, the others as outlines." },
    linkLabel: "Label",
    linkHref: "Link",
  },
} as const

export const PLATFORMS = {
  label: "Platforms",
  description: "The tools you work with as cards with their logo, name and a line about each.",
  fields: {
    platforms: { label: "Platforms", itemLabel: "platform" },
    name: "Name",
    logo: "Logo (a wordmark about 200 × 56; a placeholder is shown if it fails to load)",
    description: "Text",
  },
} as const

export const PROCESS_STEPS = {
  label: "Process steps",
  description: "Numbered steps (01, 02, …) on the dark brand colour: how you work, from first call to results.",
  fields: { steps: { label: "Steps", itemLabel: "step" }, title: "Title", description: "Text" },
} as const

export const RESOURCE_HIGHLIGHTS = {
  label: "Resource highlights",
  description: "Cards of your latest guides and templates; the section stays hidden while there are none.",
  fields: {
    count: "How many resources to show",
    button: { label: "Button under the cards", help: "Optional, e.g. a link to all resources; leave the label empty for none." },
  },
} as const

export const RICH_TEXT = {
  label: "Text",
  description: "A column of formatted text (Markdown): paragraphs, headings, lists, links and images.",
  fields: {
    title: { label: "Heading", help: "Optional; shown above the text as a level-2 heading." },
    body: "Text",
  },
} as const

export const SERVICE_HERO = {
  label: "Service hero",
  description: "A service page's opening: eyebrow, the page's heading, a paragraph, tags and buttons, with an illustration beside them on wide screens.",
  fields: {
    title: "Page heading",
    description: "Introduction",
    highlights: { label: "Highlights", help: "Short tags under the text." },
    button: "Main button",
    image: "Illustration (shown from 1024 px wide)",
  },
} as const

export const SERVICES_GRID = {
  label: "Services grid",
  description: "Cards for your services, three to a row, each with an icon, a short text and a link to its page.",
  fields: {
    linkLabel: { label: "Card link text", help: "Screen readers also hear “about” and the card's title." },
    items: { label: "Services", itemLabel: "service" },
    title: "Title",
    description: "Text",
    href: "Page",
    icon: "Icon",
  },
} as const

export const TESTIMONIAL = {
  label: "Testimonial",
  description: "One large quote with the name, role and an optional photo of the person who said it.",
  fields: { quote: "Quote", name: "Name", role: "Role and practice", photo: "Photo (optional, square)" },
} as const

export const WHY_US = {
  label: "Why us",
  description: "Reasons to choose you as cards, three to a row, each with an icon, a title and a short text.",
  fields: { items: { label: "Reasons", itemLabel: "reason" } },
} as const
