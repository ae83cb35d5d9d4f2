"use client"

import Link from "next/link"
import { useParams } from "next/navigation"

import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "@/lib/domain/i18n"
import { Icon } from "@/components/ui/icon"

export type NotFoundText = { title: string; text: string; home: string }

type NotFoundViewProps = {
  /** The page's words in each language (a not-found page gets no params: the language is read here). */
  texts: Partial<Record<Locale, NotFoundText>> & Record<typeof DEFAULT_LOCALE, NotFoundText>
  /** "404" above the title (the site's page) or none (a missing post). */
  code?: string
  /** Where the button leads, within the language: "/" (home) or "/blog". */
  backPath: string
  linkClassName: string
  titleClassName: string
}

/**
 * A 404 in the language of the address: not-found pages receive no params, so this client leaf reads the
 * [locale] segment with useParams (on the server render too, so the prerendered HTML is already in that language).
 */
export function NotFoundView({ texts, code, backPath, linkClassName, titleClassName }: NotFoundViewProps) {
  const params = useParams<{ locale?: string }>()
  const locale: Locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE
  const text = texts[locale] ?? texts[DEFAULT_LOCALE]
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-32 text-center" lang={locale}>
      {code ? <p className="font-display text-7xl font-semibold text-primary">{code}</p> : null}
      <h1 className={titleClassName}>{text.title}</h1>
      <p className="mt-3 text-muted-foreground">{text.text}</p>
      <Link href={localizedPath(locale, backPath)} className={linkClassName}>
        {code ? null : <Icon name="arrow-left" />}
        {text.home}
      </Link>
    </section>
  )
}
