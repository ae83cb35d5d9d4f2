import { DEFAULT_LOCALE, LOCALE_CODES, LOCALE_DEFINITIONS, UNLOCALIZED_ROOTS } from "./locales.mjs"

/**
 * Locales: which languages the public site speaks and how a path carries one. English is the default and has no
 * prefix; Spanish lives under /es/. The admin is English only; content records carry their own `locale`.
 */
export type Locale = (typeof LOCALE_CODES)[number]

export { DEFAULT_LOCALE, LOCALE_CODES, LOCALE_DEFINITIONS }

/** The locale codes as a non-empty tuple, for a schema's enum (`z.enum(LOCALE_TUPLE)`). */
export const LOCALE_TUPLE = LOCALE_CODES as readonly Locale[] as [Locale, ...Locale[]]

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value)
}

/** The definition of a locale (its Intl tag, label, Open Graph locale). */
export function localeInfo(locale: Locale): (typeof LOCALE_DEFINITIONS)[number] {
  return LOCALE_DEFINITIONS.find((l) => l.code === locale) ?? LOCALE_DEFINITIONS[0]!
}

/** The public path of `path` (a site path, "/" or "/blog/x") in `locale`: "/es/blog/x", or "/blog/x" for English. */
export function localizedPath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`
  if (locale === DEFAULT_LOCALE) return clean
  return clean === "/" ? `/${locale}` : `/${locale}${clean}`
}

/** The locale a public path is in and the path without its prefix: "/es/blog/x" → { es, "/blog/x" }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname)
  if (match && match[1] !== DEFAULT_LOCALE && isLocale(match[1])) return { locale: match[1], path: match[2] || "/" }
  return { locale: DEFAULT_LOCALE, path: pathname || "/" }
}

/**
 * Where the app renders a public path: app/[locale] renders the default language's /blog as /en/blog (the rewrite
 * in next.config.mjs), and a cache refresh must name that path. Other languages' paths, the app's own roots
 * (admin, API, root files) and route patterns ("/blog/[postId]" becomes "/[locale]/blog/[postId]") follow suit.
 */
export function renderedPath(path: string): string {
  const first = path.split("/")[1] ?? ""
  if ((UNLOCALIZED_ROOTS as readonly string[]).includes(first)) return path
  if (path.includes("[")) return path === "/" ? path : `/[locale]${path}`
  if (first !== DEFAULT_LOCALE && isLocale(first)) return path
  return path === "/" ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${path}`
}
