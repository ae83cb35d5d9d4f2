/**
 * The spec's slug rule, in its order: lower case and trim; whitespace to hyphens; "&" to "-and-";
 * every character other than word characters and hyphens removed; repeated hyphens collapsed; hyphens trimmed.
 * One step is ours, before the removal: a letter with an accent keeps its base letter ("guía" → "guia",
 * "señal" → "senal"), so a Spanish title gives a readable address rather than losing its letters. Text without
 * accents slugs exactly as the spec's rule says.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/&/g, "-and-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w-]+/g, "")
    .replace(/--+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** Auto-fill regenerates the slug from the title only while the record is new or its slug is still empty. */
export function shouldAutoSlug({ isNew, slug }: { isNew: boolean; slug: string }): boolean {
  return isNew || slug.trim() === ""
}
