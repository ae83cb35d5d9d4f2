"use client"

import { useEffect } from "react"
import { usePathname, useRouter } from "next/navigation"

/**
 * The owner's two-factor requirement holds this member on Account: any other admin path is replaced with it. In the
 * browser, so it holds on client-side navigations too (the panel's layout is not drawn again for those).
 */
export function EnrolRedirect({ to }: { to: string }) {
  const path = usePathname()
  const router = useRouter()
  useEffect(() => {
    if (path !== to) router.replace(to)
  }, [path, to, router])
  return null
}
