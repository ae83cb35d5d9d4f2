"use client"

// A client component, so that its markup ships once in the cached bundle instead of in every page's RSC payload
// (each layout carries its not-found boundary along, in case a client navigation needs it). The button's classes are
// written out: buttonVariants would bring class merging into the bundle.
import Link from "next/link"

import { BLOG_MESSAGES } from "@/lib/blog/messages"
import { Icon } from "@/components/ui/icon"

export default function PostNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-32 text-center">
      <h1 className="text-4xl font-semibold text-brand-deep">{BLOG_MESSAGES.postNotFound}</h1>
      <p className="mt-3 text-muted-foreground">The article you are looking for has moved, or it was never published.</p>
      <Link href="/blog" className="btn btn-default btn-lg mt-8 text-sm">
        <Icon name="arrow-left" />
        {BLOG_MESSAGES.backToBlog}
      </Link>
    </section>
  )
}
