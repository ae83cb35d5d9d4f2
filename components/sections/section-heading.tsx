import { cn } from "@/lib/utils"

type SectionHeadingProps = {
  id?: string
  eyebrow?: string
  title: string
  description?: string
  align?: "center" | "left"
  tone?: "light" | "dark"
  as?: "h1" | "h2"
  className?: string
}

/** Eyebrow, title and lead paragraph at the top of a marketing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  tone = "light",
  as: Heading = "h2",
  className,
}: SectionHeadingProps) {
  const dark = tone === "dark"
  return (
    <div className={cn(align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-2xl", className)}>
      {eyebrow ? (
        <p className={cn("eyebrow", dark && "eyebrow-dark")}>{eyebrow}</p>
      ) : null}
      <Heading
        id={id}
        className={cn("section-title", Heading === "h1" && "section-title-h1", dark && "section-title-dark")}
      >
        {title}
      </Heading>
      {description ? (
        <p className={cn("section-lead", dark && "section-lead-dark")}>{description}</p>
      ) : null}
    </div>
  )
}
