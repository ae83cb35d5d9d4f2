import Image from "next/image"

import { IMAGE_SIZES } from "@/lib/site/image-sizes"
import { isSafeUrl } from "@/lib/site/url-policy"

type MarkdownImageProps = React.ComponentProps<"img">

const dimension = (v: unknown) => {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 ? n : null
}

/**
 * Images in post bodies: next/image when we know the size (our own files: the blog's art, or media-library images
 * whose size the renderer looked up), a lazy plain <img> otherwise.
 */
export function MarkdownImage({ src, alt, title, width, height }: MarkdownImageProps) {
  if (typeof src !== "string" || !isSafeUrl(src)) return null
  const w = dimension(width)
  const h = dimension(height)
  const size = IMAGE_SIZES[src] ?? (w && h ? { width: w, height: h } : undefined)
  if (size) {
    return (
      <Image
        src={src}
        alt={alt ?? ""}
        title={title}
        width={size.width}
        height={size.height}
        sizes="(min-width: 768px) 720px, 100vw"
        className="my-8 h-auto w-full rounded-xl"
      />
    )
  }
  // Size unknown (an admin's external image): no optimiser, no layout promise; lazy so it never blocks the page.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={src} alt={alt ?? ""} title={title} loading="lazy" decoding="async" className="my-8 h-auto max-w-full rounded-xl" />
}
