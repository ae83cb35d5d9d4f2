import Link from "next/link"

import { BLOG_MESSAGES } from "@/lib/copy/blog"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"

export default function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-32 text-center">
      <h1 className="text-4xl font-semibold text-brand-deep">{BLOG_MESSAGES.postNotFound}</h1>
      <p className="mt-3 text-muted-foreground">The article you are looking for has moved, or it was never published.</p>
      <Link href="/blog" className={buttonVariants({ size: "lg", className: "mt-8 text-sm" })}>
        <Icon name="arrow-left" />
        {BLOG_MESSAGES.backToBlog}
      </Link>
    </section>
  )
}
