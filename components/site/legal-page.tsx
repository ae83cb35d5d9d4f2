type LegalSection = { heading: string; body: string[] }

type LegalPageProps = {
  title: string
  updated: string
  intro: string
  sections: LegalSection[]
  /** "Last updated {date}" in the page's language (the dictionary's site.lastUpdated). */
  updatedLabel: (date: string) => string
}

export function LegalPage({ title, updated, intro, sections, updatedLabel }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{updatedLabel(updated)}</p>
      <p className="mt-6 text-lg">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-muted-foreground">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
