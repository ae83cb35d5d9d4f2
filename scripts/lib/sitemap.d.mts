/** Every <loc> path of /sitemap.xml on a running server (following a sitemap index), sorted, without duplicates. */
export function sitemapPaths(base: string, path?: string, seen?: Set<string>): Promise<string[]>
