"use client"

import { useCallback, useState } from "react"

const PLACEHOLDER_LOGO = "/images/platforms/placeholder.svg"

type PlatformLogoProps = { src: string; alt: string; width: number; height: number }

/**
 * A platform's logo; one that fails to load is replaced by the placeholder logo. An image can fail
 * before React hydrates and attaches onError, so the ref also checks a finished-but-empty image.
 */
export function PlatformLogo({ src, alt, width, height }: PlatformLogoProps) {
  const [failed, setFailed] = useState(false)
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && !img.src.endsWith(PLACEHOLDER_LOGO)) setFailed(true)
  }, [])
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small local SVG wordmarks: nothing to optimise
    <img
      ref={check}
      src={failed ? PLACEHOLDER_LOGO : src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      data-fallback={failed ? "true" : undefined}
      onError={() => setFailed(true)}
      className="h-12 w-auto"
    />
  )
}
