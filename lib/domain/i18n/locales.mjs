// The site's languages, in one place. A plain ES module because next.config.mjs (which cannot load TypeScript in the
// standalone server) builds its locale rewrites from this list; everything else imports it through ./index.ts.
// Adding a language: one entry here, its interface strings (lib/copy/public/<code>.ts) and its seed content.

/** The default language is served without a prefix (/blog); every other one under its code (/es/blog). */
export const DEFAULT_LOCALE = "en"

export const LOCALE_DEFINITIONS = [
  // `intl`: the tag for dates and numbers; `label`: the language's own name, for the switcher; `og`: Open Graph's locale.
  { code: "en", label: "English", intl: "en-US", og: "en_US" },
  { code: "es", label: "Español", intl: "es-US", og: "es_US" },
]

export const LOCALE_CODES = LOCALE_DEFINITIONS.map((l) => l.code)

/**
 * The first path segments that are not public pages and never carry a locale: the admin, the API, the previews,
 * Next's files and the app's root files. Everything else is a public page, rendered under app/[locale].
 */
export const UNLOCALIZED_ROOTS = ["admin", "api", "preview", "review", "_next", "sitemap.xml", "robots.txt", "icon.svg"]

/**
 * The rewrite that serves the default language without a prefix: /blog is rendered by app/[locale] as /en/blog.
 * It applies after static files and routes (so /sitemap.xml or /brand/logo.svg never reach it) and skips the
 * other languages' prefixes and UNLOCALIZED_ROOTS. /en/… itself redirects to the unprefixed address.
 */
export function localeRoutingRules() {
  const skip = [...LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE), ...UNLOCALIZED_ROOTS].map((s) => s.replace(/[.]/g, "\\.")).join("|")
  return {
    rewrites: [
      { source: "/", destination: `/${DEFAULT_LOCALE}` },
      { source: `/:path((?!(?:${skip})(?:/|$)).+)`, destination: `/${DEFAULT_LOCALE}/:path` },
    ],
    redirects: [
      { source: `/${DEFAULT_LOCALE}`, destination: "/", permanent: true },
      { source: `/${DEFAULT_LOCALE}/:path*`, destination: "/:path*", permanent: true },
    ],
  }
}
