import { BLOG_MESSAGES } from "@/lib/blog/messages"

export default function Loading() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-32 text-center" role="status" aria-live="polite">
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
      <p className="mt-4 text-muted-foreground">{BLOG_MESSAGES.loadingPost}</p>
    </div>
  )
}
