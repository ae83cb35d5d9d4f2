"use client"

import { SHARE_POPUP, shareLinks, type ShareNetwork } from "@/lib/site/share"
import { SHARE_UI } from "@/lib/copy/public/client/share"
import { fill } from "@/lib/copy/public/fill"
import type { PublicCopy } from "@/lib/copy/public"
import { Icon } from "@/components/ui/icon"

type ShareButtonsProps = {
  url: string
  title: string
  /** Its words in the page's language; English when absent (not sent for English pages). */
  text?: PublicCopy["share"]
}

/** X, Facebook and LinkedIn: each opens a 600x400 popup with this page's address (a new tab without script). */
export function ShareButtons({ url, title, text = SHARE_UI }: ShareButtonsProps) {
  const open = (event: React.MouseEvent<HTMLAnchorElement>, network: ShareNetwork) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    const address = window.location.href.split("#")[0] ?? url
    const target = shareLinks(address, title).find((link) => link.network === network)!
    const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SHARE_POPUP.width) / 2))
    const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SHARE_POPUP.height) / 2))
    window.open(
      target.href,
      `share-${network}`,
      `popup=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top},noopener,noreferrer`,
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="share-buttons">
      <p className="text-sm font-semibold text-brand-deep">{text.title}</p>
      {shareLinks(url, title).map((link) => (
        <a
          key={link.network}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(event) => open(event, link.network)}
          className="share-link"
          aria-label={fill(text.shareOn, { network: link.label })}
        >
          <Icon name={link.icon} className="size-4" />
          {link.label}
        </a>
      ))}
    </div>
  )
}
