import type { Metadata } from "next"
import Link from "next/link"

import { everyLanguage, pageAlternates } from "@/lib/site/alternates"
import { dependOn } from "@/lib/site/cache-tags"
import { publishedSitePaths } from "@/lib/site/site-pages"
import { localizedPath } from "@/lib/domain/i18n"
import { SERVICES } from "@/lib/domain/site"
import { publicCopy } from "@/lib/copy/public"
import { SITE_PAGE_TYPE_NAME } from "@/lib/domain/content/site-page"
import { Icon } from "@/components/ui/icon"
import { PageIntro } from "@/components/site/page-intro"

import { type LocaleParams, pageLocale } from "@/app/[locale]/page-locale"

const PATH = "/services"

// Static: prerendered at build with the seeded service pages; it lists the pages published in its language, so a
// service page's change expires it (site-content tag), and every 5 minutes.
export const revalidate = 300

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params)
  const text = publicCopy(locale).services
  return { title: text.metaTitle, description: text.metaDescription, alternates: pageAlternates(locale, PATH, everyLanguage(PATH)) }
}

export default async function ServicesPage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params)
  await dependOn(SITE_PAGE_TYPE_NAME)
  const text = publicCopy(locale).services
  const cards: Partial<Record<string, { title: string; description: string }>> = text.cards
  // A service is listed when its page is published in this language and this language names it.
  const live = new Set(await publishedSitePaths(SERVICES.map((s) => s.href), locale))
  const listed = SERVICES.flatMap((service) => {
    const card = cards[service.href.slice(`${PATH}/`.length)]
    return live.has(service.href) && card ? [{ ...service, ...card }] : []
  })
  return (
    <>
      <PageIntro eyebrow={text.eyebrow} title={text.title} description={text.description} />
      <section aria-label={text.listLabel} className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {listed.map(({ title, description, href, icon }) => (
          <Link key={href} href={localizedPath(locale, href)} className="group rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
            <Icon name={icon} className="size-6 text-primary" />
            <h2 className="mt-4 text-xl font-semibold group-hover:text-primary">{title}</h2>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </Link>
        ))}
      </section>
    </>
  )
}
