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
