import { get, useFormState, type FieldErrors } from "react-hook-form"

/** A field's path under a prefix ("sections.3.data" + "title"); an empty prefix is the form's root. */
export function joinPath(prefix: string, name: string | number): string {
  return prefix ? `${prefix}.${name}` : String(name)
}

/** A DOM id for the control at a form path: unique within the form, valid in CSS selectors. */
export function controlId(path: string): string {
  return `df-${path.replace(/[^\w-]/g, "-")}`
}

/** The message at a path of the form's errors, or under its `root` (a list's own rule, such as its minimum). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  const here = get(errors, path) as { message?: unknown; root?: { message?: unknown } } | undefined
  const message = here?.message ?? here?.root?.message
  return typeof message === "string" && message ? message : undefined
}

/** The error of one path, subscribed to that path only: a keystroke elsewhere does not re-render this control. */
export function useErrorAt(path: string): string | undefined {
  const { errors } = useFormState({ name: path })
  return errorAt(errors, path)
}

/** Whether anything at or under the path has an error (a collapsed list item or section shows a badge). */
export function useHasErrors(path: string): boolean {
  const { errors } = useFormState({ name: path })
  return get(errors, path) !== undefined
}
