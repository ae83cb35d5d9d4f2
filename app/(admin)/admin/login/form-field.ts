/** A submitted form field as text ("" when it is missing or a file). */
export function formField(form: FormData, name: string): string {
  const v = form.get(name)
  return typeof v === "string" ? v : ""
}
