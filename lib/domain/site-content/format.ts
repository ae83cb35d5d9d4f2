/**
 * The small rules the public components apply to the site-content values. Kept apart from the field lists and
 * defaults so the client components that import them (footer, menus) do not bring those into the browser bundle.
 */

/** An element id from a label: lower case with dashes ("Services" → "services"), unique by position on a clash. */
export function idsFromLabels(labels: readonly string[], prefix = "", fallback = "item"): string[] {
  const seen = new Set<string>()
  return labels.map((label, index) => {
    const base = `${prefix}${label.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || fallback}`
    const id = seen.has(base) ? `${base}-${index + 1}` : base
    seen.add(id)
    return id
  })
}

/** The tel: link of a displayed number: its digits and a leading +. "" when it has no digits. */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, "")
  if (!digits) return ""
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`
}

/** The copyright line with its {year} and {siteName} filled in (other braces are left as written). */
export function copyrightLine(pattern: string, year: number, siteName: string): string {
  return pattern.replace(/\{\s*(year|siteName)\s*\}/g, (_, name: string) => (name === "year" ? String(year) : siteName))
}
