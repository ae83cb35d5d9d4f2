"use client"

import { usePathname } from "next/navigation"
import { useEffect } from "react"

let first = true

function send(path: string) {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("")
  // Only the first view of a page load carries the referrer: later ones are moves inside this site.
  const body = JSON.stringify({ id, p: path, r: first ? document.referrer : "", q: location.search, l: navigator.language })
  first = false
  navigator.sendBeacon("/api/views", body)
}

/** Runs `fn` once the page has loaded and its largest element is painted (2 s after load at the latest). */
function afterLcp(fn: () => void): () => void {
  let done = false
  let observer: PerformanceObserver | undefined
  const go = () => {
    if (done) return
    done = true
    observer?.disconnect()
    setTimeout(fn)
  }
  const onLoad = () => {
    try {
      observer = new PerformanceObserver((list) => list.getEntries().length && go())
      observer.observe({ type: "largest-contentful-paint", buffered: true })
    } catch {
      // No LCP entries in this browser: the load event is the signal.
    }
    setTimeout(go, 2000)
  }
  if (document.readyState === "complete") onLoad()
  else addEventListener("load", onLoad, { once: true })
  return () => {
    done = true
    observer?.disconnect()
    removeEventListener("load", onLoad)
  }
}

/**
 * Counts a page view (app/api/views/route.ts): one beacon after the page's LCP, then one per navigation inside the
 * site. No cookie, nothing stored in the browser. Rendered only while counting is on (page-views.tsx). A client
 * component rather than an inline script: an inline script's text would travel twice, in the HTML and in the page's
 * RSC payload.
 */
export function PageViewBeacon() {
  const path = usePathname()
  useEffect(() => (first ? afterLcp(() => send(path)) : send(path)), [path])
  return null
}
