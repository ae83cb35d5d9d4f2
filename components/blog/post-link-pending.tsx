"use client"

import { useLinkStatus } from "next/link"

import { BLOG_MESSAGES } from "@/lib/copy/blog"


/**
 * "Loading post..." over the card or link that was clicked, while the post is on its way. Rendered inside a
 * next/link; the post page itself has no loading boundary, so a prerendered post paints whole (no layout shift).
 */
export function PostLinkPending({ label = BLOG_MESSAGES.loadingPost }: { label?: string }) {
  const { pending } = useLinkStatus()
  if (!pending) return null
  return (
    <span role="status" className="post-link-pending">
      <span aria-hidden className="post-link-spinner" />
      {label}
    </span>
  )
}
