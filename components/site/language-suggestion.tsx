"use client"

import { useEffect, useState } from "react"

import { alternateOf } from "./language-switcher"

export type LanguageSuggestionText = {
  /** The suggestion, in the suggested language ("Esta página también está disponible en español."). */
  message: string
  /** The link's text ("Ver en español"). */
  action: string
  /** The close button's accessible name ("Cerrar"). */
  dismiss: string
}

/**
 * A dismissible suggestion, never a redirect: on a visitor's first page of the site (arriving from elsewhere, not
 * from another page here), when the browser's preferred language is `code` and the page has a version in it (its
 * hreflang alternate), it offers that version. Crawlers and shared links keep the address they asked for. Nothing
 * is stored: no cookie, no storage; a closed suggestion stays closed on this page.
 */
export function LanguageSuggestion({ code, text }: { code: string; text: LanguageSuggestionText }) {
  const [href, setHref] = useState<string | null>(null)
  useEffect(() => {
    const suggest = () => {
      const preferred = (navigator.languages?.[0] ?? navigator.language ?? "").toLowerCase()
      if (preferred.split("-")[0] !== code || document.documentElement.lang === code) return
      try {
        if (document.referrer && new URL(document.referrer).origin === location.origin) return
      } catch {
        // An unreadable referrer counts as arriving from elsewhere.
      }
      const alternate = alternateOf(code)
      if (alternate) setHref(alternate)
    }
    suggest()
  }, [code])
  if (!href) return null
  return (
    <div role="region" aria-label={text.message} lang={code} className="language-suggestion">
      <p>
        {text.message}{" "}
        <a href={href} hrefLang={code} className="font-semibold underline underline-offset-4">
          {text.action}
        </a>
      </p>
      <button type="button" onClick={() => setHref(null)} aria-label={text.dismiss} className="language-suggestion-close">
        ×
      </button>
    </div>
  )
}
