import type { FeatureGridData } from "@/lib/domain/sections/feature-grid"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "./section-heading"
import type { SectionRendererProps } from "./types"

const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" } as const

export function FeatureGridSection({ data, headingId, anchor }: SectionRendererProps) {
  const { eyebrow, title, description, items, tone, columns: columnsValue } = data as FeatureGridData
  const columns = Number(columnsValue) as 2 | 3 | 4
  return (
    <section id={anchor || undefined} aria-labelledby={headingId} className={tone === "sand" ? "bg-sand" : "bg-background"}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <Reveal>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} description={description} />
        </Reveal>
        <ul className={`mt-14 grid gap-6 ${cols[columns] ?? cols[3]}`}>
          {items.map(({ title: itemTitle, description: text, icon }, index) => (
            <Reveal as="li" key={index} delay={(index % columns) * 80} className="rounded-2xl border bg-card p-7 shadow-sm">
              {icon ? (
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
                  <Icon name={icon} className="size-6" />
                </span>
              ) : null}
              <h3 className="mt-5 text-xl font-semibold">{itemTitle}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
