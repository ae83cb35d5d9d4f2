import type { IconName } from "@/lib/domain/icons"

/** Share targets of the post page (spec: three networks, each in a 600x400 popup). */
export const SHARE_POPUP = { width: 600, height: 400 } as const

export type ShareNetwork = "x" | "facebook" | "linkedin"

export function shareLinks(url: string, title: string): { network: ShareNetwork; label: string; href: string; icon: IconName }[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { network: "x", label: "X", href: `https://x.com/intent/tweet?url=${u}&text=${t}`, icon: "x-logo" },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: "facebook" },
    {
      network: "linkedin",
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: "linkedin",
    },
  ]
}
