"use client"

import { useEffect } from "react"

const PREFIX = "user-content-"

/**
 * Post bodies prefix their ids (`## Results` → id="user-content-results") so author content cannot clobber page
 * globals. A link from elsewhere to /blog/post#results still lands on the heading: this scrolls a bare hash to its
 * prefixed target, on arrival and on every hash change.
 */
export function UserContentHash() {
  useEffect(() => {
    const go = () => {
      const hash = decodeHash(window.location.hash)
      if (!hash || hash.startsWith(PREFIX) || document.getElementById(hash)) return
      document.getElementById(PREFIX + hash)?.scrollIntoView()
    }
    go()
    window.addEventListener("hashchange", go)
    return () => window.removeEventListener("hashchange", go)
  }, [])
  return null
}

function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}
