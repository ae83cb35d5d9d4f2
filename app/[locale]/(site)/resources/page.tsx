import type { Metadata } from "next"
import Link from "next/link"

import { everyLanguage, pageAlternates } from "@/lib/site/alternates"
import { dependOn } from "@/lib/site/cache-tags"
import { listResources, type ResourceKind } from "@/lib/site/site-documents"
import { RESOURCE_TYPE } from "@/lib/domain/content/document-types"
import { localizedPath } from "@/lib/domain/i18n"
import { RESOURCES_MENU } from "@/lib/domain/site"
import { RESOURCE_KIND_PAGES } from "@/lib/copy/public-documents"
import { publicCopy } from "@/lib/copy/public"
import { ResourceCards } from "@/components/resources/resource-cards"
import { Icon } from "@/components/ui/icon"
import { buttonVariants } from "@/components/ui/button"
import { PageIntro } from "@/components/site/page-intro"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/resources"
const KINDS: readonly ResourceKind[] = ["guide", "template", "case-study"]

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const text = publicCopy(locale).resources
  return { title: text.title, description: text.metaDescription, alternates: pageAlternates(locale, PATH, everyLanguage(PATH)) }
}

// Static: prerendered at build, refreshed when a resource changes (cacheTargets) and every 5 minutes.
export const revalidate = 300

export default async function ResourcesPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  await dependOn(RESOURCE_TYPE.name)
  const text = publicCopy(locale).resources
  const resources = await listResources(undefined, locale)
  const published = new Set(resources.map((r) => r.kind))
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={text.title} description={text.intro}>
        <Link href={localizedPath(locale, "/blog")} className={buttonVariants({ size: "lg", className: "text-sm" })}>
          {text.visitBlog}
        </Link>
        <Link href={localizedPath(locale, "/contact")} className={buttonVariants({ size: "lg", variant: "outline", className: "text-sm" })}>
          {text.requestCustom}
        </Link>
      </PageIntro>
      <section aria-labelledby="upcoming-title" className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <h2 id="upcoming-title" className="text-center text-2xl font-semibold">
          {text.upcomingTitle}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {KINDS.map((kind) => {
            const { title, card } = text.kinds[kind]
            const path = RESOURCE_KIND_PAGES[kind].path
            const icon = RESOURCES_MENU.find((m) => m.href === path)?.icon
            return (
              <li key={kind} className="rounded-2xl border bg-card p-6 shadow-sm">
                {icon ? <Icon name={icon} className="size-7 text-primary" /> : null}
                <h3 className="mt-4 text-lg font-semibold">
                  {published.has(kind) ? (
                    <Link href={localizedPath(locale, path)} className="hover:underline">
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{card}</p>
                {published.has(kind) ? null : <p className="mt-4 text-xs font-semibold tracking-wider text-primary uppercase">{text.inDevelopment}</p>}
              </li>
            )
          })}
        </ul>
      </section>
      {resources.length > 0 ? (
        <section aria-labelledby="latest-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <h2 id="latest-title" className="mb-10 text-center text-2xl font-semibold">
            {text.latestTitle}
          </h2>
          <ResourceCards items={resources.slice(0, 6)} locale={locale} />
        </section>
      ) : null}
    </>
  )
}
