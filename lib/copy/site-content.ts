/** The admin's words for the marketing site's documents: site pages, case studies, resources and site settings. */

import { EVENTS } from "./events"

export const SITE_PAGES = {
  singular: "site page",
  plural: "site pages",
  listTitle: "Site Pages",
  fieldTitle: "Title",
  fieldPath: "Path",
  pathHelp: "Where the page lives: empty for the home page, or lowercase words separated by / and single hyphens (lp/dental-implants).",
  fieldSections: "Sections",
  notFound: "Site page not found",
  pathReserved: "This path belongs to another part of the site",
  pathInvalid: "Path may only contain lowercase letters, numbers, underscores, single hyphens and / between words",
} as const

export const CASE_STUDIES = {
  singular: "case study",
  plural: "case studies",
  listTitle: "Case Studies",
  fieldTitle: "Title",
  fieldSlug: "Slug",
  fieldDetails: "Case study",
  notFound: "Case study not found",
} as const

export const RESOURCES = {
  singular: "resource",
  plural: "resources",
  listTitle: "Resources",
  fieldTitle: "Title",
  fieldSlug: "Slug",
  fieldDetails: "Resource",
  notFound: "Resource not found",
} as const

export const SITE_SETTINGS = {
  navigation: {
    singular: "navigation",
    plural: "navigation",
    title: "Navigation",
    notFound: "Navigation not found",
    description: "The header's menus and mega-menu groups, and the mobile menu's order.",
  },
  footer: { singular: "footer", plural: "footer", title: "Footer", notFound: "Footer not found", description: "The footer's columns and links." },
  contact_details: {
    singular: "contact details",
    plural: "contact details",
    title: "Contact Details",
    notFound: "Contact details not found",
    description: "E-mail, phone, address, opening hours and social links. Owner and admins only.",
  },
  site_settings: {
    singular: "site settings",
    plural: "site settings",
    title: "Site Settings",
    notFound: "Site settings not found",
    description: "The site's name, tagline, default social image and the floating call-to-action. Owner and admins only.",
  },
  fieldContent: "Settings",
} as const

const cap = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase())

/** The list and editor texts of a document type, in the same words the page screens use for pages. */
export function documentMessages(singular: string, plural: string, listTitle: string) {
  const One = cap(singular)
  const first = singular[0]!.toUpperCase() + singular.slice(1)
  return {
    listTitle,
    newPage: `New ${One}`,
    createFirst: `Create your first ${singular}`,
    searchPlaceholder: `Search ${plural}...`,
    empty: `No ${plural} found`,
    deleteDescription: `This action cannot be undone. This will permanently delete the ${singular} and all of its data.`,
    createTitle: `Create New ${One}`,
    editTitle: `Edit ${One}`,
    loading: `Loading ${One}...`,
    back: `Back to ${cap(plural)}`,
    save: `Save ${One}`,
    notFound: `${first} not found`,
    loadFailed: `Failed to load ${plural}`,
    statusFailed: `Failed to update ${singular} status`,
    nowPublished: `${first} is now published`,
    nowUnpublished: `${first} is now unpublished`,
    deleteFailed: `Failed to delete ${singular}`,
    deletedTitle: `${first} deleted`,
    deletedDescription: `The ${singular} has been permanently deleted`,
    loadOneFailed: `Failed to load ${singular} data`,
    saveFailed: `Failed to save ${singular}`,
    created: `${first} created successfully`,
    updated: `${first} updated successfully`,
  }
}

export const DOCUMENT_MESSAGES = {
  site_page: documentMessages(SITE_PAGES.singular, SITE_PAGES.plural, SITE_PAGES.listTitle),
  case_study: documentMessages(CASE_STUDIES.singular, CASE_STUDIES.plural, CASE_STUDIES.listTitle),
  resource: documentMessages(RESOURCES.singular, RESOURCES.plural, RESOURCES.listTitle),
  event: documentMessages(EVENTS.singular, EVENTS.plural, EVENTS.listTitle),
  navigation: documentMessages("navigation", "site settings", "Site Settings"),
  footer: documentMessages("footer", "site settings", "Site Settings"),
  contact_details: documentMessages("contact details", "site settings", "Site Settings"),
  site_settings: documentMessages("site settings", "site settings", "Site Settings"),
} as const

export const SITE_SETTINGS_SCREEN = {
  title: "Menus & Site Settings",
  intro:
    "What every page shows: the header's menus, the footer, the contact details and the site's name. Each is saved as a draft or published like a page, with a preview and its history.",
} as const
