/** Toast titles and texts shared by every admin screen (admin toast table). */
export const TOAST = {
  errorTitle: "Error",
  successTitle: "Success",
  statusUpdatedTitle: "Status updated",
} as const

export const DIALOG = {
  title: "Are you sure?",
  cancel: "Cancel",
  delete: "Delete",
} as const

export const FORM = {
  titleRequired: "Title is required",
  slugRequired: "Slug is required",
  slugHelp: "URL-friendly version of the title",
  published: "Published",
  publishSettings: "Publish Settings",
  saving: "Saving...",
  write: "Write",
  preview: "Preview",
  previewEmpty: "Nothing to preview yet.",
  previewFailed: "Preview could not be rendered.",
  viewOnSite: "View on site",
  unsavedChanges: "You have unsaved changes. Leave this page and lose them?",
} as const

export const LIST = {
  columnTitle: "Title",
  columnStatus: "Status",
  columnDate: "Date",
  columnActions: "Actions",
  columnSlug: "Slug",
  statusPublished: "Published",
  statusDraft: "Draft",
  edit: "Edit",
  publish: "Publish",
  unpublish: "Unpublish",
  delete: "Delete",
  search: "Search",
  previous: "Previous",
  next: "Next",
} as const
