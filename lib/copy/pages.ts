/** Spec strings for Manage Pages and the page editor, copied exactly. */
export const PAGES = {
  listTitle: "Manage Pages",
  newPage: "New Page",
  createFirst: "Create your first page",
  searchPlaceholder: "Search pages...",
  empty: "No pages found",
  deleteDescription: "This action cannot be undone. This will permanently delete the page and all of its data.",

  createTitle: "Create New Page",
  editTitle: "Edit Page",
  loading: "Loading Page...",
  back: "Back to Pages",
  save: "Save Page",
  notFound: "Page not found",

  fieldTitle: "Title",
  fieldSlug: "Slug",
  fieldContent: "Content",

  loadFailed: "Failed to load pages",
  statusFailed: "Failed to update page status",
  nowPublished: "Page is now published",
  nowUnpublished: "Page is now unpublished",
  deleteFailed: "Failed to delete page",
  deletedTitle: "Page deleted",
  deletedDescription: "The page has been permanently deleted",
  loadOneFailed: "Failed to load page data",
  saveFailed: "Failed to save page",
  created: "Page created successfully",
  updated: "Page updated successfully",
} as const
