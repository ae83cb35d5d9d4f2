/**
 * A client component's text with its values put in: "Page {page} of {count}". The parts of the dictionary that
 * travel to the browser as props are plain strings (a function cannot be a prop of a client component).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
