/**
 * Opens the public template with the form's unsaved state in a new tab: a plain form post (no popup blocker, no
 * client state in the URL) to /api/preview, which checks the admin and answers with the preview URL.
 */
export function openPreview(kind: "post" | "page", id: string | null, values: unknown) {
  const form = document.createElement("form")
  form.method = "post"
  form.action = "/api/preview"
  form.target = "_blank"
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
  form.remove()
}
