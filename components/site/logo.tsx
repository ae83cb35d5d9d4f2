import Image from "next/image"
import Link from "next/link"

import { SITE } from "@/lib/site"
import { cn } from "@/lib/utils"

type LogoProps = {
  href?: string
  variant?: "dark" | "light"
  className?: string
  priority?: boolean
}

export function Logo({ href = "/", variant = "dark", className, priority = false }: LogoProps) {
  const src = variant === "light" ? "/brand/logo-light.svg" : SITE.logo.src
  return (
    <Link href={href} className={cn("inline-flex shrink-0 items-center rounded-md", className)}>
      <Image
        src={src}
        alt={SITE.name}
        width={SITE.logo.width}
        height={SITE.logo.height}
        priority={priority}
        unoptimized
      />
    </Link>
  )
}
