import clsx from "clsx"
import Link from "next/link"

import { SITE } from "@/lib/domain/site"

type LogoProps = {
  href?: string
  variant?: "dark" | "light"
  className?: string
  /** Below the fold (the footer): load late, and keep React from preloading it in the page head. */
  lazy?: boolean
  /** The site's name, the image's text alternative (the site settings' name where the layout passes it). */
  name?: string
}

// clsx, not cn: the footer renders this in the client bundle, where tailwind-merge would cost every page ~8 KB.
// A caller's className replaces the default rounding instead of merging with it.
export function Logo({ href = "/", variant = "dark", className, lazy = false, name = SITE.name }: LogoProps) {
  const src = variant === "light" ? "/brand/logo-light.svg" : SITE.logo.src
  return (
    <Link href={href} className={clsx("inline-flex shrink-0 items-center", className ?? "rounded-md")}>
      {/* A small SVG needs no optimisation; a plain img keeps next/image's runtime off pages without photos. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={src}
        alt={name}
        width={SITE.logo.width}
        height={SITE.logo.height}
        {...(lazy ? { loading: "lazy" as const } : {})}
        decoding="async"
      />
    </Link>
  )
}
