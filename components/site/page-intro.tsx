type PageIntroProps = {
  /** The section's element id, for in-page links. */
  anchor?: string
  eyebrow?: string
  title: string
  description?: string
  children?: React.ReactNode
}

/** The heading block at the top of a public page. */
export function PageIntro({ anchor, eyebrow, title, description, children }: PageIntroProps) {
  return (
    <section id={anchor || undefined} className="bg-sand">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:py-24">
        {eyebrow ? <p className="text-sm font-semibold tracking-widest text-primary uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">{title}</h1>
        {description ? <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{description}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  )
}
