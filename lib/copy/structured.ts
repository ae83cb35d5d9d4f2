/** Texts of the structured-content controls: data fields (lists, images, links, icons) and the page builder's sections. */
export const STRUCTURED = {
  // Lists
  add: (itemLabel: string) => `Add ${itemLabel}`,
  moveUp: (itemLabel: string, n: number) => `Move ${itemLabel} ${n} up`,
  moveDown: (itemLabel: string, n: number) => `Move ${itemLabel} ${n} down`,
  remove: (itemLabel: string, n: number) => `Remove ${itemLabel} ${n}`,
  itemHeading: (itemLabel: string, n: number) => `${capitalize(itemLabel)} ${n}`,
  listEmpty: (itemLabel: string) => `No ${itemLabel}s yet.`,
  listCount: (n: number, max: number) => `${n} of ${max}`,
  untitled: "Untitled",

  // Lines
  linesHelp: "One per line.",

  // Icons
  iconNone: "No icon",

  // Images
  chooseImage: "Choose image",
  replaceImage: "Replace image",
  removeImage: "Remove image",
  noImage: "No image selected",
  imageAlt: "Alt text",
  imageAltHelp: "What the image shows, for people who cannot see it.",
  imageSize: (width: number, height: number) => `${width} × ${height} px`,

  // Links
  linkLabel: "Label",
  linkHref: "Link",
  linkHrefHelp: "A path on this site (/contact), an anchor (#faq), or an https, mailto or tel address.",

  // Markdown
  markdownHelp: "Markdown: **bold**, *italic*, [links](/path), lists.",

  // Sections
  sections: "Sections",
  addSection: "Add section",
  pickerTitle: "Add a section",
  pickerDescription: "Choose what the new section shows. It is added after the section you were working on, or at the end.",
  noSections: "This page has no sections yet.",
  anchor: "Anchor",
  anchorHelp: "Optional: the id other links jump to (#contact). Letters, digits and dashes.",
  hidden: "Hidden",
  hasErrors: "Needs attention",
  unknownType: (type: string) => `Unknown section type "${type}"`,
  sectionName: (label: string, n: number) => `${label} (section ${n})`,
  hide: (name: string) => `Hide ${name}`,
  show: (name: string) => `Show ${name}`,
  sectionMoveUp: (name: string) => `Move ${name} up`,
  sectionMoveDown: (name: string) => `Move ${name} down`,
  duplicate: (name: string) => `Duplicate ${name}`,
  removeSection: (name: string) => `Remove ${name}`,
  removeSectionConfirm: (name: string) => `${name} and everything in it will be removed from this page when you save.`,
} as const

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
