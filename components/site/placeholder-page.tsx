import Link from "next/link"

import { buttonVariants } from "@/components/ui/button"

import { PageIntro } from "./page-intro"

type PlaceholderPageProps = { title: string; description: string; eyebrow?: string }

/** A page whose full content is still being written: title, a line of context and useful next steps. */
export function PlaceholderPage({ title, description, eyebrow }: PlaceholderPageProps) {
  return (
    <PageIntro eyebrow={eyebrow} title={title} description={description}>
      <Link href="/contact" className={buttonVariants({ size: "lg", className: "text-sm" })}>
        Talk to Our Team
      </Link>
      <Link href="/blog" className={buttonVariants({ size: "lg", variant: "outline", className: "text-sm" })}>
        Read the Blog
      </Link>
    </PageIntro>
  )
}
