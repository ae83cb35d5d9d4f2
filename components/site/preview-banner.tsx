import Link from "next/link"
import { Eye } from "lucide-react"

import { PREVIEW_MESSAGES } from "@/lib/copy/publishing"

type PreviewBannerProps = {
  /** The editor to go back to (signed-in previews); absent on a client's share link. */
  editorHref?: string
}

/** Marks a page that shows content visitors cannot see yet. */
export function PreviewBanner({ editorHref }: PreviewBannerProps) {
  return (
    <div role="status" className="sticky top-16 z-30 border-b border-amber-300 bg-amber-50 text-amber-950" data-testid="preview-banner">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-2.5 text-sm sm:px-6">
        <p className="inline-flex items-center gap-2 font-semibold">
          <Eye aria-hidden className="size-4" />
          {PREVIEW_MESSAGES.banner}
        </p>
        {editorHref ? (
          <div className="flex items-center gap-4">
            <Link href={editorHref} className="font-medium underline underline-offset-4">
              {PREVIEW_MESSAGES.backToEditor}
            </Link>
            <form action="/api/preview/exit" method="post">
              <input type="hidden" name="next" value={editorHref} />
              <button type="submit" className="font-medium underline underline-offset-4">
                {PREVIEW_MESSAGES.exit}
              </button>
            </form>
          </div>
        ) : null}
      </div>
    </div>
  )
}
