import Image from "next/image"

import type { BlogImage } from "@/lib/site/types"
import { cn } from "@/lib/utils"

type PostImageProps = {
  image: BlogImage
  /** Fill the parent (which sets the aspect ratio) with a responsive srcset, or render at a fixed card size. */
  sizes?: string
  width?: number
  height?: number
  priority?: boolean
  className?: string
}

/**
 * A cover image in a box whose aspect ratio the parent reserves, so nothing shifts while it loads. Cards use a
 * fixed size (a two-entry srcset keeps list pages light); the hero fills with `sizes`. Only our own paths go
 * through the optimiser; other hosts are shown as they are.
 */
export function PostImage({ image, sizes, width, height, priority, className }: PostImageProps) {
  const local = image.src.startsWith("/") && !image.src.startsWith("//")
  const common = { src: image.src, priority, unoptimized: !local }
  if (width && height) {
    return <Image {...common} alt={image.alt} width={width} height={height} className={cn("size-full object-cover", className)} />
  }
  return <Image {...common} alt={image.alt} fill sizes={sizes} className={cn("object-cover", className)} />
}
