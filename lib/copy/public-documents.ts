/** Texts of the public case-study and resource pages and the gated download (ours: the specification names none). */

export const CASE_STUDY_PAGE = {
  results: "Results",
  challenge: "The Challenge",
  approach: "Our Approach",
  images: "Project images",
  relatedService: "See the related service",
  cta: "Book a Consultation",
  back: "All case studies",
} as const

export const RESOURCE_KIND_PAGES = {
  guide: { path: "/resources/guides", title: "Marketing Guides", description: "Step-by-step playbooks for practice owners and marketing leads. Our first guides are being written now." },
  template: {
    path: "/resources/templates",
    title: "Template Library",
    description: "Content calendars, email flows and campaign briefs you can adapt for your practice. The library is in development.",
  },
  "case-study": {
    path: "/resources/case-studies",
    title: "Case Studies",
    description: "Detailed stories of healthcare and wellness brands that grew with a measured plan. Case studies are being prepared.",
  },
} as const

export const RESOURCE_PAGE = {
  eyebrow: "Resources",
  kindLabel: { guide: "Guide", template: "Template", "case-study": "Case study" },
  open: "View resource",
  download: (title: string) => `Download ${title}`,
  noFile: "The file for this resource is being prepared. Ask us for it and we will send it as soon as it is ready.",
  askForIt: "Talk to Our Team",
  allResources: "All resources",
  gate: {
    title: "Get the download",
    intro: "Tell us where to send it: you get the link right away, and a copy by e-mail.",
    name: "Name",
    email: "Email",
    submit: "Send me the download",
    sending: "Sending...",
    ready: "Your download is ready",
    readyHelp: (hours: number) => `The link works for ${hours} hours.`,
    emailed: "We also sent the link to your e-mail address.",
    failed: "Something went wrong. Please try again.",
    privacy: "We use your details to send this resource and to follow up about it. See our privacy policy.",
  },
} as const

export const DOWNLOAD_LINK = {
  expired: "This download link has expired. Request the resource again to get a new link.",
  invalid: "This download link is not valid. Request the resource again to get a new link.",
  missing: "The file of this resource is not available any more.",
  unavailable: "The download cannot be served right now. Please try again in a few minutes.",
} as const

/** The visitor's e-mail with the signed link. */
export const DOWNLOAD_EMAIL = {
  subject: (title: string) => `Your download: ${title}`,
  intro: (name: string, title: string) => `Hello ${name},\n\nthank you for your interest in "${title}". Here is your download link:`,
  expires: (hours: number) => `The link works for ${hours} hours. After that, request the resource again on our website.`,
} as const
