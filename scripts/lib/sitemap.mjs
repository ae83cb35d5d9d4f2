// The addresses a site lists in its sitemap, for the scripts and tests that visit every public page.

/**
 * Every <loc> path of `/sitemap.xml` on a running server, following a sitemap index to the sitemaps it lists, sorted
 * and without duplicates.
 * @param {string} base the server's origin ("http://127.0.0.1:4100")
 * @returns {Promise<string[]>}
 */
export async function sitemapPaths(base, path = "/sitemap.xml", seen = new Set()) {
  if (seen.has(path)) return []
  seen.add(path)
  const res = await fetch(base + path)
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  const xml = await res.text()
  const found = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, "&")).pathname)
  const pages = []
  for (const p of found) pages.push(...(p.endsWith(".xml") ? await sitemapPaths(base, p, seen) : [p]))
  return [...new Set(pages)].sort()
}
