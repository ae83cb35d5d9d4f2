import type { Metadata } from "next"
import Link from "next/link"

import { absoluteUrl, RESOURCES_MENU } from "@/lib/domain/site"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { PageIntro } from "@/components/site/page-intro"

const description =
  "Our resource library is in development: practical guides, templates and case studies for healthcare and wellness marketers are on the way."

export const metadata: Metadata = {
  title: "Resources",
  description: "Guides, templates and case studies for healthcare and wellness marketers.",
  alternates: { canonical: absoluteUrl("/resources") },
}

const upcoming = RESOURCES_MENU.filter((item) => item.href !== "/blog")

export default function ResourcesPage() {
  return (
    <>
      <PageIntro eyebrow="Resources" title="Resources" description={description}>
        <Link href="/blog" className={buttonVariants({ size: "lg", className: "text-sm" })}>
          Visit Our Blog
        </Link>
        <Link href="/contact" className={buttonVariants({ size: "lg", variant: "outline", className: "text-sm" })}>
          Request Custom Resources
        </Link>
      </PageIntro>
      <section aria-labelledby="upcoming-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="upcoming-title" className="text-center text-2xl font-semibold">
          Coming to the Library
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {upcoming.map(({ title, description: text, icon }) => (
            <li key={title} className="rounded-2xl border bg-card p-6 shadow-sm">
              {icon ? <Icon name={icon} className="size-7 text-primary" /> : null}
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              <p className="mt-4 text-xs font-semibold tracking-wider text-primary uppercase">In development</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
