import Link from "next/link"

import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"
import { publicCopy } from "@/lib/copy/public"
import { buttonVariants } from "@/components/ui/button"

import { PageIntro } from "./page-intro"

type PlaceholderPageProps = { title: string; description: string; eyebrow?: string; locale?: Locale }

/** A page whose full content is still being written: title, a line of context and useful next steps. */
export function PlaceholderPage({ title, description, eyebrow, locale = DEFAULT_LOCALE }: PlaceholderPageProps) {
  const text = publicCopy(locale).site
  return (
    <PageIntro eyebrow={eyebrow} title={title} description={description}>
      <Link href={localizedPath(locale, "/contact")} className={buttonVariants({ size: "lg", className: "text-sm" })}>
        {text.talkToTeam}
      </Link>
      <Link href={localizedPath(locale, "/blog")} className={buttonVariants({ size: "lg", variant: "outline", className: "text-sm" })}>
        {text.readBlog}
      </Link>
    </PageIntro>
  )
}
