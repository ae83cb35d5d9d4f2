import { Skeleton } from "@/components/ui/skeleton"

export const SKELETON_CARD_COUNT = 6

/** The list's loading state (SPEC §4/§9): six cards shaped like the real grid. */
export function BlogGridSkeleton() {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-skeleton" aria-busy="true">
      <span className="sr-only" role="status">
        Loading posts...
      </span>
      {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-xl border bg-card" data-testid="skeleton-card">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="space-y-3 p-5">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  )
}
