const WINDOW = "lumora-preview"

/**
 * The tab the preview opens in, opened at the click itself (a tab opened after the form's async validation
 * would be taken for an unwanted popup). Returns a function that fills it, or closes it when validation failed.
 */
export function reservePreviewTab(): (fill: { kind: "post" | "page"; id: string | null; values: unknown } | null) => void {
  const tab = window.open("about:blank", WINDOW)
  return (fill) => {
    if (!fill) return tab?.close()
    openPreview(fill.kind, fill.id, fill.values)
  }
}

/**
 * Opens the public template with the form's unsaved state in the preview tab: a plain form post (no client
 * state in the URL) to /api/preview, which checks the admin and answers with the preview URL.
 */
export function openPreview(kind: "post" | "page", id: string | null, values: unknown) {
  const form = document.createElement("form")
  form.method = "post"
  form.action = "/api/preview"
  form.target = WINDOW
  form.hidden = true
  const fields: Record<string, string> = { kind, id: id ?? "", values: JSON.stringify(values) }
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input")
    input.type = "hidden"
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
  // Removed only after the submission has started (a disconnected form's submission is cancelled).
  setTimeout(() => form.remove(), 1000)
}
