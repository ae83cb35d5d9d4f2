/** A date and time as the admin's browser writes them ("Nov 22, 2026, 7:55 PM"). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })
}
