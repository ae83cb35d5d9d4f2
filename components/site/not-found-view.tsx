import Link from "next/link"

import { Icon } from "@/components/ui/icon"

export type NotFoundText = { title: string; text: string; home: string }

type NotFoundViewProps = {
  text: NotFoundText
  /** "404" above the title (the site's page) or none (a missing post, whose link goes back). */
  code?: string
  /** Where the button leads, in the page's language ("/" or "/es", "/blog" or "/es/blog"). */
  backHref: string
  linkClassName: string
  titleClassName: string
}

/**
 * A 404's words and its way back, in the page's language (its route reads the language, see
 * app/[locale]/(site)/not-found.tsx). Every page's RSC payload carries its not-found boundaries, hence named classes.
 */
export function NotFoundView({ text, code, backHref, linkClassName, titleClassName }: NotFoundViewProps) {
  return (
    <section className="not-found">
      {code ? <p className="not-found-code">{code}</p> : null}
      <h1 className={titleClassName}>{text.title}</h1>
      <p className="mt-3 text-muted-foreground">{text.text}</p>
      <Link href={backHref} className={linkClassName}>
        {code ? null : <Icon name="arrow-left" />}
        {text.home}
      </Link>
    </section>
  )
}
