import { SITE } from "@/lib/domain/site"

import { IMAGE_SIZES } from "./image-sizes"
import type { BlogImage } from "./types"

export const DEFAULT_AUTHOR = SITE.name
export const DEFAULT_ROBOTS = "index, follow"
export const DEFAULT_IMAGE_SRC = "/blog/default-cover.webp"
export const POSTS_PER_PAGE = 12

/** A site image with its intrinsic size when we ship it (so next/image reserves its space). */
export function blogImage(src: string, alt: string): BlogImage {
  const size = IMAGE_SIZES[src]
  return size ? { src, alt, width: size.width, height: size.height } : { src, alt }
}

export function defaultImage(alt = ""): BlogImage {
  return blogImage(DEFAULT_IMAGE_SRC, alt)
}
