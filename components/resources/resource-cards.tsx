import Image from "next/image"
import Link from "next/link"

import type { ResourceView } from "@/lib/site/site-documents"
import { publicCopy } from "@/lib/copy/public"
import { DEFAULT_LOCALE, localizedPath, type Locale } from "@/lib/domain/i18n"

type ResourceCardsProps = {
  items: readonly ResourceView[]
  locale?: Locale
  /** The cards' titles: one level below the heading they follow (h2 under a page's h1, h3 under a section's h2). */
  headingLevel?: "h2" | "h3"
}

/** Published resources of one language as cards: cover, kind, title, summary and a link to its page in that language. */
export function ResourceCards({ items, locale = DEFAULT_LOCALE, headingLevel: Heading = "h3" }: ResourceCardsProps) {
  const kindLabel = publicCopy(locale).resource.kindLabel
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="resource-list">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col overflow-hidden rounded-2xl border bg-card shadow-sm">
          {item.cover ? (
            <Image
              src={item.cover.src}
              alt={item.cover.alt}
              width={item.cover.width}
              height={item.cover.height}
              sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
              className="aspect-[16/9] w-full object-cover"
            />
          ) : null}
          <div className="flex flex-1 flex-col p-6">
            <p className="text-xs font-semibold tracking-wider text-primary uppercase">{kindLabel[item.kind]}</p>
            <Heading className="mt-2 text-xl font-semibold">
              <Link href={localizedPath(locale, `/resources/${item.slug}`)} className="hover:underline">
                {item.title}
              </Link>
            </Heading>
            {item.summary ? <p className="mt-2 text-sm text-muted-foreground">{item.summary}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
