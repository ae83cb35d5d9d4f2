import type { IconName } from "@/lib/domain/icons"
import { Icon } from "@/components/ui/icon"
import { Reveal } from "@/components/motion/reveal"
import { SectionHeading } from "@/components/home/section-heading"

export type Feature = { title: string; description: string; icon: IconName }

type FeatureGridProps = {
  id: string
  eyebrow?: string
  title: string
  description?: string
  items: readonly Feature[]
  tone?: "plain" | "sand"
  columns?: 2 | 3 | 4
}

const cols = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4" } as const

export function FeatureGrid({ id, eyebrow, title, description, items, tone = "plain", columns = 3 }: FeatureGridProps) {
  return (
    <section aria-labelledby={id} className={tone === "sand" ? "bg-sand" : "bg-background"}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8 lg:py-24">
        <Reveal>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
        </Reveal>
        <ul className={`mt-14 grid gap-6 ${cols[columns]}`}>
          {items.map(({ title: itemTitle, description: text, icon }, index) => (
            <Reveal as="li" key={itemTitle} delay={(index % columns) * 80} className="rounded-2xl border bg-card p-7 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
                <Icon name={icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{itemTitle}</h3>
              <p className="mt-2 text-muted-foreground">{text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
