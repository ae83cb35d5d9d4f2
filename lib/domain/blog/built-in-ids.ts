/** The ids (and slugs) of the six built-in blog posts; an admin post may not take one of these slugs. */
export const BUILT_IN_POST_IDS = [
  "healthcare-social-media-trends-2025",
  "dental-practice-marketing-guide",
  "tiktok-for-wellness-brands",
  "email-automation-healthcare",
  "medspa-instagram-growth",
  "healthcare-website-conversion",
] as const

export type BuiltInPostId = (typeof BUILT_IN_POST_IDS)[number]

/**
 * The slugs of the built-in posts' translations (content/blog/<locale>/), per language. Reserved like the originals'
 * ids: an admin post under one of them would be hidden by the file.
 */
export const BUILT_IN_TRANSLATION_SLUGS: Readonly<Record<string, readonly string[]>> = {
  es: ["guia-marketing-consultorio-dental", "tendencias-redes-sociales-salud-2025"],
}

/** Every built-in post's public path in its language ("/blog/x", "/es/blog/y"). */
export function builtInPostPaths(): string[] {
  return [
    ...BUILT_IN_POST_IDS.map((id) => `/blog/${id}`),
    ...Object.entries(BUILT_IN_TRANSLATION_SLUGS).flatMap(([locale, slugs]) => slugs.map((slug) => `/${locale}/blog/${slug}`)),
  ]
}
