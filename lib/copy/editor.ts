/** Texts of the Markdown editor: toolbar, split view, word count, media picker and alt-text dialog. */
export const EDITOR = {
  toolbar: "Formatting",
  bold: "Bold",
  italic: "Italic",
  heading2: "Heading 2",
  heading3: "Heading 3",
  link: "Link",
  bulletList: "Bulleted list",
  numberedList: "Numbered list",
  quote: "Quote",
  inlineCode: "Inline code",
  codeBlock: "Code block",
  table: "Table",
  rule: "Horizontal rule",
  callout: "Callout",
  image: "Image",
  splitView: "Split view",
  calloutNames: { NOTE: "Note", TIP: "Tip", IMPORTANT: "Important", WARNING: "Warning" },

  // Media picker
  pickerTitle: "Insert image",
  pickerSearch: "Search images",
  pickerEmpty: "No images found",
  pickerUpload: "Upload image",
  chooseFromLibrary: "Choose from library",
  pickerPrevious: "Previous",
  pickerNext: "Next",
  altTitle: "Describe the image",
  altLabel: "Alt text",
  altHelp: "What the image shows, for people who cannot see it.",
  altRequired: "Alt text is required, or mark the image as decorative",
  decorative: "Decorative image",
  decorativeHelp: "Adds nothing to the text: screen readers skip it (empty alt).",
  captionLabel: "Caption (optional)",
  insert: "Insert image",
  uploadingImage: "Uploading image",
} as const

export function wordCountText(words: number, readTime: string): string {
  return `${words.toLocaleString("en-US")} ${words === 1 ? "word" : "words"} · ${readTime}`
}

/** What a Markdown toolbar button inserts, selected, when nothing is selected (lib/domain/markdown-actions). */
export const MARKDOWN_PLACEHOLDERS = {
  bold: "bold text",
  italic: "italic text",
  heading: "Heading",
  linkText: "link text",
  url: "https://",
  code: "code",
  listItem: "List item",
  quote: "Quote",
  callout: "Callout text",
} as const
