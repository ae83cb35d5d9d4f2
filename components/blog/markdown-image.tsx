import Image from "next/image"

import { IMAGE_SIZES } from "@/lib/blog/image-sizes"
import { isSafeUrl } from "@/lib/blog/url-policy"

type MarkdownImageProps = React.ComponentProps<"img">

/** Images in post bodies: next/image when we know the size (our own files), a lazy plain <img> otherwise. */
export function MarkdownImage({ src, alt, title }: MarkdownImageProps) {
  if (typeof src !== "string" || !isSafeUrl(src)) return null
  const size = IMAGE_SIZES[src]
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
