/**
 * A one-line notice at start-up when NEXT_PUBLIC_SITE_URL is unset (so links, sitemaps and feeds say
 * http://localhost:3000) while this server listens on another port: the admin's "Copy URL" then uses the address
 * the admin is browsing, but published absolute links would not work until the variable is set.
 */
const DEFAULT_SITE_URL = "http://localhost:3000"

export function siteUrlNotice(env, port) {
  if (env.NEXT_PUBLIC_SITE_URL?.trim()) return null
  if (Number(port) === 3000) return null
  return `[server] NEXT_PUBLIC_SITE_URL is not set, so absolute links (sitemaps, feeds, Open Graph) use ${DEFAULT_SITE_URL} while this server listens on port ${port}; set NEXT_PUBLIC_SITE_URL to the public address.`
}
