import Link from "next/link"

import { SITE } from "@/lib/site"
import { cn } from "@/lib/utils"

type LogoProps = {
  href?: string
  variant?: "dark" | "light"
  className?: string
  /** Below the fold (the footer): load late, and keep React from preloading it in the page head. */
  lazy?: boolean
}

export function Logo({ href = "/", variant = "dark", className, lazy = false }: LogoProps) {
  const src = variant === "light" ? "/brand/logo-light.svg" : SITE.logo.src
  return (
    <Link href={href} className={cn("inline-flex shrink-0 items-center rounded-md", className)}>
      {/* A small SVG needs no optimisation; a plain img keeps next/image's runtime off pages without photos. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={SITE.name}
        width={SITE.logo.width}
        height={SITE.logo.height}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
      />
    </Link>
  )
}
