/** Texts of the revision history, local drafts, save conflicts and presence (the words kept exactly). */
/** A content kind as a word in a sentence ("site_page" → "site page"). */
const noun = (kind: string) => kind.replace(/_/g, " ")

export const REVISION_MESSAGES = {
  history: "History",
  historyHelp: (kept: number) => `The newest ${kept} saved versions are kept; older ones are removed.`,
  historyEmpty: "No saved versions yet.",
  historyLoadFailed: "Could not load the history. Try again.",
  restore: "Restore this version",
  restoredTitle: "Version restored",
  restoredText: "Review it and save to keep it. Until you save, nothing has changed.",
  compareLeft: "This version",
  compareRight: "Now in the editor",
  noDifferences: "No differences.",
  close: "Close",
  /** Who saved a version: a member, or (a first version no one saved) the site's starting content, inserted once per database. */
  by: (email: string, version?: number) => (email ? `by ${email}` : version === 1 ? "by the site's starting content" : "by an unknown user"),
  draftFound: (time: string) => `You have unsaved changes from ${time}.`,
  draftRestore: "Restore",
  draftDiscard: "Discard",
  draftDiffers: "Differs from the saved version:",
  conflictTitle: "Someone else saved this meanwhile",
  conflictText: (who: string, kind: string, time: string) =>
    `${who || "Someone else"} saved this ${noun(kind)} at ${time}, after you opened it. Your changes are not saved yet.`,
  conflictError: (who: string, kind: string) => `${who || "Someone else"} saved this ${noun(kind)} after you opened it`,
  conflictShowDiff: "Show the difference",
  conflictTheirs: "Their version",
  conflictMine: "Your version",
  conflictReload: "Reload their version",
  conflictOverwrite: "Overwrite with mine",
  conflictCancel: "Keep editing",
  saveOffline: "Could not reach the server, so nothing was saved. Your changes are still here; try again.",
  retry: "Try again",
  alsoEditing: (email: string, kind: string) => `${email} is also editing this ${noun(kind)}`,
  lastEdited: (email: string, relative: string) => `Last edited by ${email}, ${relative}`,
  listStale: (who: string, kind: string) => `${who || "Someone else"} changed this ${noun(kind)} meanwhile. The list was reloaded; try again.`,
} as const

/** The words a client reads for each field of a revision's snapshot, by its key (the history's "title changed"). */
export const REVISION_FIELD_LABELS = {
  title: "title",
  slug: "slug",
  excerpt: "excerpt",
  content: "content",
  sections: "sections",
  details: "details",
  category: "category",
  tags: "tags",
  featured_image: "featured image",
  featured_image_alt: "image alt text",
  meta_title: "meta title",
  meta_description: "meta description",
  canonical_url: "canonical URL",
  noindex: "hide from search engines",
  social_image: "social image",
  social_title: "social title",
  social_description: "social description",
  author_id: "author",
  reviewer_id: "medical reviewer",
  last_reviewed: "last reviewed",
  medical_disclaimer: "medical disclaimer",
  published: "status",
  publish_at: "schedule",
} as const

/** The one-line summary of a change written with each revision ("content +120 words, title changed"). */
export const REVISION_SUMMARY = {
  created: "created",
  noChanges: "no changes",
  contentAdded: (words: number) => `content +${words} words`,
  contentRemoved: (words: number) => `content −${words} words`,
  contentChanged: "content changed",
  published: "published",
  unpublished: "unpublished",
  changed: (field: string) => `${field} changed`,
  separator: ", ",
} as const
