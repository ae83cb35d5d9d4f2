import type { Metadata } from "next"
import Link from "next/link"

import { SERVICES } from "@/lib/domain/site"
import { Icon } from "@/components/ui/icon"
import { PageIntro } from "@/components/site/page-intro"

import { defaultLocaleOnly, type LocaleParams } from "@/app/[locale]/page-locale"

export const metadata: Metadata = {
  title: "Our Services",
  description: "Social media, web development, content, email, SEO and analytics for healthcare and wellness brands.",
}

export default async function ServicesPage({ params }: { params: LocaleParams }) {
  await defaultLocaleOnly(params)
  return (
    <>
      <PageIntro
        eyebrow="What we do"
        title="Our Services"
        description="Six disciplines, one growth plan: everything a modern practice needs to be found, chosen and remembered."
      />
      <section aria-label="Service list" className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {SERVICES.map(({ title, description, href, icon }) => (
          <Link key={href} href={href} className="group rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
            <Icon name={icon} className="size-6 text-primary" />
            <h2 className="mt-4 text-xl font-semibold group-hover:text-primary">{title}</h2>
            <p className="mt-2 text-muted-foreground">{description}</p>
          </Link>
        ))}
      </section>
    </>
  )
}
