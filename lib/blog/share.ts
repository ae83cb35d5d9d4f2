/** Share targets of the post page (spec: three networks, each in a 600x400 popup). */
export const SHARE_POPUP = { width: 600, height: 400 } as const

export type ShareNetwork = "x" | "facebook" | "linkedin"

const ICONS: Record<ShareNetwork, string> = {
  x: "M18.9 2H22l-6.8 7.8L23.2 22h-6.3l-4.9-6.4L6.4 22H3.3l7.3-8.3L2.9 2h6.4l4.4 5.9L18.9 2Zm-1.1 18h1.7L8.3 3.9H6.5L17.8 20Z",
  facebook:
    "M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.2h2.8V22h3.4Z",
  linkedin:
    "M6.9 8.7H3.6V20h3.3V8.7ZM5.2 3.5a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.5c0-3.1-1.7-4.9-4.3-4.9-1.9 0-2.9 1.1-3.3 1.8V8.7H9.5V20h3.3v-5.9c0-1.6.5-2.9 2.2-2.9s1.9 1.6 1.9 3V20h3.3v-6.5Z",
}

export function shareLinks(url: string, title: string): { network: ShareNetwork; label: string; href: string; icon: string }[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { network: "x", label: "X", href: `https://x.com/intent/tweet?url=${u}&text=${t}`, icon: ICONS.x },
    { network: "facebook", label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: ICONS.facebook },
    {
      network: "linkedin",
      label: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      icon: ICONS.linkedin,
    },
  ]
}
