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
} as const

/** "The file is larger than 10 MB": the limit in the unit an editor reads. */
export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024)
  const shown = Number.isInteger(mb) ? String(mb) : mb.toFixed(1)
  return `The file is larger than ${shown} MB, the upload limit.`
}
