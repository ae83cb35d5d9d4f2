/**
 * The page builder's words for its section types (lib/domain/sections): what the picker shows for each type (`label`,
 * `description`) and the labels and help lines of its form's fields, one object per section type. `itemLabel` names
 * one entry of a list ("Add question").
 */

/** The field labels many section types use, written once so every editor names the same thing the same way. */
const WORD = {
  text: "Text",
  title: "Title",
  icon: "Icon",
  heading: "Heading",
  pageHeading: "Page heading",
  introduction: "Introduction",
  button: "Button",
  mainButton: "Main button",
  name: "Name",
  label: "Label",
  link: "Link",
  logo: "Logo",
  image: "Image",
  white: "White",
} as const

/** A section type's entry in the picker and the words of its form. */
const section = <const L extends string, const D extends string, const F>(label: L, description: D, fields: F) => ({ label, description, fields })

/** A field with a help line under it. */
const helped = <const L extends string, const H extends string>(label: L, help: H) => ({ label, help })

/** A reorderable list: its label and the name of one entry ("Add question"). */
const list = <const L extends string, const I extends string>(label: L, itemLabel: I) => ({ label, itemLabel })

/** The section's background, white or one of the given colours. */
const tone = <const O extends Record<string, string>>(others: O) => ({ label: "Background", options: { plain: WORD.white, ...others } })

/** A highlights section (the latest of a collection as cards): how many, and the button under the cards. */
const highlights = <const L extends string, const D extends string, const W extends string>(label: L, description: D, what: W) =>
  section(label, description, {
    count: `How many ${what} to show` as const,
    button: helped("Button under the cards", `Optional, e.g. a link to all ${what}; leave the label empty for none.`),
  })

/** Fields several section types share, so the editors label them the same way everywhere. */
export const SECTION_FIELDS = {
  eyebrow: helped("Eyebrow", "The small capitalised line above the heading; leave empty for none."),
  heading: { label: WORD.heading },
  description: helped(WORD.introduction, "A short paragraph under the heading; leave empty for none."),
  button: { help: "Leave the label empty for no button. #contact scrolls to the page's contact section (or opens /contact)." },
  secondaryButton: helped("Second button", "Optional, drawn as an outline; leave the label empty for none."),
  iconCard: { title: WORD.title, description: WORD.text, icon: WORD.icon },
} as const

export const CASE_STUDY_HIGHLIGHTS = highlights(
  "Case study highlights",
  "Cards of your latest published case studies; the section stays hidden while there are none.",
  "case studies",
)

export const CONTACT_SECTION = section(
  "Contact",
  "The contact form beside who you partner with and your contact details; give it the anchor contact so buttons scroll to it.",
  { partnersTitle: "Partner list heading", partners: "Who you partner with" },
)

export const CTA_BANNER = section("Call to action", "A rounded brand-coloured banner with a heading, a sentence and one or two buttons.", {
  description: WORD.text,
  button: WORD.mainButton,
})

export const ECOSYSTEM = section(
  "Text with image",
  "A heading, a short list of points with icons and a button on one side, a large image that zooms slightly on hover on the other.",
  { points: list("Points", "point"), button: WORD.button, image: WORD.image },
)

export const FAQ = section("FAQ", "Questions that open to show their answers, one below the other.", {
  items: list("Questions", "question"),
  question: "Question",
  answer: "Answer",
})

export const FEATURE_GRID = section("Feature grid", "Cards with an icon, a title and a short text, two to four to a row, under a heading.", {
  items: list("Features", "feature"),
  columns: { label: "Cards per row (wide screens)", options: { "3": "Three", "2": "Two", "4": "Four" } },
  tone: tone({ sand: "Sand" }),
})

export const HERO = section(
  "Hero",
  "A full-screen dark opening with the logo, a large headline, a tagline, one button and an arrow to the next section.",
  {
    title: "Headline",
    tagline: helped("Tagline", "The italic line under the headline."),
    line: "Supporting line",
    button: WORD.button,
    arrowTarget: helped("Arrow scrolls to", "The anchor of the section the bouncing arrow at the bottom scrolls to (without #); leave empty for no arrow."),
  },
)

export const INDUSTRIES = section("Industries", "The fields you serve as compact cards, five to a row on wide screens, on a sand background.", {
  items: list("Industries", "industry"),
})

export const INTRO = section(WORD.introduction, "Who you are in a heading and a few paragraphs with a button, beside a column of short proof figures.", {
  paragraphs: "Paragraphs",
  button: WORD.button,
  proof: list("Proof points", "proof point"),
  proofValue: "Figure",
  proofLabel: "What it measures",
  proofIcon: WORD.icon,
})

export const LOGO_STRIP = section("Logo strip", "A row of partner or client logos, greyed until hovered, with an optional line above.", {
  title: helped(WORD.heading, "Optional: a short line above the logos."),
  logos: list("Logos", "logo"),
  image: WORD.logo,
  href: helped(WORD.link, "Optional: where the logo leads."),
})

export const METRICS = section("Figures", "A row of large figures, each with a short label (and an optional detail) underneath, on white or dark.", {
  title: WORD.heading,
  items: list("Figures", "figure"),
  value: helped("Value", "The figure itself: 184, 3.2×, 30 days."),
  label: WORD.label,
  detail: helped("Detail", "Optional: a sentence under the label saying where the figure comes from."),
  tone: tone({ dark: "Dark" }),
})

export const PHONE_MOCKUP = section(
  "Phone mockup",
  "A screenshot framed in a phone beside a heading, a paragraph and a short checklist, on the dark brand colour.",
  { bullets: "Checklist", image: "Phone screen (portrait, about 1:2)" },
)

export const PLACEHOLDER = section(
  "Coming soon",
  "A page's heading with a line saying its full content is coming soon, and buttons to useful next steps.",
  {
    title: WORD.pageHeading,
    description: WORD.text,
    links: { ...list("Buttons", "button"), help: "The first is drawn filled, the others as outlines." },
    linkLabel: WORD.label,
    linkHref: WORD.link,
  },
)

export const PLATFORMS = section("Platforms", "The tools you work with as cards with their logo, name and a line about each.", {
  platforms: list("Platforms", "platform"),
  name: WORD.name,
  logo: "Logo (a wordmark about 200 × 56; a placeholder is shown if it fails to load)",
  description: WORD.text,
})

export const PROCESS_STEPS = section(
  "Process steps",
  "Numbered steps (01, 02, …) on the dark brand colour: how you work, from first call to results.",
  { steps: list("Steps", "step"), title: WORD.title, description: WORD.text },
)

export const RESOURCE_HIGHLIGHTS = highlights(
  "Resource highlights",
  "Cards of your latest guides and templates; the section stays hidden while there are none.",
  "resources",
)

export const RICH_TEXT = section(WORD.text, "A column of formatted text (Markdown): paragraphs, headings, lists, links and images.", {
  title: helped(WORD.heading, "Optional; shown above the text as a level-2 heading."),
  body: WORD.text,
})

export const SERVICE_HERO = section(
  "Service hero",
  "A service page's opening: eyebrow, the page's heading, a paragraph, tags and buttons, with an illustration beside them on wide screens.",
  {
    title: WORD.pageHeading,
    description: WORD.introduction,
    highlights: helped("Highlights", "Short tags under the text."),
    button: WORD.mainButton,
    image: "Illustration (shown from 1024 px wide)",
  },
)

export const SERVICES_GRID = section(
  "Services grid",
  "Cards for your services, three to a row, each with an icon, a short text and a link to its page.",
  {
    linkLabel: helped("Card link text", "Screen readers also hear “about” and the card's title."),
    items: list("Services", "service"),
    title: WORD.title,
    description: WORD.text,
    href: "Page",
    icon: WORD.icon,
  },
)

export const TESTIMONIAL = section("Testimonial", "One large quote with the name, role and an optional photo of the person who said it.", {
  quote: "Quote",
  name: WORD.name,
  role: "Role and practice",
  photo: "Photo (optional, square)",
})

export const WHY_US = section("Why us", "Reasons to choose you as cards, three to a row, each with an icon, a title and a short text.", {
  items: list("Reasons", "reason"),
})
