"use client"

import { useEffect, useState } from "react"
import { usePathname } from "next/navigation"

export type LanguageOption = {
  /** The language's code, as in hreflang ("es"). */
  code: string
  /** Its own name ("Español"). */
  label: string
  /** Its home page ("/es"): where the link leads when this page has no version in that language. */
  home: string
}

/** The address of this page in `code`, from the page's own hreflang alternates (its metadata), or null. */
export function alternateOf(code: string): string | null {
  const link = document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${code}"]`)
  if (!link) return null
  try {
    const url = new URL(link.href, location.href)
    return url.origin === location.origin ? url.pathname : null
  } catch {
    return null
  }
}

/**
 * Links to the other languages: to the same page in that language when it exists (the page names its translations
 * in its hreflang alternates, which only ever list published ones), else to that language's home. The server
 * renders the home links (crawlers follow the hreflang links themselves); once in the browser each link follows the
 * page, and again after a client-side navigation, when the head has the new page's alternates.
 */
export function LanguageSwitcher({
  options,
  label,
  className,
  landmark = true,
}: {
  options: LanguageOption[]
  label: string
  className?: string
  /** A navigation landmark (the header's); the footer's is a plain group, so the page has one "Language" landmark. */
  landmark?: boolean
}) {
  const pathname = usePathname()
  const [found, setFound] = useState<Record<string, string>>({})
  useEffect(() => {
    const read = () => {
      const next: Record<string, string> = {}
      for (const option of options) {
        const href = alternateOf(option.code)
        if (href) next[option.code] = href
      }
      setFound(next)
    }
    read()
    // Next updates the head's alternates after the new page's content during a client-side navigation.
    const observer = new MutationObserver(read)
    observer.observe(document.head, { childList: true })
    return () => observer.disconnect()
  }, [pathname, options])
  if (options.length === 0) return null
  const Container = landmark ? "nav" : "div"
  return (
    <Container aria-label={label} role={landmark ? undefined : "group"} className={className}>
      <ul className="flex items-center gap-3">
        {options.map((option) => (
          <li key={option.code}>
            <a href={found[option.code] ?? option.home} hrefLang={option.code} lang={option.code} className="language-link">
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </Container>
  )
}
