import { PAGES } from "@/lib/copy/pages"
import { Spinner } from "@/components/ui/spinner"

export default function PageEditorLoading() {
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3" data-testid="editor-loading">
      <Spinner className="size-8" label={PAGES.loading} />
      <p className="text-muted-foreground" aria-hidden>
        {PAGES.loading}
      </p>
    </div>
  )
}
