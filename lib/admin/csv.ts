/** RFC 4180 CSV; cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a leading quote. */
export function csvCell(value: string | number | boolean): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: (string | number | boolean)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`
}
