"use client"

import { usePathname } from "next/navigation"
import { useEffect } from "react"

/** No view sent yet in this page load: the next one waits for the LCP entry and carries the referrer. */
let first = true

/**
 * Counts a page view (POST /api/views, docs/analytics.md): one beacon once the page has loaded and its largest
 * element is painted (the `largest-contentful-paint` entry exists; 2 s after load at the latest), then one per
 * navigation inside the site. No cookie, nothing stored in the browser. Rendered only while counting is on
 * (page-views.tsx). A client component rather than an inline script: an inline script's text would travel twice, in
 * the HTML and in the page's RSC payload. Kept this small on purpose: it is in every public page's first load.
 */
export function PageViewBeacon() {
  const p = usePathname()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let observer: PerformanceObserver | undefined
    let done = false
    const stop = () => {
      done = true
      clearTimeout(timer)
      observer?.disconnect()
      removeEventListener("load", wait)
    }
    const send = () => {
      if (done) return
      stop()
      const id = Array.from(crypto.getRandomValues(new Uint32Array(4)), (n) => n.toString(16).padStart(8, "0")).join("")
      // Only the first view of a page load carries the referrer: later ones are moves inside this site.
      navigator.sendBeacon("/api/views", JSON.stringify({ id, p, r: first ? document.referrer : "", q: location.search, l: navigator.language }))
      first = false
    }
    function wait() {
      timer = setTimeout(send, 2000)
      // A browser without LCP entries ignores the type; the timer sends then. The view goes in a task of its own,
      // after every observer of the page has been told of the entry.
      observer = new PerformanceObserver(() => setTimeout(send))
      observer.observe({ type: "largest-contentful-paint", buffered: true })
    }
    if (!first) send()
    else if (document.readyState == "complete") wait()
    else addEventListener("load", wait)
    return stop
  }, [p])
  return null
}
