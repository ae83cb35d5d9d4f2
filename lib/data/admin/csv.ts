import { isDataError } from "@/lib/domain/errors"

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a leading quote. */
function csvCell(value: string | number | boolean): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: (string | number | boolean)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`
}

/** A CSV download (with a byte-order mark, so spreadsheets read it as UTF-8), never cached or sniffed. */
export function csvResponse(body: string, filename: string): Response {
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  })
}

/** An export's failure: 401/403 without the right session, 400 for bad filters, else logged under `label` and 500. */
export function csvExportFailure(error: unknown, label: string): Response {
  if (isDataError(error) && (error.code === "unauthorized" || error.code === "forbidden")) {
    return new Response(error.message, { status: error.code === "unauthorized" ? 401 : 403 })
  }
  if (isDataError(error) && error.code === "validation") return new Response(error.message, { status: 400 })
  console.error(`[admin:${label}] failed`, error)
  return new Response("Export failed", { status: 500 })
}
