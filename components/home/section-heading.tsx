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
        <p className={cn("text-sm font-semibold tracking-[0.18em] uppercase", dark ? "text-[#f0c6b6]" : "text-primary")}>
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          "mt-3 font-semibold text-balance",
          Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl",
          dark ? "text-white" : "text-foreground",
        )}
      >
        {title}
      </Heading>
      {description ? (
        <p className={cn("mt-5 text-lg text-pretty", dark ? "text-[#d5e4e1]" : "text-muted-foreground")}>{description}</p>
      ) : null}
    </div>
  )
}
