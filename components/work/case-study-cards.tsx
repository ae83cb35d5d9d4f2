import Image from "next/image"
import Link from "next/link"

import type { CaseStudyView } from "@/lib/blog/site-documents"

/** Published case studies as cards: cover, client industry, title, summary and a link to /work/{slug}. */
export function CaseStudyCards({ items, readLabel }: { items: readonly CaseStudyView[]; readLabel: string }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="case-study-list">
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
            {item.clientIndustry ? <p className="text-xs font-semibold tracking-wider text-primary uppercase">{item.clientIndustry}</p> : null}
            <h3 className="mt-2 text-xl font-semibold">
              <Link href={`/work/${item.slug}`} className="hover:underline">
                {item.title}
              </Link>
            </h3>
            {item.summary ? <p className="mt-2 text-sm text-muted-foreground">{item.summary}</p> : null}
            {item.results[0] ? (
              <p className="mt-4 text-sm">
                <span className="font-display text-2xl font-semibold text-primary">{item.results[0].value}</span> {item.results[0].label}
              </p>
            ) : null}
            <Link href={`/work/${item.slug}`} className="mt-auto pt-5 text-sm font-semibold text-primary hover:underline" aria-hidden tabIndex={-1}>
              {readLabel}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  )
}
