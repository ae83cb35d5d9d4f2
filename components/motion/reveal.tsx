import { cn } from "@/lib/utils"

type RevealProps = React.HTMLAttributes<HTMLElement> & {
  as?: "div" | "section" | "article" | "li" | "ul" | "ol" | "header"
  /** Extra delay in milliseconds, for staggering siblings. */
  delay?: number
}

/**
 * A block that fades and rises into view when its top passes 80% of the viewport height. Server component:
 * it only marks the element; one <RevealObserver /> per page does the watching.
 */
export function Reveal({ as: Tag = "div", delay, className, style, ...props }: RevealProps) {
  const merged = delay ? ({ ...style, "--reveal-delay": `${delay}ms` } as React.CSSProperties) : style
  // No style prop at all without one: an undefined prop still costs bytes in the page's RSC payload.
  return <Tag data-reveal="" className={cn("reveal", className)} {...(merged ? { style: merged } : {})} {...props} />
}
