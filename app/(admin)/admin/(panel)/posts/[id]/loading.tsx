import { POSTS } from "@/lib/copy/posts"
import { Spinner } from "@/components/ui/spinner"

export default function PostEditorLoading() {
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3" data-testid="editor-loading">
      <Spinner className="size-8" label={POSTS.loading} />
      <p className="text-muted-foreground" aria-hidden>
        {POSTS.loading}
      </p>
    </div>
  )
}
