import type { Metadata } from "next"
import Link from "next/link"

import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"
import { buttonVariants } from "@/components/ui/button"

export const metadata: Metadata = { robots: { index: false, follow: false } }

export default function SharedPreviewGone() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-32 text-center">
      <h1 className="text-3xl font-semibold text-brand-deep">{PREVIEW_MESSAGES.expiredTitle}</h1>
      <p className="mt-3 text-muted-foreground">{PREVIEW_MESSAGES.expiredText}</p>
      <Link href="/" className={buttonVariants({ size: "lg", className: "mt-8 text-sm" })}>
        Return to Home
      </Link>
    </section>
  )
}
