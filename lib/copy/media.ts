/** Spec strings for the Media Library, copied exactly. */
export const MEDIA = {
  title: "Media Library",
  upload: "Upload New File",
  uploading: "Uploading...",
  empty: "No media files uploaded yet",
  uploadFirst: "Upload Your First File",
  copyUrl: "Copy URL",
  deleteFile: "Delete file",
  deleteDescription: "This action cannot be undone. This will permanently delete the file.",

  loadFailed: "Failed to load media files",
  uploadFailed: "Failed to upload file",
  uploaded: "File uploaded successfully",
  deleteFailed: "Failed to delete file",
  deleted: "File deleted successfully",
  urlCopied: "URL copied to clipboard",
  copyFailed: "Could not copy the URL",

  // Library tools, details and where-used
  search: "Search files by name",
  sortLabel: "Sort by",
  sortNewest: "Newest",
  sortName: "Name",
  sortSize: "Size",
  filterLabel: "Show",
  filterAll: "All files",
  filterImages: "Images",
  filterDocuments: "Documents",
  filterUnused: "Unused",
  noMatches: "No files match",
  details: "Details",
  detailsTitle: "File details",
  altLabel: "Alt text",
  altHelp: "Describes the image for people who cannot see it; the default when the image is inserted.",
  captionLabel: "Caption",
  save: "Save",
  saving: "Saving...",
  saved: "File details saved",
  saveFailed: "Failed to save file details",
  usedIn: "Used in",
  usedNowhere: "Not used in any post or page",
  usageFailed: "Could not check where the file is used",
  featuredUsage: "featured image",
  contentUsage: "in content",
  deleteAnyway: "Continue",
  inUseTitle: "This file is in use",
  noun: "files",
} as const

/** "Used in 3 posts: A, B, C" / "Used in 1 post and 2 pages: ...": each record once, posts first. */
export function usedInText(uses: { kind: "post" | "page"; id: string; title: string }[]): string {
  const seen = new Map<string, { kind: "post" | "page"; title: string }>()
  for (const u of uses) seen.set(`${u.kind}:${u.id}`, u)
  const list = [...seen.values()]
  const posts = list.filter((u) => u.kind === "post").length
  const pages = list.length - posts
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`
  const parts = [posts ? count(posts, "post") : null, pages ? count(pages, "page") : null].filter(Boolean).join(" and ")
  return `Used in ${parts}: ${list.map((u) => u.title).join(", ")}`
}

export function usedCountText(n: number): string {
  return n === 0 ? "Unused" : `Used in ${n}`
}

/** "The file is larger than 10 MB": the limit in the unit an editor reads. */
export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024)
  const shown = Number.isInteger(mb) ? String(mb) : mb.toFixed(1)
  return `The file is larger than ${shown} MB, the upload limit.`
}
