import Link from "next/link"

import { isExternalUrl, isSafeUrl } from "@/lib/site/url-policy"
import { SITE } from "@/lib/domain/site"

type MarkdownLinkProps = React.ComponentProps<"a">

/** Links in post bodies: internal paths through next/link, other sites in a new tab without opener/referrer. */
export function MarkdownLink({ href, children, target: _target, rel: _rel, ...props }: MarkdownLinkProps) {
  void _target
  void _rel
  if (!isSafeUrl(href)) return <span {...props}>{children}</span>
  if (isExternalUrl(href, SITE.url)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link href={href} prefetch={false} {...props}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  )
}
