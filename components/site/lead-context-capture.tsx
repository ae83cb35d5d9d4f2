"use client"

import { useEffect } from "react"

import { externalOrigin, LEAD_CONTEXT_KEY, utmFromSearch } from "@/lib/domain/contact/lead-context"

/**
 * Remembers, once per tab session, where the visitor landed from: the referrer's origin and the landing URL's UTM
 * parameters. The contact form sends them with a message; nothing leaves the browser otherwise.
 */
export function LeadContextCapture() {
  useEffect(() => {
    try {
      if (sessionStorage.getItem(LEAD_CONTEXT_KEY)) return
      const context = { referrer: externalOrigin(document.referrer, location.origin), utm: utmFromSearch(location.search) }
      sessionStorage.setItem(LEAD_CONTEXT_KEY, JSON.stringify(context))
    } catch {
      // Storage disabled: the message simply goes without this context.
    }
  }, [])
  return null
}
