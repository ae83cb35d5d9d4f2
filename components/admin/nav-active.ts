/** An entry is active when the path starts with its path; Dashboard (/admin) only on /admin itself. */
export function isNavActive(pathname: string, href: string): boolean {
  if (href === "/admin") return pathname === "/admin" || pathname === "/admin/"
  return pathname === href || pathname.startsWith(`${href}/`)
}
