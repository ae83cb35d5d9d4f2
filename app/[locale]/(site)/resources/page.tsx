import type { Metadata } from "next"
import Link from "next/link"

import { dependOnSiteContent, listResources } from "@/lib/blog/site-documents"
import { absoluteUrl, RESOURCES_MENU } from "@/lib/domain/site"
import { ResourceCards } from "@/components/resources/resource-cards"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { PageIntro } from "@/components/site/page-intro"

import { defaultLocaleOnly, type LocaleParams } from "@/app/[locale]/page-locale"

const description =
  "Our resource library is in development: practical guides, templates and case studies for healthcare and wellness marketers are on the way."

export const metadata: Metadata = {
  title: "Resources",
  description: "Guides, templates and case studies for healthcare and wellness marketers.",
  alternates: { canonical: absoluteUrl("/resources") },
}

const upcoming = RESOURCES_MENU.filter((item) => item.href !== "/blog")

// Static: prerendered at build, refreshed when a resource changes (cacheTargets) and every 5 minutes.
export const revalidate = 300

export default async function ResourcesPage({ params }: { params: LocaleParams }) {
  await defaultLocaleOnly(params)
  await dependOnSiteContent()
  const resources = await listResources()
  const published = new Set(resources.map((r) => `/resources/${r.kind === "case-study" ? "case-studies" : `${r.kind}s`}`))
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
          {upcoming.map(({ title, description: text, icon, href }) => (
            <li key={title} className="rounded-2xl border bg-card p-6 shadow-sm">
              {icon ? <Icon name={icon} className="size-7 text-primary" /> : null}
              <h3 className="mt-4 text-lg font-semibold">{published.has(href) ? <Link href={href} className="hover:underline">{title}</Link> : title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              {published.has(href) ? null : <p className="mt-4 text-xs font-semibold tracking-wider text-primary uppercase">In development</p>}
            </li>
          ))}
        </ul>
      </section>
      {resources.length > 0 ? (
        <section aria-labelledby="latest-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <h2 id="latest-title" className="mb-10 text-center text-2xl font-semibold">
            Latest Resources
          </h2>
          <ResourceCards items={resources.slice(0, 6)} />
        </section>
      ) : null}
    </>
  )
}
